/// Three enums named `Kind`, each nested in another type; the settings' comes first in the file.
enum Settings {
    enum Kind: String {
        case theme, privacy
    }
}

enum QuickMenu {
    enum Kind: String {
        case compose, search
    }
}

extension Profile {
    enum Kind: String {
        case visible, hidden
    }
}

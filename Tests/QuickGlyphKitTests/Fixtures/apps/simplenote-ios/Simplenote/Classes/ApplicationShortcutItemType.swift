import Foundation

// MARK: - ApplicationShortcutItemType: Types of application shortcuts
//
enum ApplicationShortcutItemType: String {
    case search
    case newNote
    case note
}

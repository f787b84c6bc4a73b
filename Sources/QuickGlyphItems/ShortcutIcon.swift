/// The icon of one quick action: exactly one kind.
public enum ShortcutIcon: Sendable, Equatable {
    /// A template image from the glyph folder, by its icon-file name.
    case glyph(String)
    case system(SystemIcon)
    /// An SF Symbol name (iOS 13+).
    case symbol(String)
}

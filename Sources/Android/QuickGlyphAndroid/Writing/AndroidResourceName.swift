/// Android resource names are file names too: lowercase letters, digits and `_`
/// only. Everything else in a glyph name or a shortcut's id becomes `_`.
public enum AndroidResourceName {
    public static let prefix = "quickglyph_"

    static func sanitized(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "0"..."9", "_": return Character(scalar)
            case "A"..."Z": return Character(Unicode.Scalar(scalar.value + 32)!)
            default: return "_"
            }
        })
    }

    public static func drawable(glyph: String) -> String { prefix + sanitized(glyph) }
    public static func foreground(glyph: String) -> String { drawable(glyph: glyph) + "_foreground" }
    /// The labels' string resources, named after the shortcut's id (`AndroidShortcutID`), not its iOS type.
    public static func shortLabel(id: String) -> String { prefix + "shortcut_" + sanitized(id) + "_short" }
    public static func longLabel(id: String) -> String { prefix + "shortcut_" + sanitized(id) + "_long" }
    public static let backgroundColor = prefix + "shortcut_background"
}

/// Android resource names are file names too: lowercase letters, digits and `_`
/// only. Everything else in a glyph name or a shortcut's id becomes `_`.
package enum AndroidResourceName {
    static let prefix = "quickglyph_"

    static func sanitized(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "0"..."9", "_": return Character(scalar)
                case "A"..."Z": return Character(Unicode.Scalar(scalar.value + 32)!)
                default: return "_"
                }
            })
    }

    package static func drawable(glyph: String) -> String { prefix + sanitized(glyph) }
    static func foreground(glyph: String) -> String { drawable(glyph: glyph) + "_foreground" }
    /// The labels' string resources, named after the shortcut's id (`AndroidShortcutID`), not its iOS type.
    package static func shortLabel(id: String) -> String { prefix + "shortcut_" + sanitized(id) + "_short" }
    static func longLabel(id: String) -> String { prefix + "shortcut_" + sanitized(id) + "_long" }
    static let backgroundColor = prefix + "shortcut_background"
}

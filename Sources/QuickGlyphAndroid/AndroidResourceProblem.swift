/// Why the Android resources were not written, or were written without something.
public enum AndroidResourceProblem: Sendable, Equatable, CustomStringConvertible {
    /// A type with a build setting: an Android shortcut id is read as it is written.
    case unresolvedType(index: Int, type: String)
    /// Two glyphs or two types that become one resource name (Android allows only a-z, 0-9 and _).
    case clashingNames(first: String, second: String, resource: String)
    /// The item's glyph could not be drawn: its shortcut is written without an icon.
    case glyphNotDrawn(index: Int, glyph: String)

    /// Whether nothing was written because of it.
    public var stopsTheOutput: Bool {
        if case .glyphNotDrawn = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case let .unresolvedType(index, type):
            return "items[\(index)].type \"\(type)\" holds a build setting, which Android cannot expand: its shortcutId "
                + "is the literal text, so the Android resources were not written; write the value itself in the type"
        case let .clashingNames(first, second, resource):
            return "\"\(first)\" and \"\(second)\" both become the Android resource \(resource) (resource names hold only "
                + "a-z, 0-9 and _), so the Android resources were not written; rename one"
        case let .glyphNotDrawn(index, glyph):
            return "items[\(index)]: the glyph \"\(glyph)\" could not be drawn, so its Android shortcut has no icon"
        }
    }
}

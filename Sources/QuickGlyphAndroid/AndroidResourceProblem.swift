import QuickGlyphCore

/// Why the Android resources were not written, or were written without something.
public enum AndroidResourceProblem: Sendable, Equatable, CustomStringConvertible {
    /// A type with a build setting: an Android shortcut id is read as it is written.
    case unresolvedType(index: Int, type: String)
    /// Two glyphs or two types that become one resource name (Android allows only a-z, 0-9 and _).
    case clashingNames(first: String, second: String, resource: String)
    /// The item's glyph could not be drawn: its shortcut is written without an icon.
    case glyphNotDrawn(index: Int, glyph: String)
    /// The item's icon is iOS's own (a system icon or an SF Symbol): its shortcut has no icon.
    case noIcon(index: Int, type: String, icon: String)
    /// The intent is the bare default (VIEW of the package, no activity, no data): it is written, but Android has nothing to start.
    case intentUnresolved(index: Int, type: String)

    /// Whether nothing was written because of it.
    public var stopsTheOutput: Bool {
        switch self {
        case .glyphNotDrawn, .noIcon, .intentUnresolved: return false
        case .unresolvedType, .clashingNames: return true
        }
    }

    public var description: String {
        switch self {
        case let .unresolvedType(index, type):
            return "items[\(index)].type \(DisplayText.quote(type)) holds a build setting, which Android cannot expand: its shortcutId "
                + "is the literal text, so the Android resources were not written; write the value itself in the type"
        case let .clashingNames(first, second, resource):
            return "\(DisplayText.quote(first)) and \(DisplayText.quote(second)) both become the Android resource \(resource) (resource names hold only "
                + "a-z, 0-9 and _), so the Android resources were not written; rename one"
        case let .glyphNotDrawn(index, glyph):
            return "items[\(index)]: the glyph \(DisplayText.quote(glyph)) could not be drawn, so its Android shortcut has no icon"
        case let .noIcon(index, type, icon):
            return "items[\(index)] (\(type)): its icon, \(icon), is iOS's own, so its Android shortcut has none; give the item a \"glyph\" to draw one"
        case let .intentUnresolved(index, type):
            return "items[\(index)] (\(type)): the Android shortcut's intent has no action, targetClass or data, so Android "
                + "starts whatever activity of the package handles a bare VIEW, usually none (\"App isn't installed\"); add "
                + "\"android\": {\"targetClass\": \"com.example.app.MainActivity\"} to the item, or the data its deep link handles"
        }
    }
}

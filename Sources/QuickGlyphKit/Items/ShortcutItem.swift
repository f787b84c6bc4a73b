/// The icon of one quick action: exactly one kind.
public enum ShortcutIcon: Sendable, Equatable {
    /// A template image from the glyph folder, by its icon-file name.
    case glyph(String)
    case system(SystemIcon)
    /// An SF Symbol name (iOS 13+).
    case symbol(String)
}

/// A value that can live in a property list: what `userInfo` may hold.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The Foundation object `PropertyListSerialization` writes.
    public var foundationObject: Any {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .bool(let value): return value
        case .array(let values): return values.map(\.foundationObject)
        case .dictionary(let values): return values.mapValues(\.foundationObject)
        }
    }
}

/// One Home Screen quick action.
public struct ShortcutItem: Sendable, Equatable {
    public var type: String
    public var title: String
    public var subtitle: String?
    public var icon: ShortcutIcon
    public var userInfo: [String: PlistValue]?

    public init(type: String, title: String, subtitle: String? = nil, icon: ShortcutIcon,
                userInfo: [String: PlistValue]? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    public var glyphName: String? {
        if case .glyph(let name) = icon { return name }
        return nil
    }
}

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

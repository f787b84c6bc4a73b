/// One Home Screen quick action.
public struct ShortcutItem: Sendable, Equatable {
    public var type: String
    /// The development language's text; in Info.plist also the key iOS looks
    /// the translations up by.
    public var title: String
    public var subtitle: String?
    public var icon: ShortcutIcon
    public var userInfo: [String: PlistValue]?
    /// The title and subtitle in other languages, by language (`de`, `pt-BR`).
    public var localizations: [String: ItemTranslation]
    /// Made in code from the app's state rather than declared in Info.plist.
    public var isDynamic: Bool
    /// The item's `"android"` object: its Android shortcut's intent; nil when not given.
    public var android: AndroidIntentSettings?

    public init(type: String, title: String, subtitle: String? = nil, icon: ShortcutIcon,
                userInfo: [String: PlistValue]? = nil, localizations: [String: ItemTranslation] = [:],
                isDynamic: Bool = false, android: AndroidIntentSettings? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.userInfo = userInfo
        self.localizations = localizations
        self.isDynamic = isDynamic
        self.android = android
    }

    public var glyphName: String? {
        if case .glyph(let name) = icon { return name }
        return nil
    }

    /// The languages this item is translated into, sorted.
    public var languages: [String] { localizations.keys.sorted() }
}

extension Array where Element == ShortcutItem {
    /// The items Info.plist declares: every one not made in code.
    public var staticItems: [ShortcutItem] { filter { !$0.isDynamic } }
}

/// The parts of a quick action, each named once here for every place it is written.
package enum QuickActionField: String, Sendable, Equatable, Hashable, CaseIterable {
    case type, title, subtitle
    /// The icon the item shows, whichever key or initializer gives it.
    case icon
    /// Each icon key on its own (a plist item or an items-file item may set several).
    case iconFile, iconSymbol, iconType
    case userInfo

    /// What the field is called in `source`: the Info.plist key, the items file's member,
    /// or the initializer's argument label.
    package func key(in source: QuickActionSource) -> String {
        switch (self, source) {
        case (.type, .infoPlist): return InfoPlistKey.type
        case (.title, .infoPlist): return InfoPlistKey.title
        case (.subtitle, .infoPlist): return InfoPlistKey.subtitle
        case (.iconFile, .infoPlist), (.icon, .infoPlist): return InfoPlistKey.iconFile
        case (.iconType, .infoPlist): return InfoPlistKey.iconType
        case (.iconSymbol, .infoPlist): return InfoPlistKey.iconSymbolName
        case (.userInfo, .infoPlist): return InfoPlistKey.userInfo
        case (.type, .itemsFile): return "type"
        case (.title, .itemsFile): return "title"
        case (.subtitle, .itemsFile): return "subtitle"
        case (.iconFile, .itemsFile), (.icon, .itemsFile): return "glyph"
        case (.iconType, .itemsFile): return "systemIcon"
        case (.iconSymbol, .itemsFile): return "symbol"
        case (.userInfo, .itemsFile): return "userInfo"
        case (.type, .code): return "type"
        case (.title, .code): return "localizedTitle"
        case (.subtitle, .code): return "localizedSubtitle"
        case (.iconFile, .code): return "templateImageName"
        case (.iconType, .code): return "type"
        case (.iconSymbol, .code): return "systemImageName"
        case (.icon, .code): return "icon"
        case (.userInfo, .code): return "userInfo"
        }
    }

    /// The icon keys in the order iOS takes them when an item sets more than one: Apple
    /// documents that an icon file makes the system ignore the icon type, and a symbol
    /// name (iOS 13+) is taken before the type too.
    package static let iconKeys: [QuickActionField] = [.iconFile, .iconSymbol, .iconType]
}

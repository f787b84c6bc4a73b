import Foundation

/// The Info.plist fragment: `UIApplicationShortcutItems` with Apple's keys,
/// serialized by Foundation as an XML property list.
public enum ShortcutItemsPlist {
    public static let itemsKey = "UIApplicationShortcutItems"

    public enum Key {
        public static let type = "UIApplicationShortcutItemType"
        public static let title = "UIApplicationShortcutItemTitle"
        public static let subtitle = "UIApplicationShortcutItemSubtitle"
        public static let iconType = "UIApplicationShortcutItemIconType"
        public static let iconFile = "UIApplicationShortcutItemIconFile"
        public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        public static let userInfo = "UIApplicationShortcutItemUserInfo"
    }

    public static func dictionary(for item: ShortcutItem) -> [String: Any] {
        var entry: [String: Any] = [Key.type: item.type, Key.title: item.title]
        if let subtitle = item.subtitle { entry[Key.subtitle] = subtitle }
        switch item.icon {
        case .glyph(let name): entry[Key.iconFile] = name
        case .system(let icon): entry[Key.iconType] = icon.plistValue
        case .symbol(let name): entry[Key.iconSymbolName] = name
        }
        if let userInfo = item.userInfo {
            entry[Key.userInfo] = userInfo.mapValues(\.foundationObject)
        }
        return entry
    }

    public static func data(for items: [ShortcutItem]) throws -> Data {
        let root: [String: Any] = [itemsKey: items.map(dictionary(for:))]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }
}

import Foundation
import QuickGlyphCore
import QuickGlyphItems

/// The Info.plist fragment: `UIApplicationShortcutItems` with Apple's keys,
/// serialized by Foundation as an XML property list.
public enum ShortcutItemsPlist {
    /// The fragment's file name in the output folder.
    public static let filename = "ShortcutItems.plist"

    public static func dictionary(for item: ShortcutItem) -> [String: Any] {
        var entry: [String: Any] = [InfoPlistKey.type: item.type, InfoPlistKey.title: item.title]
        if let subtitle = item.subtitle { entry[InfoPlistKey.subtitle] = subtitle }
        switch item.icon {
        case .glyph(let name): entry[InfoPlistKey.iconFile] = name
        case .system(let icon): entry[InfoPlistKey.iconType] = icon.plistValue
        case .symbol(let name): entry[InfoPlistKey.iconSymbolName] = name
        }
        if let userInfo = item.userInfo {
            entry[InfoPlistKey.userInfo] = userInfo.mapValues(\.foundationObject)
        }
        return entry
    }

    public static func data(for items: [ShortcutItem]) throws -> Data {
        let root: [String: Any] = [InfoPlistKey.shortcutItems: items.map(dictionary(for:))]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }
}

import Foundation
import QuickGlyphModel

/// The Info.plist fragment: `UIApplicationShortcutItems` with Apple's keys,
/// serialized by Foundation as an XML property list.
package enum ShortcutItemsPlist {
    /// The fragment's file name in the output folder.
    package static let filename = "ShortcutItems.plist"

    static func dictionary(for item: QuickAction) -> [String: Any] {
        var entry: [String: Any] = [InfoPlistKey.type: item.typeText, InfoPlistKey.title: item.titleText]
        if let subtitle = item.subtitleText { entry[InfoPlistKey.subtitle] = subtitle }
        switch item.icon {
        case .file(let name): entry[InfoPlistKey.iconFile] = name
        case .type(let name): entry[InfoPlistKey.iconType] = name.icon?.plistValue ?? name.written
        case .symbol(let name): entry[InfoPlistKey.iconSymbolName] = name
        case .none, .unresolved: break
        }
        if let userInfo = item.userInfo {
            entry[InfoPlistKey.userInfo] = userInfo.mapValues(\.foundationObject)
        }
        return entry
    }

    package static func data(for items: [QuickAction]) throws -> Data {
        let root: [String: Any] = [InfoPlistKey.shortcutItems: items.map(dictionary(for:))]
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }
}

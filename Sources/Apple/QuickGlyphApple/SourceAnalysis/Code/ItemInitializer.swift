import QuickGlyphModel

/// The names UIKit gives the pieces of a dynamic quick action, in both
/// languages, and which argument lists are the item's initializer.
enum ItemInitializer {
    static let itemClasses: Set<String> = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]
    static let iconClass = "UIApplicationShortcutIcon"
    /// The prefix of Objective-C's icon type constants (`UIApplicationShortcutIconTypeCompose`).
    static let iconTypePrefix = "UIApplicationShortcutIconType"

    /// Swift's labels, `UIApplicationShortcutItem(type:localizedTitle:localizedSubtitle:icon:userInfo:)`.
    static let swiftLabels: [String: QuickActionField] = [
        "type": .type, "localizedTitle": .title, "localizedSubtitle": .subtitle, "icon": .icon, "userInfo": .userInfo,
    ]
    /// Objective-C's selector parts, `initWithType:localizedTitle:localizedSubtitle:icon:userInfo:`.
    static let objCLabels: [String: QuickActionField] = [
        "initWithType": .type, "localizedTitle": .title, "localizedSubtitle": .subtitle, "icon": .icon,
        "userInfo": .userInfo,
    ]
    /// A mutable item's properties (`item.icon = …`), the same in both languages.
    static let properties: [String: QuickActionField] = [
        "type": .type, "localizedTitle": .title, "localizedSubtitle": .subtitle, "icon": .icon, "userInfo": .userInfo,
    ]
    /// A mutable item's setters in Objective-C (`[item setIcon:…]`).
    static let setters: [String: QuickActionField] = [
        "setType": .type, "setLocalizedTitle": .title, "setLocalizedSubtitle": .subtitle, "setIcon": .icon,
        "setUserInfo": .userInfo,
    ]

    /// The fields of an initializer's arguments, in order, when the labels are
    /// the item's: `type` and `localizedTitle` first, then any of subtitle,
    /// icon and user info in that order (the short form stops after the title).
    /// Any other list (`init(coder:)`) is not an item being made.
    static func fields(labels: [String?], table: [String: QuickActionField]) -> [QuickActionField]? {
        let fields = labels.map { $0.flatMap { table[$0] } }
        guard fields.count >= 2, fields[0] == .type, fields[1] == .title else { return nil }
        var previous = QuickActionField.title
        var result: [QuickActionField] = [.type, .title]
        for field in fields.dropFirst(2) {
            guard let field, let order = QuickActionField.allCases.firstIndex(of: field),
                order > QuickActionField.allCases.firstIndex(of: previous)!
            else { return nil }
            result.append(field)
            previous = field
        }
        return result
    }
}

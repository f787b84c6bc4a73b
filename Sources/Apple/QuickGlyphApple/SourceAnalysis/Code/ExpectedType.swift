import Foundation

/// The type the code expects of an expression, when it is one of the types
/// that make `.init(…)` a quick action or an icon.
enum ExpectedType: Sendable, Equatable {
    case item
    case itemArray
    case icon

    /// `UIApplicationShortcutItem`, `[UIMutableApplicationShortcutItem]?`,
    /// `Array<UIApplicationShortcutItem>`, `UIKit.UIApplicationShortcutIcon`: the
    /// written type, spaces and optionality aside.
    init?(typeText: String) {
        var text = String(typeText.filter { !$0.isWhitespace }).replacingOccurrences(of: "UIKit.", with: "")
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if ItemInitializer.itemClasses.contains(text) {
            self = .item
        } else if text == ItemInitializer.iconClass {
            self = .icon
        } else if let element = ExpectedType.arrayElement(of: text), ItemInitializer.itemClasses.contains(element) {
            self = .itemArray
        } else {
            return nil
        }
    }

    private static func arrayElement(of text: String) -> String? {
        if text.hasPrefix("[") && text.hasSuffix("]") { return String(text.dropFirst().dropLast()) }
        if text.hasPrefix("Array<") && text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
        return nil
    }
}

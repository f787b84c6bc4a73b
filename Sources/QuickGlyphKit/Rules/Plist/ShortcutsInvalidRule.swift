import Foundation

/// A plist or items file whose structure is wrong loses items silently on the device, or fails the build.
public struct ShortcutsInvalidRule: ShortcutsRule {
    public static let description = RuleDescription(
        id: "shortcuts-invalid", name: "Quick actions unreadable", severity: .error,
        summary: "An Info.plist or items file cannot be read, is not a property list (or JSON), or its quick actions have the "
            + "wrong structure: UIApplicationShortcutItems not an array, an item not a dictionary, a field not a string.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.problems.map { finding(subject.path, $0.message, position: $0.position) }
    }

    public static let triggeringExamples = [
        TreeExample("not a plist") { ["Info.plist": Data("<?xml version=\"1.0\"?><plist><dict><key>a</key>".utf8)] },
        TreeExample("items not an array") { ["Info.plist": (try? PropertyListSerialization.data(fromPropertyList: ["UIApplicationShortcutItems": "compose"], format: .xml, options: 0)) ?? Data()] },
        TreeExample("title a number") {
            let item: [String: Any] = ["UIApplicationShortcutItemType": "com.example.compose", "UIApplicationShortcutItemTitle": 7]
            return ["Info.plist": (try? PropertyListSerialization.data(fromPropertyList: ["UIApplicationShortcutItems": [item]], format: .xml, options: 0)) ?? Data()]
        },
        TreeExample("items file with an unknown field") { ["shortcuts.json": Data(#"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose", "colour": "red"}]}"#.utf8)] },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("a good Info.plist") { ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")])] },
        TreeExample("a good items file") { ["shortcuts.json": Data(#"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose"}]}"#.utf8)] },
    ]
}

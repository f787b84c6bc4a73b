import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// A plist or items file whose structure is wrong loses items silently on the device, or fails the build.
public struct ShortcutsInvalidRule: ShortcutsRule {
    public static let description = DiagnosticDescription(
        id: .shortcutsInvalid, name: "Quick actions unreadable", severity: .error,
        summary: "An Info.plist or items file cannot be read, is not a property list (or JSON), or its quick actions have the "
            + "wrong structure: UIApplicationShortcutItems not an array, an item not a dictionary, a field not a string.")

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.problems.map { finding(subject.path, $0.message, position: $0.position) }
    }

    public static let triggeringExamples = [
        TreeExample("not a plist", at: .file("Info.plist")) { ["Info.plist": .text("<?xml version=\"1.0\"?><plist><dict><key>a</key>")] },
        TreeExample("items not an array", at: .line("Info.plist", 5, column: 2)) { ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: "compose"])] },
        TreeExample("title a number", at: .line("Info.plist", 8, column: 4)) {
            let item: [String: Any] = [InfoPlistKey.type: "com.example.compose", InfoPlistKey.title: 7]
            return ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: [item]])]
        },
        TreeExample("items file with an unknown field", at: .line("shortcuts.json", 1, column: 12)) { ["shortcuts.json": .text(#"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose", "colour": "red"}]}"#)] },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("a good Info.plist") { ["Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")])] },
        TreeExample("a good items file") { ["shortcuts.json": .text(#"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose"}]}"#)] },
    ]
}

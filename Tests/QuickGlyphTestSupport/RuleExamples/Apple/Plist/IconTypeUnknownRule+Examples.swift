import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconTypeUnknownRule's own examples: the images or file trees it must and must not find fault with.
extension IconTypeUnknownRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("misspelt type", at: .line("Info.plist", 8, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeComposed")
                ])
            ]
        },
        TreeExample("short name in a plist", at: .line("Info.plist", 8, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.compose", "New Message", iconType: "compose")
                ])
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("full name") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        },
        TreeExample("short name in an items file") {
            [
                "shortcuts.json": .text(
                    #"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "taskCompleted"}]}"#)
            ]
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ShortcutsInvalidRule's own examples: the images or file trees it must and must not find fault with.
extension ShortcutsInvalidRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("not a plist", at: .file("Info.plist")) {
            ["Info.plist": .text("<?xml version=\"1.0\"?><plist><dict><key>a</key>")]
        },
        TreeExample("items not an array", at: .line("Info.plist", 5, column: 2)) {
            ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: "compose"])]
        },
        TreeExample("title a number", at: .line("Info.plist", 8, column: 4)) {
            let item: [String: Any] = [InfoPlistKey.type: "com.example.compose", InfoPlistKey.title: 7]
            return ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: [item]])]
        },
        TreeExample("an item's key misspelt", at: .line("Info.plist", 8, column: 4)) {
            let item: [String: Any] = ["UIApplicationShortcutItemTittle": "New Message", InfoPlistKey.type: "compose"]
            return ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: [item]])]
        },
        TreeExample("the items key without its final s", at: .line("Info.plist", 5, column: 2)) {
            let item: [String: Any] = [InfoPlistKey.type: "compose", InfoPlistKey.title: "New Message"]
            return ["Info.plist": Fixtures.plist(["UIApplicationShortcutItem": [item]])]
        },
        TreeExample("items file with an unknown field", at: .line("shortcuts.json", 1, column: 12)) {
            [
                "shortcuts.json": .text(
                    #"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose", "colour": "red"}]}"#
                )
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a good Info.plist") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        },
        TreeExample("an app's own key in an item, far from any iOS reads") {
            let item: [String: Any] = [
                InfoPlistKey.type: "compose", InfoPlistKey.title: "New Message", "ExampleShortcutColour": "red",
            ]
            return ["Info.plist": Fixtures.plist([InfoPlistKey.shortcutItems: [item]])]
        },
        TreeExample("a good items file") {
            [
                "shortcuts.json": .text(
                    #"{"items": [{"type": "compose", "title": "New Message", "systemIcon": "compose"}]}"#)
            ]
        },
    ]
}

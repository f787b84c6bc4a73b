import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ItemMissingFieldRule's own examples: the images or file trees it must and must not find fault with.
extension ItemMissingFieldRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("no title", at: .line("Info.plist", 7, column: 3)) {
            ["Info.plist": Fixtures.infoPlist(items: [[InfoPlistKey.type: "com.example.compose"]])]
        },
        TreeExample("no type in an items file", at: .line("shortcuts.json", 1, column: 12)) {
            ["shortcuts.json": .text(#"{"items": [{"title": "New Message", "systemIcon": "compose"}]}"#)]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("type and title") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.compose", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        },
        // A key a letter or two off is one mistake, shortcuts-invalid's did-you-mean, not also a missing field.
        TreeExample("a misspelt title field in an items file") {
            ["shortcuts.json": .text(#"{"items": [{"type": "compose", "titel": "New", "systemIcon": "compose"}]}"#)]
        },
        TreeExample("a misspelt title key in an Info.plist") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    [InfoPlistKey.type: "com.example.compose", "UIApplicationShortcutItemTittle": "New Message"]
                ])
            ]
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TooManyItemsRule's own examples: the images or file trees it must and must not find fault with.
extension TooManyItemsRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("five items", at: .line("Info.plist", 39, column: 3)) {
            [
                "Info.plist": Fixtures.infoPlist(
                    items: (1...5).map {
                        Fixtures.plistItem(
                            "com.example.\($0)", "Action \($0)", iconType: "UIApplicationShortcutIconTypeAdd")
                    })
            ]
        },
        // The dynamic item is first in the file, but the phone puts the four static ones before it.
        TreeExample("a dynamic item before four static ones", at: .line("glyphs/shortcuts.json", 1, column: 12)) {
            let items =
                [#"{"type": "com.example.0", "title": "Later", "systemIcon": "add", "dynamic": true}"#]
                + (1...4).map { #"{"type": "com.example.\#($0)", "title": "Action \#($0)", "systemIcon": "add"}"# }
            return ["glyphs/shortcuts.json": .text(#"{"items": ["# + items.joined(separator: ", ") + "]}")]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("four items") {
            [
                "Info.plist": Fixtures.infoPlist(
                    items: (1...4).map {
                        Fixtures.plistItem(
                            "com.example.\($0)", "Action \($0)", iconType: "UIApplicationShortcutIconTypeAdd")
                    })
            ]
        }
    ]
}

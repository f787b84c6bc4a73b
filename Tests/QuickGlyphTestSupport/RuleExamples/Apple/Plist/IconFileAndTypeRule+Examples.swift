import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconFileAndTypeRule's own examples: the images or file trees it must and must not find fault with.
extension IconFileAndTypeRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("both", at: .line("App/Info.plist", 12, column: 4)) {
            Fixtures.app(items: [
                Fixtures.plistItem(
                    "com.example.compose", "New Message", icon: "compose",
                    iconType: "UIApplicationShortcutIconTypeCompose")
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("icon file only") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")])
        }
    ]
}

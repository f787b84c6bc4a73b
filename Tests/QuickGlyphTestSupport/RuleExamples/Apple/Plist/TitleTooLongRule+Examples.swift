import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TitleTooLongRule's own examples: the images or file trees it must and must not find fault with.
extension TitleTooLongRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a sentence", at: .line("Info.plist", 10, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "Write a new message to a friend",
                        iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("two words") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "New Message", iconType: "UIApplicationShortcutIconTypeCompose")
                ])
            ]
        }
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// DuplicateTypeRule's own examples: the images or file trees it must and must not find fault with.
extension DuplicateTypeRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("one type twice", at: .line("Info.plist", 20, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "New Message", iconType: "UIApplicationShortcutIconTypeCompose"),
                    Fixtures.plistItem("com.example.new", "New Note", iconType: "UIApplicationShortcutIconTypeAdd"),
                ])
            ]
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("two types") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.message", "New Message", iconType: "UIApplicationShortcutIconTypeCompose"),
                    Fixtures.plistItem("com.example.note", "New Note", iconType: "UIApplicationShortcutIconTypeAdd"),
                ])
            ]
        }
    ]
}

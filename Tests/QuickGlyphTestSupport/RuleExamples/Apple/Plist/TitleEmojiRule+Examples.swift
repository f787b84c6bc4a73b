import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TitleEmojiRule's own examples: the images or file trees it must and must not find fault with.
extension TitleEmojiRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("emoji title", at: .line("Info.plist", 10, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.love", "Favourites ❤️", iconType: "UIApplicationShortcutIconTypeLove")
                ])
            ]
        },
        TreeExample("emoji subtitle", at: .line("Info.plist", 10, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.new", "New Post", iconType: "UIApplicationShortcutIconTypeAdd", subtitle: "📸 Photo"
                    )
                ])
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("digits and accents") {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem(
                        "com.example.call", "Appeler le 112 ©", iconType: "UIApplicationShortcutIconTypeContact")
                ])
            ]
        }
    ]
}

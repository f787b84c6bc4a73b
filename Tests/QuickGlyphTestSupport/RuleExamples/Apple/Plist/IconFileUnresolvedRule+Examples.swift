import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// IconFileUnresolvedRule's own examples: the images or file trees it must and must not find fault with.
extension IconFileUnresolvedRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("misspelt icon", at: .line("App/Info.plist", 10, column: 4)) {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compse")])
        },
        TreeExample("no catalog at all", at: .line("Info.plist", 8, column: 4)) {
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")
                ])
            ]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("icon in the catalog") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")])
        }
    ]
}

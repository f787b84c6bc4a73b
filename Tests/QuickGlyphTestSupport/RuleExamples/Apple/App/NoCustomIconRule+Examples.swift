import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// NoCustomIconRule's own examples: the images or file trees it must and must not find fault with.
extension NoCustomIconRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("system icons only", at: .file("App")) {
            Fixtures.app(items: [
                Fixtures.plistItem("com.example.search", "Search", iconType: "UIApplicationShortcutIconTypeSearch")
            ])
        },
        TreeExample("no quick actions", at: .file("App")) {
            Fixtures.imageset("illustration", catalog: "App/Assets.xcassets")
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a custom icon") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")])
        },
        TreeExample("a catalog named on its own") { Fixtures.imageset("archive") },
    ]
}

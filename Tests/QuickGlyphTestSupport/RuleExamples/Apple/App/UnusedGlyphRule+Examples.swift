import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// UnusedGlyphRule's own examples: the images or file trees it must and must not find fault with.
extension UnusedGlyphRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a glyph no item names", at: .file("App/Assets.xcassets/archive.imageset")) {
            Fixtures.app(
                items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")],
                glyphs: ["compose", "archive"])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("every glyph named") {
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")])
        },
        TreeExample("a catalog alone") { Fixtures.imageset("archive") },
    ]
}

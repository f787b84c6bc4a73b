import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TemplateIntentOriginalRule's own examples: the images or file trees it must and must not find fault with.
extension TemplateIntentOriginalRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("intent original", at: .line("Assets.xcassets/compose.imageset/Contents.json", 24, column: 5)) {
            Fixtures.imageset(
                "compose", contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3], intent: "original"))
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("intent template") { Fixtures.imageset("compose") }
    ]
}

import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TemplateIntentMissingRule's own examples: the images or file trees it must and must not find fault with.
extension TemplateIntentMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("no properties", at: .line("Assets.xcassets/compose.imageset/Contents.json", 1, column: 1)) {
            Fixtures.imageset(
                "compose", contents: Fixtures.imagesetContents("compose", scales: [1, 2, 3], intent: nil))
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("intent template") { Fixtures.imageset("compose") },
        TreeExample("name ends in Template") {
            Fixtures.imageset(
                "composeTemplate",
                contents: Fixtures.imagesetContents("composeTemplate", scales: [1, 2, 3], intent: nil))
        },
    ]
}

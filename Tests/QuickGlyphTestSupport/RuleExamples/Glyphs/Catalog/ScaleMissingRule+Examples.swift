import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// ScaleMissingRule's own examples: the images or file trees it must and must not find fault with.
extension ScaleMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("only 1x and 2x", at: .line("Assets.xcassets/compose.imageset/Contents.json", 2, column: 3)) {
            Fixtures.imageset("compose", scales: [1, 2])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("2x and 3x") { Fixtures.imageset("compose", scales: [2, 3]) }
    ]
}

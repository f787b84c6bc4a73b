import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// FileMissingRule's own examples: the images or file trees it must and must not find fault with.
extension FileMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("@3x named, not there", at: .line("Assets.xcassets/compose.imageset/Contents.json", 14, column: 7))
        { Fixtures.imageset("compose", files: ["compose.png", "compose@2x.png"]) }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("all three there") { Fixtures.imageset("compose") }
    ]
}

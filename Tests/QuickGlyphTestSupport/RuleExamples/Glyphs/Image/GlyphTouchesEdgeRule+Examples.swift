import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// GlyphTouchesEdgeRule's own examples: the images or file trees it must and must not find fault with.
extension GlyphTouchesEdgeRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("bar to the edge", at: .pixel(x: 0, y: 0)) { Fixtures.leftBar(path: "bar@2x.png", width: 0.3) }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("disc with a margin") { Fixtures.disc(path: "disc@2x.png") }
    ]
}

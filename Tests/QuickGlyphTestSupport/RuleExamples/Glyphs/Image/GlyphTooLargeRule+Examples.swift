import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// GlyphTooLargeRule's own examples: the images or file trees it must and must not find fault with.
extension GlyphTooLargeRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("square filling 32 of 35 pt", at: .pixel(x: 2, y: 2)) {
            Fixtures.square(path: "big@2x.png", inset: 0.04)
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("disc of 27 pt") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("square of 29 pt") { Fixtures.square(path: "fits@2x.png", inset: 0.09) },
    ]
}

import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// GlyphTooSmallRule's own examples: the images or file trees it must and must not find fault with.
extension GlyphTooSmallRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("one pixel", at: .pixel(x: 17, y: 17)) { Fixtures.singlePixel(path: "pixel.png") },
        ImageExample("square of 7 pt", at: .pixel(x: 28, y: 28)) { Fixtures.square(path: "small@2x.png", inset: 0.4) },
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("disc of 27 pt") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("square of 12 pt") { Fixtures.square(path: "square@2x.png", inset: 0.33) },
    ]
}

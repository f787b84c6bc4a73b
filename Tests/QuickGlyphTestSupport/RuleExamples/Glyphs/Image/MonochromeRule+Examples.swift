import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// MonochromeRule's own examples: the images or file trees it must and must not find fault with.
extension MonochromeRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("black disc with a red bar", at: .pixel(x: 10, y: 31)) {
            Fixtures.twoColours(path: "two-colours.png")
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("anti-aliased black disc") { Fixtures.disc(path: "disc.png") },
        ImageExample("one colour at two opacities") { Fixtures.discWithFadedRing(path: "faded-ring.png") },
    ]
}

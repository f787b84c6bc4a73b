import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// KnockoutDetailRule's own examples: the images or file trees it must and must not find fault with.
extension KnockoutDetailRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("white cross painted on a red disc", at: .pixel(x: 34, y: 15)) {
            Fixtures.discWithPaintedCross(path: "tile@2x.png")
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("the cross cut out of the disc") {
            Fixtures.discWithPaintedCross(path: "tile@2x.png", cutOut: true)
        },
        ImageExample("anti-aliased black disc") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("one colour at two opacities") { Fixtures.discWithFadedRing(path: "faded-ring@2x.png") },
    ]
}

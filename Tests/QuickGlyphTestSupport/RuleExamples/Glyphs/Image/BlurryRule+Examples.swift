import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// BlurryRule's own examples: the images or file trees it must and must not find fault with.
extension BlurryRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("1 px ring at @2x", at: .pixel(x: 33, y: 7)) {
            Fixtures.ring(path: "hairline@2x.png", thickness: 1)
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("4 px ring at @2x") { Fixtures.ring(path: "ring@2x.png", thickness: 4) },
        ImageExample("filled disc at @2x") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("disc with a faded ring at @2x") { Fixtures.discWithFadedRing(path: "faded-ring@2x.png") },
        ImageExample("1 px ring at @1x") { Fixtures.ring(path: "ring.png", size: 35, scale: 1, thickness: 1) },
    ]
}

import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// NotSquareRule's own examples: the images or file trees it must and must not find fault with.
extension NotSquareRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("70x64 canvas", at: .image) {
            ImageSubject(
                path: "wide.png",
                raster: Fixtures.draw(width: 70, height: 64) { u, v in
                    Fixtures.inDisc(u, v) ? (Fixtures.black, 255) : nil
                }, scale: 2)
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("70x70 canvas") { Fixtures.disc(path: "disc@2x.png") }
    ]
}

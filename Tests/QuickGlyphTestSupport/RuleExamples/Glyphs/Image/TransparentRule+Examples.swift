import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// TransparentRule's own examples: the images or file trees it must and must not find fault with.
extension TransparentRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("empty canvas", at: .image) {
            ImageSubject(path: "empty.png", raster: Raster(width: 70, height: 70), scale: 2)
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("one visible pixel") { Fixtures.singlePixel(path: "pixel.png") }
    ]
}

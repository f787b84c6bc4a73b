import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// NoAlphaRule's own examples: the images or file trees it must and must not find fault with.
extension NoAlphaRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("RGB file", at: .image) {
            Fixtures.discOnWhite(
                path: "rgb.png",
                header: .init(
                    width: 70, height: 70, colorType: .rgb, bitDepth: 8, interlaced: false, hasTransparencyChunk: false)
            )
        }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("palette with tRNS") {
            Fixtures.disc(
                path: "trns.png",
                header: .init(
                    width: 70, height: 70, colorType: .palette, bitDepth: 8, interlaced: false,
                    hasTransparencyChunk: true))
        }
    ]
}

import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// OpaqueRule's own examples: the images or file trees it must and must not find fault with.
extension OpaqueRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("black disc on a white square", at: .image) { Fixtures.discOnWhite(path: "on-white.png") }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("disc on transparency") { Fixtures.disc(path: "disc.png") }
    ]
}

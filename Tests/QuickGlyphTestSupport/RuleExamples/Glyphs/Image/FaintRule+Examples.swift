import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// FaintRule's own examples: the images or file trees it must and must not find fault with.
extension FaintRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("disc at 35% opacity", at: .image) { Fixtures.disc(path: "faint.png", opacity: 89) }
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("disc at full opacity") { Fixtures.disc(path: "disc.png") }
    ]
}

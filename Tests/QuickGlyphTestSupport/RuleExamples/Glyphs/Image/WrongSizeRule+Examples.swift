import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// WrongSizeRule's own examples: the images or file trees it must and must not find fault with.
extension WrongSizeRule: ImageRuleExamples {
    package static let triggeringExamples: [ImageExample] = [
        ImageExample("64 px at @2x", at: .image) { Fixtures.disc(path: "disc@2x.png", size: 64, scale: 2) },
        ImageExample("106 px at @3x, over 35 pt", at: .image) {
            Fixtures.disc(path: "disc@3x.png", size: 106, scale: 3)
        },
        ImageExample("48 px with no scale", at: .image) {
            ImageSubject(path: "disc.png", raster: Fixtures.disc(path: "", size: 48).raster)
        },
    ]
    package static let nonTriggeringExamples: [ImageExample] = [
        ImageExample("70 px at @2x") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("104 px at @3x, the HIG's size, without --hig") {
            Fixtures.disc(path: "disc@3x.png", size: 104, scale: 3)
        },
        ImageExample("105 px with no scale") {
            ImageSubject(path: "disc.png", raster: Fixtures.disc(path: "", size: 105).raster)
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// PNGInvalidRule's own examples: the images or file trees it must and must not find fault with.
extension PNGInvalidRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("text renamed to .png", at: .file("glyph@2x.png")) { ["glyph@2x.png": .text("not a png")] },
        TreeExample("truncated file", at: .file("glyph@2x.png")) {
            ["glyph@2x.png": .damagedPNG(Fixtures.disc(path: "").raster, .truncated(bytes: 60))]
        },
        TreeExample("bad CRC", at: .file("glyph@2x.png")) {
            ["glyph@2x.png": .damagedPNG(Fixtures.disc(path: "").raster, .corruptHeaderChecksum)]
        },
        TreeExample("absurd dimensions", at: .file("glyph@2x.png")) {
            ["glyph@2x.png": .pngHeaderOnly(width: 100_000, height: 100_000)]
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a good PNG") { ["glyph@2x.png": .png(Fixtures.disc(path: "").raster)] }
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One file of a rule's example tree. Images are kept as pixels, so an example says
/// what it draws; `data` encodes them the way `build` does when the tree is written.
package enum ExampleFile: Sendable {
    case bytes(Data)
    /// The image's alpha as a template PNG.
    case png(Raster)
    /// The same, damaged after encoding.
    case damagedPNG(Raster, PNGDamage)
    /// A PNG of a header and no pixel data, claiming `width`×`height` RGBA pixels.
    case pngHeaderOnly(width: UInt32, height: UInt32)

    package static func text(_ text: String) -> ExampleFile { .bytes(Data(text.utf8)) }
}

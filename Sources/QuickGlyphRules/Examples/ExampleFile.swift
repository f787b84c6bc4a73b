import Foundation
import QuickGlyphRaster

/// One file of a rule's example tree. Images are kept as pixels: the rules
/// layer sits below the encoder, so whoever writes the tree to disk (the tests)
/// encodes them the way `build` does.
public enum ExampleFile: Sendable {
    case bytes(Data)
    /// The image's alpha as a template PNG.
    case png(Raster)
    /// The same, damaged after encoding.
    case damagedPNG(Raster, PNGDamage)
    /// A PNG of a header and no pixel data, claiming `width`×`height` RGBA pixels.
    case pngHeaderOnly(width: UInt32, height: UInt32)

    public static func text(_ text: String) -> ExampleFile { .bytes(Data(text.utf8)) }
}

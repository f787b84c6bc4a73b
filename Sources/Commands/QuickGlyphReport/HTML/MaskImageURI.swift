import Foundation
import QuickGlyphGlyphs

/// A template image as the system draws it, as a `data:` URI the page needs no file
/// for: the alpha channel as the shape, tinted black for light and white for dark,
/// encoded by the project's own PNG encoder (a mask image in CSS would depend on
/// `mask-image` and `image-rendering` working together; a tinted PNG is an `<img>`).
package enum MaskImageURI {
    package enum Tint: UInt8 {
        case black = 0
        case white = 255
    }

    /// Nil only if libpng refuses, which a mask of a sane size never makes it do.
    package static func uri(_ mask: AlphaMask, tint: Tint) -> String? {
        // Level 6: the report is read once, there is nothing to gain from the slow levels.
        guard let data = try? TemplatePNGEncoder(level: 6).encode(mask, gray: tint.rawValue) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// How an example PNG is broken.
package enum PNGDamage: Sendable {
    /// Cut off after this many bytes.
    case truncated(bytes: Int)
    /// The IHDR chunk's checksum flipped.
    case corruptHeaderChecksum
}

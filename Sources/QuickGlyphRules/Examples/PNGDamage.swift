import Foundation
import QuickGlyphRaster

/// How an example PNG is broken.
public enum PNGDamage: Sendable {
    /// Cut off after this many bytes.
    case truncated(bytes: Int)
    /// The IHDR chunk's checksum flipped.
    case corruptHeaderChecksum
}

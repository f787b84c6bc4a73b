import Foundation

/// `.quickglyph-UUID`, the name a file has while it is written beside its
/// destination: hidden, a shape no file of the user's has (so a later build can
/// tell a killed build's leftovers), and of a fixed 48 bytes, so a destination
/// name near the file system's 255-byte limit still has one.
package enum TemporaryFileName {
    static let marker = ".quickglyph-"

    /// A name no other write uses.
    static func fresh() -> String {
        marker + UUID().uuidString
    }

    /// Whether a name's bytes can be one `isTemporaryName` takes: a leading dot and room for the
    /// marker and a UUID. A cheap first look over a large folder's names.
    static func mayBeTemporaryName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.first == UInt8(ascii: ".") && bytes.count >= marker.utf8.count + 36
    }

    /// `.quickglyph-` and a UUID, as `FileWriter`, `StreamingFileWriter` and `AppFileGuard`
    /// name them, or the `.NAME.quickglyph-UUID` earlier versions used.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return false }
        return UUID(uuidString: String(name[range.upperBound...])) != nil
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.quickglyph-UUID` files (`.NAME.quickglyph-UUID` before 0.2) a killed build left half-written: the
/// rename that would have put them in place never came. Removed only in folders
/// quickglyph writes in, and only names of exactly that shape, so nothing of
/// the user's can match. Safe only under the output lock: another build's
/// temporary files are not stale.
enum StaleTemporaryFiles {
    static let marker = ".quickglyph-"

    /// Removes them and returns the paths removed.
    @discardableResult
    static func remove(in folders: [URL]) -> [String] {
        var removed: [String] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where isTemporaryName(name) {
                let path = folder.appendingPathComponent(name).path
                if FileStatus.kind(atPath: path) == .regular, unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    /// `.quickglyph-` and a UUID, as `FileWriter` and `StreamingFileWriter` name them,
    /// or the `.NAME.quickglyph-UUID` earlier versions used.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return false }
        return UUID(uuidString: String(name[range.upperBound...])) != nil
    }
}

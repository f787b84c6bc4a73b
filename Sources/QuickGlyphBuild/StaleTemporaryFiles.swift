import Foundation
import QuickGlyphSystem

/// The `TemporaryFileName` files a killed build left half-written: the
/// rename that would have put them in place never came. Removed only in folders
/// quickglyph writes in, and only names of exactly that shape, so nothing of
/// the user's can match. Safe only under the output lock: another build's
/// temporary files are not stale.
enum StaleTemporaryFiles {
    /// Removes them and returns the paths removed.
    @discardableResult
    static func remove(in folders: [URL]) -> [String] {
        var removed: [String] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where TemporaryFileName.isTemporaryName(name) {
                let path = folder.appendingPathComponent(name).path
                if FileStatus.kind(atPath: path) == .regular, unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }
}

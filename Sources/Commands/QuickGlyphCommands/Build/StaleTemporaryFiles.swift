import Foundation
import QuickGlyphSystem

/// The `TemporaryFileName` files a killed build left half-written in the output
/// folder: the rename that would have put them in place never came. Looked for
/// only in folders quickglyph writes in, removed only when of exactly that shape
/// and no live writer holds them (`TemporaryFile.removeStale`).
enum StaleTemporaryFiles {
    /// Removes them and returns the paths removed.
    @discardableResult
    static func remove(in folders: [URL]) -> [String] {
        folders.flatMap { TemporaryFile.removeStale(inFolderAt: $0.path) }
    }
}

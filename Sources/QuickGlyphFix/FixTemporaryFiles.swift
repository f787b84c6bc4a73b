import Foundation
import QuickGlyphSystem

/// The `TemporaryFileName` files a `check --fix` killed mid-write left behind. Every file a fix
/// writes (the journal first, then each PNG, Contents.json, Info.plist or source) is replaced by
/// rename, so a kill between a temporary file's creation and its rename leaves one, as large as
/// the file, in that file's folder for good: nothing else would ever remove it.
///
/// Where to look is what the killed fix wrote down: its journal, written before the first change
/// and removed after the last, names every file it was changing, and its own folder is where a
/// kill during the journal's write leaves one. No other folder can hold one of a fix's. Removed
/// as a build removes its own (`AppFileGuard.removeStaleTemporaryFiles`): only names of that
/// shape, only regular files, only those no live writer holds, so a fix or build writing there
/// now keeps its own.
enum FixTemporaryFiles {
    /// Removes them and returns the paths removed.
    /// - Parameter paths: the paths checked: a fix writes only in them (below a folder, beside a file), so
    ///   a journal naming a folder elsewhere (it is a file a pull request can plant) sends no cleaner there.
    @discardableResult
    static func remove(journal url: URL, paths: [String], files: AppFileGuard) -> [String] {
        var folders = [url.deletingLastPathComponent().standardizedFileURL.path]
        // A journal that cannot be read names no folder; the fix says why when it tries to finish it.
        if let journal = try? FixJournal.read(at: url, files: files) {
            let places = paths.map { path in
                let folder = FileStatus.kind(atPath: path) == .directory ? path : (path as NSString).deletingLastPathComponent
                return URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
            }
            let named = journal.changes.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().standardizedFileURL.path }
            folders += named.filter { folder in
                places.contains { folder == $0 || folder.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
        }
        // One look a folder: an imageset's files are many changes in one folder.
        var seen: Set<String> = []
        let unique = folders.filter { seen.insert($0).inserted }.map { AppFolder(URL(fileURLWithPath: $0)) }
        return files.removeStaleTemporaryFiles(in: unique)
    }
}

import Foundation
import QuickGlyphApple
import QuickGlyphModel
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
    /// Removes those of `folder` (one `check --fix` was given), beside its journal and in the folders
    /// `journal` (what a killed fix left there, if anything) names, and returns the paths removed. Only
    /// entries below that folder are followed: a journal is a file a pull request can plant, and one
    /// naming a folder elsewhere (an absolute path, `..`) sends no cleaner there.
    @discardableResult
    static func remove(in folder: FixFolders.Folder, journal: FixJournal?) -> [String] {
        let named = (journal?.changes ?? []).map(\.path).filter(Manifest.isInside).map { path in
            (folder.path + "/" + path as NSString).deletingLastPathComponent
        }
        // One look a folder: an imageset's files are many changes in one folder.
        var seen: Set<String> = []
        let unique = ([folder.path] + named).filter { seen.insert($0).inserted }
            .map { AppFolder(URL(fileURLWithPath: $0)) }
        return folder.files.removeStaleTemporaryFiles(in: unique)
    }
}

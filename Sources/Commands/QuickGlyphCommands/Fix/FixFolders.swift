import Foundation
import QuickGlyphSystem

/// The folders one `check --fix` may change: each folder it was given (a file's own folder), one
/// inside another taken as part of it. Nothing outside them is written, whatever the app's project
/// or a journal names. Each has its own guard, trusted from that folder down (so no link inside it
/// is followed), and its own journal, which speaks only of files below it.
struct FixFolders {
    struct Folder {
        /// Absolute and standardized.
        var path: String
        var files: AppFileGuard
        var journal: URL { URL(fileURLWithPath: path).appendingPathComponent(FixJournal.filename) }
    }

    let all: [Folder]

    init(paths: [String]) {
        var folders: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = Self.absolute(path)
            let folder =
                FileStatus.kind(atPath: absolute) == .directory
                ? absolute : (absolute as NSString).deletingLastPathComponent
            guard !folders.contains(where: { Self.path(folder, isIn: $0) }) else { continue }
            folders.removeAll { Self.path($0, isIn: folder) }
            folders.append(folder)
        }
        all = folders.map { Folder(path: $0, files: AppFileGuard(trustedFolder: URL(fileURLWithPath: $0))) }
    }

    /// The guard the planner reads through: the first folder's.
    var reading: AppFileGuard { all[0].files }

    /// The folder `path` is in, if any.
    func folder(holding path: String) -> Folder? {
        let absolute = Self.absolute(path)
        return all.first { Self.path(absolute, isIn: $0.path) && absolute != $0.path }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is `folder` or below it; both absolute and standardized.
    static func path(_ path: String, isIn folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}

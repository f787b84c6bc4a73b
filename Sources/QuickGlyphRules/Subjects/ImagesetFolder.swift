import Foundation
import QuickGlyphCore
import QuickGlyphSystem

/// What one `NAME.imageset` folder holds, as `check` may read it: only regular
/// files inside the folder. A symbolic link in it that leads out of the folder is
/// listed (a Contents.json entry may name it) but never read, so no Contents.json
/// and no link can make `check` open a file elsewhere on the machine.
public struct ImagesetFolder: Sendable {
    public var path: String
    /// Every name in the folder, hidden ones and Contents.json included.
    public var listing: [String]
    /// The files besides Contents.json, hidden ones left out, sorted.
    public var files: [String]
    /// Names in the folder that are symbolic links leading out of it, with where they lead.
    public var linksOutside: [String: String]

    public init(path: String) {
        self.path = path
        listing = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files = listing.filter { !$0.hasPrefix(".") && $0 != AssetNaming.contentsFile }.sorted()
        linksOutside = [:]
        // Most imagesets hold no link: the folder's own resolution (a stat or readlink a
        // component of its path) is made only for one that does.
        var prefix: String?
        for name in listing {
            let file = (path as NSString).appendingPathComponent(name)
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) != nil else { continue }
            if prefix == nil {
                // Resolved the same way as the link below, so a folder reached through a link still holds its own files.
                let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                prefix = root.hasSuffix("/") ? root : root + "/"
            }
            let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            // A link that does not resolve to the end (dangling, or a loop) is not known to stay inside.
            let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: target)) == nil
            if !target.hasPrefix(prefix!) || !resolved { linksOutside[name] = target }
        }
    }

    /// The path of `filename` in the folder, when reading it reads a file of this
    /// folder: a plain name (no `/`), listed here, not a link leading out. Nil otherwise.
    public func readablePath(of filename: String) -> String? {
        guard ImagesetFolder.isPlainName(filename), listing.contains(filename), linksOutside[filename] == nil else { return nil }
        let file = (path as NSString).appendingPathComponent(filename)
        // A FIFO or a device named like an image would block the read (or never end): not a file to judge.
        return FileIdentity.isRegularFile(file) ? file : nil
    }

    /// Contents.json, read only when it is a file of the folder.
    public func contents() -> Result<Data, FileProblem> {
        let name = AssetNaming.contentsFile
        if let target = linksOutside[name] {
            return .failure(FileProblem(reason: "\(name) is a symbolic link to \(target), outside the imageset, which check does not read"))
        }
        guard let file = readablePath(of: name), let data = FileManager.default.contents(atPath: file) else {
            return .failure(FileProblem(reason: listing.contains(name) ? "\(name) cannot be read" : "\(name) is missing"))
        }
        return .success(data)
    }

    /// Xcode's imageset filenames are names of files directly in the folder: no
    /// folder part, not absolute, not `.` or `..`.
    public static func isPlainName(_ filename: String) -> Bool {
        !filename.isEmpty && !filename.contains("/") && filename != "." && filename != ".."
    }
}

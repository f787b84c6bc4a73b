import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// What one `NAME.imageset` folder holds, as `check` may read it: only regular
/// files inside the folder. A symbolic link in it that leads out of the folder is
/// listed (a Contents.json entry may name it) but never read, so no Contents.json
/// and no link can make `check` open a file elsewhere on the machine. The folder is
/// read here, through the system layer, so that `ImagesetSubject` (a rule's subject)
/// is made from values and the rules read nothing.
struct ImagesetFolder: Sendable {
    var path: String
    /// Every name in the folder, hidden ones and Contents.json included.
    var listing: [String]
    /// The files besides Contents.json, hidden ones left out, sorted.
    var files: [String]
    /// Names in the folder that are symbolic links leading out of it, with where they lead.
    var linksOutside: [String: String]

    init(path: String) {
        self.path = path
        // readdir's entry types say which names are links, without a call per file.
        let entries = FolderListing.entries(of: path) ?? []
        listing = entries.map(\.name)
        files = listing.filter { !$0.hasPrefix(".") && $0 != AssetNaming.contentsFile }.sorted()
        linksOutside = [:]
        let links = entries.filter { $0.kind == .symbolicLink }.map(\.name)
        guard !links.isEmpty else { return }
        // Resolved the same way as each link below, so a folder reached through a link still holds its own files.
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for name in links {
            let target = URL(fileURLWithPath: (path as NSString).appendingPathComponent(name)).resolvingSymlinksInPath()
                .path
            // A link that does not resolve to the end (dangling, or a loop) is not known to stay inside.
            let resolved = FileStatus.kind(atPath: target) != .symbolicLink
            if !target.hasPrefix(prefix) || !resolved { linksOutside[name] = target }
        }
    }

    /// The path of `filename` in the folder, when reading it reads a file of this
    /// folder: a plain name (no `/`), listed here, not a link leading out. Nil otherwise.
    func readablePath(of filename: String) -> String? {
        guard ImagesetFolder.isPlainName(filename), listing.contains(filename), linksOutside[filename] == nil else {
            return nil
        }
        let file = (path as NSString).appendingPathComponent(filename)
        // A FIFO or a device named like an image would block the read (or never end): not a file to judge.
        return FileIdentity.isRegularFile(file) ? file : nil
    }

    /// Contents.json, read only when it is a file of the folder.
    func contents() -> Result<Data, FileProblem> {
        let name = AssetNaming.contentsFile
        if let target = linksOutside[name] {
            return .failure(
                FileProblem(
                    reason: "\(name) is a symbolic link to \(target), outside the imageset, which check does not read"))
        }
        guard let file = readablePath(of: name), let data = try? SourceFile.read(file) else {
            return .failure(
                FileProblem(reason: listing.contains(name) ? "\(name) cannot be read" : "\(name) is missing"))
        }
        return .success(data)
    }

    /// The folder as a rule's subject: its Contents.json (`contents`, when already read, else read now) and its files.
    func subject(isQuickActionGlyph: Bool, contents: Data? = nil) -> ImagesetSubject {
        ImagesetSubject(
            path: path, files: files, contents: contents.map { .success($0) } ?? self.contents(),
            isQuickActionGlyph: isQuickActionGlyph, linksOutside: linksOutside)
    }

    /// Xcode's imageset filenames are names of files directly in the folder: no
    /// folder part, not absolute, not `.` or `..`.
    static func isPlainName(_ filename: String) -> Bool {
        !filename.isEmpty && !filename.contains("/") && filename != "." && filename != ".."
    }
}

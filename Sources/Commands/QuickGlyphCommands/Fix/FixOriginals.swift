import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The person's own bytes that a `check --fix` replaces or removes, kept where nothing else would
/// keep them. Inside a repository (a `.git` folder or file, `.hg` or `.svn` in the folder fixed or a
/// folder above it, looked at without running any tool) its history holds them, and nothing is kept.
/// Outside one, each file's bytes are copied, before it changes, to
/// `FOLDER/.quickglyph-originals/PATH`, `PATH` its place below `FOLDER`, the folder `check --fix` was
/// given:
/// - inside that folder, so a fix still writes nothing outside the folders it was given, and never in
///   an asset catalog, where Xcode would read the copies as the app's images;
/// - hidden, so `check` (which skips hidden folders) never judges the copies as the app's files, and
///   one fixed folder has one such folder, its name free of any time, so a second run finds it;
/// - the copies go in the fix's journal, before the changes, so a kill between a copy and its
///   replacement is finished by the next run, and a kept original is never written over.
struct FixOriginals: Sendable {
    static let folderName = ".quickglyph-originals"
    static let readmeName = "README.txt"
    /// The folder's mark: a folder by that name without it is not ours, and nothing is put in it.
    static let readme = Data(
        ("The files check --fix (quickglyph) replaced or removed here, as they were before, each at its place\n"
            + "below the folder it was given. Put one back by copying it over; remove this folder when done.\n")
            .utf8)
    /// What marks a folder as a working copy whose history holds its files.
    static let repositoryMarks = [".git", ".hg", ".svn"]

    /// The copies to write first, the README among them when the folder is new.
    var copies: [FileChange] = []
    /// For each file a repair replaces or removes (its path as the repair names it), where its original
    /// is kept, as printed; absent when a repository holds it.
    var kept: [String: String] = [:]
    /// The folders holding the originals, as printed.
    var places: [String] = []

    /// The folder at or above `path` (absolute) that is a repository's working copy, if any.
    static func repository(holding path: String) -> String? {
        var folder = path
        while true {
            if repositoryMarks.contains(where: { FileStatus.kind(atPath: folder + "/" + $0) != .missing }) {
                return folder
            }
            if folder == "/" || folder.isEmpty { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Where a fix in `folder` keeps its originals; nil when a repository holds that folder.
    static func place(in folder: FixFolders.Folder) -> String? {
        repository(holding: folder.path) == nil ? folder.path + "/" + folderName : nil
    }

    /// Why no original can be kept in `folder` (a fix there then replaces nothing), if so: the place is
    /// a link, a file, a folder we did not make, or inside an asset catalog.
    static func refusal(in folder: FixFolders.Folder) -> FixError? {
        guard let place = place(in: folder) else { return nil }
        if folder.path.split(separator: "/").contains(where: { $0.lowercased().hasSuffix(".xcassets") }) {
            return .needsPerson(
                path: folder.path,
                reason: "it is inside an asset catalog, where Xcode would read the originals check --fix keeps "
                    + "outside a repository; run check --fix on the folder that holds the catalog")
        }
        let kind = FileStatus.kind(atPath: place)
        let move = "; move it away and run check --fix again"
        switch kind {
        case .missing: return nil
        case .directory: break
        default:
            return .needsPerson(
                path: place,
                reason: "check --fix keeps the originals of what it replaces here, and this is "
                    + kind.phrase + move)
        }
        do throws(AppFileError) {
            let url = URL(fileURLWithPath: place)
            let entries = try folder.files.entries(of: url) ?? []
            if entries.isEmpty { return nil }
            let mark = try folder.files.read(url.appendingPathComponent(readmeName), limit: ImagesetOnDisk.artLimit)
            if mark == readme { return nil }
        } catch {
            return .file(error)
        }
        return .needsPerson(
            path: place,
            reason: "check --fix keeps the originals of what it replaces here, and this folder "
                + "is not one it made (no \(readmeName) of its own)" + move)
    }

    /// Why `change` cannot be made keeping its original, if so: an original an earlier fix kept
    /// there holds other bytes (it is never written over).
    static func conflict(_ change: FileChange, in folder: FixFolders.Folder) -> String? {
        guard let before = change.before, let url = keptURL(of: change.path, in: folder) else { return nil }
        do throws(AppFileError) {
            let kept = try folder.files.read(url, limit: keptLimit)
            guard let kept, kept != before else { return nil }
            return "\(url.path) holds the original an earlier check --fix kept, and the file has changed since; "
                + "move it away to keep this one too"
        } catch {
            return error.description
        }
    }

    /// Nothing kept.
    init() {}

    /// The copies and the places of the originals of `repairs`, each file once.
    init(_ repairs: [Repair], folders: FixFolders) {
        var seen = Set<String>()
        var marked = Set<String>()
        for change in repairs.flatMap(\.changes) where change.changes {
            guard let before = change.before, seen.insert(FixFolders.absolute(change.path)).inserted,
                let folder = folders.folder(holding: change.path),
                let url = Self.keptURL(of: change.path, in: folder)
            else { continue }
            let place = folder.path + "/" + Self.folderName
            let shown = Self.shown(url.path, like: change.path, in: folder)
            kept[change.path] = shown
            if marked.insert(place).inserted {
                places.append(String(shown.dropLast(url.path.count - place.count)))
                let mark = URL(fileURLWithPath: place).appendingPathComponent(Self.readmeName)
                if (try? folder.files.read(mark, limit: ImagesetOnDisk.artLimit)) != Self.readme {
                    copies.append(FileChange(path: mark.path, before: nil, after: Self.readme))
                }
            }
            // Already kept with these bytes (an earlier fix's): not copied again.
            if (try? folder.files.read(url, limit: Self.keptLimit)) == before { continue }
            copies.append(FileChange(path: url.path, before: nil, after: before))
        }
    }

    /// Whether the next run may write a journal's entry below `.quickglyph-originals`: only a new
    /// file, and only the README or the bytes the same journal says another of its files held before
    /// (a copy of what it replaces), so a planted journal puts nothing else there.
    static func admits(_ change: FixJournal.Change, current: Data?, journal: FixJournal) -> String? {
        let refusal = "it is not the copy of a file the same journal replaces"
        guard current == nil, let after = change.after else { return refusal }
        let rest = String(change.path.dropFirst(folderName.count + 1))
        if rest == readmeName { return after == readme ? nil : refusal }
        let hash = SHA256.hex(after)
        return journal.changes.contains { $0.path == rest && $0.before == hash } ? nil : refusal
    }

    static func isKept(_ relativePath: String) -> Bool { relativePath.hasPrefix(folderName + "/") }

    private static let keptLimit = FileSizeLimit(bytes: 64_000_000, what: "check --fix reads of a kept original")

    private static func keptURL(of path: String, in folder: FixFolders.Folder) -> URL? {
        guard let place = place(in: folder) else { return nil }
        return URL(fileURLWithPath: place + "/" + RelativePath.of(FixFolders.absolute(path), from: folder.path))
    }

    /// `kept` (absolute) as `original` is spelled: relative when it is.
    private static func shown(_ kept: String, like original: String, in folder: FixFolders.Folder) -> String {
        let relative = RelativePath.of(FixFolders.absolute(original), from: folder.path)
        let inside = String(kept.dropFirst(folder.path.count + 1))
        if original == relative { return inside }
        guard original.hasSuffix("/" + relative) else { return kept }
        let prefix = original.dropLast(relative.count)
        return prefix + inside
    }
}

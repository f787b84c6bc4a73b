import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// Which files below the output folder quickglyph may replace or delete: the
/// ones the previous manifest says it wrote, and the ones an interrupted build
/// recorded in the journal before writing them. Anything else in the way (a
/// file of the user's, a FIFO, a link, a folder) is left alone, and no write or
/// delete goes through a link inside the output folder (the folder itself, named
/// by the user, may be one).
struct OutputOwnership: Sendable {
    let root: URL
    private let rootPath: String
    /// Every version of each file that was recorded, oldest first: a killed
    /// build may have replaced what the manifest records with other bytes.
    let recorded: [String: [Manifest.File]]
    /// Where this build records each file before writing it; nil in unit tests that write nothing.
    let journal: BuildJournal?
    /// The paths an interrupted build recorded in the journal before writing them.
    private let journalled: Set<String>

    init(root: URL, previous: Manifest?, journal: BuildJournal?) {
        self.init(
            root: root, recordedFiles: previous?.ownedFiles ?? [], journal: journal, mayOwn: OutputFileNames.isOwnName)
    }

    /// Another folder the build owns files in (`--android`'s res/), with the files recorded for it.
    /// - Parameter mayOwn: the names quickglyph could have written there. The manifest and the journal
    ///   are both files a pull request can change: a name either gives that is not of that shape is never
    ///   taken as quickglyph's, so never replaced or removed.
    init(root: URL, recordedFiles: [Manifest.File], journal: BuildJournal?, mayOwn: (String) -> Bool) {
        self.root = root
        rootPath = root.path
        self.journal = journal
        let fromJournal = (journal?.recorded ?? []).filter { mayOwn($0.path) }
        recorded = Dictionary(grouping: recordedFiles.filter { mayOwn($0.path) } + fromJournal, by: \.path)
        journalled = Set(fromJournal.map(\.path))
    }

    func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    func owns(_ relativePath: String) -> Bool {
        recorded[relativePath] != nil
    }

    /// Writes unless something quickglyph did not make is in the way. A file
    /// of someone else's with exactly the bytes quickglyph would write is taken
    /// as is (not touched): it cannot be told from quickglyph's own.
    func write(_ data: Data, to relativePath: String) throws -> FileWriter.Outcome {
        try checkFolders(of: relativePath)
        let target = url(relativePath)
        switch FileStatus.kind(atPath: target.path) {
        case .missing:
            break
        case .regular:
            let existing = try? RegularFile.read(atPath: target.path)
            if existing == data { return .unchanged }
            // Unreadable (mode 000) or different: only quickglyph's own may be replaced.
            if !owns(relativePath) { throw OwnershipError.notOurs(path: relativePath, what: nil) }
        case let kind:
            // Even at a path quickglyph once wrote: what is there now is not its file.
            throw OwnershipError.notOurs(path: relativePath, what: OwnershipError.describe(kind))
        }
        // Recorded first: if the build is killed after the rename, the next one knows the file.
        try journal?.record(Manifest.File(path: relativePath, sha256: SHA256.hex(data), bytes: data.count))
        try FileWriter.replace(target, with: data)
        return .written
    }

    /// Every folder between the output folder and the file is a real folder or
    /// not there yet: a link would send the write (or delete) somewhere else.
    func checkFolders(of relativePath: String) throws {
        var checked: Set<Substring> = []
        try checkFolders(of: relativePath, checked: &checked)
    }

    /// The same, passing over the folders already found real in this pass (every
    /// imageset is in the one catalog folder) and adding the ones found now.
    private func checkFolders(of relativePath: String, checked: inout Set<Substring>) throws {
        // Each folder is the path up to a `/` (empty components, as in `a//b`, are skipped).
        let utf8 = relativePath.utf8
        var start = utf8.startIndex
        while let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
            defer { start = utf8.index(after: slash) }
            guard slash > start else { continue }
            let prefix = relativePath[..<slash]
            if checked.contains(prefix) { continue }
            let relative = String(prefix)
            switch FileStatus.kind(atPath: rootPath + "/" + relative) {
            case .directory: checked.insert(prefix)
            case .missing: return
            case .symbolicLink: throw OwnershipError.linkedFolder(path: relative)
            case let kind: throw OwnershipError.notOurs(path: relative, what: OwnershipError.describe(kind))
            }
        }
    }

    /// Whether the file is there, not a link nor in a linked folder, with the size
    /// the manifest recorded: a few `lstat`s, no read. An output reached through a
    /// link is not one quickglyph may claim, so its glyph is rebuilt (and refused).
    func hasRecordedSize(_ file: Manifest.File) -> Bool {
        var checked: Set<Substring> = []
        return hasRecordedSize(file, checkedFolders: &checked)
    }

    /// The same, with the folders already found real in this pass (a glyph's outputs
    /// share one imageset folder, every imageset the catalog folder): its files cost one `lstat` each, not three.
    func hasRecordedSize(_ file: Manifest.File, checkedFolders: inout Set<Substring>) -> Bool {
        guard (try? checkFolders(of: file.path, checked: &checkedFolders)) != nil else { return false }
        return FileStatus.regularSize(atPath: rootPath + "/" + file.path) == file.bytes
    }

    /// Whether the regular file at the path holds bytes quickglyph recorded for it.
    func isIntact(_ relativePath: String) -> Bool {
        guard let versions = recorded[relativePath], let data = try? RegularFile.read(atPath: url(relativePath).path)
        else {
            return false
        }
        let hash = SHA256.hex(data)
        return versions.contains { $0.sha256 == hash }
    }

    /// Whether the file may be one a killed build was writing in place (`WriteMode.inPlace`, as under
    /// Xcode's script sandbox): the journal recorded it, after the check that nothing of the user's was
    /// there, and a kill part-way leaves bytes no recorded version has. Such a file is quickglyph's, as
    /// the next write to it already takes it to be; a recorded file that was written whole and then
    /// changed is not one of these.
    func mayBeCutShort(_ relativePath: String) -> Bool {
        WriteMode.current == .inPlace && journalled.contains(relativePath)
    }

    /// Whether the folder, and every folder above it below the root, is a real folder.
    func isRealFolder(_ relativePath: String) -> Bool {
        (try? checkFolders(of: relativePath + "/-")) != nil
            && FileStatus.kind(atPath: rootPath + "/" + relativePath) == .directory
    }

    /// The folders quickglyph writes in: where an interrupted build may have left temporary files.
    var folders: [URL] {
        // The part before the last `/` (not NSString's deletingLastPathComponent: a no-op build asks for thousands).
        let relative = Set(
            recorded.keys.compactMap { path in path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } }
                .filter { !$0.isEmpty })
        // A folder counts when it and every folder above it is real (checking the folders of a name inside it).
        return [root] + relative.sorted().filter(isRealFolder).map(url)
    }
}

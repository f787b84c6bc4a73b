import Foundation

/// The one way the tool reads and writes a file outside `--out`: the app's
/// Info.plist and the strings beside it, the generated Swift, the Xcode file
/// lists, the HTML report and the preview. Whatever option names the path:
/// - no folder on the way inside the project's folder is a symbolic link (each
///   is opened with `O_NOFOLLOW`, so a link swapped in meanwhile fails too); a
///   path outside the project, named by the user, is theirs: only its last
///   component is checked;
/// - only a regular file is replaced: never a link, a folder, a FIFO or a device;
/// - never one of the build's own inputs, never a file inside `--out`, by
///   identity (device and inode), however the path is spelled or linked: a file
///   with more than one name (a hard link) is looked for in the glyph folder and
///   in `--out`, and in place it is not written at all (every name would change);
/// - a file of the user's only when it is the one the option exists to edit
///   (`Claim.edit`); otherwise only a file an earlier run made (`Claim.generated`);
/// - in place (under Xcode's script sandbox), the room for the new bytes is
///   claimed before the first byte changes, and a write that still fails part-way
///   puts the original bytes back, or says plainly that the file is damaged and
///   where its original is;
/// - by rename, the temporary file is locked until it is renamed, so a build's
///   `removeStaleTemporaryFiles` takes exactly the ones killed builds left.
package struct AppFileGuard: Sendable {
    /// The project's folder (`$(SRCROOT)`, else the working folder): links above it are the user's own set-up.
    var trustedFolder: String
    /// The build's inputs that are files outside its input folders (the items file).
    var inputFiles: Set<FileIdentity> = []
    /// Folders nothing may be written into: the glyph folder, every file of which the next build reads as a glyph.
    var inputFolders: Set<FileIdentity> = []
    /// The input folders' paths, searched for a file with another name there; below them too under `--recursive`.
    var inputFolderPaths: [String] = []
    var recursiveInputs = false
    /// The output folder, whose files are the manifest's: as named for messages, and absolute, to be searched.
    var outputFolder: (identity: FileIdentity, path: String, absolute: String)?

    /// What entitles the tool to replace a file that is already there.
    package enum Claim {
        /// The file the option exists to edit (the Info.plist, the strings beside it): any regular file.
        case edit
        /// A file the tool makes: replaced only when `isOurs` recognises an earlier run's bytes.
        /// `what` names it for the message ("an HTML report quickglyph wrote").
        case generated(what: String, isOurs: (Data) -> Bool)
    }

    /// A guard for `check`, which has no inputs of its own to protect.
    package init(trustedFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.trustedFolder = trustedFolder.standardizedFileURL.path
    }

    /// A guard for a build: its glyph folder (and, when `recursive`, every folder below it), items file and
    /// output folder are never written.
    package init(
        trustedFolder: URL, inputFiles: [URL], inputFolders: [URL], recursive: Bool = false, outputFolder: URL?
    ) {
        self.init(trustedFolder: trustedFolder)
        self.inputFiles = Set(inputFiles.compactMap { FileIdentity(path: $0.path) })
        self.inputFolders = Set(inputFolders.compactMap { FileIdentity(path: $0.path) })
        inputFolderPaths = inputFolders.map(Self.absolute)
        recursiveInputs = recursive
        if let outputFolder, let identity = FileIdentity(path: outputFolder.path) {
            self.outputFolder = (identity, outputFolder.relativePath, Self.absolute(outputFolder))
        }
    }

    /// Reads `url` through the guard: nil when nothing is there.
    package func read(_ url: URL, limit: FileSizeLimit? = nil) throws(AppFileError) -> Data? {
        try open(url, limit: limit).contents
    }

    /// Reads `url` through the guard, a file past `limit` refused unread: nil when nothing is there.
    /// For a file of the app's that is only looked at, never replaced.
    package func read(_ url: URL, limit: FileSizeLimit) throws(AppFileError) -> Data? {
        try open(url, limit: limit).contents
    }

    /// The entries of the folder at `url`, reached as a file's folder is (no link on the way
    /// inside the project's folder, the folder itself not one), not following a link among
    /// them: nil when it is not there.
    package func entries(of url: URL) throws(AppFileError) -> [FolderListing.Entry]? {
        try GuardedFolder.folder(Self.absolute(url), trusted: trustedFolder)?.entries()
    }

    /// Opens `url` for a later `replace`, reading what is there now; a file past `limit` is refused unread.
    package func open(_ url: URL, limit: FileSizeLimit? = nil) throws(AppFileError) -> AppFile {
        let path = Self.absolute(url)
        guard let (folder, name) = try GuardedFolder.holding(path, trusted: trustedFolder, creating: false) else {
            return AppFile(
                path: path, folder: nil, name: url.lastPathComponent, contents: nil, identity: nil, permissions: nil)
        }
        try checkPlace(folder, path: path)
        let descriptor = openat(folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT {
                return AppFile(path: path, folder: folder, name: name, contents: nil, identity: nil, permissions: nil)
            }
            let reason = errno
            let kind = folder.kind(of: name)
            if kind != .regular, kind != .missing { throw .notRegular(path: path, found: kind.phrase) }
            throw .unreadable(path: path, reason: ErrorText.posix(reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: ErrorText.posix(errno)) }
        let kind = FileStatus.Kind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegular(path: path, found: kind.phrase) }
        let identity = FileIdentity(status)
        if inputFiles.contains(identity) { throw .buildInput(path: path) }
        if status.st_nlink > 1 { try checkOtherNames(of: identity, path: path) }
        if let limit, !limit.allows(Int(status.st_size)) {
            throw .tooLarge(path: path, size: Int(status.st_size), limit: limit)
        }
        let contents: Data
        do throws(Descriptor.Failure) {
            contents = try Descriptor.readAll(descriptor)
        } catch {
            throw .unreadable(path: path, reason: ErrorText.posix(error.code))
        }
        // A file that grew after the fstat is still held to the limit.
        if let limit, !limit.allows(contents.count) { throw .tooLarge(path: path, size: contents.count, limit: limit) }
        return AppFile(
            path: path, folder: folder, name: name, contents: contents, identity: identity,
            permissions: status.st_mode & 0o7777, links: Int(status.st_nlink))
    }

    /// Held while an app's file is being written: a build stopped by a signal waits
    /// for the write under way, so SIGTERM (Xcode cancelling) never cuts an
    /// Info.plist short or leaves a temporary file beside it. Only SIGKILL can.
    private static let writing = NSLock()

    /// Waits for the write under way, if any, and lets no other begin: for a
    /// process about to exit.
    package static func finishWritesAndHold() {
        writing.lock()
    }

    /// Puts `data` in the file opened by `open`, unless it already holds exactly it
    /// (its modification time, which Xcode compares, then stays).
    @discardableResult
    package func replace(
        _ file: AppFile, with data: Data, claim: Claim,
        mode: WriteMode = .current
    ) throws(AppFileError) -> FileWriter.Outcome {
        if file.contents == data { return .unchanged }
        if case let .generated(what, isOurs) = claim, let contents = file.contents, !isOurs(contents) {
            throw .notOurs(path: file.path, what: what)
        }
        var folder = file.folder
        if folder == nil {
            // A folder on the way is new (a language's .lproj): made now, each step still without following links.
            guard let (made, _) = try GuardedFolder.holding(file.path, trusted: trustedFolder, creating: true) else {
                throw .writeFailed(path: file.path, reason: "its folder could not be made")
            }
            try checkPlace(made, path: file.path)
            folder = made
        }
        Self.writing.lock()
        defer { Self.writing.unlock() }
        switch mode {
        case .atomic:
            try writeAtomically(data, file: file, in: folder!)
        case .inPlace:
            try writeInPlace(data, file: file, in: folder!)
        }
        return .written
    }

    /// Why `replace(file, with: data, claim:)` (or, with `data` nil, `remove(file)`) would be refused
    /// before it changes a byte, if it would: the claim, a file with other names written in place, a
    /// folder (or, in place, a file) this process may not write. For an operation that changes
    /// several files and must change all or none: each is checked before the first is written. A full
    /// disk is not foreseen here; the write itself says so.
    package func refusal(
        toReplace file: AppFile, with data: Data?, claim: Claim,
        mode: WriteMode = .current
    ) -> AppFileError? {
        if let data, file.contents == data { return nil }
        if data != nil, case let .generated(what, isOurs) = claim, let contents = file.contents, !isOurs(contents) {
            return .notOurs(path: file.path, what: what)
        }
        // A folder still to be made is made by the write; whether it can be is known only then.
        guard let folder = file.folder else { return nil }
        if data != nil, mode == .inPlace, file.contents != nil {
            if file.links > 1 { return .otherNames(path: file.path, count: file.links) }
            if faccessat(folder.descriptor, file.name, W_OK, AT_EACCESS) != 0 {
                return .writeFailed(path: file.path, reason: ErrorText.posix(errno))
            }
            return nil
        }
        // A new name in the folder (a rename, a new file) or a name taken away: the folder is what is written.
        if faccessat(folder.descriptor, ".", W_OK | X_OK, AT_EACCESS) != 0 {
            return .writeFailed(path: file.path, reason: "its folder cannot be written in (\(ErrorText.posix(errno)))")
        }
        return nil
    }

    /// Removes the file opened by `open`, if it is still the file read (no other file put
    /// in its place meanwhile): for a file the tool created and no longer needs.
    package func remove(_ file: AppFile) throws(AppFileError) {
        guard let folder = file.folder, let identity = file.identity else { return }
        var status = stat()
        guard fstatat(folder.descriptor, file.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard FileIdentity(status) == identity else {
            throw .writeFailed(path: file.path, reason: "it was replaced while the build ran")
        }
        Self.writing.lock()
        defer { Self.writing.unlock() }
        guard unlinkat(folder.descriptor, file.name, 0) == 0 else {
            throw .writeFailed(path: file.path, reason: ErrorText.posix(errno))
        }
    }

    /// Nothing inside `--out`, nothing into the glyph folder.
    private func checkPlace(_ folder: GuardedFolder, path: String) throws(AppFileError) {
        if let outputFolder, folder.lineage.contains(outputFolder.identity) {
            throw .insideOutput(path: path, output: outputFolder.path)
        }
        // Under --recursive every folder below the glyph folder is read for glyphs too.
        let inputs = recursiveInputs ? folder.lineage[...] : folder.lineage.suffix(1)
        if inputs.contains(where: inputFolders.contains) { throw .buildInput(path: path) }
    }

    /// A file with more than one name can have one in the glyph folder or in `--out`, where no
    /// folder on this path leads: those are searched for it. Only then: a file with one name
    /// outside them cannot be theirs, so the usual app file costs no search.
    private func checkOtherNames(of identity: FileIdentity, path: String) throws(AppFileError) {
        for folder in inputFolderPaths
        where FileIdentitySearch.finds(identity, below: folder, recursive: recursiveInputs) {
            throw .buildInput(path: path)
        }
        if let outputFolder, FileIdentitySearch.finds(identity, below: outputFolder.absolute, recursive: true) {
            throw .insideOutput(path: path, output: outputFolder.path)
        }
    }

    /// A fresh `.quickglyph-UUID` name beside the file, locked until `renameat` puts it in place:
    /// a reader sees the old file or the new one, and no cleaner takes it meanwhile.
    private func writeAtomically(_ data: Data, file: AppFile, in folder: GuardedFolder) throws(AppFileError) {
        let temporary: TemporaryFile
        do throws(Descriptor.Failure) {
            temporary = try TemporaryFile.create(in: folder.descriptor)
        } catch {
            throw .writeFailed(path: file.path, reason: ErrorText.posix(error.code))
        }
        do throws(Descriptor.Failure) {
            // The user's file keeps its mode; open(2)'s is narrowed by the umask, fchmod sets it exactly.
            if let permissions = file.permissions, fchmod(temporary.descriptor, permissions) != 0 {
                throw Descriptor.Failure(code: errno)
            }
            try Descriptor.writeAll(data, to: temporary.descriptor)
            try temporary.finishWriting()
            // renameat replaces the name itself: a link put there meanwhile is replaced, never followed.
            guard renameat(folder.descriptor, temporary.path, folder.descriptor, file.name) == 0 else {
                throw Descriptor.Failure(code: errno)
            }
        } catch {
            temporary.discard(in: folder.descriptor)
            throw .writeFailed(path: file.path, reason: ErrorText.posix(error.code))
        }
        // Released only now: until the rename, the lock told every cleaner the file was being written.
        temporary.release()
    }

    /// Removes the temporary files builds killed mid-write (SIGKILL: a signal a build
    /// can handle waits for the write) left in the folders an app's files are written
    /// in: only names of `TemporaryFileName`'s shape, only regular files, and only those
    /// whose writer is gone (no one holds their lock), so a build writing there now,
    /// into any `--out`, keeps its own. Each folder is opened as a write into it would
    /// be (no link on the way inside the project); a folder that is missing, refused,
    /// in the glyph folder or in `--out` (whose own build cleans it) is passed over.
    /// In place, nothing is looked at: Xcode's script sandbox lets a phase touch only
    /// the files it declares, which these folders and leftovers are not, and a build
    /// in place makes no temporary file beside an app's file. Returns the paths removed.
    @discardableResult
    package func removeStaleTemporaryFiles(in places: [AppFolder], mode: WriteMode = .current) -> [String] {
        guard mode == .atomic else { return [] }
        var removed: [String] = []
        var cleaned: Set<FileIdentity> = []
        func clean(_ folder: GuardedFolder) {
            guard let identity = folder.lineage.last, cleaned.insert(identity).inserted else { return }
            let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            removed += TemporaryFile.removeStale(in: folder.descriptor).map { prefix + $0 }
        }
        for place in places {
            let path = Self.absolute(place.url)
            guard let folder = try? GuardedFolder.opening(path, trusted: trustedFolder),
                (try? checkPlace(folder, path: path)) != nil
            else { continue }
            if place.holdsFiles { clean(folder) }
            let folders = FolderListing.names(inFolder: folder.descriptor) { _, kind in
                kind == .directory || kind == nil
            }
            for name in folders where place.holdsSubfolder(name) {
                // Not through a link: a linked `de.lproj` is not written through, so nothing of ours is there.
                if let subfolder = folder.subfolder(name), (try? checkPlace(subfolder, path: subfolder.path)) != nil {
                    clean(subfolder)
                }
            }
        }
        return removed
    }

    /// Into the file itself, for Xcode's sandbox: refused before a byte changes when the room for the
    /// new bytes cannot be claimed or the file has other names (`InPlaceWrite`); the original goes
    /// back if the write still fails part-way.
    private func writeInPlace(_ data: Data, file: AppFile, in folder: GuardedFolder) throws(AppFileError) {
        let descriptor = openat(
            folder.descriptor, file.name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno
            let kind = folder.kind(of: file.name)
            if kind != .regular, kind != .missing { throw .notRegular(path: file.path, found: kind.phrase) }
            throw .writeFailed(path: file.path, reason: ErrorText.posix(reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .writeFailed(path: file.path, reason: ErrorText.posix(errno))
        }
        let kind = FileStatus.Kind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegular(path: file.path, found: kind.phrase) }
        // The file read is the file written: one swapped in since is not overwritten with a stale edit.
        if let identity = file.identity, identity != FileIdentity(status) {
            throw .writeFailed(path: file.path, reason: "it was replaced by another file while the build ran")
        }
        if file.identity == nil, status.st_size > 0 {
            throw .writeFailed(path: file.path, reason: "another file appeared there while the build ran")
        }
        do throws(InPlaceWrite.Failure) {
            try InPlaceWrite.write(data, into: descriptor, status: status, path: file.path)
        } catch {
            switch error {
            case .refused(let refusal):
                // A file this write made (open's O_CREAT) goes again: nothing is left that was not there.
                if file.identity == nil { unlinkat(folder.descriptor, file.name, 0) }
                throw refusal
            case .partWay(let code):
                let reason = ErrorText.posix(code)
                try restore(file, descriptor: descriptor, in: folder, after: reason)
                throw .writeFailed(path: file.path, reason: "\(reason); its original bytes were put back")
            }
        }
    }

    /// Puts back what the file held: truncating it first frees the blocks the
    /// original needs, so this normally succeeds. A file that was new is removed.
    private func restore(
        _ file: AppFile, descriptor: Int32, in folder: GuardedFolder, after reason: String
    ) throws(AppFileError) {
        guard let original = file.contents else {
            unlinkat(folder.descriptor, file.name, 0)
            return
        }
        do throws(Descriptor.Failure) {
            // From the start again: the failed write left the offset where it stopped.
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
                throw Descriptor.Failure(code: errno)
            }
            try Descriptor.writeAll(original, to: descriptor)
        } catch {
            throw .damaged(path: file.path, reason: reason, original: Self.saveOriginal(original, name: file.name))
        }
    }

    /// Where the user can find the original: a copy in the temporary folder (often
    /// another file system) when one can be written, else their version control.
    private static func saveOriginal(_ original: Data, name: String) -> String {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quickglyph-original-\(UUID().uuidString)-\(name)")
        let descriptor = Descriptor.createNew(copy.path, permissions: 0o600)
        if descriptor >= 0 {
            defer { close(descriptor) }
            if (try? Descriptor.writeAll(original, to: descriptor)) != nil {
                return "its original \(original.count) bytes are saved at \(copy.path): copy them back"
            }
            unlink(copy.path)
        }
        return "restore it from version control (git checkout -- \(name), run where it lives)"
    }

    private static func absolute(_ url: URL) -> String {
        url.standardizedFileURL.path
    }
}

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
///   identity (device and inode), however the path is spelled;
/// - a file of the user's only when it is the one the option exists to edit
///   (`Claim.edit`); otherwise only a file an earlier run made (`Claim.generated`);
/// - in place (under Xcode's script sandbox), a write that fails part-way puts
///   the original bytes back, or says plainly that the file is damaged and
///   where its original is.
public struct AppFileGuard: Sendable {
    /// The project's folder (`$(SRCROOT)`, else the working folder): links above it are the user's own set-up.
    public var trustedFolder: String
    /// The build's inputs that are files (the items file, each glyph).
    var inputFiles: Set<FileIdentity> = []
    /// Folders nothing may be written into: the glyph folder, every file of which the next build reads as a glyph.
    var inputFolders: Set<FileIdentity> = []
    /// The output folder, whose files are the manifest's.
    var outputFolder: (identity: FileIdentity, path: String)?

    /// What entitles the tool to replace a file that is already there.
    public enum Claim {
        /// The file the option exists to edit (the Info.plist, the strings beside it): any regular file.
        case edit
        /// A file the tool makes: replaced only when `isOurs` recognises an earlier run's bytes.
        /// `what` names it for the message ("an HTML report quickglyph wrote").
        case generated(what: String, isOurs: (Data) -> Bool)
    }

    /// A guard for `check`, which has no inputs of its own to protect.
    public init(trustedFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.trustedFolder = trustedFolder.standardizedFileURL.path
    }

    /// A guard for a build: its glyph folder, items file and output folder are never written.
    public init(trustedFolder: URL, inputFiles: [URL], inputFolders: [URL], outputFolder: URL?) {
        self.init(trustedFolder: trustedFolder)
        self.inputFiles = Set(inputFiles.compactMap { FileIdentity(path: $0.path) })
        self.inputFolders = Set(inputFolders.compactMap { FileIdentity(path: $0.path) })
        if let outputFolder, let identity = FileIdentity(path: outputFolder.path) {
            self.outputFolder = (identity, outputFolder.relativePath)
        }
    }

    /// Reads `url` through the guard: nil when nothing is there.
    public func read(_ url: URL, limit: FileSizeLimit? = nil) throws(AppFileError) -> Data? {
        try open(url, limit: limit).contents
    }

    /// Opens `url` for a later `replace`, reading what is there now; a file past `limit` is refused unread.
    public func open(_ url: URL, limit: FileSizeLimit? = nil) throws(AppFileError) -> AppFile {
        let path = Self.absolute(url)
        guard let (folder, name) = try GuardedFolder.holding(path, trusted: trustedFolder, creating: false) else {
            return AppFile(path: path, folder: nil, name: url.lastPathComponent, contents: nil, identity: nil, permissions: nil)
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
        if let limit, !limit.allows(Int(status.st_size)) { throw .tooLarge(path: path, size: Int(status.st_size), limit: limit) }
        let contents: Data
        do throws(Descriptor.Failure) {
            contents = try Descriptor.readAll(descriptor)
        } catch {
            throw .unreadable(path: path, reason: ErrorText.posix(error.code))
        }
        // A file that grew after the fstat is still held to the limit.
        if let limit, !limit.allows(contents.count) { throw .tooLarge(path: path, size: contents.count, limit: limit) }
        return AppFile(path: path, folder: folder, name: name, contents: contents, identity: identity,
                       permissions: status.st_mode & 0o7777)
    }

    /// Held while an app's file is being written: a build stopped by a signal waits
    /// for the write under way, so SIGTERM (Xcode cancelling) never cuts an
    /// Info.plist short or leaves a temporary file beside it. Only SIGKILL can.
    private static let writing = NSLock()

    /// Waits for the write under way, if any, and lets no other begin: for a
    /// process about to exit.
    public static func finishWritesAndHold() {
        writing.lock()
    }

    /// Puts `data` in the file opened by `open`, unless it already holds exactly it
    /// (its modification time, which Xcode compares, then stays).
    @discardableResult
    public func replace(_ file: AppFile, with data: Data, claim: Claim,
                        mode: WriteMode = .current) throws(AppFileError) -> FileWriter.Outcome {
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
            Self.removeStaleTemporaryFiles(in: folder!)
        case .inPlace:
            try writeInPlace(data, file: file, in: folder!)
        }
        return .written
    }

    /// Nothing inside `--out`, nothing into the glyph folder.
    private func checkPlace(_ folder: GuardedFolder, path: String) throws(AppFileError) {
        if let outputFolder, folder.lineage.contains(outputFolder.identity) {
            throw .insideOutput(path: path, output: outputFolder.path)
        }
        if let holding = folder.lineage.last, inputFolders.contains(holding) { throw .buildInput(path: path) }
    }

    /// A fresh `.quickglyph-UUID` name beside the file, then `renameat`: a reader sees the old file or the new one.
    private func writeAtomically(_ data: Data, file: AppFile, in folder: GuardedFolder) throws(AppFileError) {
        let temporary = TemporaryFileName.fresh()
        let descriptor = openat(folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: file.path, reason: ErrorText.posix(errno)) }
        do throws(Descriptor.Failure) {
            // The user's file keeps its mode; open(2)'s is narrowed by the umask, fchmod sets it exactly.
            if let permissions = file.permissions, fchmod(descriptor, permissions) != 0 { throw Descriptor.Failure(code: errno) }
            try Descriptor.writeAll(data, to: descriptor)
            guard close(descriptor) == 0 else { throw Descriptor.Failure(code: errno) }
        } catch {
            close(descriptor)
            unlinkat(folder.descriptor, temporary, 0)
            throw .writeFailed(path: file.path, reason: ErrorText.posix(error.code))
        }
        // renameat replaces the name itself: a link put there meanwhile is replaced, never followed.
        guard renameat(folder.descriptor, temporary, folder.descriptor, file.name) == 0 else {
            let reason = errno
            unlinkat(folder.descriptor, temporary, 0)
            throw .writeFailed(path: file.path, reason: ErrorText.posix(reason))
        }
    }

    /// How old a `.quickglyph-UUID` file beside an app's file must be to be taken
    /// as a killed build's: a build writing the same folder now (into another
    /// `--out`, so not under the same lock) has a temporary file seconds old.
    public static let staleAge: TimeInterval = 600

    /// The temporary files a build killed mid-write (SIGKILL: a signal it can
    /// handle waits for the write) left beside an app's file: only names of that
    /// shape, only regular files, only old ones. Looked for only after a write, so
    /// a no-op build lists no folder of the app's.
    private static func removeStaleTemporaryFiles(in folder: GuardedFolder) {
        let now = Date().timeIntervalSince1970
        for name in Descriptor.names(in: folder.descriptor) where TemporaryFileName.isTemporaryName(name) {
            var status = stat()
            guard fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
                  FileStatus.Kind(mode: status.st_mode) == .regular,
                  now - Descriptor.modificationTime(status) > staleAge else { continue }
            unlinkat(folder.descriptor, name, 0)
        }
    }

    /// Into the file itself, for Xcode's sandbox; the original goes back if the write fails part-way.
    private func writeInPlace(_ data: Data, file: AppFile, in folder: GuardedFolder) throws(AppFileError) {
        let descriptor = openat(folder.descriptor, file.name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno
            let kind = folder.kind(of: file.name)
            if kind != .regular, kind != .missing { throw .notRegular(path: file.path, found: kind.phrase) }
            throw .writeFailed(path: file.path, reason: ErrorText.posix(reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .writeFailed(path: file.path, reason: ErrorText.posix(errno)) }
        let kind = FileStatus.Kind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegular(path: file.path, found: kind.phrase) }
        // The file read is the file written: one swapped in since is not overwritten with a stale edit.
        if let identity = file.identity, identity != FileIdentity(status) {
            throw .writeFailed(path: file.path, reason: "it was replaced by another file while the build ran")
        }
        if file.identity == nil, status.st_size > 0 {
            throw .writeFailed(path: file.path, reason: "another file appeared there while the build ran")
        }
        do throws(Descriptor.Failure) {
            guard ftruncate(descriptor, 0) == 0 else { throw Descriptor.Failure(code: errno) }
            try Descriptor.writeAll(data, to: descriptor)
            return
        } catch {
            let reason = ErrorText.posix(error.code)
            try restore(file, descriptor: descriptor, in: folder, after: reason)
            throw .writeFailed(path: file.path, reason: "\(reason); its original bytes were put back")
        }
    }

    /// Puts back what the file held: truncating it first frees the blocks the
    /// original needs, so on a full disk this normally succeeds. A file that was
    /// new is removed.
    private func restore(_ file: AppFile, descriptor: Int32, in folder: GuardedFolder, after reason: String) throws(AppFileError) {
        guard let original = file.contents else {
            unlinkat(folder.descriptor, file.name, 0)
            return
        }
        do throws(Descriptor.Failure) {
            // From the start again: the failed write left the offset where it stopped.
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { throw Descriptor.Failure(code: errno) }
            try Descriptor.writeAll(original, to: descriptor)
        } catch {
            throw .damaged(path: file.path, reason: reason, original: Self.saveOriginal(original, name: file.name))
        }
    }

    /// Where the user can find the original: a copy in the temporary folder (often
    /// another file system) when one can be written, else their version control.
    private static func saveOriginal(_ original: Data, name: String) -> String {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-original-\(UUID().uuidString)-\(name)")
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

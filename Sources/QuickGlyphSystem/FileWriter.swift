import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary name in the same folder, then a rename replaces the old file.
/// Callers compare first (`OutputOwnership`), so a file whose bytes are already
/// right is not touched and its modification time says when its content last changed.
public enum FileWriter {
    public enum Outcome: Sendable, Equatable {
        case unchanged, written
    }

    /// Puts `data` at `url` (an output in `--out`; files elsewhere go through
    /// `AppFileGuard`) through a temporary file and a rename, without comparing
    /// first: for callers that already know the bytes differ. A new file is 0644 less the umask.
    public static func replace(_ url: URL, with data: Data, mode: WriteMode = .current) throws {
        let directory = url.deletingLastPathComponent()
        if mode == .inPlace {
            do {
                try writeInPlace(data, to: url)
            } catch CocoaError.fileWriteUnknown where errno == ENOENT {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try writeInPlace(data, to: url)
            }
            return
        }
        let temporary = temporaryURL(for: url)
        do {
            do {
                try writeWithoutSync(data, to: temporary)
            } catch CocoaError.fileWriteUnknown where errno == ENOENT {
                // The folder is new: make it only when needed, not before every file.
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try writeWithoutSync(data, to: temporary)
            }
            // rename(2) replaces the destination in one step.
            guard rename(temporary.path, url.path) == 0 else { throw posixError(url) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// A fresh `TemporaryFileName` beside the destination.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(TemporaryFileName.fresh())
    }

    /// Foundation's `Data.write` syncs every file to disk: a build that writes
    /// two thousand small files would spend most of its time waiting on that.
    /// Outputs can always be rebuilt, and the rename already guarantees that no
    /// reader sees half a file, so the bytes are written without a sync.
    private static func writeWithoutSync(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError(url) }
        defer { close(descriptor) }
        try write(data, to: descriptor, url: url)
    }

    /// The bytes into the file itself (`WriteMode.inPlace`): never through a link
    /// (O_NOFOLLOW), never into a FIFO or device (opened without blocking, then
    /// checked to be a regular file before it is truncated).
    private static func writeInPlace(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError(url) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            errno = EINVAL
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                         NSLocalizedDescriptionKey: "not a regular file"])
        }
        guard ftruncate(descriptor, 0) == 0 else { throw posixError(url) }
        try write(data, to: descriptor, url: url)
    }

    private static func write(_ data: Data, to descriptor: Int32, url: URL) throws {
        do throws(Descriptor.Failure) {
            try Descriptor.writeAll(data, to: descriptor)
        } catch {
            errno = error.code
            throw posixError(url)
        }
    }

    private static func posixError(_ url: URL) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                 NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
}

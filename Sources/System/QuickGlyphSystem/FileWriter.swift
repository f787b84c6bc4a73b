import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary name in the same folder, then a rename replaces the old file.
/// Callers compare first (`OutputOwnership`), so a file whose bytes are already
/// right is not touched and its modification time says when its content last changed.
package enum FileWriter {
    package enum Outcome: Sendable, Equatable {
        case unchanged, written
    }

    /// Puts `data` at `url` (an output in `--out`; files elsewhere go through
    /// `AppFileGuard`) through a temporary file and a rename, without comparing
    /// first: for callers that already know the bytes differ. A new file is 0644 less the umask.
    package static func replace(_ url: URL, with data: Data, mode: WriteMode = .current) throws {
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
        let temporary = try makeTemporary(in: directory, for: url)
        do {
            try write(data, to: temporary.descriptor, url: url)
            try finishWriting(temporary, url: url)
            // rename(2) replaces the destination in one step; the temporary file stays locked until then.
            guard rename(temporary.path, url.path) == 0 else { throw posixError(url, code: errno) }
            temporary.release()
        } catch {
            temporary.discard()
            throw error
        }
    }

    /// A locked `TemporaryFile` in `directory`, which is made when it is new (only then, not before every file).
    static func makeTemporary(in directory: URL, for url: URL) throws -> TemporaryFile {
        var madeFolder = false
        while true {
            do throws(Descriptor.Failure) {
                return try TemporaryFile.create(directory: directory.path)
            } catch {
                guard error.code == ENOENT, !madeFolder else { throw posixError(url, code: error.code) }
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            madeFolder = true
        }
    }

    /// Closes the temporary file's writing descriptor (its lock stays until the rename), a failure in this type's form.
    static func finishWriting(_ temporary: TemporaryFile, url: URL) throws {
        do throws(Descriptor.Failure) {
            try temporary.finishWriting()
        } catch {
            throw posixError(url, code: error.code)
        }
    }

    /// The bytes into the file itself (`WriteMode.inPlace`): never through a link
    /// (O_NOFOLLOW), never into a FIFO or device (opened without blocking, then
    /// checked to be a regular file), never into a file with other names, and only
    /// once the room for the bytes is claimed (`InPlaceWrite`): an output can be
    /// rebuilt, but a full disk should not cost the one that was there.
    private static func writeInPlace(_ data: Data, to url: URL) throws {
        // Made new when nothing is there, so that a refusal knows whether to take it away again.
        var created = true
        var descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST {
            created = false
            descriptor = open(url.path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw posixError(url, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            errno = EINVAL
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSLocalizedDescriptionKey: "not a regular file",
                ])
        }
        do throws(InPlaceWrite.Failure) {
            try InPlaceWrite.write(data, into: descriptor, status: status, path: url.path)
        } catch {
            switch error {
            case .refused(let refusal):
                // A file this write made goes again: nothing is left that was not there.
                if created { unlink(url.path) }
                throw refusal
            case .partWay(let code): throw posixError(url, code: code)
            }
        }
    }

    /// Foundation's `Data.write` syncs every file to disk: a build that writes
    /// two thousand small files would spend most of its time waiting on that.
    /// Outputs can always be rebuilt, and the rename already guarantees that no
    /// reader sees half a file, so the bytes are written without a sync.
    private static func write(_ data: Data, to descriptor: Int32, url: URL) throws {
        do throws(Descriptor.Failure) {
            try Descriptor.writeAll(data, to: descriptor)
        } catch {
            throw posixError(url, code: error.code)
        }
    }

    /// Sets `errno` too: callers match `CocoaError.fileWriteUnknown where errno == ENOENT`. The code is kept
    /// underneath, where `ErrorText` finds it: a full disk says so, not only that the file could not be written.
    static func posixError(_ url: URL, code: Int32) -> Error {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        let error = CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSFilePathErrorKey: url.path,
                NSLocalizedDescriptionKey: String(cString: strerror(code)),
                NSUnderlyingErrorKey: underlying,
            ])
        // Last: making the error may touch errno.
        errno = code
        return error
    }
}

import Foundation

/// A file being written under a `TemporaryFileName` beside its destination,
/// held under `flock(LOCK_EX)` from the moment it is made until it is renamed
/// into place or removed. The kernel drops the lock when its writer ends, however
/// it ends, so whether a temporary file of ours is a killed build's leftover or a
/// live build's work is a question the lock answers exactly, whatever its age,
/// whichever build (into whichever `--out`) made it: `removeStale` takes only what
/// no one holds.
package final class TemporaryFile {
    /// As it was opened: a name in the folder, or a path (`FileWriter`).
    package let path: String
    /// Open for writing until `finishWriting`.
    package let descriptor: Int32
    /// The same open file, duplicated: it keeps the lock once the writing descriptor is closed
    /// (a close that can report a write the file system deferred, as NFS does), until the rename.
    private let holder: Int32
    private var writing = true
    private var released = false

    private init(path: String, descriptor: Int32, holder: Int32) {
        self.path = path
        self.descriptor = descriptor
        self.holder = holder
    }

    deinit { release() }

    /// How often a fresh name is tried when a cleaner removed the file in the instant between its creation and its
    /// lock.
    static let attempts = 8

    /// Makes and locks a fresh temporary file in `folder` (a folder's descriptor, or
    /// `AT_FDCWD` with `directory` the folder's path), 0644 less the umask.
    package static func create(
        in folder: Int32 = AT_FDCWD, directory: String? = nil
    ) throws(Descriptor.Failure) -> TemporaryFile {
        for _ in 0..<attempts {
            let name = TemporaryFileName.fresh()
            let path = directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + name } ?? name
            let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Descriptor.Failure(code: errno) }
            // Close-on-exec as the original: a worker spawned meanwhile must not inherit the lock.
            let holder = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            guard holder >= 0 else {
                let code = errno
                close(descriptor)
                unlinkat(folder, path, 0)
                throw Descriptor.Failure(code: code)
            }
            // Waits out a cleaner that took the lock in the instant since creation. On a file system
            // without flock the file stays unlocked: no cleaner can lock it either, so it is left alone.
            _ = lock(descriptor, waiting: true)
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let code = errno
                TemporaryFile(path: path, descriptor: descriptor, holder: holder).discard(in: folder)
                throw Descriptor.Failure(code: code)
            }
            // Still named: no cleaner took it before it was locked.
            if status.st_nlink > 0 { return TemporaryFile(path: path, descriptor: descriptor, holder: holder) }
            close(holder)
            close(descriptor)
        }
        throw Descriptor.Failure(code: EAGAIN)
    }

    /// Closes the writing descriptor, reporting what the close reports; the lock stays.
    package func finishWriting() throws(Descriptor.Failure) {
        writing = false
        guard close(descriptor) == 0 else { throw Descriptor.Failure(code: errno) }
    }

    /// Closes what is open, which releases the lock: once the file is renamed into place.
    package func release() {
        guard !released else { return }
        released = true
        if writing {
            writing = false
            close(descriptor)
        }
        close(holder)
    }

    /// Removes the file (a write that failed) and releases it.
    package func discard(in folder: Int32 = AT_FDCWD) {
        unlinkat(folder, path, 0)
        release()
    }

    /// Removes, from the folder open at `folder`, every regular file named as
    /// `TemporaryFileName` names them that no live writer holds: its writer was
    /// killed before the rename. Returns the names removed.
    @discardableResult
    package static func removeStale(in folder: Int32) -> [String] {
        var removed: [String] = []
        let candidates = FolderListing.names(inFolder: folder) { bytes, kind in
            kind != .directory && TemporaryFileName.mayBeTemporaryName(bytes)
        }
        for name in candidates where TemporaryFileName.isTemporaryName(name) {
            // Not through a link, never blocking on a FIFO; fstat on what was opened decides.
            let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, FileStatus.Kind(mode: status.st_mode) == .regular,
                lock(descriptor, waiting: false) == .locked
            else { continue }
            // The name may have been renamed into place since it was opened: remove only what it still names.
            var named = stat()
            guard fstatat(folder, name, &named, AT_SYMLINK_NOFOLLOW) == 0, FileIdentity(named) == FileIdentity(status),
                unlinkat(folder, name, 0) == 0
            else { continue }
            removed.append(name)
        }
        return removed
    }

    /// `removeStale` in the folder at `path`, as named: `--out` may be a link, which is followed
    /// (the caller names only folders below it that it found to be real). Returns the paths removed.
    @discardableResult
    package static func removeStale(inFolderAt path: String) -> [String] {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return [] }
        defer { close(folder) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return removeStale(in: folder).map { prefix + $0 }
    }

    private enum Lock {
        case locked, busy, failed
    }

    /// `flock(LOCK_EX)`, waiting or not; `busy` when another open file holds it.
    private static func lock(_ descriptor: Int32, waiting: Bool) -> Lock {
        while true {
            // `flock` names both the function and a struct; the result type picks the function.
            if flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) as Int32 == 0 { return .locked }
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: return .busy
            default: return .failed
            }
        }
    }
}

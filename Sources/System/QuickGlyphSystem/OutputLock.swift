import Foundation

/// An advisory lock on the output folder, so that two builds into it take turns
/// instead of interleaving their writes and deletes. `flock(2)` on a file in
/// the folder: the kernel drops it when the process ends, however it ends, so a
/// killed build never leaves the folder locked. The file stays: deleting it
/// would let a third build lock a new file while the second holds the old one.
package final class OutputLock {
    package static let filename = ".quickglyph.lock"

    enum LockError: Error, CustomStringConvertible {
        case cannotLock(path: String, reason: String)

        var description: String {
            switch self {
            case let .cannotLock(path, reason): return "cannot lock \(path): \(reason)"
            }
        }
    }

    private let descriptor: Int32

    /// Waits for the lock; `onWait` runs once when another build has held it for
    /// `patience` seconds, so a user sees why nothing happens.
    package init(folder: URL, patience: TimeInterval = 0.5, onWait: () -> Void) throws {
        let path = folder.appendingPathComponent(OutputLock.filename).path
        // Non-blocking and not through a link: a FIFO or a link planted there is refused, never waited on.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LockError.cannotLock(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw LockError.cannotLock(path: path, reason: "it is not a regular file")
        }
        let deadline = Date().addingTimeInterval(patience)
        var told = false
        while OutputLock.tryLock(descriptor) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR else {
                close(descriptor)
                throw LockError.cannotLock(path: path, reason: String(cString: strerror(reason)))
            }
            if !told, Date() >= deadline {
                told = true
                onWait()
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        // Closing the last descriptor releases the lock.
        close(descriptor)
    }

    /// The Linux/Darwin seam: both have BSD `flock` (the C library `Platform.swift` re-exports),
    /// which, unlike `fcntl` locks, also makes two builds in one process take turns.
    /// Polled rather than blocking, so the wait can be announced after a moment.
    private static func tryLock(_ descriptor: Int32) -> Int32 {
        // `flock` names both the function and a struct; the result type picks the function.
        flock(descriptor, LOCK_EX | LOCK_NB) as Int32
    }
}

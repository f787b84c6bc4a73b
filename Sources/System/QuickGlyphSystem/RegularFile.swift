import Foundation

/// Reads a file only when it is a regular file and not a link. Opening a FIFO
/// for reading blocks until someone writes to it, so a FIFO left at an output
/// path would hang the build: the open is non-blocking and never follows a
/// link, and `fstat` on the opened descriptor decides (no race with a `stat`).
package enum RegularFile {
    enum ReadError: Error, CustomStringConvertible {
        case notRegular(path: String)
        case failed(path: String, reason: String)

        var description: String {
            switch self {
            case .notRegular(let path): return "\(path) is not a regular file"
            case let .failed(path, reason): return "\(path): \(reason)"
            }
        }
    }

    /// The file's bytes; nil when nothing is there.
    package static func read(atPath path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            // O_NOFOLLOW on a link fails with ELOOP (Linux, macOS).
            if errno == ELOOP { throw ReadError.notRegular(path: path) }
            throw ReadError.failed(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ReadError.failed(path: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw ReadError.notRegular(path: path) }
        do throws(Descriptor.Failure) {
            return try Descriptor.readAll(descriptor)
        } catch {
            throw ReadError.failed(path: path, reason: String(cString: strerror(error.code)))
        }
    }
}

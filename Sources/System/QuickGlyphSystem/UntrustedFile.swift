import Foundation

/// Reads a file of a project the tool only audits (an Android module's manifest and
/// resources), where a repository can plant anything: the last component is opened
/// with `O_NOFOLLOW` (a link is named, never followed) and `O_NONBLOCK` (a FIFO never
/// blocks the read), `fstat` on the opened descriptor decides that it is a regular
/// file (no race with a `stat`), and a file past `limit` bytes is refused unread.
package enum UntrustedFile {
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case missing
        /// A link, a folder, a FIFO, a socket or a device: what it is, in words.
        case notRegular(found: String)
        case tooLarge(size: Int, limit: FileSizeLimit)
        case failed(reason: String)

        package var description: String {
            switch self {
            case .missing: return "it does not exist"
            case .notRegular(let found): return "it is \(found), not a regular file; it was not opened"
            case let .tooLarge(size, limit):
                return limit.refusal(size) + "; it was not read"
            case .failed(let reason): return reason
            }
        }
    }

    package static func read(_ path: String, limit: FileSizeLimit) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing }
            let kind = FileStatus.kind(atPath: path)
            if kind != .regular, kind != .missing { throw .notRegular(found: kind.phrase) }
            throw .failed(reason: ErrorText.posix(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .failed(reason: ErrorText.posix(errno)) }
        let kind = FileStatus.Kind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegular(found: kind.phrase) }
        guard limit.allows(Int(status.st_size)) else { throw .tooLarge(size: Int(status.st_size), limit: limit) }
        let data: Data
        do throws(Descriptor.Failure) {
            data = try Descriptor.readAll(descriptor)
        } catch {
            throw .failed(reason: ErrorText.posix(error.code))
        }
        // A file that grew after the fstat is still held to the limit.
        guard limit.allows(data.count) else { throw .tooLarge(size: data.count, limit: limit) }
        return data
    }
}

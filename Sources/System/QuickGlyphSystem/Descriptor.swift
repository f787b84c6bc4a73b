import Foundation

/// Whole reads and writes on a file descriptor, retried on `EINTR`: the
/// Linux/Darwin seam for them.
package enum Descriptor {
    package struct Failure: Error {
        var code: Int32

        init(code: Int32) {
            self.code = code
        }
    }

    /// A new file at `path` (never an existing one, never through a link), open for writing; -1 when it cannot be made.
    static func createNew(_ path: String, permissions: mode_t) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
    }

    static func readAll(_ descriptor: Int32) throws(Failure) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                SystemCall.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    static func writeAll(_ data: Data, to descriptor: Int32) throws(Failure) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw Failure(code: failure) }
    }
}

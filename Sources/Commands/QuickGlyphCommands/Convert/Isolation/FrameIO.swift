import Foundation
import QuickGlyphSystem

/// The worker protocol's framing: an 8-byte little-endian length, then that
/// many bytes (one JSON request or reply). Raw file descriptors and `poll`,
/// because the reply must be waited for with a deadline.
enum FrameIO {
    /// Generous for a 10 MB source in base64, far below what a garbled length would claim.
    static let maximumLength = 1 << 28

    static func write(_ payload: Data, to fd: Int32) throws(FrameError) {
        var length = UInt64(payload.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        try writeAll(header, to: fd)
        try writeAll(payload, to: fd)
    }

    /// The next frame; `deadline` nil waits for ever.
    static func read(from fd: Int32, deadline: DispatchTime? = nil) throws(FrameError) -> Data {
        let header = try readExactly(8, from: fd, deadline: deadline)
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(maximumLength) else { throw .garbled }
        return try readExactly(Int(length), from: fd, deadline: deadline)
    }

    private static func writeAll(_ data: Data, to fd: Int32) throws(FrameError) {
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let count = SystemCall.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failure { throw failure == EPIPE ? .closed : .failed(errno: failure) }
    }

    private static func readExactly(_ count: Int, from fd: Int32, deadline: DispatchTime?) throws(FrameError) -> Data {
        var data = Data(count: count)
        var offset = 0
        while offset < count {
            try wait(for: fd, until: deadline)
            let got = data.withUnsafeMutableBytes { buffer in
                SystemCall.read(fd, buffer.baseAddress! + offset, count - offset)
            }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .failed(errno: errno)
            }
            if got == 0 { throw .closed }
            offset += got
        }
        return data
    }

    /// Returns when `fd` has something to read (or its writer is gone).
    private static func wait(for fd: Int32, until deadline: DispatchTime?) throws(FrameError) {
        guard let deadline else { return }
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline.uptimeNanoseconds else { throw .timedOut }
            let milliseconds = Int32(min(Int(Int32.max), Int((deadline.uptimeNanoseconds - now) / 1_000_000) + 1))
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .failed(errno: errno) }
        }
    }
}

extension JSONEncoder {
    /// The encoder of the frames between a build and its workers. Without escaped
    /// slashes: base64 (the masks, the sources) is full of `/`, and a `\/` in a string
    /// sends all of it through JSONDecoder's slow path, which cost the build more
    /// than deflating its PNGs at level 1 (callgrind).
    static var frames: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }
}

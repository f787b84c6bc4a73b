import Foundation

/// A file written piece by piece, so a large one never sits in memory whole:
/// the pieces go to a temporary name beside the destination, and `commit`
/// renames it into place only when the bytes differ from what is there.
final class StreamingFileWriter {
    private let destination: URL
    private let temporary: URL
    private let handle: FileHandle
    private var finished = false
    /// Pieces are small (one glyph entry); they go to the file 64 KiB at a time.
    private var buffer = Data()
    private static let bufferSize = 1 << 16

    init(destination: URL) throws {
        self.destination = destination
        let directory = destination.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Short and of fixed length (at most 25 bytes), not the output's name plus a UUID:
        // an output name near the file system's 255-byte limit must still have a temporary name.
        temporary = directory.appendingPathComponent(".quickglyph-" + String(UInt64.random(in: 0...UInt64.max), radix: 36))
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        handle = try FileHandle(forWritingTo: temporary)
    }

    deinit {
        if !finished {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    func append(_ data: Data) throws {
        buffer.append(data)
        if buffer.count >= StreamingFileWriter.bufferSize { try flush() }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    func append(_ text: String) throws {
        try append(Data(text.utf8))
    }

    func commit() throws -> FileWriter.Outcome {
        finished = true
        try flush()
        try handle.close()
        if try FileWriter.sameContents(temporary, destination) {
            try FileManager.default.removeItem(at: temporary)
            return .unchanged
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path, NSLocalizedDescriptionKey: reason])
        }
        return .written
    }
}

extension FileWriter {
    /// Compares two files a block at a time; a missing second file differs.
    static func sameContents(_ a: URL, _ b: URL) throws -> Bool {
        guard let first = try? FileHandle(forReadingFrom: a), let second = try? FileHandle(forReadingFrom: b) else { return false }
        defer {
            try? first.close()
            try? second.close()
        }
        while true {
            let left = try first.read(upToCount: 1 << 16) ?? Data()
            let right = try second.read(upToCount: 1 << 16) ?? Data()
            if left != right { return false }
            if left.isEmpty { return true }
        }
    }
}

import Foundation

/// A file written piece by piece, so a large one never sits in memory whole:
/// the pieces go to a `TemporaryFile` beside the destination (locked until it is
/// renamed or removed), and `commit` renames it into place only when the bytes
/// differ from what is there.
///
/// Under `WriteMode.inPlace` there is no temporary file: the pieces are kept in
/// memory and written into the destination at `commit` (a manifest is a few
/// kilobytes a glyph).
package final class StreamingFileWriter {
    private let destination: URL
    private let mode: WriteMode
    private let temporary: TemporaryFile?
    private let handle: FileHandle?
    private var finished = false
    /// Pieces are small (one glyph entry); they go to the file 64 KiB at a time.
    private var buffer = Data()
    private static let bufferSize = 1 << 16

    package init(destination: URL, mode: WriteMode = .current) throws {
        self.destination = destination
        self.mode = mode
        let directory = destination.deletingLastPathComponent()
        guard mode == .atomic else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            temporary = nil
            handle = nil
            return
        }
        // open(2), not FileManager.createFile: that writes through a temporary file of Foundation's own
        // (`.dat.nosync…`), which a kill at that moment leaves where no later build knows to remove it.
        let temporary = try FileWriter.makeTemporary(in: directory, for: destination)
        self.temporary = temporary
        // The temporary file closes its descriptors itself, after the rename.
        handle = FileHandle(fileDescriptor: temporary.descriptor, closeOnDealloc: false)
    }

    deinit {
        if !finished { temporary?.discard() }
    }

    package func append(_ data: Data) throws {
        buffer.append(data)
        if mode == .atomic, buffer.count >= StreamingFileWriter.bufferSize { try flush() }
    }

    private func flush() throws {
        guard !buffer.isEmpty, let handle else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    package func append(_ text: String) throws {
        try append(Data(text.utf8))
    }

    /// Puts the file in place, or removes the temporary file whatever fails
    /// (a flush on a full disk, the close, the rename): none is left behind.
    package func commit() throws -> FileWriter.Outcome {
        finished = true
        guard let temporary else {
            if try RegularFile.read(atPath: destination.path) == buffer { return .unchanged }
            try FileWriter.replace(destination, with: buffer, mode: .inPlace)
            return .written
        }
        do {
            try flush()
            try FileWriter.finishWriting(temporary, url: destination)
            if try FileWriter.sameContents(URL(fileURLWithPath: temporary.path), destination) {
                temporary.discard()
                return .unchanged
            }
            guard rename(temporary.path, destination.path) == 0 else {
                throw FileWriter.posixError(destination, code: errno)
            }
            temporary.release()
            return .written
        } catch {
            temporary.discard()
            throw error
        }
    }
}

extension FileWriter {
    /// Compares two files a block at a time; a missing second file differs.
    static func sameContents(_ a: URL, _ b: URL) throws -> Bool {
        guard let first = regularFileHandle(a), let second = regularFileHandle(b) else { return false }
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

    /// A handle on a regular file that is not a link, opened without blocking (a FIFO would block a plain open).
    private static func regularFileHandle(_ url: URL) -> FileHandle? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}

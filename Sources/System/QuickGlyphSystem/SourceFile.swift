import Foundation

/// Reads a text source of quick actions (an Info.plist, an items file) after
/// checking what it is: a real Info.plist is a few kilobytes, so a file of
/// megabytes is a mistake (a log, a data dump) that would only cost time and
/// memory, and a FIFO or device would block the read forever.
package enum SourceFile {
    /// 4 MB: hundreds of times the largest real Info.plist, small enough to read and locate at once.
    package static let limit = FileSizeLimit(bytes: 4_000_000, what: "quickglyph reads as a quick-action source")

    /// Why a file of `size` bytes is refused, or nil when it may be read.
    package static func sizeProblem(_ size: Int) -> String? {
        limit.allows(size) ? nil : limit.refusal(size)
    }

    /// The size of a file (after links), or nil when it cannot be stat'ed.
    package static func size(_ path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    package static func read(_ path: String) throws(FileReadError) -> Data {
        try read(path, limit: SourceFile.limit)
    }

    /// `limit` nil: a file of any size (a Swift source may be a generated megabyte), still only a regular file.
    package static func read(_ path: String, limit: FileSizeLimit?) throws(FileReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw FileReadError(reason: ErrorText.posix(errno))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileReadError(reason: (status.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "not a regular file")
        }
        if let limit, !limit.allows(Int(status.st_size)) {
            throw FileReadError(size: Int(status.st_size), limit: limit)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileReadError(error)
        }
    }
}

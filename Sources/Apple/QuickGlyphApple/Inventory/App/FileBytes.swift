import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The bytes of each file a check reads, read at most once through the safe read
/// (regular files only, never blocking on a FIFO, size-limited for plists).
struct FileBytes {
    private var read: [String: Result<Data, FileReadError>] = [:]
    /// The files that could not be read, once each, in the order tried.
    private(set) var unread: [UnreadFile] = []

    /// `limit` nil reads a source file of any size (a generated file can be megabytes).
    mutating func read(_ path: String, limit: FileSizeLimit? = SourceFile.limit) -> Result<Data, FileReadError> {
        if let known = read[path] { return known }
        let result: Result<Data, FileReadError>
        do throws(FileReadError) {
            result = .success(try SourceFile.read(path, limit: limit))
        } catch {
            result = .failure(error)
            if limit == nil { unread.append(UnreadFile(path: path, reason: error.description)) }
        }
        read[path] = result
        return result
    }
}

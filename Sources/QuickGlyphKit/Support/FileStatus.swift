#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `stat(2)`: Foundation's attribute dictionaries cost more than a
/// no-op build can spare for a few thousand files.
enum FileStatus {
    /// The size of a regular file (following links), or nil when there is none.
    static func size(atPath path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Whether the path names a folder (following links).
    static func isDirectory(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything below a folder as `lstat` sees it, for "nothing changed here"
/// assertions: kind, modification time, a regular file's bytes, a link's target.
/// FIFOs are never opened.
struct TreeState: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var kind: mode_t
        var modified: Int
        var modifiedNanoseconds: Int
        var mode: mode_t
        var bytes: Data?
        var link: String?
    }

    var entries: [String: Entry]

    /// - Parameter excluding: a path below `root` not to look into (the output folder).
    static func capture(_ root: URL, excluding: URL? = nil) -> TreeState {
        var entries: [String: Entry] = [:]
        func visit(_ path: String, relative: String) {
            if let excluding, path == excluding.path { return }
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            let kind = status.st_mode & S_IFMT
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            var entry = Entry(
                kind: kind, modified: Int(time.tv_sec), modifiedNanoseconds: Int(time.tv_nsec),
                mode: status.st_mode & 0o7777, bytes: nil, link: nil)
            if kind == S_IFREG {
                // Readable even at mode 000 when the tests run as root; otherwise the mode and time still count.
                entry.bytes = FileManager.default.contents(atPath: path)
            } else if kind == S_IFLNK {
                entry.link = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
            }
            entries[relative] = entry
            if kind == S_IFDIR {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    visit(path + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name)
                }
            }
        }
        visit(root.path, relative: "")
        return TreeState(entries: entries)
    }

    var description: String { entries.keys.sorted().joined(separator: "\n") }
}

/// One `stat(2)`: Foundation's attribute dictionaries cost more than a
/// no-op build can spare for a few thousand files.
package enum FileStatus {
    /// What a path names, without following a link at its end.
    package enum Kind: Equatable, Sendable {
        case missing, regular, directory, symbolicLink
        /// A FIFO, a socket, a device: never read, never replaced.
        case special

        package init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .directory
            case S_IFLNK: self = .symbolicLink
            default: self = .special
            }
        }

        /// "a symbolic link", for a message that says what is in the way.
        package var phrase: String {
            switch self {
            case .missing: return "nothing"
            case .regular: return "a regular file"
            case .directory: return "a folder"
            case .symbolicLink: return "a symbolic link"
            case .special: return "a FIFO, socket or device"
            }
        }
    }

    /// The size of a regular file (following links), or nil when there is none.
    package static func size(atPath path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The size of a regular file that is not a link, or nil: an output replaced by
    /// a link is not the output quickglyph wrote.
    package static func regularSize(atPath path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Whether the path names a folder (following links).
    package static func isDirectory(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `lstat(2)`: a link is reported as a link, a FIFO is not opened.
    package static func kind(atPath path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        return Kind(mode: status.st_mode)
    }
}

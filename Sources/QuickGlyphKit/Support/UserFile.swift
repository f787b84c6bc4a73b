import Foundation

/// A file outside `--out` that the user named for the build to keep up to date
/// (an xcfilelist, an Info.plist, generated Swift). It is not in the manifest,
/// so it is only ever replaced, never deleted: through a temporary file and a
/// rename, only when its bytes change (so its modification time, which Xcode's
/// build phases compare, says when its content last changed), and never
/// through a link or over anything but a regular file.
enum UserFile {
    enum UpdateError: Error, CustomStringConvertible {
        case notRegular(path: String, found: String)

        var description: String {
            switch self {
            case let .notRegular(path, found):
                return "\(path) is \(found), not a regular file; it is left alone: remove it or name another path"
            }
        }
    }

    /// The bytes at `url` now, nil when nothing is there; an error when a link,
    /// a folder or a FIFO is in the way.
    static func current(_ url: URL) throws -> Data? {
        switch FileStatus.kind(atPath: url.path) {
        case .missing: return nil
        case .regular: return try RegularFile.read(atPath: url.path)
        case .directory: throw UpdateError.notRegular(path: url.path, found: "a folder")
        case .symbolicLink: throw UpdateError.notRegular(path: url.path, found: "a symbolic link")
        case .special: throw UpdateError.notRegular(path: url.path, found: "a FIFO, socket or device")
        }
    }

    /// Writes `data` at `url` unless it is already there.
    @discardableResult
    static func update(_ url: URL, with data: Data) throws -> FileWriter.Outcome {
        if try current(url) == data { return .unchanged }
        // A file the user made keeps the mode they gave it.
        try FileWriter.replace(url, with: data, permissions: FileStatus.permissions(atPath: url.path))
        return .written
    }
}

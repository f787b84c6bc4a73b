/// Why a file outside `--out` (or, for `noRoom` and `otherNames`, one written in
/// place inside it) was not read or written, in words that name the path and say
/// what to do. Each is raised before a byte of the file changes, except `damaged`,
/// which says plainly that it did.
package enum AppFileError: Error, Equatable, CustomStringConvertible {
    /// A folder on the way (`component`, as a path) is a symbolic link: quickglyph never writes through one.
    case linkOnTheWay(path: String, component: String)
    /// Something on the way is a file, not a folder.
    case notAFolderOnTheWay(path: String, component: String)
    /// The path names a link, a folder, a FIFO or a device (`found` says which).
    case notRegular(path: String, found: String)
    /// One of the build's own inputs (the items file), or a file in the glyph folder, which the next build would read
    /// as a glyph.
    case buildInput(path: String)
    /// Inside the output folder, whose files are the manifest's.
    case insideOutput(path: String, output: String)
    /// A file there that quickglyph did not make (`what` names what it would have written).
    case notOurs(path: String, what: String)
    case unreadable(path: String, reason: String)
    /// Past the limit of what is read of such a file (`size` bytes by its `fstat`, or as read when it grew).
    case tooLarge(path: String, size: Int, limit: FileSizeLimit)
    /// The write failed before the file changed (the original stands).
    case writeFailed(path: String, reason: String)
    /// The write failed part-way in place and the original could not be put back.
    case damaged(path: String, reason: String, original: String)
    /// In place, the space for the new bytes could not be claimed (`reason`: a full disk, a quota, a
    /// file-size limit): found before a byte of the file changed.
    case noRoom(path: String, bytes: Int, reason: String)
    /// In place, the file has other names (hard links) quickglyph cannot vouch for: writing into it
    /// would change it under every one of them.
    case otherNames(path: String, count: Int)

    package var path: String {
        switch self {
        case let .linkOnTheWay(path, _), let .notAFolderOnTheWay(path, _), let .notRegular(path, _),
            let .buildInput(path),
            let .insideOutput(path, _), let .notOurs(path, _), let .unreadable(path, _), let .tooLarge(path, _, _),
            let .writeFailed(path, _),
            let .damaged(path, _, _), let .noRoom(path, _, _), let .otherNames(path, _):
            return path
        }
    }

    /// Whether the file now differs from what it held: only `damaged`.
    package var changedTheFile: Bool {
        if case .damaged = self { return true }
        return false
    }

    package var description: String {
        switch self {
        case let .linkOnTheWay(_, component):
            return "\(component) is a symbolic link, which quickglyph does not write through; name the real path"
        case let .notAFolderOnTheWay(_, component):
            return "\(component) is not a folder"
        case let .notRegular(_, found):
            return "it is \(found), not a regular file; it is left alone: remove it or name another path"
        case .buildInput:
            return
                "it is one of this build's own inputs (the items file, or a file in the glyph folder, which the next build "
                + "would read as a glyph); name another path"
        case let .insideOutput(_, output):
            return "it is inside the output folder \(output), whose files are the build's own; name a path outside it"
        case let .notOurs(_, what):
            return "a file quickglyph did not make is there, and it is not \(what); it is left as it is: "
                + "name another path, or move the file away"
        case let .unreadable(_, reason):
            return "it cannot be read: \(reason)"
        case let .tooLarge(_, size, limit):
            return limit.refusal(size)
        case let .writeFailed(_, reason):
            return "it cannot be written: \(reason)"
        case let .damaged(_, reason, original):
            return
                "writing it failed part-way (\(reason)) and its original bytes could not be put back: the file is damaged; "
                + original
        case let .noRoom(_, bytes, reason):
            return
                "there is no room for its \(bytes) bytes (\(reason)), found before a byte of it changed; make room and build again"
        case let .otherNames(_, count):
            return
                "it has \(count) names (hard links), and written in place, as under Xcode's script sandbox, it would change "
                + "under the other \(count == 2 ? "name" : "names") too, which quickglyph cannot find to vouch for; make it a file "
                + "of its own (copy it, then move the copy over it)"
        }
    }
}

import Foundation

/// A folder opened one component at a time, each with `O_NOFOLLOW`, from a
/// start the user vouches for: a link planted anywhere on the way is refused
/// rather than followed, and what is then done in the folder (`openat`,
/// `renameat`) happens in that very folder, whatever is renamed meanwhile.
final class GuardedFolder {
    let descriptor: Int32
    /// As the caller spelled it, for messages.
    let path: String
    /// Every folder from `/` down to this one: "inside --out" is a question of
    /// identity, not of how a path is spelled.
    let lineage: [FileIdentity]

    private init(descriptor: Int32, path: String, lineage: [FileIdentity]) {
        self.descriptor = descriptor
        self.path = path
        self.lineage = lineage
    }

    deinit { close(descriptor) }

    /// The folder that holds `path` (absolute, standardized) and the last
    /// component's name; nil when a folder on the way is missing and `creating` is off.
    ///
    /// Inside `trusted` (the project's folder, where a repository or a pull request
    /// can plant a link), every folder below it is walked without following links.
    /// The project's folder itself and what lies outside it (macOS's `/tmp`, a
    /// checkout under a linked home) are the user's set-up: opened as they are,
    /// only folders still to be made are walked.
    static func holding(
        _ path: String, trusted: String, creating: Bool
    ) throws(AppFileError) -> (folder: GuardedFolder, name: String)? {
        let parts = components(path)
        guard let name = parts.last else { throw .notRegular(path: path, found: "the root folder") }
        return try walk(Array(parts.dropLast()), for: path, trusted: trusted, creating: creating).map { ($0, name) }
    }

    /// The folder at `path` (absolute, standardized) itself, reached as `holding` reaches a file's
    /// folder, so that it can be listed; nil when it or a folder on the way is missing.
    static func folder(_ path: String, trusted: String) throws(AppFileError) -> GuardedFolder? {
        try walk(components(path), for: path, trusted: trusted, creating: false)
    }

    /// What `FolderListing` lists in this very folder, not in whatever its path names now.
    func entries() throws(AppFileError) -> [FolderListing.Entry] {
        guard let entries = FolderListing.entries(ofFolder: descriptor) else {
            throw .unreadable(path: path, reason: ErrorText.posix(errno))
        }
        return entries
    }

    /// Opens `folders` one at a time from the deepest trusted start, for `path` (named in errors).
    private static func walk(
        _ folders: [String], for path: String, trusted: String, creating: Bool
    ) throws(AppFileError) -> GuardedFolder? {
        let trustedParts = components(trusted)
        var start = 0
        while start < min(folders.count, trustedParts.count), folders[start] == trustedParts[start] { start += 1 }
        // Outside the project the path is the user's own choice, its links their set-up (macOS's `/tmp`,
        // a CI runner's temporary folder): only the file itself is checked there.
        if start < trustedParts.count { start = folders.count }
        // The deepest existing folder of the trusted part: what lies below it is walked (and made).
        var descriptor: Int32 = -1
        while true {
            descriptor = open(joined(folders.prefix(start)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 { break }
            guard errno == ENOENT || errno == ENOTDIR, start > 0 else {
                throw .unreadable(path: path, reason: ErrorText.posix(errno))
            }
            start -= 1
        }
        var lineage: [FileIdentity] = []
        for depth in 0..<start {
            // Above the start, by path: links there are trusted, so what they name is what counts.
            if let identity = FileIdentity(path: joined(folders.prefix(depth))) { lineage.append(identity) }
        }
        var status = stat()
        if fstat(descriptor, &status) == 0 { lineage.append(FileIdentity(status)) }
        for index in start..<folders.count {
            let component = folders[index]
            var next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT {
                guard creating else {
                    close(descriptor)
                    return nil
                }
                if mkdirat(descriptor, component, 0o755) != 0, errno != EEXIST {
                    let reason = ErrorText.posix(errno)
                    close(descriptor)
                    throw .writeFailed(
                        path: path, reason: "cannot make the folder \(joined(folders.prefix(index + 1))): \(reason)")
                }
                next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let reason = errno
                let kind = kind(of: component, in: descriptor)
                close(descriptor)
                let shown = joined(folders.prefix(index + 1))
                switch kind {
                case .symbolicLink: throw .linkOnTheWay(path: path, component: shown)
                case .regular, .special: throw .notAFolderOnTheWay(path: path, component: shown)
                default: throw .unreadable(path: path, reason: "\(shown): \(ErrorText.posix(reason))")
                }
            }
            close(descriptor)
            descriptor = next
            if fstat(descriptor, &status) == 0 { lineage.append(FileIdentity(status)) }
        }
        return GuardedFolder(descriptor: descriptor, path: joined(folders), lineage: lineage)
    }

    /// The folder at `path` itself, opened as a write of a file into it would open it; nil when it
    /// (or a folder on the way) is missing.
    static func opening(_ path: String, trusted: String) throws(AppFileError) -> GuardedFolder? {
        // The name of a file in it is never opened: only the folder that would hold it is.
        try holding(path.hasSuffix("/") ? path + "x" : path + "/x", trusted: trusted, creating: false)?.folder
    }

    /// The folder `name` in this one, not through a link; nil when it is not a folder or cannot be opened.
    func subfolder(_ name: String) -> GuardedFolder? {
        let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard next >= 0 else { return nil }
        var status = stat()
        guard fstat(next, &status) == 0 else {
            close(next)
            return nil
        }
        return GuardedFolder(
            descriptor: next, path: path.hasSuffix("/") ? path + name : path + "/" + name,
            lineage: lineage + [FileIdentity(status)])
    }

    /// What `name` in this folder is, not following a link.
    func kind(of name: String) -> FileStatus.Kind {
        Self.kind(of: name, in: descriptor)
    }

    private static func kind(of name: String, in descriptor: Int32) -> FileStatus.Kind {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return FileStatus.Kind(mode: status.st_mode)
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func joined<S: Sequence<String>>(_ parts: S) -> String {
        "/" + parts.joined(separator: "/")
    }
}

import Foundation

/// Whether a file is somewhere in a folder, by identity (device and inode): the
/// one way to tell that a file with more than one name (a hard link) has one in
/// the glyph folder or in `--out`, since no name can be traced back from a file.
enum FileIdentitySearch {
    /// Looks through the regular files in `folder` (as named: a link to it is followed) and, when
    /// `recursive`, in every folder below it, entered without following a link and never twice.
    static func finds(_ identity: FileIdentity, below folder: String, recursive: Bool) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        var entered: Set<FileIdentity> = []
        return finds(identity, in: descriptor, recursive: recursive, entered: &entered)
    }

    /// Closes `descriptor`.
    private static func finds(
        _ identity: FileIdentity, in descriptor: Int32, recursive: Bool, entered: inout Set<FileIdentity>
    ) -> Bool {
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, entered.insert(FileIdentity(status)).inserted else { return false }
        // Links and FIFOs, sockets or devices are never what an app file's other name is.
        for name in FolderListing.names(
            inFolder: descriptor, where: { _, kind in kind != .symbolicLink && kind != .special })
        {
            var entry = stat()
            guard fstatat(descriptor, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch FileStatus.Kind(mode: entry.st_mode) {
            case .regular:
                if FileIdentity(entry) == identity { return true }
            case .directory where recursive:
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0, finds(identity, in: child, recursive: true, entered: &entered) { return true }
            default:
                continue
            }
        }
        return false
    }
}

/// A file's device and inode: the same folder reached by two paths (a symbolic
/// link to `.`, a bind mount) has one identity, so a walk that remembers the
/// identities it has entered never descends a folder twice and cannot loop.
package struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of what `path` leads to (through links); nil when it cannot be stat'ed.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity `fstat`, `fstatat` or `lstat` found.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// Whether `path` leads (through links) to a regular file: not a folder, FIFO, socket or device,
    /// which would block a read or are not files at all.
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

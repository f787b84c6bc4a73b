/// The entries of one folder, with `readdir`, whose entry types spare a `stat`
/// per file; the type constants (`DT_DIR`, …) are imported differently by
/// Glibc and Darwin, so they are read here and nowhere else.
package enum FolderListing {
    package struct Entry: Sendable, Equatable {
        /// The name's bytes as the file system holds them (not necessarily UTF-8).
        package var bytes: [UInt8]
        /// What the entry is, not following a link: from the entry type, or from
        /// `lstat` on file systems that do not fill it in (`.missing` when that fails).
        package var kind: FileStatus.Kind

        init(bytes: [UInt8], kind: FileStatus.Kind) {
            self.bytes = bytes
            self.kind = kind
        }

        /// The name, invalid UTF-8 repaired (U+FFFD) as `String(cString:)` does.
        package var name: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The entries of the folder at `path` but `.` and `..`, in the order the file
    /// system gives them; nil (with `errno` set) when the folder cannot be opened.
    package static func entries(of path: String) -> [Entry]? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        return entries(owning: descriptor)
    }

    /// The entries of the folder open at `descriptor`, which stays open: a folder
    /// reached without following a link is listed as that very folder.
    package static func entries(ofFolder descriptor: Int32) -> [Entry]? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return nil }
        return entries(owning: copy)
    }

    /// Lists the folder and closes `descriptor`.
    private static func entries(owning descriptor: Int32) -> [Entry]? {
        var entries: [Entry] = []
        let listed = walk(owning: descriptor) { name, kind in
            let bytes = Array(name)
            entries.append(Entry(bytes: bytes, kind: kind ?? lstatKind(descriptor, bytes)))
        }
        return listed ? entries : nil
    }

    /// The names in the folder open at `descriptor` (which stays open; not `.` and `..`) that `accept` takes, given
    /// each
    /// name's bytes and its kind (nil where the file system does not say): a `String` is made only for
    /// those, so a folder of thousands of files costs one pass of byte comparisons.
    package static func names(
        inFolder descriptor: Int32,
        where accept: (UnsafeRawBufferPointer, FileStatus.Kind?) -> Bool
    ) -> [String] {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return [] }
        var names: [String] = []
        _ = walk(owning: copy) { name, kind in
            if accept(name, kind) { names.append(String(decoding: name, as: UTF8.self)) }
        }
        return names
    }

    /// Gives each entry but `.` and `..` (its name's bytes, its kind from the entry type) to `body`,
    /// then closes `descriptor`; false (with `errno` set) when it is no folder to list.
    private static func walk(
        owning descriptor: Int32, _ body: (UnsafeRawBufferPointer, FileStatus.Kind?) -> Void
    ) -> Bool {
        guard let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            errno = code
            return false
        }
        defer { closedir(directory) }
        // A duplicated descriptor shares its position with the original: start from the first entry.
        rewinddir(directory)
        while let entry = readdir(directory) {
            let kind = kind(of: Int32(entry.pointee.d_type))
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                if !name.elementsEqual([0x2E]), !name.elementsEqual([0x2E, 0x2E]) { body(name, kind) }
            }
        }
        return true
    }

    /// nil for `DT_UNKNOWN`.
    private static func kind(of type: Int32) -> FileStatus.Kind? {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .regular
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN): return nil
        default: return .special
        }
    }

    private static func lstatKind(_ folder: Int32, _ bytes: [UInt8]) -> FileStatus.Kind {
        var status = stat()
        let found = (bytes + [0]).withUnsafeBufferPointer { name in
            name.withMemoryRebound(to: CChar.self) { fstatat(folder, $0.baseAddress!, &status, AT_SYMLINK_NOFOLLOW) }
        }
        return found == 0 ? FileStatus.Kind(mode: status.st_mode) : .missing
    }
}

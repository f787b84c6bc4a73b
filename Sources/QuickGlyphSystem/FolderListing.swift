/// The entries of one folder, with `readdir`, whose entry types spare a `stat`
/// per file; the type constants (`DT_DIR`, …) are imported differently by
/// Glibc and Darwin, so they are read here and nowhere else.
public enum FolderListing {
    public struct Entry: Sendable, Equatable {
        /// The name's bytes as the file system holds them (not necessarily UTF-8).
        public var bytes: [UInt8]
        /// What the entry is, not following a link: from the entry type, or from
        /// `lstat` on file systems that do not fill it in (`.missing` when that fails).
        public var kind: FileStatus.Kind

        public init(bytes: [UInt8], kind: FileStatus.Kind) {
            self.bytes = bytes
            self.kind = kind
        }

        /// The name, invalid UTF-8 repaired (U+FFFD) as `String(cString:)` does.
        public var name: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The entries of the folder at `path` but `.` and `..`, in the order the file
    /// system gives them; nil (with `errno` set) when the folder cannot be opened.
    public static func entries(of path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let kind = kind(of: Int32(entry.pointee.d_type)) ?? lstatKind(path, bytes)
            entries.append(Entry(bytes: bytes, kind: kind))
        }
        return entries
    }

    /// The names in the folder open at `descriptor` (which stays open; not `.` and `..`) that `accept` takes, given each
    /// name's bytes and its kind (nil where the file system does not say): a `String` is made only for
    /// those, so a folder of thousands of files costs one pass of byte comparisons.
    public static func names(inFolder descriptor: Int32,
                             where accept: (UnsafeRawBufferPointer, FileStatus.Kind?) -> Bool) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        // From the start, whatever an earlier listing of the same folder left.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let kind = kind(of: Int32(entry.pointee.d_type))
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                let name = UnsafeRawBufferPointer(rebasing: raw[..<length])
                let isDots = name.elementsEqual([0x2E]) || name.elementsEqual([0x2E, 0x2E])
                if !isDots, accept(name, kind) { names.append(String(decoding: name, as: UTF8.self)) }
            }
        }
        return names
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

    private static func lstatKind(_ folder: String, _ bytes: [UInt8]) -> FileStatus.Kind {
        let name = String(decoding: bytes, as: UTF8.self)
        return FileStatus.kind(atPath: folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}

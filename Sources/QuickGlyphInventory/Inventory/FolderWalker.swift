import QuickGlyphCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries, each a folder or a regular file (each folder's names in
/// byte order, so the same tree always lists the same way). Directories are read
/// with `readdir`, whose entry types spare a `stat` per file; a symbolic link to a
/// folder is not a folder here (following it could loop), one to a regular file
/// is a file. FIFOs, devices and sockets are never listed, so nothing a walk
/// finds can block a read.
enum FolderWalker {
    /// Folders that hold build products, dependencies or version control, never the app's own sources.
    static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    struct Entry {
        var name: String
        var isFolder: Bool
    }

    /// Nil when `folder` cannot be opened.
    static func entries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append(Entry(name: name, isFolder: true))
            case Int32(DT_REG): entries.append(Entry(name: name, isFolder: false))
            case Int32(DT_LNK): if isRegularFile(path) { entries.append(Entry(name: name, isFolder: false)) }
            default:
                // File systems that do not fill in the type.
                var status = stat()
                if lstat(path, &status) == 0 {
                    let kind = status.st_mode & S_IFMT
                    if kind == S_IFDIR { entries.append(Entry(name: name, isFolder: true)) }
                    else if kind == S_IFREG { entries.append(Entry(name: name, isFolder: false)) }
                    else if kind == S_IFLNK && isRegularFile(path) { entries.append(Entry(name: name, isFolder: false)) }
                }
            }
        }
        closedir(directory)
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Why `folder` could not be opened, in words.
    static func lastError() -> String { String(cString: strerror(errno)) }

    /// Through a symbolic link.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

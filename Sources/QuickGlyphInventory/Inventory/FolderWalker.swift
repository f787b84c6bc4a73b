import QuickGlyphCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file under a folder (each folder's names in byte order, so the same
/// tree always lists the same way), without the folders that hold other
/// people's code or build products. Directories are
/// read with `readdir`, whose entry types spare a `stat` per file; a symbolic
/// link to a folder is not followed (it could loop), one to a file is.
enum FolderWalker {
    static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// The files' paths, each `root/relative/path`. Throws only when `root`
    /// itself cannot be read; a subfolder that cannot be read is passed over.
    static func files(under root: String) throws -> [String] {
        var files: [String] = []
        var visited: Set<FileIdentity> = []
        if !list(root, into: &files, visited: &visited) { throw FileReadError(reason: String(cString: strerror(errno))) }
        return files
    }

    /// False when `folder` cannot be opened.
    @discardableResult
    private static func list(_ folder: String, into files: inout [String], visited: inout Set<FileIdentity>) -> Bool {
        // Links to folders are not followed, but a bind mount can still lead back up:
        // a folder already entered (same device and inode) is not entered again.
        if let identity = FileIdentity(path: folder), !visited.insert(identity).inserted { return true }
        guard let directory = opendir(folder) else { return false }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, true))
            case Int32(DT_REG): entries.append((name, false))
            case Int32(DT_LNK): if isRegularFile(path) { entries.append((name, false)) }
            default:
                // File systems that do not fill in the type.
                var status = stat()
                if lstat(path, &status) == 0 {
                    let kind = status.st_mode & S_IFMT
                    if kind == S_IFDIR { entries.append((name, true)) } else if kind == S_IFREG { entries.append((name, false)) }
                    else if kind == S_IFLNK && isRegularFile(path) { entries.append((name, false)) }
                }
            }
        }
        closedir(directory)
        for entry in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if entry.isFolder {
                if !skippedFolders.contains(entry.name) { list(path, into: &files, visited: &visited) }
            } else {
                files.append(path)
            }
        }
        return true
    }

    /// Through a symbolic link.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

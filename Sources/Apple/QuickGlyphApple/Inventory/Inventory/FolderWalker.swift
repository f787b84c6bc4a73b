import QuickGlyphSystem

/// One folder's entries, each a folder or a regular file (each folder's names in
/// byte order, so the same tree always lists the same way). Directories are listed
/// by `FolderListing`, whose entry types spare a `stat` per file; a symbolic link to a
/// folder is not a folder here (following it could loop), one to a regular file
/// is a file. FIFOs, devices and sockets are never listed, so nothing a walk
/// finds can block a read.
enum FolderWalker {
    /// Folders that hold build products, dependencies or version control, never the app's own sources.
    static let skippedFolders: Set<String> = [
        ".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build",
    ]

    struct Entry {
        var name: String
        var isFolder: Bool
    }

    /// Nil when `folder` cannot be opened.
    static func entries(of folder: String) -> [Entry]? {
        guard let listing = FolderListing.entries(of: folder) else { return nil }
        var entries: [Entry] = []
        for entry in listing {
            let name = entry.name
            switch entry.kind {
            case .directory: entries.append(Entry(name: name, isFolder: true))
            case .regular: entries.append(Entry(name: name, isFolder: false))
            case .symbolicLink:
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if FileIdentity.isRegularFile(path) { entries.append(Entry(name: name, isFolder: false)) }
            case .special, .missing: break
            }
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Why `folder` could not be opened, in words.
    static func lastError() -> String { String(cString: strerror(errno)) }
}

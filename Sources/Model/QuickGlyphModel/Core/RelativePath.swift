/// Paths written relative to a folder, and read back: what a file kept in the repository
/// (the build's manifest, Xcode's file lists) says about other files of the app, so that two
/// clones of one repository in different places write and read the same bytes.
package enum RelativePath {
    /// `glyphs/compose.svg` for `/p/glyphs/compose.svg` from `/p`; a path elsewhere climbs
    /// with `..`; `.` for the folder itself. Both paths absolute and standardized (no `.` or `..`).
    package static func of(_ path: String, from folder: String) -> String {
        of(path, fromParts: folder.split(separator: "/", omittingEmptySubsequences: true))
    }

    /// The same from a folder already split into its parts, for a caller that relates many paths to one folder.
    package static func of(_ path: String, fromParts folderParts: [Substring]) -> String {
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true)
        var shared = 0
        while shared < min(pathParts.count, folderParts.count), pathParts[shared] == folderParts[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: folderParts.count - shared) + pathParts[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `relative` read from `folder`: an absolute path stays as it is (what an older file recorded),
    /// a relative one is joined to the folder, its `..` taken out.
    package static func resolve(_ relative: String, from folder: String) -> String {
        guard !relative.hasPrefix("/") else { return relative }
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

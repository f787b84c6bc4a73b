import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Where check's configuration comes from, and the one read of it. The file is in the checked repository,
/// where anyone can plant anything, so it is read as the audit reads an app's files (`UntrustedFile`): a
/// link is not followed, a FIFO is not opened, and a file over `sizeLimit` is not read.
package enum ConfigurationFile {
    /// The name looked for in the checked root, as SwiftLint's `.swiftlint.yml` and SwiftGen's `swiftgen.yml`.
    package static let name = ".quickglyph.yml"
    /// A configuration file is a few lines; a megabyte is thousands of them.
    package static let sizeLimit = FileSizeLimit(bytes: 1_000_000, what: "quickglyph reads of a configuration file")

    /// The file `--config` names, else `.quickglyph.yml` in the checked root: the first PATH when it is a
    /// folder, the folder holding it when it is a file. Nil when no file is named and none is there.
    package static func path(explicit: String?, paths: [String]) -> String? {
        if let explicit { return explicit }
        guard let first = paths.first else { return nil }
        let root: String
        if FileStatus.isDirectory(atPath: first) {
            root = first
        } else {
            let parent = (first as NSString).deletingLastPathComponent
            root = parent.isEmpty ? "." : parent
        }
        let candidate = root == "." ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
        // A link or a FIFO by that name is there, and refused when read, never taken for no file.
        return FileStatus.kind(atPath: candidate) == .missing ? nil : candidate
    }

    /// The configuration check runs with: nil when there is no file to read.
    package static func load(
        explicit: String?, paths: [String], currentDirectory: String
    ) throws(ConfigurationError)
        -> CheckConfiguration?
    {
        guard let path = path(explicit: explicit, paths: paths) else { return nil }
        let data: Data
        do throws(UntrustedFile.Failure) {
            data = try UntrustedFile.read(path, limit: sizeLimit)
        } catch {
            throw ConfigurationError(path: path, reason: "cannot read the configuration file: \(error.description)")
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = PathPattern.absoluteComponents(parent.isEmpty ? "." : parent, in: currentDirectory)
        return try CheckConfiguration.parse(
            Array(data), path: path, folder: "/" + folder.joined(separator: "/"), currentDirectory: currentDirectory)
    }
}

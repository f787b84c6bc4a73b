import Foundation
import QuickGlyphModel

/// Why a build could not run at all (as opposed to a glyph that failed).
package enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    case glyphFolderUnreadable(path: String, reason: String)
    /// The glyph folder does not exist; `suggestion` is a folder beside where it would be, named like it.
    /// `isDefault`: none was given, and `glyphs`, the default, is not there.
    case glyphFolderMissing(path: String, suggestion: String?, isDefault: Bool)
    /// The glyph folder holds nothing to build and no items file says why it may not need to: a build
    /// would write an empty catalog (and remove the last one's glyphs) and look like a success.
    /// `unusable` are the names in it (files and folders), `notes` the lines saying why each was passed over.
    /// `shownAs`: the folder as "looked in" names it (`folderShown`).
    case noGlyphs(path: String, recursive: Bool, unusable: [String], notes: [String], shownAs: String)
    case outputNotWritable(path: String, reason: String)
    case invalidCatalogName(String)
    /// `manifest.json` in the output folder is someone else's: the build writes nothing there.
    case manifestNotOurs(path: String, reason: String)

    /// Whether the command was misused (exit 2: a path that cannot be read, an option's value), rather
    /// than given input with a problem in it (exit 1), as docs/guarantees.md sorts them.
    package var isMisuse: Bool {
        if case .noGlyphs = self { return false }
        return true
    }

    package var description: String {
        switch self {
        case let .glyphFolderUnreadable(path, reason):
            return "\(path): error: cannot read the glyph folder: \(reason)"
        case let .glyphFolderMissing(path, suggestion, isDefault):
            let missing =
                isDefault
                ? "no GLYPHS_DIR was given and there is no folder \(path), the default, here"
                : "there is no such folder"
            let near = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return
                "\(path): error: cannot read the glyph folder: \(missing)\(near); "
                + "give the folder that holds the glyphs (\(Self.glyphFormats)) as GLYPHS_DIR"
        case let .noGlyphs(path, recursive, unusable, notes, shownAs):
            let found =
                unusable.isEmpty
                ? "found none"
                : "found only what it cannot build: " + DisplayText.list(unusable.map { DisplayText.quote($0) })
            return notes.map { $0 + "\n" }.joined()
                + "\(path): error: no glyphs to build: looked in \(shownAs)\(recursive ? " and its sub-folders" : "") "
                + "for \(Self.glyphFormats) files, and \(found); add the glyphs (such as compose.svg), or give the folder that holds them as GLYPHS_DIR"
        case let .outputNotWritable(path, reason):
            return "\(path): error: cannot write the output folder: \(reason)"
        case let .manifestNotOurs(path, reason):
            return "\(path): error: \(reason); quickglyph will not replace it, so it writes nothing into this folder. "
                + "Build into another --out folder, or move the file away"
        case .invalidCatalogName(let name):
            return "error: '\(name)' is not a valid catalog name (no path separators, no leading dot, not empty)"
        }
    }

    /// The glyph folder as "looked in" names it: by its own name when given as `.` or `..` (`glyphs (this
    /// folder)`), and said to be the default when none was given.
    static func folderShown(_ path: String, isDefault: Bool) -> String {
        if isDefault { return "\(path) (the default: no GLYPHS_DIR was given)" }
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard last == "." || last == ".." else { return path }
        let current = FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let name = (resolved as NSString).lastPathComponent
        guard !name.isEmpty, name != "/" else { return path }
        return resolved == URL(fileURLWithPath: current).standardizedFileURL.path
            ? "\(name) (this folder)" : "\(name) (\(path))"
    }

    /// What a glyph folder is looked in for, as every message names it.
    static let glyphFormats = "SVG, PDF or PNG"
}

import Foundation
import QuickGlyphCore

/// Why a build could not run at all (as opposed to a glyph that failed).
public enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    case glyphFolderUnreadable(path: String, reason: String)
    case outputNotWritable(path: String, reason: String)
    case invalidCatalogName(String)
    /// `manifest.json` in the output folder is someone else's: the build writes nothing there.
    case manifestNotOurs(path: String, reason: String)

    public var description: String {
        switch self {
        case let .glyphFolderUnreadable(path, reason):
            return "\(path): error: cannot read the glyph folder: \(reason)"
        case let .outputNotWritable(path, reason):
            return "\(path): error: cannot write the output folder: \(reason)"
        case let .manifestNotOurs(path, reason):
            return "\(path): error: \(reason); quickglyph will not replace it, so it writes nothing into this folder. "
                + "Build into another --out folder, or move the file away"
        case .invalidCatalogName(let name):
            return "error: '\(name)' is not a valid catalog name (no path separators, no leading dot, not empty)"
        }
    }
}

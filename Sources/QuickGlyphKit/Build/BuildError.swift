import Foundation
import QuickGlyphCore

/// Why a build could not run at all (as opposed to a glyph that failed).
public enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    case glyphFolderUnreadable(path: String, reason: String)
    case outputNotWritable(path: String, reason: String)
    case invalidCatalogName(String)

    public var description: String {
        switch self {
        case let .glyphFolderUnreadable(path, reason):
            return "\(path): error: cannot read the glyph folder: \(reason)"
        case let .outputNotWritable(path, reason):
            return "\(path): error: cannot write the output folder: \(reason)"
        case .invalidCatalogName(let name):
            return "error: '\(name)' is not a valid catalog name (no path separators, no leading dot, not empty)"
        }
    }
}

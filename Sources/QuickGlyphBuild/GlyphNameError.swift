import Foundation
import QuickGlyphCore
import QuickGlyphRender

/// Why a file in the glyph folder cannot become a glyph.
public enum GlyphNameError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case leadingDot
    case scaleSuffix(String)
    case controlCharacter
    case pathSeparator
    case duplicate(otherPath: String)

    public var description: String {
        switch self {
        case .empty:
            return "the file name has no base name to use as an icon-file name"
        case .leadingDot:
            return "names starting with a dot are hidden files, not valid asset names; rename the file"
        case .scaleSuffix(let suffix):
            return "the name ends in '\(suffix)', a scale suffix; quickglyph makes every scale itself, so give the "
                + "base name only (e.g. 'compose.svg')"
        case .controlCharacter:
            return "the name contains a control character, which is not a valid asset name"
        case .pathSeparator:
            return "the name contains a path separator, which is not a valid asset name"
        case .duplicate(let other):
            return "has the same base name as \(other): each icon-file name must come from one file; remove or rename one"
        }
    }
}

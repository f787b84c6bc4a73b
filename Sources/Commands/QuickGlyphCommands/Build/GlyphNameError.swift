import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel

/// Why a file in the glyph folder cannot become a glyph.
enum GlyphNameError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    case leadingDot
    case scaleSuffix(String)
    /// A PNG's suffix that is not one of a scale set's (`@1x`, `@4x`, `@1.5x`).
    case pngScaleSuffix(String)
    case iPadVariant
    case controlCharacter
    case pathSeparator
    case duplicate(otherPath: String)

    var description: String {
        switch self {
        case .empty:
            return "the file name has no base name to use as an icon-file name"
        case .leadingDot:
            return "names starting with a dot are hidden files, not valid asset names; rename the file"
        case .scaleSuffix(let suffix):
            return "the name ends in '\(suffix)', a scale suffix; a vector file draws every scale itself, so give "
                + "the base name only (e.g. 'compose.svg')"
        case .pngScaleSuffix(let suffix):
            return
                "the name ends in '\(suffix)', which is not a scale of a PNG set: name the files 'compose.png' (@1x), "
                + "'compose@2x.png' and 'compose@3x.png'"
        case .iPadVariant:
            return "quick actions have no iPad variant, so the file is not used; name it plainly (e.g. 'compose.png')"
        case .controlCharacter:
            return "the name contains a control character, which is not a valid asset name"
        case .pathSeparator:
            return "the name contains a path separator, which is not a valid asset name"
        case .duplicate(let other):
            return
                "has the same base name as \(other): each icon-file name must come from one file; remove or rename one"
        }
    }
}

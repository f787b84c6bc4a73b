import QuickGlyphCatalog
import QuickGlyphCore
import QuickGlyphRaster

/// What became of one glyph in a build.
enum GlyphOutcome: Sendable {
    /// `android`: the square `--android` draws its icons from, when the build asked for it.
    case built(Manifest.Glyph, written: [String], findings: [Finding], android: AlphaMask?)
    case skipped(Manifest.Glyph)
    /// With the refusal to record when it follows from the source alone.
    case failed([Finding], refusal: Manifest.Refusal?)
}

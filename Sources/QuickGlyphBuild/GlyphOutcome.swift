import QuickGlyphCatalog
import QuickGlyphCore

/// What became of one glyph in a build.
enum GlyphOutcome: Sendable {
    case built(Manifest.Glyph, written: [String], findings: [Finding])
    case skipped(Manifest.Glyph)
    /// With the refusal to record when it follows from the source alone.
    case failed([Finding], refusal: Manifest.Refusal?)
}

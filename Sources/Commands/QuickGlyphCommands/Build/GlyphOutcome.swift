import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// What became of one glyph in a build.
enum GlyphOutcome: Sendable {
    /// `android`: the square `--android` draws its icons from, when the build asked for it.
    case built(Manifest.Glyph, written: [String], findings: [Finding], android: AlphaMask?)
    case skipped(Manifest.Glyph)
    /// With the refusal to record when it follows from the source alone. `android`: the square drawn
    /// when only writing the iOS images failed (a full disk, a file in the way in `--out`): `--android`'s
    /// icons are made from it and written into res/ all the same, where there may be room.
    case failed([Finding], refusal: Manifest.Refusal?, android: AlphaMask? = nil)
}

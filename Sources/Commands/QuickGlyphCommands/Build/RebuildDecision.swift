import QuickGlyphApple
import QuickGlyphModel
/// Whether one glyph must be rendered again, decided from the previous manifest
/// alone: a pure function of what was recorded and what is there now, so every
/// branch has a unit test without touching the disk.
enum RebuildDecision: Equatable, Sendable {
    /// The source and options are unchanged and every output is there: reuse the entry.
    case skip(Manifest.Glyph)
    /// The source and options are unchanged and it was refused for what its source
    /// holds: refuse it again, with the same findings, without rendering.
    case refuseAgain(Manifest.Refusal)
    case rebuild(Reason)

    enum Reason: Equatable, Sendable {
        /// No previous manifest (first build, or it was unreadable).
        case noManifest
        /// Some option that changes the output bytes (or the tool's version) changed.
        case optionsChanged
        /// The previous build did not know this glyph.
        case new
        case sourceChanged
        /// The imageset would be written somewhere else (another catalog name).
        case imagesetMoved
        /// An output is missing or does not have its recorded size.
        case outputMissing
        /// `--fit auto` places it otherwise: its set's factor changed (a glyph
        /// joined or left the set, or one was redrawn larger or smaller).
        case fitChanged
    }

    /// - Parameters:
    ///   - source: the source as it is now (its display path, hash and size; every file's, for a scale set).
    ///   - imageset: where its imageset goes now, relative to the output folder.
    ///   - fit: how `--fit auto` places it now, worked out from the whole set; nil under the other fits.
    ///   - outputIsIntact: whether a recorded output is still there as recorded (one stat).
    static func decide(
        name: String, source: Manifest.Source, imageset: String, optionsHash: String, fit: GlyphFit? = nil,
        previous: Manifest?, outputIsIntact: (Manifest.File) -> Bool
    ) -> RebuildDecision {
        guard let previous else { return .rebuild(.noManifest) }
        guard previous.optionsHash == optionsHash else { return .rebuild(.optionsChanged) }
        if let refusal = previous.refused[name] {
            guard refusal.source.sameContent(as: source) else { return .rebuild(.sourceChanged) }
            guard refusal.fit == fit else { return .rebuild(.fitChanged) }
            return .refuseAgain(Manifest.Refusal(source: source, findings: refusal.findings, fit: fit))
        }
        guard var glyph = previous.glyphs[name] else { return .rebuild(.new) }
        guard glyph.source.sameContent(as: source) else { return .rebuild(.sourceChanged) }
        guard glyph.imageset == imageset else { return .rebuild(.imagesetMoved) }
        // The set's factor decides too, not only the glyph's own bytes.
        guard glyph.fit == fit else { return .rebuild(.fitChanged) }
        // The source and the options decide; a stat shows the outputs are still
        // there and whole (deleting a file still checks its full hash first).
        guard glyph.files.allSatisfy(outputIsIntact) else { return .rebuild(.outputMissing) }
        // The folder may have moved: the entry records where the source's files are now.
        glyph.source = source
        glyph.usedBy = []
        return .skip(glyph)
    }
}

import QuickGlyphModel

/// What became of one conversion.
package enum ConversionOutcome: Sendable {
    case converted(ConvertedGlyph)
    /// Refused for what the source holds: the same bytes and options give the
    /// same refusal, so the manifest records it.
    case refused(GlyphRefusal)
    /// The conversion itself failed (the renderer crashed, ran out of time or
    /// could not start): not recorded, so the next build tries again.
    case failed([Finding])
}

/// How a build turns a source into masks: in this process (the library's
/// default, what tests use) or in worker processes (what the CLI uses, so a
/// renderer that aborts or runs away costs one glyph, not the build).
package protocol GlyphConversion: Sendable {
    /// Called from several threads at once, one glyph a call.
    func convert(_ request: ConversionRequest) -> ConversionOutcome
    /// The build is done with it: release what it holds (worker processes).
    func finish()
}

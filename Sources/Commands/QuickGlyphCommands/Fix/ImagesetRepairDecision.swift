import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// What `check --fix` does to one quick-action imageset, decided from the rules its
/// findings came from alone: a pure function, so every branch is tested without a file.
///
/// A redraw draws the imageset again from its own best art as the build draws a glyph.
/// It is mechanical when what is wrong is where and how large the art sits (its size, a
/// missing scale, scales that disagree, ink off the HIG glyph box), or that the image is
/// not a template (the intent, opaque dark-on-light art). It is never made when a finding
/// says the art itself needs a person: two colours that may carry meaning, detail painted
/// on, an empty or unreadable image: a redraw would hide those, not repair them.
package enum ImagesetRepairDecision: Sendable, Equatable {
    /// Nothing to repair.
    case none
    /// Drawn again at 35 pt, every scale, as a template; `luminance` for opaque dark-on-light art
    /// (the fixer still makes sure it is dark on light before drawing it so).
    case redraw(MaskSource)
    /// Only the rendering intent, in Contents.json (and coloured ink made black, alpha kept).
    case templateIntent
    /// What is wrong needs a person; `rules` are the findings that say so.
    case needsPerson([DiagnosticID])

    /// Decided from the repair kind each rule declares (`DiagnosticDescription.repair`).
    package static func decide(_ rules: Set<DiagnosticID>) -> ImagesetRepairDecision {
        let kinds = rules.map { (id: $0, repair: FixableDiagnostics.kind(of: $0)) }
        let opaque = kinds.contains { $0.repair == .redrawFromDarkness }
        let blockers = kinds.filter { $0.repair.blocksRedraw(opaque: opaque) }.map(\.id)
        if !blockers.isEmpty { return .needsPerson(blockers.sorted { $0.rawValue < $1.rawValue }) }
        if opaque { return .redraw(.luminance) }
        if kinds.contains(where: { $0.repair == .redraw || $0.repair == .redrawWithoutBackground }) {
            return .redraw(.alpha)
        }
        if kinds.contains(where: { $0.repair == .intent }) { return .templateIntent }
        return .none
    }
}

import QuickGlyphModel

/// The HIG keeps a glyph within 30 pt of its 35 pt canvas; larger ones look heavier than the system's icons beside
/// them.
package struct GlyphTooLargeRule: ImageRule {
    package static let order = 8
    package static let description = DiagnosticDescription(
        id: .glyphTooLarge, name: "Glyph larger than the HIG maximum", severity: .warning,
        repair: .redraw,
        summary: "The ink is wider or taller than 30 pt, the HIG's maximum for a glyph in the 35 pt canvas "
            + "(target 27 pt), so it looks heavier than the system's icons beside it.")

    /// Half a point of slack (the HIG's own 29.33 pt at @3x), plus one pixel: an
    /// edge between pixels shades both, so a 30 pt glyph can cover 31 px at @1x.
    static func tolerance(canvasWidth: Int) -> Double {
        0.5 + Double(GlyphGeometry.canvasPoints) / Double(max(1, canvasWidth))
    }

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard let (ink, inkWidth, inkHeight) = GlyphGeometry.inkExtent(subject) else { return [] }
        let limit = GlyphGeometry.maximumGlyphPoints
        guard max(inkWidth, inkHeight) > limit + GlyphTooLargeRule.tolerance(canvasWidth: subject.raster.width) else {
            return []
        }
        return [
            finding(
                subject,
                "the glyph is \(GlyphGeometry.format(inkWidth))x\(GlyphGeometry.format(inkHeight)) pt "
                    + "(\(GlyphGeometry.inkDescription(ink, subject))), larger than the HIG's \(GlyphGeometry.format(limit)) pt maximum; "
                    + "scale the drawing to about 27 pt inside the 35 pt canvas (quickglyph build --fit glyph does this)",
                pixel: PixelPosition(x: ink.x, y: ink.y))
        ]
    }
}

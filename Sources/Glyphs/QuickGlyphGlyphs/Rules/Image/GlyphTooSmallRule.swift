import QuickGlyphModel

/// A glyph a few points across reads as a dot beside the system's 27 pt icons.
package struct GlyphTooSmallRule: ImageRule {
    package static let order = 10
    package static let description = DiagnosticDescription(
        id: .glyphTooSmall, name: "Glyph too small", severity: .warning,
        repair: .redraw,
        summary: "The ink is smaller than 10 pt in both directions (the HIG's target is 27 pt), so it reads as a dot.")

    static let minimumPoints = 10.0

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard let (ink, inkWidth, inkHeight) = GlyphGeometry.inkExtent(subject) else { return [] }
        guard max(inkWidth, inkHeight) < GlyphTooSmallRule.minimumPoints else { return [] }
        return [
            finding(
                subject,
                "the glyph is only \(GlyphGeometry.format(inkWidth))x\(GlyphGeometry.format(inkHeight)) pt "
                    + "(\(GlyphGeometry.inkDescription(ink, subject))) in the 35 pt canvas, so it reads as a dot; draw it at about 27 pt "
                    + "(quickglyph build --fit glyph scales it)",
                pixel: PixelPosition(x: ink.x, y: ink.y))
        ]
    }
}

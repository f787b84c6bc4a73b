import QuickGlyphModel

/// Ink on the canvas's outermost pixels is clipped or crowds the menu row's edge.
package struct GlyphTouchesEdgeRule: ImageRule {
    package static let order = 9
    package static let description = DiagnosticDescription(
        id: .glyphTouchesEdge, name: "Glyph touches the canvas edge", severity: .warning,
        repair: .redraw,
        summary:
            "Ink reaches the outermost pixel row or column, so the glyph looks cut off and has no margin. "
            + "In check, an image of the wrong size keeps this finding only when it is larger than 35 pt: "
            + "iOS scales it down to the slot, whose edge its ink then reaches.")

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard let ink = GlyphGeometry.inkBounds(subject) else { return [] }
        let raster = subject.raster
        var edges: [String] = []
        if ink.y == 0 { edges.append("top") }
        if ink.y + ink.height == raster.height { edges.append("bottom") }
        if ink.x == 0 { edges.append("left") }
        if ink.x + ink.width == raster.width { edges.append("right") }
        guard !edges.isEmpty else { return [] }
        let first = firstEdgePixel(subject.raster.alphaMask)
        return [
            finding(
                subject,
                "the glyph touches the \(GlyphTouchesEdgeRule.list(edges)) \(edges.count == 1 ? "edge" : "edges") of the canvas "
                    + "(first at \(first.x),\(first.y)), so it looks cut off; leave a margin: "
                    + "the HIG draws glyphs at 27 pt, at most 30 pt, in the 35 pt canvas",
                pixel: first)
        ]
    }

    /// The first ink pixel on the border, in reading order.
    private func firstEdgePixel(_ mask: AlphaMask) -> PixelPosition {
        for y in 0..<mask.height {
            for x in 0..<mask.width
            where (y == 0 || y == mask.height - 1 || x == 0 || x == mask.width - 1)
                && mask[x, y] > GlyphGeometry.inkThreshold
            {
                return PixelPosition(x: x, y: y)
            }
        }
        return PixelPosition(x: 0, y: 0)
    }

    /// "left", "left and right", "top, left and right".
    static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

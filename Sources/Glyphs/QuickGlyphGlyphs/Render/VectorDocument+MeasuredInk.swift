import QuickGlyphModel

extension VectorDocument {
    /// A document's own ink rectangle is an estimate (librsvg's curves and strokes
    /// can land a tenth outside it; poppler's adds half the line width even to
    /// fills and counts curves' control points), so the ink is measured from
    /// pixels: the estimate, padded, is rendered at 512 px and its coverage
    /// bounds mapped back to the document's units. The padding grows until the
    /// ink no longer touches the border. Written once for SVG and PDF, so
    /// `--fit glyph` measures both alike.
    func measuredInk(around estimate: Rect) throws(RenderError) -> Rect {
        let size = 512
        var padding = 0.25
        while true {
            let pad = max(estimate.width, estimate.height) * padding
            let measured = Rect(
                x: estimate.x - pad, y: estimate.y - pad,
                width: estimate.width + 2 * pad, height: estimate.height + 2 * pad)
            let target = Rect.fitting(
                width: measured.width, height: measured.height,
                into: Rect(x: 0, y: 0, width: Double(size), height: Double(size)))
            // The alpha alone: the survey measures every glyph at 512 px, and colour would be a 1 MB copy a glyph.
            let mask = try renderAlpha(from: measured, to: target, width: size, height: size)
            guard let ink = mask.inkBounds() else { return estimate }
            let touches =
                Double(ink.x) <= target.x.rounded(.down) || Double(ink.y) <= target.y.rounded(.down)
                || Double(ink.x + ink.width) >= (target.x + target.width).rounded(.up)
                || Double(ink.y + ink.height) >= (target.y + target.height).rounded(.up)
            if touches && padding < 4 {
                padding *= 4
                continue
            }
            // An edge pixel's strongest coverage says how much of it the ink fills.
            func columnCoverage(_ x: Int) -> Double {
                Double((ink.y..<(ink.y + ink.height)).map { mask[x, $0] }.max() ?? 0) / 255
            }
            func rowCoverage(_ y: Int) -> Double {
                Double((ink.x..<(ink.x + ink.width)).map { mask[$0, y] }.max() ?? 0) / 255
            }
            let left = Double(ink.x) + 1 - columnCoverage(ink.x)
            let right = Double(ink.x + ink.width) - 1 + columnCoverage(ink.x + ink.width - 1)
            let top = Double(ink.y) + 1 - rowCoverage(ink.y)
            let bottom = Double(ink.y + ink.height) - 1 + rowCoverage(ink.y + ink.height - 1)
            let unitsPerPixel = measured.width / target.width
            return Rect(
                x: measured.x + (left - target.x) * unitsPerPixel, y: measured.y + (top - target.y) * unitsPerPixel,
                width: (right - left) * unitsPerPixel, height: (bottom - top) * unitsPerPixel)
        }
    }
}

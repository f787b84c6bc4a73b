import QuickGlyphModel

/// A glyph drawn as a coloured shape with its detail painted on top in a light
/// colour (a white symbol on a red tile) keeps only its alpha as a template: the
/// detail is opaque too, so the icon becomes a solid blob. The colour analysis
/// counts only areas three pixels thick, so thin light strokes escape it; this
/// rule looks for exactly those.
package struct KnockoutDetailRule: ImageRule {
    package static let order = 12
    package static let description = DiagnosticDescription(
        id: .knockoutDetail, name: "Detail painted on, not cut out", severity: .error,
        repair: .needsPersonUnlessOpaque,
        summary: "Opaque detail is drawn in a contrasting colour on top of the shape (a light symbol on a dark tile) "
            + "instead of being cut out of it; a template keeps only alpha, so the detail vanishes into a solid silhouette."
    )

    /// Alpha from which a pixel is solid paint.
    static let solidAlpha: UInt8 = 200
    /// Luminance difference from the shape's own colour that makes a pixel detail.
    static let contrast = 0.35
    /// Detail smaller than this (pixels, and share of the solid pixels) is anti-aliasing noise.
    static let minimumPixels = 8
    static let minimumShare = 0.005

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let raster = subject.raster
        // First pass, in constant memory (a source may be 8192 px a side): how many solid
        // pixels, how far apart their luminances, and a histogram for the shape's own colour.
        var histogram = [Int](repeating: 0, count: 256)
        var solidCount = 0, darkest = 1.0, lightest = 0.0
        forEachSolid(raster) { _, color in
            let luminance = color.luminance
            darkest = min(darkest, luminance)
            lightest = max(lightest, luminance)
            histogram[min(255, Int(luminance * 255))] += 1
            solidCount += 1
        }
        // Most glyphs are one colour: nothing contrasts, nothing more to look at.
        guard solidCount >= KnockoutDetailRule.minimumPixels, lightest - darkest > KnockoutDetailRule.contrast else {
            return []
        }
        // Two colours in large areas are the not-monochrome rule's to report.
        guard ColorAnalysis(raster).swatches.count == 1 else { return [] }
        // The shape's own colour: the median luminance of its solid pixels.
        var seen = 0, bin = 0
        while bin < 255, seen + histogram[bin] <= solidCount / 2 {
            seen += histogram[bin]
            bin += 1
        }
        let shape = (Double(bin) + 0.5) / 255
        var detailCount = 0
        var first: (index: Int, color: RGB)?
        var paint: (contrast: Double, color: RGB)?
        var fill: RGB?
        forEachSolid(raster) { index, color in
            let contrast = abs(color.luminance - shape)
            if fill == nil, contrast <= 0.05 { fill = color }
            guard contrast > KnockoutDetailRule.contrast, isInside(index, raster) else { return }
            detailCount += 1
            if first == nil { first = (index, color) }
            // The detail's own colour is its most contrasting pixel; its edges are blends.
            if paint == nil || contrast > paint!.contrast { paint = (contrast, color) }
        }
        guard let first, let paint,
            detailCount
                >= max(KnockoutDetailRule.minimumPixels, Int(Double(solidCount) * KnockoutDetailRule.minimumShare))
        else {
            return []
        }
        let at = PixelPosition(x: first.index % raster.width, y: first.index / raster.width)
        let share = Double(detailCount) * 100 / Double(solidCount)
        return [
            finding(
                subject,
                "\(detailCount) solid pixels (\(GlyphGeometry.format(share))% of the shape) are detail painted in "
                    + "\(paint.color)\(fill.map { " on \($0)" } ?? "") (first at \(at.x),\(at.y)), not cut out: a template keeps only "
                    + "alpha, so the detail vanishes and the icon shows as a solid shape; make the detail transparent instead",
                pixel: at)
        ]
    }

    /// Each solid pixel's index and straight colour, in reading order.
    private func forEachSolid(_ raster: Raster, _ body: (Int, RGB) -> Void) {
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster.alpha(x: x, y: y) >= KnockoutDetailRule.solidAlpha {
                guard let color = raster.straightColor(x: x, y: y) else { continue }
                body(y * raster.width + x, color)
            }
        }
    }

    /// Detail lies within the shape: solid paint on every side of it a few pixels out.
    private func isInside(_ index: Int, _ raster: Raster) -> Bool {
        let x = index % raster.width, y = index / raster.width
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            var covered = false
            for step in 1...3 {
                let nx = x + dx * step, ny = y + dy * step
                guard nx >= 0, ny >= 0, nx < raster.width, ny < raster.height else { return false }
                if raster.alpha(x: nx, y: ny) >= KnockoutDetailRule.solidAlpha { covered = true }
            }
            if !covered { return false }
        }
        return true
    }
}

import QuickGlyphModel

/// At @2x and @3x a crisp glyph is mostly solid ink with a one-pixel anti-aliased rim;
/// when most of its ink is partial alpha, strokes are thinner than a pixel or edges
/// sit off the pixel grid, and the icon shows grey and soft on the device.
package struct BlurryRule: ImageRule {
    package static let order = 11
    package static let description = DiagnosticDescription(
        id: .blurry, name: "Blurry or hairline", severity: .warning,
        repair: .none,
        summary:
            "At @2x or @3x, most of the ink is soft partial alpha (below 75%, outside areas faded evenly on purpose): hairline strokes thinner than a pixel, "
            + "or edges off the pixel grid, which show grey and soft on the device.")

    /// Alpha from which a pixel counts as solid ink.
    static let solidAlpha: UInt8 = 192
    /// The share of partial pixels among the ink above which a glyph is called blurry.
    static let maximumPartialShare = 0.7

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let mask = subject.raster.alphaMask
        // At @1x every stroke is a pixel or two wide and anti-aliasing dominates by nature.
        let scale =
            subject.scale ?? GlyphGeometry.scale(forSize: mask.width, higSizes: true) ?? mask.width
            / GlyphGeometry.canvasPoints
        guard scale >= 2 else { return [] }
        var ink = 0, partial = 0
        var firstPartial: PixelPosition?
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] > 0 {
                ink += 1
                if mask[x, y] < BlurryRule.solidAlpha, !BlurryRule.isFlat(mask, x, y) {
                    partial += 1
                    if firstPartial == nil { firstPartial = PixelPosition(x: x, y: y) }
                }
            }
        }
        // A handful of pixels is the glyph-too-small rule's business, not this one's.
        guard ink >= 16 else { return [] }
        let share = Double(partial) / Double(ink)
        guard share > BlurryRule.maximumPartialShare else { return [] }
        return [
            finding(
                subject,
                "\(Int((share * 100).rounded()))% of the glyph's \(ink) ink pixels are soft edges "
                    + "(alpha below \(BlurryRule.solidAlpha), not in an evenly faded area), so it shows grey and soft: strokes are thinner than a pixel "
                    + "or edges are off the pixel grid; draw strokes at least 1 pt wide and align edges to whole points",
                pixel: firstPartial)
        ]
    }

    /// Inside an area drawn at one partial opacity on purpose (a faded part of the glyph),
    /// neighbours share the alpha; along a soft edge or a hairline they do not.
    static func isFlat(_ mask: AlphaMask, _ x: Int, _ y: Int) -> Bool {
        let value = Int(mask[x, y])
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let nx = x + dx, ny = y + dy
            guard nx >= 0, ny >= 0, nx < mask.width, ny < mask.height, abs(Int(mask[nx, ny]) - value) <= 16 else {
                return false
            }
        }
        return true
    }
}

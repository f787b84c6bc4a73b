import QuickGlyphModel

/// How a source is drawn onto the canvas: which scales, where it goes on the
/// canvas, and where its shape comes from.
package struct RenderOptions: Sendable, Equatable {
    package typealias Fit = CanvasFit
    package typealias MaskSource = QuickGlyphModel.MaskSource

    package var scales: [Int]
    var fit: Fit
    /// The HIG's pixel maxima (104 px at @3x) instead of 35 pt exactly (105 px).
    package var higSizes: Bool
    var mask: MaskSource
    /// Under `auto`: the artboard, fitted to the canvas as `viewbox` draws it, is
    /// scaled by this about the canvas centre. Exactly 1 draws what `viewbox` draws.
    package var artboardScale: Double

    package init(
        scales: [Int] = GlyphGeometry.scales, fit: Fit = .viewbox, higSizes: Bool = false, mask: MaskSource = .alpha,
        artboardScale: Double = 1
    ) {
        self.scales = scales
        self.fit = fit
        self.higSizes = higSizes
        self.mask = mask
        self.artboardScale = artboardScale
    }

    /// The canvas edge in pixels at one scale.
    package func canvasPixels(scale: Int) -> Int {
        GlyphGeometry.canvasPixels(scale: scale, higSizes: higSizes)
    }
}

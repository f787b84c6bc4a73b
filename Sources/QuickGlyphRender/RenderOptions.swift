import QuickGlyphCore

/// How a source is drawn onto the canvas: which scales, where it goes on the
/// canvas, and where its shape comes from.
public struct RenderOptions: Sendable, Equatable {
    public enum Fit: String, Sendable, Codable, CaseIterable {
        /// As `viewbox`, but a set of glyphs drawn larger than the HIG glyph box
        /// is scaled down by one factor a set (`artboardScale`, which the build
        /// works out from every glyph's measured ink); an SVG without an artboard
        /// is placed as `glyph` places it.
        case auto
        /// The designer's artboard (viewBox, else width/height) fills the canvas.
        case viewbox
        /// The ink bounds are fitted to the HIG glyph size inside the canvas.
        case glyph
    }

    public enum MaskSource: String, Sendable, Codable, CaseIterable {
        /// The shape is the source's alpha channel.
        case alpha
        /// Dark-on-light opaque artwork: darkness becomes coverage.
        case luminance
    }

    public var scales: [Int]
    public var fit: Fit
    /// The HIG's pixel maxima (104 px at @3x) instead of 35 pt exactly (105 px).
    public var higSizes: Bool
    public var mask: MaskSource
    /// Under `auto`: the artboard, fitted to the canvas as `viewbox` draws it, is
    /// scaled by this about the canvas centre. Exactly 1 draws what `viewbox` draws.
    public var artboardScale: Double

    public init(scales: [Int] = GlyphGeometry.scales, fit: Fit = .viewbox, higSizes: Bool = false, mask: MaskSource = .alpha,
                artboardScale: Double = 1) {
        self.scales = scales
        self.fit = fit
        self.higSizes = higSizes
        self.mask = mask
        self.artboardScale = artboardScale
    }

    /// The canvas edge in pixels at one scale.
    public func canvasPixels(scale: Int) -> Int {
        GlyphGeometry.canvasPixels(scale: scale, higSizes: higSizes)
    }
}

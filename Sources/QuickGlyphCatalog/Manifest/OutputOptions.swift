import QuickGlyphCore
import QuickGlyphEncode
import QuickGlyphRender

/// Everything that changes the bytes of a glyph's PNGs: how it is drawn, what
/// the rules let through, and how it is compressed. Its canonical JSON is
/// hashed into the manifest: change any of it and every glyph is rebuilt.
public struct OutputOptions: Sendable, Equatable, Codable {
    public typealias Fit = RenderOptions.Fit
    public typealias MaskSource = RenderOptions.MaskSource

    /// The compression levels `compression` takes.
    public static let compressionLevels = TemplatePNGEncoder.levels
    public var scales: [Int]
    public var fit: RenderOptions.Fit
    /// The HIG's pixel maxima (104 px at @3x) instead of 35 pt exactly (105 px).
    public var higSizes: Bool
    /// Convert a multi-colour glyph from its alpha, with a warning, instead of refusing it.
    public var allowColor: Bool
    public var mask: RenderOptions.MaskSource
    /// Accept a PNG source smaller than the canvas, with a warning.
    public var allowUpscale: Bool
    /// libdeflate's level; see `TemplatePNGEncoder`.
    public var compression: Int

    public init(scales: [Int] = GlyphGeometry.scales, fit: RenderOptions.Fit = .auto, higSizes: Bool = false,
                allowColor: Bool = false, mask: RenderOptions.MaskSource = .alpha, allowUpscale: Bool = false,
                compression: Int = TemplatePNGEncoder.defaultLevel) {
        self.scales = scales
        self.fit = fit
        self.higSizes = higSizes
        self.allowColor = allowColor
        self.mask = mask
        self.allowUpscale = allowUpscale
        self.compression = compression
    }

    /// What the renderer needs of these.
    public var render: RenderOptions {
        RenderOptions(scales: scales, fit: fit, higSizes: higSizes, mask: mask)
    }
}

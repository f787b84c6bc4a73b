import QuickGlyphGlyphs
import QuickGlyphModel

/// Everything that changes the bytes of a glyph's PNGs: how it is drawn, what
/// the rules let through, and how it is compressed. Its canonical JSON is
/// hashed into the manifest: change any of it and every glyph is rebuilt.
package struct OutputOptions: Sendable, Equatable, Codable {
    package typealias Fit = CanvasFit
    package typealias MaskSource = QuickGlyphModel.MaskSource

    /// The compression levels `compression` takes.
    package static let compressionLevels = TemplatePNGEncoder.levels
    package var scales: [Int]
    package var fit: Fit
    /// The HIG's pixel maxima (104 px at @3x) instead of 35 pt exactly (105 px).
    var higSizes: Bool
    /// Convert a multi-colour glyph from its alpha, with a warning, instead of refusing it.
    var allowColor: Bool
    package var mask: MaskSource
    /// Accept a PNG source smaller than the canvas, with a warning.
    var allowUpscale: Bool
    /// libdeflate's level; see `TemplatePNGEncoder`.
    package var compression: Int
    /// Remove an SVG's artboard background (its first layer, covering the artboard) before drawing it.
    var dropBackground: Bool

    package init(
        scales: [Int] = GlyphGeometry.scales, fit: Fit = .auto, higSizes: Bool = false,
        allowColor: Bool = false, mask: MaskSource = .alpha, allowUpscale: Bool = false,
        compression: Int = TemplatePNGEncoder.defaultLevel, dropBackground: Bool = false
    ) {
        self.scales = scales
        self.fit = fit
        self.higSizes = higSizes
        self.allowColor = allowColor
        self.mask = mask
        self.allowUpscale = allowUpscale
        self.compression = compression
        self.dropBackground = dropBackground
    }

    private enum CodingKeys: String, CodingKey {
        case scales, fit, higSizes, allowColor, mask, allowUpscale, compression, dropBackground
    }

    /// A manifest written before `dropBackground` existed reads as without it; the hash,
    /// which covers the version, still rebuilds every glyph.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            scales: try container.decode([Int].self, forKey: .scales),
            fit: try container.decode(Fit.self, forKey: .fit),
            higSizes: try container.decode(Bool.self, forKey: .higSizes),
            allowColor: try container.decode(Bool.self, forKey: .allowColor),
            mask: try container.decode(MaskSource.self, forKey: .mask),
            allowUpscale: try container.decode(Bool.self, forKey: .allowUpscale),
            compression: try container.decode(Int.self, forKey: .compression),
            dropBackground: try container.decodeIfPresent(Bool.self, forKey: .dropBackground) ?? false)
    }
}

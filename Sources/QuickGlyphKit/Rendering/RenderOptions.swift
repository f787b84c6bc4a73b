/// Everything that changes the bytes of a glyph's PNGs. Its canonical form is
/// hashed into the manifest: change any of it and every glyph is rebuilt.
public struct RenderOptions: Sendable, Equatable, Codable {
    public enum Fit: String, Sendable, Codable, CaseIterable {
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
    public var allowColor: Bool
    public var mask: MaskSource
    public var allowUpscale: Bool
    /// libdeflate's level, 1 (fastest) to 12 (smallest); see `TemplatePNGEncoder`.
    public var compression: Int

    public static let defaultCompression = 10
    public static let compressionLevels = 1...12

    public init(scales: [Int] = [1, 2, 3], fit: Fit = .viewbox, higSizes: Bool = false, allowColor: Bool = false,
                mask: MaskSource = .alpha, allowUpscale: Bool = false, compression: Int = RenderOptions.defaultCompression) {
        self.scales = scales
        self.fit = fit
        self.higSizes = higSizes
        self.allowColor = allowColor
        self.mask = mask
        self.allowUpscale = allowUpscale
        self.compression = compression
    }

    /// The canvas edge in pixels at one scale.
    public func canvasPixels(scale: Int) -> Int {
        CanvasGeometry.pixels(scale: scale, higSizes: higSizes)
    }
}

/// The sizes Apple gives for a quick-action template image.
public enum CanvasGeometry {
    public static let points = 35.0
    /// HIG: a roughly square glyph is 27 pt; a wide or tall one may reach 30 pt.
    public static let glyphPoints = 27.0
    public static let maximumGlyphPoints = 30.0
    public static let supportedScales = [1, 2, 3]

    public static func pixels(scale: Int, higSizes: Bool) -> Int {
        higSizes && scale == 3 ? 104 : 35 * scale
    }

    /// Where a glyph with ink of this aspect ratio goes in a canvas of `canvas`
    /// pixels: the long side grows from 27 pt toward 30 pt as the shape leaves square.
    public static func glyphBox(inkWidth: Double, inkHeight: Double, canvas: Int) -> Rect {
        let aspect = max(inkWidth, inkHeight) / min(inkWidth, inkHeight)
        let longPoints = min(maximumGlyphPoints, glyphPoints * aspect.squareRoot())
        let pointSize = Double(canvas) / points
        let long = longPoints * pointSize
        let width = inkWidth >= inkHeight ? long : long / aspect
        let height = inkWidth >= inkHeight ? long / aspect : long
        let size = Double(canvas)
        return Rect(x: (size - width) / 2, y: (size - height) / 2, width: width, height: height)
    }
}

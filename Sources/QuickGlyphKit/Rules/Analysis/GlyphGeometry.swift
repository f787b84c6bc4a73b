/// The quick-action canvas in points and what the HIG says about the glyph inside it.
public enum GlyphGeometry {
    /// The canvas: 35 pt square (Info.plist key reference).
    public static let canvasPoints = 35
    /// The HIG's maximum glyph extent for wide or tall glyphs.
    public static let maximumGlyphPoints = 30.0
    /// Pixels at or below this alpha are anti-aliasing haze, not ink, when measuring a glyph.
    public static let inkThreshold: UInt8 = 32

    /// The pixel sizes a canvas may have at `scale`; `higSizes` adds the HIG's 104 px at @3x.
    public static func acceptedSizes(scale: Int, higSizes: Bool) -> [Int] {
        let exact = canvasPoints * scale
        return higSizes && scale == 3 ? [exact, 104] : [exact]
    }

    /// The scale a canvas of `size` px is drawn at, when the size is one of the accepted ones.
    public static func scale(forSize size: Int, higSizes: Bool) -> Int? {
        (1...3).first { acceptedSizes(scale: $0, higSizes: higSizes).contains(size) }
    }

    /// Points per pixel of a canvas `width` px wide: the canvas is 35 pt whatever its pixel size.
    public static func points(_ pixels: Int, canvasWidth width: Int) -> Double {
        Double(pixels) * Double(canvasPoints) / Double(max(1, width))
    }

    /// The ink's bounds, ignoring faint haze; nil for an image with no transparent pixel,
    /// whose "ink" is the whole canvas (the alpha-opaque and no-alpha rules report that).
    public static func inkBounds(_ subject: ImageSubject) -> PixelRect? {
        let mask = subject.raster.alphaMask
        guard mask.minimum < 255 else { return nil }
        return mask.inkBounds(threshold: inkThreshold)
    }

    /// The ink's bounds in pixels and its extent in points.
    public static func inkExtent(_ subject: ImageSubject) -> (bounds: PixelRect, width: Double, height: Double)? {
        guard let ink = inkBounds(subject) else { return nil }
        let canvas = subject.raster.width
        return (ink, points(ink.width, canvasWidth: canvas), points(ink.height, canvasWidth: canvas))
    }

    static func format(_ points: Double) -> String {
        let rounded = (points * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

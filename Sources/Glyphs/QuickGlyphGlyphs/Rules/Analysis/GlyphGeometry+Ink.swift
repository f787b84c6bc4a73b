import QuickGlyphModel

extension GlyphGeometry {
    /// The ink's bounds, ignoring faint haze; nil for an image with no transparent pixel,
    /// whose "ink" is the whole canvas (the alpha-opaque and no-alpha rules report that).
    package static func inkBounds(_ subject: ImageSubject) -> PixelRect? {
        let mask = subject.raster.alphaMask
        guard mask.minimum < 255 else { return nil }
        return mask.inkBounds(threshold: inkThreshold)
    }

    /// The ink's bounds in pixels and its extent in points.
    static func inkExtent(_ subject: ImageSubject) -> (bounds: PixelRect, width: Double, height: Double)? {
        guard let ink = inkBounds(subject) else { return nil }
        let canvas = subject.raster.width
        return (ink, points(ink.width, canvasWidth: canvas), points(ink.height, canvasWidth: canvas))
    }

    /// "ink 93x79 px at (6,13) of the @3x image": pixel figures always say which image they count.
    static func inkDescription(_ ink: PixelRect, _ subject: ImageSubject) -> String {
        let image = subject.scale.map { "the @\($0)x image" } ?? "the \(subject.raster.width) px image"
        return "ink \(ink.width)x\(ink.height) px at (\(ink.x),\(ink.y)) of \(image)"
    }
}

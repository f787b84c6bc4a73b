
/// An image to judge: a PNG file from disk, or a glyph rendered from its source.
public struct ImageSubject: Sendable {
    public var path: String
    public var raster: Raster
    /// 1, 2 or 3 where known (from an `@2x` name, an imageset, or the render).
    public var scale: Int?
    /// What the PNG's header declared; nil for a render, which always has alpha.
    public var header: PNGImage.Header?

    public init(path: String, raster: Raster, scale: Int? = nil, header: PNGImage.Header? = nil) {
        self.path = path
        self.raster = raster
        self.scale = scale
        self.header = header
    }
}

/// An image to judge: a PNG file from disk, or a glyph rendered from its source.
package struct ImageSubject: Sendable {
    package var path: String
    package var raster: Raster
    /// 1, 2 or 3 where known (from an `@2x` name, an imageset, or the render).
    package var scale: Int?
    /// What the PNG's header declared; nil for a render, which always has alpha.
    package var header: PNGImage.Header?

    package init(path: String, raster: Raster, scale: Int? = nil, header: PNGImage.Header? = nil) {
        self.path = path
        self.raster = raster
        self.scale = scale
        self.header = header
    }
}

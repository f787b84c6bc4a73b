/// A source drawn onto the canvas at every requested scale, with what the
/// template rules need to judge the source itself.
package struct RenderedGlyph: Sendable {
    package struct Scaled: Sendable {
        package var scale: Int
        package var mask: AlphaMask

        /// Public so that a mask rendered in another process can be put back together.
        package init(scale: Int, mask: AlphaMask) {
            self.scale = scale
            self.mask = mask
        }
    }

    /// A PNG source smaller than a canvas it had to fill.
    package struct Enlargement: Sendable, Equatable {
        var sourceWidth: Int
        var sourceHeight: Int
        /// The pixels the long side would need at `scale`.
        var needed: Int
        /// The largest scale that needed enlarging.
        package var scale: Int
    }

    /// The source as drawn, before its shape becomes a mask: the SVG or PDF at
    /// the largest scale, or the PNG as decoded.
    package var source: Raster
    /// The scale `source` is drawn at; nil for a PNG as decoded.
    package var sourceScale: Int?
    /// What a PNG source's header declared.
    package var sourceHeader: PNGImage.Header?
    /// The masks, smallest scale first.
    package var images: [Scaled]
    package var enlargement: Enlargement?
    /// How many pages a PDF source has (only page 1 is drawn); nil for SVG and PNG.
    var sourcePages: Int?
    /// The sides of an SVG's artboard its art runs past, lost because the artboard is
    /// what is drawn (`overflow`: not a bar drawn on past the edge, which loses nothing),
    /// and those where its geometry runs past but the drawn ink stops right at the side
    /// (`clipped`: a clip or mask there; whether it is the artboard's own clip, as Figma's
    /// clip-content frame writes, the file's structure says).
    package var artboardEdges: (overflow: [ArtboardSide], clipped: [ArtboardSide]) = ([], [])
}

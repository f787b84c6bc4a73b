import QuickGlyphModel

/// A vector source drawn through cairo: an SVG (librsvg) or page 1 of a PDF
/// (poppler). The renderer places either the same way and measures their ink
/// with the same code, so each format only says how it draws a region.
package protocol VectorDocument: AnyObject {
    /// The artboard (`--fit viewbox` fills the canvas with it), in the document's
    /// own units; nil when an SVG declares no size and must be placed by its ink.
    var artboard: VectorSize? { get }

    /// The bounds of everything drawn, as the library estimates them, in the
    /// document's own units; nil for an empty drawing. `measuredInk(around:)`
    /// refines it from pixels.
    func inkBounds() throws(RenderError) -> Rect?

    /// Renders the region `from` of the document's own space (user units for an
    /// SVG, points from the page's top-left corner for a PDF) into the rectangle
    /// `to` of a transparent `width`×`height` image.
    func render(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> Raster

    /// The same render's alpha channel alone: what measuring ink needs, without
    /// the colour a `Raster` carries.
    func renderAlpha(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> AlphaMask

    /// Draws the region `from` of the document's own space into the rectangle `to` of a cairo context's
    /// space, whatever its surface (an image, or the PDF a vector repair writes); the context's state is kept.
    func paint(into context: OpaquePointer, from: Rect, to: Rect) throws(RenderError)
}

extension VectorDocument {
    /// Renders the region `from` into the rectangle `to` of a transparent
    /// `canvas`×`canvas` image: the glyph canvas at one scale.
    package func render(from: Rect, to: Rect, canvas: Int) throws(RenderError) -> Raster {
        try render(from: from, to: to, width: canvas, height: canvas)
    }

    /// By default the render's `alphaMask`; a document drawn through a `CairoCanvas` reads the alpha directly.
    package func renderAlpha(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> AlphaMask {
        try render(from: from, to: to, width: width, height: height).alphaMask
    }
}

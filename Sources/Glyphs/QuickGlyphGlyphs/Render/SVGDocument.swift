import CRSVG
import Foundation
import QuickGlyphModel

/// A parsed SVG: owns its `RsvgHandle` and releases it when it goes away.
/// One document is only ever used by one thread at a time.
package final class SVGDocument: VectorDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>

    /// The artboard in user units: the viewBox, else width and height in pixels;
    /// nil when the file declares neither and must be placed by its ink.
    package let artboard: VectorSize?

    /// The size the file declares for itself in CSS px: width and height when it
    /// gives both in absolute units, else the viewBox; nil with neither. Xcode
    /// takes one CSS px as one point when it rasterizes an SVG imageset.
    let intrinsicSize: VectorSize?

    /// `baseDirectory` is the folder that holds the SVG (the glyph folder): references
    /// (`<image href>`, `xi:include`, CSS `@import`) resolve against it and may not leave it.
    /// Without one, librsvg loads nothing but `data:` URLs.
    package init(data: Data, baseDirectory: URL?) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let created = data.withUnsafeBytes { buffer -> UnsafeMutablePointer<RsvgHandle>? in
            let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, gssize(buffer.count), nil)
            defer { g_object_unref(stream) }
            let base = baseDirectory.flatMap { g_file_new_for_path(SVGDocument.baseFile(in: $0)) }
            defer { if let base { g_object_unref(UnsafeMutableRawPointer(base)) } }
            return rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let created else {
            throw .svgRejected(SVGDocument.consume(error) ?? "librsvg could not read it")
        }
        handle = created
        rsvg_handle_set_dpi(handle, 96)
        let declared = SVGDocument.declaredSizes(of: created)
        artboard = declared.viewBox ?? declared.pixels
        intrinsicSize = declared.pixels ?? declared.viewBox
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// The bounds of everything drawn (strokes included), in user units, or nil for an empty drawing.
    package func inkBounds() throws(RenderError) -> Rect? {
        var viewport = layoutViewport
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &error) != 0 else {
            throw .svgRejected(SVGDocument.consume(error) ?? "librsvg could not measure it")
        }
        guard ink.width > 0, ink.height > 0, ink.width.isFinite, ink.height.isFinite else { return nil }
        return Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    }

    /// Renders the region `from` of the document's user space into the rectangle `to`
    /// of a transparent `width`×`height` image.
    package func render(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> Raster {
        try draw(from: from, to: to, width: width, height: height).raster()
    }

    package func renderAlpha(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> AlphaMask {
        try draw(from: from, to: to, width: width, height: height).alphaMask()
    }

    private func draw(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> CairoCanvas {
        guard let canvas = CairoCanvas(width: width, height: height) else {
            throw .svgRejected("cairo could not allocate a \(width)x\(height) surface")
        }
        var failure: RenderError?
        let drawn = canvas.draw { context in
            do throws(RenderError) { try paint(into: context, from: from, to: to) } catch { failure = error }
        }
        guard drawn else { throw .svgRejected("cairo could not create a drawing context") }
        if let failure { throw failure }
        return canvas
    }

    /// Draws the region `from` of the document's user space into the rectangle `to` of the context's space.
    package func paint(into context: OpaquePointer, from: Rect, to: Rect) throws(RenderError) {
        var viewport = layoutViewport
        var error: UnsafeMutablePointer<GError>?
        cairo_save(context)
        defer { cairo_restore(context) }
        let scaleX = to.width / from.width, scaleY = to.height / from.height
        cairo_translate(context, to.x - from.x * scaleX, to.y - from.y * scaleY)
        cairo_scale(context, scaleX, scaleY)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw .svgRejected(SVGDocument.consume(error) ?? "librsvg could not render it")
        }
    }

    /// The viewport the document is laid out in, in its own user units: the
    /// artboard, so that a viewBox maps one to one onto user space.
    private var layoutViewport: RsvgRectangle {
        let size = artboard ?? VectorSize(width: 100, height: 100)
        return RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The viewBox's size, and width and height in pixels (both absolute, at 96 dpi),
    /// each nil where the file does not declare it.
    private static func declaredSizes(
        of handle: UnsafeMutablePointer<RsvgHandle>
    ) -> (viewBox: VectorSize?, pixels: VectorSize?) {
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var width = RsvgLength(), height = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &viewBox)
        var box: VectorSize?
        if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 {
            box = VectorSize(width: viewBox.width, height: viewBox.height)
        }
        var pixelWidth: Double = 0, pixelHeight: Double = 0
        var pixels: VectorSize?
        if hasWidth != 0, hasHeight != 0,
            rsvg_handle_get_intrinsic_size_in_pixels(handle, &pixelWidth, &pixelHeight) != 0,
            pixelWidth > 0, pixelHeight > 0
        {
            pixels = VectorSize(width: pixelWidth, height: pixelHeight)
        }
        return (box, pixels)
    }

    /// librsvg resolves a relative reference against its base *file* and loads it only when it
    /// sits in that file's folder or below (librsvg's `UrlResolver::resolve_href`, error
    /// `NotSiblingOrChildOfBaseFile`, after canonicalizing both, so a link out is refused too;
    /// see "the base file" in `rsvg-handle.c`). Given the folder itself as the base file, the
    /// boundary was the folder's *parent*: an SVG could pull in `.git/config` or a secret beside
    /// the glyph folder, and `mark.png` beside the SVG resolved one level up. A base file inside
    /// the folder makes the folder the boundary. Every glyph sits directly in that folder, so the
    /// name need not be the SVG's own (and the file need not exist: only its folder is used).
    static func baseFile(in folder: URL) -> String {
        folder.appendingPathComponent("quickglyph-base.svg").path
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return nil }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

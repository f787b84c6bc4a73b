import CPoppler
import Foundation
import QuickGlyphModel

/// Page 1 of a PDF, opened by poppler's GLib binding and drawn through cairo.
/// Owns its document and page and releases them when it goes away. One document
/// is only ever used by one thread at a time: poppler keeps one cairo output
/// device per document.
///
/// Its space is the page in points, origin top left, as poppler lays it out: the
/// CropBox (which the PDF format defaults to the MediaBox and clips to it), with
/// the page's /Rotate applied. poppler-glib has no call for the MediaBox and
/// always clips to the CropBox, so a page whose CropBox is smaller than its
/// MediaBox is sized and drawn by its CropBox.
package final class PDFDocument: VectorDocument {
    private let document: OpaquePointer
    private let page: OpaquePointer

    /// Page 1's size in points.
    package let pageSize: VectorSize
    /// How many pages the file has; only page 1 is ever drawn.
    package let pageCount: Int

    /// The page is the artboard: `--fit viewbox` fills the canvas with it.
    package var artboard: VectorSize? { pageSize }

    package init(data: Data) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        // GBytes copies the file, and the document keeps its own reference to it.
        let bytes = data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
        defer { g_bytes_unref(bytes) }
        guard let opened = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw .pdfRejected(PDFDocument.reason(consuming: error))
        }
        let count = Int(poppler_document_get_n_pages(opened))
        guard count > 0, let first = poppler_document_get_page(opened, 0) else {
            g_object_unref(UnsafeMutableRawPointer(opened))
            throw .pdfRejected("it has no pages")
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(first, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(first))
            g_object_unref(UnsafeMutableRawPointer(opened))
            throw .pdfRejected("page 1 has no area (\(width)x\(height) pt)")
        }
        document = opened
        page = first
        pageCount = count
        pageSize = VectorSize(width: width, height: height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The bounds of everything page 1 draws, in points from its top-left corner,
    /// or nil for an empty page. poppler's estimate is generous (half a line width
    /// around fills, curves' control points, invisible text, white shapes); the
    /// renderer measures the ink from pixels around it.
    package func inkBounds() -> Rect? {
        var box = PopplerRectangle()
        guard poppler_page_get_bounding_box(page, &box) != 0 else { return nil }
        let bounds = Rect(
            x: min(box.x1, box.x2), y: min(box.y1, box.y2), width: abs(box.x2 - box.x1), height: abs(box.y2 - box.y1))
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        return bounds
    }

    /// Renders the region `from` of page 1 (points from its top-left corner) into
    /// the rectangle `to` of a transparent `width`×`height` image.
    package func render(from: Rect, to: Rect, width: Int, height: Int) throws(RenderError) -> Raster {
        guard let canvas = CairoCanvas(width: width, height: height) else {
            throw .pdfRejected("cairo could not allocate a \(width)x\(height) surface")
        }
        let drawn = canvas.draw { context in paint(into: context, from: from, to: to) }
        guard drawn else { throw .pdfRejected("cairo could not create a drawing context") }
        return canvas.raster()
    }

    /// Draws the region `from` of page 1 (points from its top-left corner) into the rectangle `to` of the
    /// context's space.
    package func paint(into context: OpaquePointer, from: Rect, to: Rect) {
        cairo_save(context)
        defer { cairo_restore(context) }
        let scaleX = to.width / from.width, scaleY = to.height / from.height
        cairo_translate(context, to.x - from.x * scaleX, to.y - from.y * scaleY)
        cairo_scale(context, scaleX, scaleY)
        // The printing path, with the document only: the screen path widens
        // strokes thinner than a device pixel to a whole pixel and snaps them to
        // the grid (a viewer's hairline aid) and draws annotations, so a 0.5 pt
        // line would come out twice as dark at @1x as the same SVG. Printing
        // draws the geometry as it is, as librsvg does.
        poppler_page_render_for_printing_with_options(page, context, POPPLER_PRINT_DOCUMENT)
    }

    /// poppler's message, quoted; for a file that needs a password, what to do about it.
    private static func reason(consuming error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "poppler could not read it" }
        defer { g_error_free(error) }
        let message =
            error.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            ?? "poppler could not read it"
        if error.pointee.domain == poppler_error_quark(), error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
        {
            return "\(message): it opens only with a password; export it again without one"
        }
        return message
    }
}

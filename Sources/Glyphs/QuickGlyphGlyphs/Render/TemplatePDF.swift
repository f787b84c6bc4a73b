import CRSVG
import Foundation
import QuickGlyphModel

/// A one-page vector PDF of a glyph as a template, written through cairo's PDF surface: what a vector imageset
/// holds after `check --fix` draws it again. The art is drawn into a group and that group's coverage masks black
/// ink, so the shape stays vector (paths, and a soft mask where the art has several colours or opacities) and the
/// colour becomes the one ink a template has. Only cairo writes the file: no PDF syntax is made here.
package enum TemplatePDF {
    /// cairo writes the time of writing as the document's creation and modification dates unless it is given one;
    /// a fixed date makes the same art the same bytes, run after run.
    static let fixedDate = "2000-01-01T00:00:00Z"

    /// The PDF of a `side`×`side` pt page on which `paint` draws the art, in points from the top-left corner.
    package static func write(
        side: Double, paint: (OpaquePointer) throws(RenderError) -> Void
    ) throws(RenderError) -> Data {
        let sink = Sink()
        let closure = Unmanaged.passRetained(sink)
        defer { closure.release() }
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_pdf_surface_create_for_stream(write, closure.toOpaque(), side, side) else {
            throw .pdfNotWritten("cairo could not make a PDF surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .pdfNotWritten(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
        guard let context = cairo_create(surface) else { throw .pdfNotWritten("cairo could not make a context") }
        var failure: RenderError?
        cairo_push_group(context)
        do throws(RenderError) {
            try paint(context)
        } catch {
            failure = error
        }
        let art = cairo_pop_group(context)
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_mask(context, art)
        cairo_pattern_destroy(art)
        let status = cairo_status(context)
        cairo_destroy(context)
        if let failure { throw failure }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .pdfNotWritten(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        guard finished == CAIRO_STATUS_SUCCESS else {
            throw .pdfNotWritten(String(cString: cairo_status_to_string(finished)))
        }
        return sink.data
    }

    /// Where cairo's stream of the file gathers.
    private final class Sink {
        var data = Data()
    }
}

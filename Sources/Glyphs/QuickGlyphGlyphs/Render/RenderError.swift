/// Why a source could not be drawn onto the canvas.
package enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// librsvg (or cairo) refused the SVG; its reason is quoted.
    case svgRejected(String)
    /// poppler (or cairo) refused the PDF; its reason is quoted.
    case pdfRejected(String)
    case pngRejected(PNGDecodeError)
    case emptyDrawing
    case noArtboard
    /// cairo could not write the PDF a vector repair makes; its reason is quoted.
    case pdfNotWritten(String)

    package var description: String {
        switch self {
        case .svgRejected(let reason):
            return "not a usable SVG: \(reason)"
        case .pdfRejected(let reason):
            return "not a usable PDF: \(reason)"
        case .pngRejected(let error):
            return error.description
        case .emptyDrawing:
            return "the drawing is empty: nothing visible to turn into a glyph"
        case .pdfNotWritten(let reason):
            return "no PDF could be written: \(reason)"
        case .noArtboard:
            return "the SVG has no viewBox, no width/height and no visible ink to place"
        }
    }
}

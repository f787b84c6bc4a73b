import CRSVG
import Foundation
import QuickGlyphCore
import QuickGlyphRaster

/// A parsed SVG: owns its `RsvgHandle` and releases it when it goes away.
/// One document is only ever used by one thread at a time.
public final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>

    /// The artboard in user units: the viewBox, else width and height in pixels;
    /// nil when the file declares neither and must be placed by its ink.
    public let artboard: Size?

    public struct Size: Sendable, Equatable {
        public var width: Double
        public var height: Double
    }

    public init(data: Data, baseDirectory: URL?) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let created = data.withUnsafeBytes { buffer -> UnsafeMutablePointer<RsvgHandle>? in
            let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, gssize(buffer.count), nil)
            defer { g_object_unref(stream) }
            let base = baseDirectory.flatMap { g_file_new_for_path($0.path) }
            defer { if let base { g_object_unref(UnsafeMutableRawPointer(base)) } }
            return rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let created else {
            throw .svgRejected(SVGDocument.consume(error) ?? "librsvg could not read it")
        }
        handle = created
        rsvg_handle_set_dpi(handle, 96)
        artboard = SVGDocument.artboard(of: created)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// The bounds of everything drawn (strokes included), in user units, or nil for an empty drawing.
    public func inkBounds() throws(RenderError) -> Rect? {
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
    /// of a transparent `canvas`×`canvas` image.
    public func render(from: Rect, to: Rect, canvas: Int) throws(RenderError) -> Raster {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas), Int32(canvas)) else {
            throw .svgRejected("cairo could not allocate a \(canvas)x\(canvas) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else {
            throw .svgRejected("cairo could not create a drawing context")
        }
        let scaleX = to.width / from.width, scaleY = to.height / from.height
        cairo_translate(context, to.x - from.x * scaleX, to.y - from.y * scaleY)
        cairo_scale(context, scaleX, scaleY)
        var viewport = layoutViewport
        var error: UnsafeMutablePointer<GError>?
        let rendered = rsvg_handle_render_document(handle, context, &viewport, &error)
        cairo_destroy(context)
        guard rendered != 0 else {
            throw .svgRejected(SVGDocument.consume(error) ?? "librsvg could not render it")
        }
        cairo_surface_flush(surface)
        return SVGDocument.raster(from: surface, size: canvas)
    }

    /// The viewport the document is laid out in, in its own user units: the
    /// artboard, so that a viewBox maps one to one onto user space.
    private var layoutViewport: RsvgRectangle {
        let size = artboard ?? Size(width: 100, height: 100)
        return RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
    }

    private static func artboard(of handle: UnsafeMutablePointer<RsvgHandle>) -> Size? {
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var width = RsvgLength(), height = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &viewBox)
        if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 {
            return Size(width: viewBox.width, height: viewBox.height)
        }
        var pixelWidth: Double = 0, pixelHeight: Double = 0
        if hasWidth != 0, hasHeight != 0,
           rsvg_handle_get_intrinsic_size_in_pixels(handle, &pixelWidth, &pixelHeight) != 0,
           pixelWidth > 0, pixelHeight > 0 {
            return Size(width: pixelWidth, height: pixelHeight)
        }
        return nil
    }

    /// cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel.
    private static func raster(from surface: OpaquePointer, size: Int) -> Raster {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return Raster(width: size, height: size) }
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<size {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<size {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let index = (y * size + x) * 4
                    target[index] = UInt8(truncatingIfNeeded: word >> 16)
                    target[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    target[index + 2] = UInt8(truncatingIfNeeded: word)
                    target[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
        }
        return Raster(width: size, height: size, pixels: pixels)
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return nil }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

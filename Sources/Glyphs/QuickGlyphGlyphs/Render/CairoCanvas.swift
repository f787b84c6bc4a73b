import CRSVG

/// A transparent cairo ARGB32 image that a vector source is drawn into, and the
/// way back to a `Raster`. librsvg and poppler both draw through cairo, so the
/// surface and its read-back are written once, here. cairo's own types are all
/// opaque pointers in Swift, so the context works with either library's calls.
final class CairoCanvas {
    /// cairo's image surfaces are at most 32767 px a side.
    static let maximumSide = 32767

    let width: Int
    let height: Int
    private let surface: OpaquePointer

    /// Nil when cairo cannot make the surface: a side out of range, or out of memory.
    init?(width: Int, height: Int) {
        guard (1...CairoCanvas.maximumSide).contains(width), (1...CairoCanvas.maximumSide).contains(height),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        // cairo reports failure with an error surface, not a null pointer.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with a fresh context on the surface, one unit a pixel, origin top left.
    /// Returns false when cairo could not make the context.
    func draw(_ body: (OpaquePointer) -> Void) -> Bool {
        guard let context = cairo_create(surface) else { return false }
        defer { cairo_destroy(context) }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return false }
        body(context)
        return true
    }

    /// The pixels drawn so far. cairo's ARGB32 is premultiplied, one native-endian
    /// 32-bit word a pixel, rows `stride` bytes apart; a Raster is premultiplied RGBA.
    func raster() -> Raster {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return Raster(width: width, height: height) }
        let width = self.width, height = self.height
        // Written once, unchecked: at the ink survey's 512 px this loop was a fifth of a worker's instructions.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
            guard let base = target.baseAddress else { count = 0; return }
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                var out = base + y * width * 4
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                    out[0] = UInt8(truncatingIfNeeded: word >> 16)
                    out[1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[2] = UInt8(truncatingIfNeeded: word)
                    out[3] = UInt8(truncatingIfNeeded: word >> 24)
                    out += 4
                }
            }
            count = width * height * 4
        }
        return Raster(width: width, height: height, pixels: pixels)
    }

    /// The alpha of the pixels drawn so far (the top byte of each premultiplied word):
    /// the same values as `raster().alphaMask`, without the RGBA copy between.
    func alphaMask() -> AlphaMask {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return AlphaMask(width: width, height: height) }
        let width = self.width, height = self.height
        let values = [UInt8](unsafeUninitializedCapacity: width * height) { target, count in
            guard let base = target.baseAddress else { count = 0; return }
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                let out = base + y * width
                for x in 0..<width {
                    out[x] = UInt8(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) >> 24)
                }
            }
            count = width * height
        }
        return AlphaMask(width: width, height: height, values: values)
    }
}

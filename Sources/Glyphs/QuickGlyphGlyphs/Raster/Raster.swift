/// An 8-bit RGBA image with premultiplied alpha, row by row, no padding.
/// Premultiplied because that is how cairo renders and how resampling must
/// average (a transparent pixel's colour must not bleed into its neighbours).
package struct Raster: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    package init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// From straight (not premultiplied) RGBA, as PNG stores it. The buffer is taken
    /// over and premultiplied in place: an 8192 px source is 256 MB, not to be copied.
    init(width: Int, height: Int, straightRGBA: consuming [UInt8]) {
        var pixels = straightRGBA
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[index + 3])
            if alpha == 255 { continue }
            for channel in 0..<3 {
                pixels[index + channel] = UInt8((UInt32(pixels[index + channel]) * alpha + 127) / 255)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    package func alpha(x: Int, y: Int) -> UInt8 {
        pixels[(y * width + x) * 4 + 3]
    }

    /// The straight colour of one pixel, or nil where it is fully transparent.
    package func straightColor(x: Int, y: Int) -> RGB? {
        let index = (y * width + x) * 4
        let alpha = Int(pixels[index + 3])
        guard alpha > 0 else { return nil }
        func channel(_ value: UInt8) -> UInt8 { UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha)) }
        return RGB(red: channel(pixels[index]), green: channel(pixels[index + 1]), blue: channel(pixels[index + 2]))
    }

    /// The alpha channel alone.
    package var alphaMask: AlphaMask {
        let count = width * height
        let values = pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                for index in 0..<count { target[index] = source[index &* 4 &+ 3] }
                initialized = count
            }
        }
        return AlphaMask(width: width, height: height, values: values)
    }
}

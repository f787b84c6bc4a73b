import QuickGlyphModel

/// One byte of coverage a pixel: what a template image keeps of a glyph.
package struct AlphaMask: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package var values: [UInt8]

    package init(width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == width * height, "alpha buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.values = values
    }

    package init(width: Int, height: Int) {
        self.init(width: width, height: height, values: [UInt8](repeating: 0, count: width * height))
    }

    package subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    var maximum: UInt8 { values.max() ?? 0 }
    var minimum: UInt8 { values.min() ?? 0 }

    /// The smallest rectangle holding every pixel above `threshold`, or nil when none is.
    package func inkBounds(threshold: UInt8 = 0) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        let width = self.width, height = self.height
        values.withUnsafeBufferPointer { values in
            for y in 0..<height {
                let row = values[(y * width)..<(y * width + width)]
                // A row's first and last ink pixel; the columns between cannot widen the bounds.
                guard let first = row.firstIndex(where: { $0 > threshold }),
                    let last = row.lastIndex(where: { $0 > threshold })
                else { continue }
                minX = min(minX, first - y * width)
                maxX = max(maxX, last - y * width)
                if y < minY { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The mask as the black template image it will be written as.
    package var blackRaster: Raster {
        var pixels = [UInt8](repeating: 0, count: values.count * 4)
        for (index, value) in values.enumerated() { pixels[index * 4 + 3] = value }
        return Raster(width: width, height: height, pixels: pixels)
    }
}

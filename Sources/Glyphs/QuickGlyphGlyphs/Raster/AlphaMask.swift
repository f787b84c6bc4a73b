import QuickGlyphModel

/// One byte of coverage a pixel: what a template image keeps of a glyph.
public struct AlphaMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == width * height, "alpha buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.values = values
    }

    public init(width: Int, height: Int) {
        self.init(width: width, height: height, values: [UInt8](repeating: 0, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    public var maximum: UInt8 { values.max() ?? 0 }
    public var minimum: UInt8 { values.min() ?? 0 }

    /// The smallest rectangle holding every pixel above `threshold`, or nil when none is.
    public func inkBounds(threshold: UInt8 = 0) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        let width = self.width, height = self.height
        values.withUnsafeBufferPointer { values in
            for y in 0..<height {
                let row = values[(y * width)..<(y * width + width)]
                // A row's first and last ink pixel; the columns between cannot widen the bounds.
                guard let first = row.firstIndex(where: { $0 > threshold }),
                      let last = row.lastIndex(where: { $0 > threshold }) else { continue }
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
    public var blackRaster: Raster {
        var pixels = [UInt8](repeating: 0, count: values.count * 4)
        for (index, value) in values.enumerated() { pixels[index * 4 + 3] = value }
        return Raster(width: width, height: height, pixels: pixels)
    }
}

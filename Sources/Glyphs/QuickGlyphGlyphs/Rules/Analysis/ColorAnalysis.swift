import QuickGlyphModel

/// Which colours a glyph's visible pixels really use. Anti-aliasing blends a
/// colour with transparency or with a neighbouring colour along edges, so only
/// "interior" pixels count: solid pixels whose eight neighbours share their colour.
package struct ColorAnalysis: Sendable {
    package struct Swatch: Sendable, Equatable {
        package var color: RGB
        var pixelCount: Int
        /// Share of the counted interior pixels, 0...1.
        var share: Double
        /// The first pixel of this colour in reading order.
        var location: PixelPosition
    }

    /// The colours that hold a real part of the drawing, the most used first.
    package let swatches: [Swatch]

    /// Two colours closer than this on every channel are one colour.
    package static let tolerance: Int32 = 40
    /// A colour counts when it covers at least this share of the interior pixels (and 4 pixels).
    static let minimumShare = 0.01

    package init(_ raster: Raster) {
        let width = raster.width, height = raster.height
        // Straight colours of solid pixels, packed 0xRRGGBB; -1 where not solid.
        var colors = [Int32](repeating: -1, count: width * height)
        raster.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<(width * height) {
                let alpha = Int32(pixels[index * 4 + 3])
                guard alpha >= 128 else { continue }
                func channel(_ value: UInt8) -> Int32 { min(255, (Int32(value) * 255 + alpha / 2) / alpha) }
                colors[index] =
                    channel(pixels[index * 4]) << 16 | channel(pixels[index * 4 + 1]) << 8
                    | channel(pixels[index * 4 + 2])
            }
        }
        // Most glyphs are one colour: when every solid pixel is within tolerance of
        // every other, that is the only swatch, and the neighbourhood scan is not needed.
        var low: (Int32, Int32, Int32) = (255, 255, 255), high: (Int32, Int32, Int32) = (0, 0, 0)
        var solidCount = 0, firstSolid = -1
        for (index, color) in colors.enumerated() where color >= 0 {
            let red = color >> 16, green = (color >> 8) & 0xff, blue = color & 0xff
            low = (min(low.0, red), min(low.1, green), min(low.2, blue))
            high = (max(high.0, red), max(high.1, green), max(high.2, blue))
            solidCount += 1
            if firstSolid < 0 { firstSolid = index }
        }
        if solidCount == 0 {
            swatches = []
            return
        }
        if high.0 - low.0 <= ColorAnalysis.tolerance, high.1 - low.1 <= ColorAnalysis.tolerance,
            high.2 - low.2 <= ColorAnalysis.tolerance
        {
            let color = colors[firstSolid]
            swatches = [
                Swatch(
                    color: RGB(red: UInt8(color >> 16), green: UInt8((color >> 8) & 0xff), blue: UInt8(color & 0xff)),
                    pixelCount: solidCount, share: 1,
                    location: PixelPosition(x: firstSolid % width, y: firstSolid / width))
            ]
            return
        }
        // Interior and all solid pixels are clustered as they are met, not listed first:
        // an index a pixel would cost eight bytes each, a gigabyte for an 8192 px source.
        var interior = ClusterCounter(), solid = ClusterCounter()
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let color = colors[index]
                guard color >= 0 else { continue }
                solid.add(color, at: index)
                guard x > 0, y > 0, x < width - 1, y < height - 1 else { continue }
                var surrounded = true
                neighbours: for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let other = colors[(y + dy) * width + x + dx]
                        if other < 0 || !ColorAnalysis.close(color, other, within: 24) {
                            surrounded = false
                            break neighbours
                        }
                    }
                }
                if surrounded { interior.add(color, at: index) }
            }
        }
        // Strokes thinner than three pixels have no interior: judge them by all solid pixels.
        let counted = interior.total == 0 ? solid : interior
        let clusters = counted.clusters
        let total = max(1, counted.total)
        let minimum = max(4, Int((Double(total) * ColorAnalysis.minimumShare).rounded(.up)))
        swatches =
            clusters
            .filter { $0.count >= minimum }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.first < $1.first }
            .map { cluster in
                Swatch(
                    color: RGB(
                        red: UInt8(cluster.color >> 16), green: UInt8((cluster.color >> 8) & 0xff),
                        blue: UInt8(cluster.color & 0xff)),
                    pixelCount: cluster.count, share: Double(cluster.count) / Double(total),
                    location: PixelPosition(x: cluster.first % width, y: cluster.first / width))
            }
    }

    static func close(_ a: Int32, _ b: Int32, within tolerance: Int32) -> Bool {
        abs((a >> 16) - (b >> 16)) <= tolerance && abs(((a >> 8) & 0xff) - ((b >> 8) & 0xff)) <= tolerance
            && abs((a & 0xff) - (b & 0xff)) <= tolerance
    }
}

/// Colours clustered within the tolerance, each with its count and first pixel, in the order met.
private struct ClusterCounter {
    var clusters: [(color: Int32, count: Int, first: Int)] = []
    var total = 0

    mutating func add(_ color: Int32, at index: Int) {
        total += 1
        if let cluster = clusters.firstIndex(where: {
            ColorAnalysis.close($0.color, color, within: ColorAnalysis.tolerance)
        }) {
            clusters[cluster].count += 1
        } else {
            clusters.append((color, 1, index))
        }
    }
}

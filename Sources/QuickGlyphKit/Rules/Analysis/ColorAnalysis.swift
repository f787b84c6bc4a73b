/// Which colours a glyph's visible pixels really use. Anti-aliasing blends a
/// colour with transparency or with a neighbouring colour along edges, so only
/// "interior" pixels count: solid pixels whose eight neighbours share their colour.
public struct ColorAnalysis: Sendable {
    public struct Swatch: Sendable, Equatable {
        public var color: RGB
        public var pixelCount: Int
        /// Share of the counted interior pixels, 0...1.
        public var share: Double
        /// The first pixel of this colour in reading order.
        public var location: PixelPosition
    }

    /// The colours that hold a real part of the drawing, the most used first.
    public let swatches: [Swatch]

    /// Two colours closer than this on every channel are one colour.
    public static let tolerance = 40
    /// A colour counts when it covers at least this share of the interior pixels (and 4 pixels).
    public static let minimumShare = 0.01

    public init(_ raster: Raster) {
        let solidAlpha: UInt8 = 128
        func solidColor(_ x: Int, _ y: Int) -> RGB? {
            guard x >= 0, y >= 0, x < raster.width, y < raster.height, raster.alpha(x: x, y: y) >= solidAlpha else { return nil }
            return raster.straightColor(x: x, y: y)
        }
        var interior: [(RGB, PixelPosition)] = []
        var solid: [(RGB, PixelPosition)] = []
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                guard let color = solidColor(x, y) else { continue }
                solid.append((color, PixelPosition(x: x, y: y)))
                var surrounded = true
                neighbours: for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        guard let other = solidColor(x + dx, y + dy), ColorAnalysis.close(color, other, within: 24) else {
                            surrounded = false
                            break neighbours
                        }
                    }
                }
                if surrounded { interior.append((color, PixelPosition(x: x, y: y))) }
            }
        }
        // Strokes thinner than three pixels have no interior: judge them by all solid pixels.
        let counted = interior.isEmpty ? solid : interior
        var clusters: [Swatch] = []
        for (color, position) in counted {
            if let index = clusters.firstIndex(where: { ColorAnalysis.close($0.color, color, within: ColorAnalysis.tolerance) }) {
                clusters[index].pixelCount += 1
            } else {
                clusters.append(Swatch(color: color, pixelCount: 1, share: 0, location: position))
            }
        }
        let total = max(1, counted.count)
        let minimum = max(4, Int((Double(total) * ColorAnalysis.minimumShare).rounded(.up)))
        swatches = clusters
            .filter { $0.pixelCount >= minimum }
            .map { swatch in
                var swatch = swatch
                swatch.share = Double(swatch.pixelCount) / Double(total)
                return swatch
            }
            .sorted { $0.pixelCount != $1.pixelCount ? $0.pixelCount > $1.pixelCount : $0.location.y * 100_000 + $0.location.x < $1.location.y * 100_000 + $1.location.x }
    }

    static func close(_ a: RGB, _ b: RGB, within tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }
}

import QuickGlyphGlyphs

/// Whether opaque art is a dark glyph on a light background, which `--mask luminance`
/// turns into the template it was meant to be. Light on dark, a photo, or a coloured tile
/// is not: its darkness is not its shape, so it is left to a person.
enum OpaqueArt {
    /// The background: every pixel of the image's outermost ring at least this light.
    static let lightBorder = 0.8
    /// The glyph: some pixel at most this light.
    static let darkInk = 0.5

    static func isDarkOnLight(_ raster: Raster) -> Bool {
        guard raster.width > 2, raster.height > 2 else { return false }
        var ring: [(Int, Int)] = []
        for x in 0..<raster.width { ring += [(x, 0), (x, raster.height - 1)] }
        for y in 1..<(raster.height - 1) { ring += [(0, y), (raster.width - 1, y)] }
        for (x, y) in ring {
            guard raster.alpha(x: x, y: y) == 255, let color = raster.straightColor(x: x, y: y),
                color.luminance >= lightBorder
            else {
                return false
            }
        }
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                if let color = raster.straightColor(x: x, y: y), raster.alpha(x: x, y: y) == 255,
                    color.luminance <= darkInk
                {
                    return true
                }
            }
        }
        return false
    }

    /// Whether every visible pixel is a grey (red, green and blue within `greyTolerance`): ink in one grey on a
    /// light ground, and the blends between them, which drawing by darkness keeps whole.
    static func isGreys(_ raster: Raster) -> Bool {
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                guard raster.alpha(x: x, y: y) > 0, let color = raster.straightColor(x: x, y: y) else { continue }
                let channels = [Int(color.red), Int(color.green), Int(color.blue)]
                if channels.max()! - channels.min()! > greyTolerance { return false }
            }
        }
        return true
    }

    /// How far apart a grey's channels may be: an exporter's colour management shifts them a few levels.
    static let greyTolerance = 6
}

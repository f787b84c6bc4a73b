import QuickGlyphGlyphs
import QuickGlyphModel

/// Paints a glyph's shortcut icons from its mask on the iOS canvas (drawn by the
/// glyph renderer at a large scale, then shrunk here by an exact area average).
/// The iOS canvas, the glyph's whole box, becomes a square centred in each icon.
package struct AndroidIconPainter: Sendable {
    /// The adaptive icon's layers are 108 dp; the launcher's mask shows a circle of about
    /// 66 dp at the least. A 44 dp square's corners lie 31.1 dp from the centre: inside it.
    static let layerDP = 108
    static let foregroundGlyphDP = 44
    /// The API 25 icon, after Google's shortcut guidelines: 48 dp, a 44 dp circle, a 24 dp glyph.
    static let legacyDP = 48
    static let legacyCircleDP = 44
    static let legacyGlyphDP = 24
    /// What of the 108 dp layers a launcher's mask can show: the inner 72 dp (the
    /// adaptive icon guide's "viewport"); the circle a Pixel launcher uses fills it.
    static let visibleDP = 72

    /// The glyph's one colour, and the legacy circle's fill, straight RGB.
    var glyphColor: RGB
    var circleColor: RGB

    package init(
        glyphColor: RGB = AndroidIconPainter.defaultGlyphColor, circleColor: RGB = AndroidIconPainter.defaultCircleColor
    ) {
        self.glyphColor = glyphColor
        self.circleColor = circleColor
    }

    /// A dark grey that reads on the light background (a choice of quickglyph's; no guideline names one).
    package static let defaultGlyphColor = RGB(red: 0x5F, green: 0x63, blue: 0x68)
    /// Google's guideline fill for the circle, also the adaptive icon's background.
    package static let defaultCircleColor = RGB(red: 0xF5, green: 0xF5, blue: 0xF5)

    /// The adaptive icon's foreground layer: the glyph alone, transparent around it.
    package func foreground(_ mask: AlphaMask, density: AndroidDensity) -> Raster {
        glyph(
            mask, iconPixels: density.pixels(dp: Self.layerDP), glyphPixels: density.pixels(dp: Self.foregroundGlyphDP))
    }

    /// The API 25 icon: the glyph on a light circle.
    package func legacy(_ mask: AlphaMask, density: AndroidDensity) -> Raster {
        let size = density.pixels(dp: Self.legacyDP)
        var icon = glyph(mask, iconPixels: size, glyphPixels: density.pixels(dp: Self.legacyGlyphDP))
        let radius = Double(density.pixels(dp: Self.legacyCircleDP)) / 2
        let centre = Double(size) / 2
        let fill = [circleColor.red, circleColor.green, circleColor.blue, 255].map(Double.init)
        for y in 0..<size {
            for x in 0..<size {
                let coverage = Self.circleCoverage(x: x, y: y, centre: centre, radius: radius)
                guard coverage > 0 else { continue }
                let index = (y * size + x) * 4
                let glyphAlpha = Double(icon.pixels[index + 3]) / 255
                // The glyph over the circle, in premultiplied alpha.
                for channel in 0..<4 {
                    let under = fill[channel] * coverage * (1 - glyphAlpha)
                    icon.pixels[index + channel] = UInt8(
                        min(255, (Double(icon.pixels[index + channel]) + under).rounded()))
                }
            }
        }
        return icon
    }

    /// The adaptive icon as a launcher draws it in a shortcut row: the background colour
    /// under the foreground layer (the xxxhdpi one written into res/, the largest), the
    /// inner `visibleDP` cut out, shrunk to `side` px by an area average, then masked by a
    /// circle computed at that size with an anti-aliased edge. Transparent outside the circle.
    package func launcherIcon(_ mask: AlphaMask, side: Int) -> Raster {
        let density = AndroidDensity.xxxhdpi
        let layer = foreground(mask, density: density)
        let visible = Double(density.pixels(dp: Self.visibleDP))
        let inset = Double(density.pixels(dp: Self.layerDP) - density.pixels(dp: Self.visibleDP)) / 2
        var icon = Resampler.resample(
            layer, from: Rect(x: inset, y: inset, width: visible, height: visible),
            to: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), canvas: side)
        let background = [circleColor.red, circleColor.green, circleColor.blue, 255].map(Double.init)
        let centre = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let coverage = Self.circleCoverage(x: x, y: y, centre: centre, radius: centre)
                let index = (y * side + x) * 4
                let glyphAlpha = Double(icon.pixels[index + 3]) / 255
                // The foreground over the opaque background, then the whole masked: premultiplied throughout.
                for channel in 0..<4 {
                    let composed = Double(icon.pixels[index + channel]) + background[channel] * (1 - glyphAlpha)
                    icon.pixels[index + channel] = UInt8(min(255, (composed * coverage).rounded()))
                }
            }
        }
        return icon
    }

    /// The glyph canvas shrunk to `glyphPixels`, centred in an icon of `iconPixels`, in the glyph's colour.
    private func glyph(_ mask: AlphaMask, iconPixels: Int, glyphPixels: Int) -> Raster {
        let offset = Double(iconPixels - glyphPixels) / 2
        var raster = Resampler.resample(
            mask.blackRaster, from: Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)),
            to: Rect(x: offset, y: offset, width: Double(glyphPixels), height: Double(glyphPixels)),
            canvas: iconPixels)
        let color = [glyphColor.red, glyphColor.green, glyphColor.blue].map(UInt32.init)
        for index in stride(from: 0, to: raster.pixels.count, by: 4) {
            let alpha = UInt32(raster.pixels[index + 3])
            for channel in 0..<3 { raster.pixels[index + channel] = UInt8((color[channel] * alpha + 127) / 255) }
        }
        return raster
    }

    /// How much of pixel (x, y) the circle covers, from 8×8 samples: an anti-aliased edge.
    static func circleCoverage(x: Int, y: Int, centre: Double, radius: Double) -> Double {
        let samples = 8
        var inside = 0
        for sy in 0..<samples {
            for sx in 0..<samples {
                let dx = Double(x) + (Double(sx) + 0.5) / Double(samples) - centre
                let dy = Double(y) + (Double(sy) + 0.5) / Double(samples) - centre
                if dx * dx + dy * dy <= radius * radius { inside += 1 }
            }
        }
        return Double(inside) / Double(samples * samples)
    }
}

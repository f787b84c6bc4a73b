import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Small images drawn in code, for the rules' own examples and the tests.
/// Shapes are anti-aliased by supersampling, like a real render.
package enum Fixtures {
    /// A disc of `radius` (in canvas fractions) painted with `paint(x, y)`
    /// returning straight RGBA for points inside, over a `background`.
    package static func draw(
        size: Int, samples: Int = 4,
        background: (RGB, UInt8) = (RGB(red: 0, green: 0, blue: 0), 0),
        paint: (Double, Double) -> (RGB, UInt8)?
    ) -> Raster {
        draw(width: size, height: size, samples: samples, background: background, paint: paint)
    }

    /// The same on a `width`×`height` canvas; `u` and `v` run 0...1 along each side.
    static func draw(
        width: Int, height: Int, samples: Int = 4,
        background: (RGB, UInt8) = (RGB(red: 0, green: 0, blue: 0), 0),
        paint: (Double, Double) -> (RGB, UInt8)?
    ) -> Raster {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let count = Double(samples * samples)
        for y in 0..<height {
            for x in 0..<width {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let u = (Double(x) + (Double(sx) + 0.5) / Double(samples)) / Double(width)
                        let v = (Double(y) + (Double(sy) + 0.5) / Double(samples)) / Double(height)
                        let (color, alpha) = paint(u, v) ?? background
                        let a = Double(alpha) / 255
                        sum.0 += Double(color.red) * a
                        sum.1 += Double(color.green) * a
                        sum.2 += Double(color.blue) * a
                        sum.3 += Double(alpha)
                    }
                }
                let index = (y * width + x) * 4
                pixels[index] = UInt8((sum.0 / count).rounded())
                pixels[index + 1] = UInt8((sum.1 / count).rounded())
                pixels[index + 2] = UInt8((sum.2 / count).rounded())
                pixels[index + 3] = UInt8((sum.3 / count).rounded())
            }
        }
        return Raster(width: width, height: height, pixels: pixels)
    }

    static let black = RGB(red: 0, green: 0, blue: 0)
    static let white = RGB(red: 255, green: 255, blue: 255)
    static let red = RGB(red: 230, green: 30, blue: 40)

    static func inDisc(_ u: Double, _ v: Double, radius: Double = 0.38) -> Bool {
        (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5) <= radius * radius
    }

    /// A black anti-aliased disc on transparency, 70 px (a @2x canvas).
    package static func disc(
        path: String, size: Int = 70, scale: Int = 2, opacity: UInt8 = 255,
        header: PNGImage.Header? = nil
    ) -> ImageSubject {
        let raster = draw(size: size) { u, v in inDisc(u, v) ? (black, opacity) : nil }
        return ImageSubject(path: path, raster: raster, scale: scale, header: header)
    }

    static func discOnWhite(path: String, header: PNGImage.Header? = nil) -> ImageSubject {
        let raster = draw(size: 70, background: (white, 255)) { u, v in inDisc(u, v) ? (black, 255) : nil }
        return ImageSubject(path: path, raster: raster, scale: 2, header: header)
    }

    package static func twoColours(path: String) -> ImageSubject {
        let raster = draw(size: 70) { u, v in
            guard inDisc(u, v) else { return nil }
            return abs(v - 0.5) < 0.08 ? (red, 255) : (black, 255)
        }
        return ImageSubject(path: path, raster: raster, scale: 2)
    }

    static func discWithFadedRing(path: String) -> ImageSubject {
        let raster = draw(size: 70) { u, v in
            if inDisc(u, v, radius: 0.25) { return (black, 255) }
            return inDisc(u, v, radius: 0.45) ? (black, 90) : nil
        }
        return ImageSubject(path: path, raster: raster, scale: 2)
    }

    static func singlePixel(path: String) -> ImageSubject {
        var raster = Raster(width: 35, height: 35)
        raster.pixels[(17 * 35 + 17) * 4 + 3] = 255
        return ImageSubject(path: path, raster: raster, scale: 1)
    }

    /// A black square covering the canvas but `inset` (a canvas fraction) on each side.
    static func square(path: String, size: Int = 70, scale: Int = 2, inset: Double) -> ImageSubject {
        let raster = draw(size: size) { u, v in
            u >= inset && u <= 1 - inset && v >= inset && v <= 1 - inset ? (black, 255) : nil
        }
        return ImageSubject(path: path, raster: raster, scale: scale)
    }

    /// A black circle outline `thickness` px wide (at the canvas's pixel size), as a stroked icon draws it.
    static func ring(
        path: String, size: Int = 70, scale: Int = 2, radius: Double = 0.38, thickness: Double
    ) -> ImageSubject {
        let half = thickness / Double(size) / 2
        let raster = draw(size: size, samples: 8) { u, v in
            let distance = ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot()
            return abs(distance - radius) <= half ? (black, 255) : nil
        }
        return ImageSubject(path: path, raster: raster, scale: scale)
    }

    /// A black bar over the left `width` of the canvas (a canvas fraction), full height: ink on three edges.
    package static func leftBar(path: String, size: Int = 70, scale: Int = 2, width: Double) -> ImageSubject {
        ImageSubject(path: path, raster: draw(size: size) { u, _ in u <= width ? (black, 255) : nil }, scale: scale)
    }

    /// A red disc with a 2 px white cross painted on it, as icon sets draw a symbol
    /// on a tile; with `cutOut` the cross is a transparent hole instead.
    static func discWithPaintedCross(path: String, cutOut: Bool = false) -> ImageSubject {
        let size = 70
        let half = 1.0 / Double(size)
        let raster = draw(size: size) { u, v in
            guard inDisc(u, v) else { return nil }
            let onCross = (abs(u - 0.5) <= half || abs(v - 0.5) <= half) && abs(u - 0.5) < 0.28 && abs(v - 0.5) < 0.28
            guard onCross else { return (red, 255) }
            return cutOut ? nil : (white, 255)
        }
        return ImageSubject(path: path, raster: raster, scale: 2)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// An imageset drawn again from its own art as `build` draws a glyph: the same converter,
/// options and fit (`--fit auto`: the HIG glyph box, one factor for art of one artboard size),
/// every scale a template PNG from the build's encoder, and Contents.json in Xcode's form.
struct ImagesetRedraw: Sendable {
    var options: OutputOptions

    /// One imageset drawn: its files by name, and what the drawing said.
    struct Drawn: Sendable {
        var files: [(name: String, data: Data)]
        var contents: Data
        /// The art is a bitmap that had to be enlarged: the repair is soft, and vector art would be sharper.
        var enlargedFrom: Int?
        /// Each scale's pixel size, smallest scale first.
        var sizes: [(scale: Int, pixels: Int)]
        /// The converter's warnings and notes about the art (a source too small, a background dropped).
        var findings: [Finding]
        /// The scales whose ink was made full opacity (`liftInk`), each with the alpha its ink had.
        var inkLifted: [(scale: Int, from: UInt8)]
    }

    /// Where the art's ink sits, for the fit shared by art of one artboard size; nil when it has no artboard.
    func measure(_ art: ImagesetOnDisk.Art, in imageset: ImagesetOnDisk, mask: MaskSource) -> InkMeasure?? {
        var options = self.options
        options.mask = mask
        let path = imageset.path + "/" + art.filename
        do throws(GlyphRefusal) {
            return .some(
                try GlyphConverter(options: options)
                    .measure(
                        data: art.data, kind: art.kind, path: path, baseDirectory: URL(fileURLWithPath: imageset.path)
                    ).measure)
        } catch {
            return nil
        }
    }

    /// The imageset's art drawn as a 35 pt template at every scale, its files named after `outputName`.
    func draw(
        _ art: ImagesetOnDisk.Art, of imageset: ImagesetOnDisk, mask: MaskSource, factor: Double,
        outputName: String
    ) throws(FixError) -> Drawn {
        var options = self.options
        options.mask = mask
        var converter = GlyphConverter(options: options)
        converter.artboardScale = factor
        let path = imageset.path + "/" + art.filename
        let glyph: ConvertedGlyph
        do throws(GlyphRefusal) {
            glyph = try converter.convert(
                data: art.data, kind: art.kind, path: path, baseDirectory: URL(fileURLWithPath: imageset.path))
        } catch {
            let errors = error.findings.filter { $0.severity == .error }
            throw .notDrawn(
                path: path,
                reason: (errors.isEmpty ? error.findings : errors).map { "\($0.message) [\($0.rule.rawValue)]" }
                    .joined(separator: "; "))
        }
        var images = glyph.images
        let lifted = Self.liftInk(&images, mask: mask)
        let encoder = TemplatePNGEncoder(level: options.compression)
        var files: [(name: String, data: Data)] = []
        var sizes: [(scale: Int, pixels: Int)] = []
        for image in images {
            do throws(EncodeError) {
                files.append(
                    (AssetNaming.filename(name: outputName, scale: image.scale), try encoder.encode(image.mask)))
            } catch {
                throw .notDrawn(path: path, reason: error.finding(path: path).message)
            }
            sizes.append((image.scale, image.mask.width))
        }
        let contents: Data
        do {
            contents = try JSONFormatting.encode(ImagesetContents.template(name: outputName, scales: options.scales))
        } catch {
            throw .notDrawn(path: path, reason: "its Contents.json could not be encoded")
        }
        let enlarged = glyph.findings.contains { $0.rule == .sourceTooSmall }
        let artPixels = art.kind == .png ? (try? PNGImage.header(of: art.data)).map { max($0.width, $0.height) } : nil
        return Drawn(
            files: files, contents: contents, enlargedFrom: enlarged ? artPixels : nil, sizes: sizes,
            findings: glyph.findings.filter { $0.rule != .sourceTooSmall && (lifted.isEmpty || $0.rule != .faint) },
            inkLifted: lifted)
    }

    /// The most `liftInk` multiplies a scale of art drawn from its alpha by: 203 (a 1.5 px stroke at @1x) is lifted,
    /// 128 (a 1 px stroke) is not.
    static let largestLift = 1.3

    /// A template's ink is full opacity, and a repair must leave no finding of its own. Darkness is coverage, so
    /// dark-grey ink (#1E1E1E) drawn from its darkness comes out at alpha 225, which `check` then calls `faint`;
    /// and art whose ink is full opacity, drawn small (@1x of a thin stroke), can peak below full too. Each such
    /// scale's alpha is multiplied by one factor that makes its most opaque pixel 255, so anti-aliased edges keep
    /// their proportion to the ink: from its darkness, every scale short of full; from its alpha, only a scale
    /// `faint` would judge. Art drawn from its alpha whose ink is faint at every scale is the designer's (a
    /// disabled look) and is left so. Returns each lifted scale and the alpha its ink had, smallest first.
    static func liftInk(_ images: inout [RenderedGlyph.Scaled], mask: MaskSource) -> [(scale: Int, from: UInt8)] {
        let peaks = images.map { $0.mask.values.max() ?? 0 }
        guard mask == .luminance || (peaks.max() ?? 0) >= FaintRule.threshold else { return [] }
        var lifted: [(scale: Int, from: UInt8)] = []
        // Art drawn from its alpha is the build's drawing, byte for byte, wherever no finding would follow.
        let below: UInt8 = mask == .luminance ? 255 : FaintRule.threshold
        for index in images.indices where peaks[index] > 0 && peaks[index] < below {
            // From its alpha, a stroke far thinner than a pixel lifted to full would stand out from the other
            // scales (`scales-disagree`, an error, for a warning): it is left as the build draws it.
            if mask == .alpha, Double(peaks[index]) * Self.largestLift < 255 { continue }
            let factor = 255 / Double(peaks[index])
            images[index].mask.values = images[index].mask.values.map {
                UInt8(min(255, (Double($0) * factor).rounded()))
            }
            lifted.append((images[index].scale, peaks[index]))
        }
        return lifted
    }
}

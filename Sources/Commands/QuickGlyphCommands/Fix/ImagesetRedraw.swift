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
        /// Art drawn from its darkness whose darkest ink was lighter than black: the alpha each pixel had
        /// (the ink's) before the ink was made full opacity.
        var inkLiftedFrom: UInt8?
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
        let lifted = mask == .luminance ? Self.liftInk(&images) : nil
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
            findings: glyph.findings.filter { $0.rule != .sourceTooSmall && !(lifted != nil && $0.rule == .faint) },
            inkLiftedFrom: lifted)
    }

    /// Darkness is coverage, so dark-grey ink (#1E1E1E) comes out at alpha 225, which `check` then calls
    /// `faint`: a repair that leaves a finding of its own. The designer's ink is one colour, and a template's
    /// ink is full opacity, so every scale's alpha is multiplied by one factor that makes the darkest pixel
    /// (at the largest scale, where a stroke's centre is whole) 255: anti-aliased edges keep their proportion
    /// to the ink. Returns the darkest alpha it lifted from; nil when the ink was already full or there is none.
    static func liftInk(_ images: inout [RenderedGlyph.Scaled]) -> UInt8? {
        let darkest = images.map { $0.mask.values.max() ?? 0 }.max() ?? 0
        guard darkest > 0, darkest < 255 else { return nil }
        let factor = 255 / Double(darkest)
        for index in images.indices {
            images[index].mask.values = images[index].mask.values.map {
                UInt8(min(255, (Double($0) * factor).rounded()))
            }
        }
        return darkest
    }
}

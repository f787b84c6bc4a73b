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
        let encoder = TemplatePNGEncoder(level: options.compression)
        var files: [(name: String, data: Data)] = []
        var sizes: [(scale: Int, pixels: Int)] = []
        for image in glyph.images {
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
            findings: glyph.findings.filter { $0.rule != .sourceTooSmall })
    }
}

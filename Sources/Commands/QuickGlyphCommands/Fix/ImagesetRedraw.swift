import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// An imageset drawn again from its own art as `build` draws a glyph: the same converter,
/// options and fit (`--fit auto`: the HIG glyph box, one factor for art of one artboard size);
/// vector art as one 35 pt template PDF with the imageset's properties kept, a bitmap as a
/// template PNG at every scale from the build's encoder with Contents.json in Xcode's form.
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
        /// The art was vector and is drawn again as one 35 pt template PDF (`files` holds it alone).
        var vector = false
        /// Why vector art was drawn again as PNGs after all; nil when it stayed vector or was a bitmap.
        var notVector: String?
        /// The line of the SVG's artboard background layer the drawing left out, when it had one.
        var backgroundLeftOut: Int?
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

    /// The imageset's art drawn as a 35 pt template (one PDF, or a PNG at every scale), its files named after
    /// `outputName` (a PDF drawn in place keeps the name of the PDF it replaces).
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
        // Said as a note by the converter; the repair's own line names it instead.
        let background = glyph.findings.first { $0.rule == .svgBackground && $0.severity == .info }.map {
            $0.position?.line ?? 1
        }
        let sizes = glyph.images.map { (scale: $0.scale, pixels: $0.mask.width) }
        // Vector art is tried as a PDF first: the PNGs are drawn only when it is not kept.
        var notVector: String?
        if art.kind != .png {
            switch vectorTemplate(
                art, of: imageset, converter: converter, bitmaps: glyph.images, outputName: outputName)
            {
            case .drawn(let file, let contents):
                return Drawn(
                    files: [file], contents: contents, enlargedFrom: nil, sizes: sizes,
                    findings: glyph.findings.filter { $0.rule != .sourceTooSmall }, inkLifted: [], vector: true,
                    backgroundLeftOut: background)
            case .bitmaps(let reason):
                notVector = reason
            }
        }
        var images = glyph.images
        let lifted = Self.liftInk(&images, mask: mask)
        let encoder = TemplatePNGEncoder(level: options.compression)
        var files: [(name: String, data: Data)] = []
        for image in images {
            do throws(EncodeError) {
                files.append(
                    (AssetNaming.filename(name: outputName, scale: image.scale), try encoder.encode(image.mask)))
            } catch {
                throw .notDrawn(path: path, reason: error.finding(path: path).message)
            }
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
            inkLifted: lifted, notVector: notVector, backgroundLeftOut: background)
    }

    /// Vector art drawn again as vector, or why it is drawn as PNGs after all.
    enum VectorOutcome {
        case drawn(file: (name: String, data: Data), contents: Data)
        case bitmaps(String)
    }

    /// The most a PDF's drawing may differ from the build's bitmaps of the same art: a pixel counts as different
    /// past this alpha step, and the PDF is kept while fewer than this share of the ink's pixels differ.
    static let vectorTolerance: (alpha: Int, share: Double) = (alpha: 48, share: 0.01)

    /// The art as one 35 pt template PDF, placed as the bitmaps are, with the imageset's properties kept. It is
    /// read back through poppler, as `check` reads it, at every scale, and kept only when it draws what the
    /// bitmaps draw and makes no `faint` of its own (a stroke too thin for @1x, which bitmaps lift but a PDF
    /// cannot): a repair may leave no finding of its own.
    private func vectorTemplate(
        _ art: ImagesetOnDisk.Art, of imageset: ImagesetOnDisk, converter: GlyphConverter,
        bitmaps: [RenderedGlyph.Scaled], outputName: String
    ) -> VectorOutcome {
        guard converter.options.mask == .alpha else {
            return .bitmaps(
                "its shape is taken from its darkness, and a template PDF's shape is its alpha, so it is drawn as PNGs")
        }
        let path = imageset.path + "/" + art.filename
        let pdf: Data
        do throws(GlyphRefusal) {
            guard
                let drawn = try converter.templatePDF(
                    data: art.data, kind: art.kind, path: path, baseDirectory: URL(fileURLWithPath: imageset.path))
            else { return .bitmaps("it is a bitmap") }
            pdf = drawn
        } catch {
            return .bitmaps(
                "no PDF could be drawn of it (\(error.findings.map(\.message).joined(separator: "; "))), "
                    + "so it is drawn as PNGs")
        }
        let image: VectorImage
        do throws(RenderError) {
            image = try VectorImage(data: pdf, kind: .pdf)
        } catch {
            return .bitmaps("the PDF drawn of it could not be read back (\(error)), so it is drawn as PNGs")
        }
        for bitmap in bitmaps {
            let drawn: AlphaMask
            do throws(RenderError) {
                drawn = try image.render(scale: bitmap.scale).alphaMask
            } catch {
                return .bitmaps("the PDF drawn of it could not be read back (\(error)), so it is drawn as PNGs")
            }
            guard drawn.width == bitmap.mask.width, drawn.height == bitmap.mask.height else {
                return .bitmaps(
                    "its @\(bitmap.scale)x is \(bitmap.mask.width) px, not a 35 pt page's, so it is drawn as PNGs")
            }
            let peak = drawn.values.max() ?? 0
            if peak < FaintRule.threshold {
                return .bitmaps(
                    "as a PDF its ink at @\(bitmap.scale)x would peak at alpha \(peak)/255 (`faint`), which "
                        + "PNGs lift to full opacity, so it is drawn as PNGs")
            }
            let ink = bitmap.mask.values.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
            let differing = zip(drawn.values, bitmap.mask.values).reduce(0) {
                $0 + (abs(Int($1.0) - Int($1.1)) > Self.vectorTolerance.alpha ? 1 : 0)
            }
            if Double(differing) > Double(max(ink, 1)) * Self.vectorTolerance.share {
                return .bitmaps(
                    "as a PDF it draws differently from the art at @\(bitmap.scale)x (\(differing) of its "
                        + "\(ink) ink pixels), so it is drawn as PNGs")
            }
        }
        let name =
            (outputName == imageset.name ? (art.filename as NSString).deletingPathExtension : outputName) + ".pdf"
        do {
            return .drawn(file: (name, pdf), contents: try Self.vectorContents(imageset.json, filename: name))
        } catch {
            return .bitmaps("its Contents.json could not be encoded, so it is drawn as PNGs")
        }
    }

    /// Contents.json of an imageset that holds one template PDF: the imageset's own, its images replaced by the
    /// one file and its intent set to template, every other property (`preserves-vector-representation`,
    /// `localizable`, …) and its `info` kept.
    static func vectorContents(_ json: [String: Any], filename: String) throws -> Data {
        var contents = json
        contents["images"] = [["filename": filename, "idiom": "universal"]]
        var properties = json["properties"] as? [String: Any] ?? [:]
        properties["template-rendering-intent"] = "template"
        contents["properties"] = properties
        if contents["info"] == nil { contents["info"] = ["author": "xcode", "version": 1] }
        return try JSONFormatting.serialize(contents)
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

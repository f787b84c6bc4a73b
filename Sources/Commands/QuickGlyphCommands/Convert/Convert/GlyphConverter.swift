import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One source into template masks: the renderer draws it, then the same rules
/// `check` runs judge the source before conversion and the finished images
/// after, so whatever `build` writes passes `check`, with the same messages.
struct GlyphConverter: Sendable {
    var options: OutputOptions
    /// Under `--fit auto`: the factor the build gave this glyph's set (1 draws as `viewbox`).
    var artboardScale: Double = 1
    /// Under `--android`: the scale of the 35 pt canvas (at 35 pt exactly, not the HIG's sizes) the glyph
    /// is drawn at once more, in the same call, for Android's icons to be shrunk from.
    var androidScale: Int?
    private var context: RuleContext { RuleContext(acceptsHIGSizes: options.higSizes) }

    init(options: OutputOptions) {
        self.options = options
    }

    func convert(
        data: Data, kind: SourceKind, path: String, baseDirectory: URL?
    ) throws(GlyphRefusal) -> ConvertedGlyph {
        let inspection = kind == .svg ? SVGExportInspection(data: data) : nil
        let removed = options.dropBackground ? inspection?.removingBackground(from: data) : nil
        let rendered: RenderedGlyph
        let android: AlphaMask?
        do {
            (rendered, android) = try GlyphRenderer(options: renderOptions)
                .render(data: removed ?? data, kind: kind, baseDirectory: baseDirectory, alsoWith: androidOptions)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
        // The artboard fills the largest canvas (times the set's factor under --fit auto).
        let largest = options.scales.max() ?? 3
        let perUnit = inspection?.artboard.map {
            Double(options.render.canvasPixels(scale: largest)) / max($0.width, $0.height) * artboardScale
        }
        // Positions are the file's own: the inspection read the bytes as written, not as cut.
        var exported =
            inspection?.findings(
                path: path, droppedBackground: removed != nil, pixelsPerUnit: perUnit, scale: largest,
                allowUpscale: options.allowUpscale) ?? []
        // What the XML says is checked against what librsvg drew: a background leaves the corners of the ink opaque.
        let background =
            removed == nil && inspection?.background != nil && SVGExportInspection.hasOpaqueCorners(rendered.source)
        if removed == nil, !background { exported.removeAll { $0.rule == ToolDiagnostics.svgBackground.id } }
        var findings = try judgeSource(rendered, path: path, exported: exported, background: background)
        if let pages = rendered.extraPagesFinding(path: path) { findings.append(pages) }
        // Ink clipped right at a side was cut there only when the clip is the artboard's own.
        let clipped = inspection?.clipsToArtboard == true ? rendered.artboardEdges.clipped : []
        let cut = Set(rendered.artboardEdges.overflow + clipped).sorted()
        if let finding = rendered.artboardCutFinding(path: path, cut: cut) { findings.append(finding) }
        if let enlargement = rendered.enlargement {
            let finding = enlargement.finding(path: path, allowed: options.allowUpscale)
            if finding.severity == .error { throw GlyphRefusal(findings: findings + [finding]) }
            findings.append(finding)
        }
        var glyph = try finish(rendered.images, findings: findings, path: path)
        glyph.android = android
        return glyph
    }

    /// A PNG scale set (`star.png`, `star@2x.png`, `star@3x.png`, any of them) into one glyph: each
    /// file is judged as a lone PNG would be, then the set as one (sizes, shape, colour), and each
    /// scale is drawn from its own file, a scale with none from the largest. A file placed onto
    /// the canvas unchanged (its scale's size, under `viewbox`, or `auto` at factor 1) keeps its
    /// alpha pixel for pixel, so a designer's hinting at @1x survives.
    /// - Parameter files: smallest scale first, one a scale.
    func convert(scaleSet files: [DrawnScale]) throws(GlyphRefusal) -> ConvertedGlyph {
        precondition(!files.isEmpty, "a scale set has a file")
        var findings: [Finding] = []
        var drawn: [(file: DrawnScale, glyph: RenderedGlyph)] = []
        for file in files {
            do {
                drawn.append(
                    (
                        file,
                        try renderer(scales: options.scales.contains(file.scale) ? [file.scale] : [])
                            .render(data: file.data, kind: .png, baseDirectory: nil)
                    ))
            } catch {
                findings.append(error.finding(path: file.path))
            }
        }
        for (file, glyph) in drawn {
            do {
                findings += try judgeSource(glyph, path: file.path, exported: [], background: false)
            } catch {
                findings += error.findings
            }
        }
        guard !findings.contains(where: { $0.severity == .error }) else { throw GlyphRefusal(findings: findings) }
        let set = ScaleSetCheck(
            files: drawn.map { item in
                ScaleSetCheck.File(
                    scale: item.file.scale, path: item.file.path, raster: item.glyph.source,
                    shape: options.mask == .luminance
                        ? GlyphRenderer.luminanceToAlpha(item.glyph.source) : item.glyph.source)
            }, higSizes: options.higSizes, comparesColour: options.mask == .alpha && !options.allowColor)
        findings += set.findings
        guard !findings.contains(where: { $0.severity == .error }) else { throw GlyphRefusal(findings: findings) }
        var images = drawn.flatMap { item in
            item.glyph.images.map { (image: $0, path: item.file.path, enlargement: item.glyph.enlargement) }
        }
        let largest = drawn.last!
        let missing = options.scales.filter { scale in !files.contains { $0.scale == scale } }
        if !missing.isEmpty {
            // As a lone PNG draws every scale: from the most detailed file there is.
            let glyph: RenderedGlyph
            do {
                glyph = try renderer(scales: missing).render(data: largest.file.data, kind: .png, baseDirectory: nil)
            } catch {
                throw GlyphRefusal(findings: findings + [error.finding(path: largest.file.path)])
            }
            images += glyph.images.map { (image: $0, path: largest.file.path, enlargement: glyph.enlargement) }
        }
        // A file too small for the scale it draws, whichever: one finding a file.
        var enlarged: Set<String> = []
        for image in images.sorted(by: { $0.image.scale > $1.image.scale }) {
            guard let enlargement = image.enlargement, enlarged.insert(image.path).inserted else { continue }
            findings.append(enlargement.finding(path: image.path, allowed: options.allowUpscale))
        }
        if findings.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: findings) }
        images.sort { $0.image.scale < $1.image.scale }
        var glyph = try finish(images.map { ($0.image, $0.path) }, findings: findings)
        if let androidOptions {
            // From the most detailed file, as the scales no file has are drawn; failing, no square (the shortcut says
            // so), no refusal.
            glyph.android = try? GlyphRenderer(options: androidOptions).draw(
                data: largest.file.data, kind: .png, baseDirectory: nil)
        }
        return glyph
    }

    /// Only Android's square (`androidScale`), no rules: for a glyph an earlier build converted and
    /// judged, whose iOS images are current. Drawn from what `convert` would draw (its background
    /// dropped under `--drop-background`).
    func drawForAndroid(
        data: Data, kind: SourceKind, path: String, baseDirectory: URL?
    ) throws(GlyphRefusal) -> ConvertedGlyph {
        guard let androidOptions else { return ConvertedGlyph(images: [], findings: []) }
        let removed =
            options.dropBackground && kind == .svg
            ? SVGExportInspection(data: data).removingBackground(from: data) : nil
        do {
            let mask = try GlyphRenderer(options: androidOptions).draw(
                data: removed ?? data, kind: kind, baseDirectory: baseDirectory)
            return ConvertedGlyph(images: [], findings: [], android: mask)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
    }

    private func renderer(scales: [Int]) -> GlyphRenderer {
        var render = renderOptions
        render.scales = scales
        return GlyphRenderer(options: render)
    }

    /// The vector art as a 35 pt template PDF, placed as `convert` places it (a background dropped as it drops
    /// it); nil for a PNG. What `check --fix` writes into an imageset whose art is vector.
    func templatePDF(data: Data, kind: SourceKind, path: String, baseDirectory: URL?) throws(GlyphRefusal) -> Data? {
        let removed =
            kind == .svg && options.dropBackground
            ? SVGExportInspection(data: data).removingBackground(from: data) : nil
        do {
            return try GlyphRenderer(options: renderOptions)
                .templatePDF(data: removed ?? data, kind: kind, baseDirectory: baseDirectory)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
    }

    /// Where the ink sits on the artboard, for `--fit auto`'s set factor: no rule runs,
    /// the conversion that follows judges the glyph.
    func measure(
        data: Data, kind: SourceKind, path: String, baseDirectory: URL?
    ) throws(GlyphRefusal) -> ConvertedGlyph {
        do {
            // A background is measured away: the glyph is either drawn without it or refused for
            // it, and as ink it would size the whole set by the artboard.
            let art = kind == .svg ? SVGExportInspection(data: data).removingBackground(from: data) : nil
            let measure = try GlyphRenderer(options: renderOptions).measure(
                data: art ?? data, kind: kind, baseDirectory: baseDirectory)
            return ConvertedGlyph(images: [], findings: [], measure: measure)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
    }

    private var renderOptions: RenderOptions {
        var render = options.render
        render.artboardScale = artboardScale
        return render
    }

    /// Android's square: the iOS placement (fit, mask, the set's factor) on the 35 pt canvas at one scale.
    private var androidOptions: RenderOptions? {
        androidScale.map { scale in
            var render = renderOptions
            render.scales = [scale]
            render.higSizes = false
            return render
        }
    }

    /// The template rules that judge a source before it is converted, after what its
    /// export inspection found. A `background` layer is the cause of the colour and
    /// opacity findings it makes: it is named instead of them.
    private func judgeSource(
        _ rendered: RenderedGlyph, path: String, exported: [Finding], background: Bool
    ) throws(GlyphRefusal) -> [Finding] {
        let subject = ImageSubject(
            path: path, raster: rendered.source, scale: rendered.sourceScale, header: rendered.sourceHeader)
        var rules: [any ImageRule] = [TransparentRule()]
        if options.mask == .alpha { rules += [NoAlphaRule(), OpaqueRule(), MonochromeRule(), KnockoutDetailRule()] }
        var findings = rules.flatMap { $0.validate(subject, context: context) }
        if background { findings.removeAll { SVGExportInspection.causedByBackground.contains($0.rule) } }
        if options.allowColor {
            findings = findings.map { finding in
                // Painted-on detail is a second colour too: converting from alpha is what was asked.
                guard [MonochromeRule.description.id, KnockoutDetailRule.description.id].contains(finding.rule) else {
                    return finding
                }
                var converted = finding
                converted.severity = .warning
                converted.message = "converted from alpha as asked (--allow-color): " + finding.message
                return converted
            }
        }
        findings = exported + findings
        if findings.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: findings) }
        return findings
    }

    /// The finished images go through every image rule `check` runs.
    private func finish(
        _ images: [RenderedGlyph.Scaled], findings: [Finding], path: String
    ) throws(GlyphRefusal) -> ConvertedGlyph {
        try finish(images.map { ($0, path) }, findings: findings)
    }

    /// - Parameter images: smallest scale first, each with the path of the file it was drawn from.
    private func finish(
        _ images: [(RenderedGlyph.Scaled, String)], findings: [Finding]
    ) throws(GlyphRefusal) -> ConvertedGlyph {
        var all = findings
        var seen = Set(findings.map(\.rule))
        // Art cut at the artboard touches the canvas edge because it was cut: one finding names both.
        if seen.contains(ToolDiagnostics.artCutByArtboard.id) { seen.insert(GlyphTouchesEdgeRule.description.id) }
        for (image, path) in images.reversed() {
            let subject = ImageSubject(path: path, raster: image.mask.blackRaster, scale: image.scale)
            // One finding of a kind a glyph: the same problem at three scales is one problem.
            for finding in RuleRegistry.validate(subject, context: context) where !seen.contains(finding.rule) {
                seen.insert(finding.rule)
                all.append(finding)
            }
        }
        if all.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: all) }
        return ConvertedGlyph(images: images.map(\.0), findings: all)
    }
}

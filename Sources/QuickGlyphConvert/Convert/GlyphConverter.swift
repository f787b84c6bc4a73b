import Foundation
import QuickGlyphCatalog
import QuickGlyphCore
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules

/// One source into template masks: the renderer draws it, then the same rules
/// `check` runs judge the source before conversion and the finished images
/// after, so whatever `build` writes passes `check`, with the same messages.
public struct GlyphConverter: Sendable {
    public var options: OutputOptions
    /// Under `--fit auto`: the factor the build gave this glyph's set (1 draws as `viewbox`).
    public var artboardScale: Double = 1
    private var context: RuleContext { RuleContext(acceptsHIGSizes: options.higSizes) }

    public init(options: OutputOptions) {
        self.options = options
    }

    public func convert(data: Data, kind: SourceKind, path: String, baseDirectory: URL?) throws(GlyphRefusal) -> ConvertedGlyph {
        let inspection = kind == .svg ? SVGExportInspection(data: data) : nil
        let removed = options.dropBackground ? inspection?.removingBackground(from: data) : nil
        let rendered: RenderedGlyph
        do {
            rendered = try GlyphRenderer(options: renderOptions).render(data: removed ?? data, kind: kind, baseDirectory: baseDirectory)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
        // The artboard fills the largest canvas (times the set's factor under --fit auto).
        let largest = options.scales.max() ?? 3
        let perUnit = inspection?.artboard.map { Double(options.render.canvasPixels(scale: largest)) / max($0.width, $0.height) * artboardScale }
        // Positions are the file's own: the inspection read the bytes as written, not as cut.
        var exported = inspection?.findings(path: path, droppedBackground: removed != nil, pixelsPerUnit: perUnit, scale: largest,
                                            allowUpscale: options.allowUpscale) ?? []
        // What the XML says is checked against what librsvg drew: a background leaves the corners of the ink opaque.
        let background = removed == nil && inspection?.background != nil && GlyphConverter.hasOpaqueCorners(rendered.source)
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
        return try finish(rendered.images, findings: findings, path: path)
    }

    /// Where the ink sits on the artboard, for `--fit auto`'s set factor: no rule runs,
    /// the conversion that follows judges the glyph.
    public func measure(data: Data, kind: SourceKind, path: String, baseDirectory: URL?) throws(GlyphRefusal) -> ConvertedGlyph {
        do {
            // A background is measured away: the glyph is either drawn without it or refused for
            // it, and as ink it would size the whole set by the artboard.
            let art = kind == .svg ? SVGExportInspection(data: data).removingBackground(from: data) : nil
            let measure = try GlyphRenderer(options: renderOptions).measure(data: art ?? data, kind: kind, baseDirectory: baseDirectory)
            return ConvertedGlyph(images: [], findings: [], measure: measure)
        } catch {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        }
    }

    /// Whether the four corners of a render's ink are opaque, as a layer over the whole artboard leaves them.
    static func hasOpaqueCorners(_ raster: Raster) -> Bool {
        guard let ink = raster.alphaMask.inkBounds() else { return false }
        let corners = [(ink.x, ink.y), (ink.x + ink.width - 1, ink.y), (ink.x, ink.y + ink.height - 1),
                       (ink.x + ink.width - 1, ink.y + ink.height - 1)]
        return corners.allSatisfy { raster.alpha(x: $0.0, y: $0.1) >= 230 }
    }

    private var renderOptions: RenderOptions {
        var render = options.render
        render.artboardScale = artboardScale
        return render
    }

    /// The template rules that judge a source before it is converted, after what its
    /// export inspection found. A `background` layer is the cause of the colour and
    /// opacity findings it makes: it is named instead of them.
    private func judgeSource(_ rendered: RenderedGlyph, path: String, exported: [Finding], background: Bool) throws(GlyphRefusal) -> [Finding] {
        let subject = ImageSubject(path: path, raster: rendered.source, scale: rendered.sourceScale, header: rendered.sourceHeader)
        var rules: [any ImageRule] = [TransparentRule()]
        if options.mask == .alpha { rules += [NoAlphaRule(), OpaqueRule(), MonochromeRule(), KnockoutDetailRule()] }
        var findings = rules.flatMap { $0.validate(subject, context: context) }
        if background {
            let caused = [MonochromeRule.description.id, OpaqueRule.description.id, KnockoutDetailRule.description.id]
            findings.removeAll { caused.contains($0.rule) }
        }
        if options.allowColor {
            findings = findings.map { finding in
                // Painted-on detail is a second colour too: converting from alpha is what was asked.
                guard [MonochromeRule.description.id, KnockoutDetailRule.description.id].contains(finding.rule) else { return finding }
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
    private func finish(_ images: [RenderedGlyph.Scaled], findings: [Finding], path: String) throws(GlyphRefusal) -> ConvertedGlyph {
        var all = findings
        var seen = Set(findings.map(\.rule))
        // Art cut at the artboard touches the canvas edge because it was cut: one finding names both.
        if seen.contains(ToolDiagnostics.artCutByArtboard.id) { seen.insert(GlyphTouchesEdgeRule.description.id) }
        for image in images.reversed() {
            let subject = ImageSubject(path: path, raster: image.mask.blackRaster, scale: image.scale)
            // One finding of a kind a glyph: the same problem at three scales is one problem.
            for finding in RuleRegistry.validate(subject, context: context) where !seen.contains(finding.rule) {
                seen.insert(finding.rule)
                all.append(finding)
            }
        }
        if all.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: all) }
        return ConvertedGlyph(images: images, findings: all)
    }
}

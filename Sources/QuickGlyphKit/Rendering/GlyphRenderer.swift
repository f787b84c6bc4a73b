import Foundation

/// A glyph rendered at every requested scale, with what the rules said along the way.
public struct RenderedGlyph: Sendable {
    public struct Scaled: Sendable {
        public var scale: Int
        public var mask: AlphaMask
    }

    public var images: [Scaled]
    /// Warnings and information; a glyph with an error is never rendered.
    public var findings: [Finding]
}

/// A glyph that was refused, with every reason.
public struct GlyphRefusal: Error, Sendable {
    public var findings: [Finding]
}

/// Turns one source file (SVG or PNG) into template alpha masks, applying the
/// template rules to the source first: one implementation, shared with `check`.
public struct GlyphRenderer: Sendable {
    public var options: RenderOptions
    public var context: RuleContext

    public init(options: RenderOptions) {
        self.options = options
        self.context = RuleContext(acceptsHIGSizes: options.higSizes)
    }

    /// By file extension, in any case.
    public enum SourceKind: String, Sendable {
        case svg, png
    }

    public func render(data: Data, kind: SourceKind, path: String, baseDirectory: URL?) throws(GlyphRefusal) -> RenderedGlyph {
        do {
            switch kind {
            case .svg: return try renderSVG(data: data, path: path, baseDirectory: baseDirectory)
            case .png: return try renderPNG(data: data, path: path)
            }
        } catch let error as RenderError {
            throw GlyphRefusal(findings: [error.finding(path: path)])
        } catch let refusal as GlyphRefusal {
            throw refusal
        } catch {
            throw GlyphRefusal(findings: [Finding(rule: "internal", severity: .error, path: path, message: "\(error)")])
        }
    }

    private var largestScale: Int { options.scales.max() ?? 3 }

    private func renderSVG(data: Data, path: String, baseDirectory: URL?) throws -> RenderedGlyph {
        let document = try SVGDocument(data: data, baseDirectory: baseDirectory)
        // Ink bounds cost a layout pass: only measured when placement needs them.
        var region: Rect
        if options.fit == .glyph || document.artboard == nil {
            guard let estimate = try document.inkBounds() else {
                throw document.artboard == nil ? RenderError.noArtboard : RenderError.emptyDrawing
            }
            region = try document.measuredInk(around: estimate)
        } else {
            let artboard = document.artboard!
            region = Rect(x: 0, y: 0, width: artboard.width, height: artboard.height)
        }
        var findings: [Finding] = []
        var images: [RenderedGlyph.Scaled] = []
        // Largest first: the source rules judge the most detailed render.
        for scale in options.scales.sorted(by: >) {
            let canvas = options.canvasPixels(scale: scale)
            let raster = try document.render(from: region, to: placement(of: region, canvas: canvas), canvas: canvas)
            if scale == largestScale {
                findings += try judgeSource(ImageSubject(path: path, raster: raster, scale: scale))
            }
            images.append(.init(scale: scale, mask: mask(of: raster)))
        }
        return try finish(images: images, findings: findings, path: path)
    }

    private func renderPNG(data: Data, path: String) throws -> RenderedGlyph {
        let png = try PNGImage(data: data)
        var findings = try judgeSource(ImageSubject(path: path, raster: png.raster, header: png.header))
        var source = png.raster
        if options.mask == .luminance { source = GlyphRenderer.luminanceToAlpha(source) }
        let region: Rect
        if options.fit == .glyph {
            guard let ink = source.alphaMask.inkBounds() else { throw RenderError.emptyDrawing }
            region = Rect(x: Double(ink.x), y: Double(ink.y), width: Double(ink.width), height: Double(ink.height))
        } else {
            region = Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
        }
        var images: [RenderedGlyph.Scaled] = []
        var upscaled = false
        for scale in options.scales.sorted(by: >) {
            let canvas = options.canvasPixels(scale: scale)
            let target = placement(of: region, canvas: canvas)
            let enlargement = max(target.width / region.width, target.height / region.height)
            upscaled = upscaled || enlargement > 1.000_001
            if enlargement > 1.000_001 && !options.allowUpscale {
                throw RenderError.tooSmall(sourceWidth: png.header.width, sourceHeight: png.header.height,
                                           needed: Int((Double(max(png.header.width, png.header.height)) * enlargement).rounded(.up)),
                                           scale: scale)
            }
            images.append(.init(scale: scale, mask: Resampler.resample(source, from: region, to: target, canvas: canvas).alphaMask))
        }
        if upscaled {
            findings.append(Finding(rule: "source-too-small", severity: .warning, path: path,
                                    message: "upscaled from \(png.header.width)x\(png.header.height) px; the result is soft"))
        }
        return try finish(images: images, findings: findings, path: path)
    }

    /// Where the region goes on the canvas, per the fit mode.
    private func placement(of region: Rect, canvas: Int) -> Rect {
        let size = Double(canvas)
        switch options.fit {
        case .viewbox:
            return Rect.fitting(width: region.width, height: region.height, into: Rect(x: 0, y: 0, width: size, height: size))
        case .glyph:
            return CanvasGeometry.glyphBox(inkWidth: region.width, inkHeight: region.height, canvas: canvas)
        }
    }

    private func mask(of raster: Raster) -> AlphaMask {
        options.mask == .luminance ? GlyphRenderer.luminanceToAlpha(raster).alphaMask : raster.alphaMask
    }

    /// Dark-on-light artwork: each pixel's darkness times its alpha becomes coverage, in black.
    static func luminanceToAlpha(_ raster: Raster) -> Raster {
        var output = Raster(width: raster.width, height: raster.height)
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                guard let color = raster.straightColor(x: x, y: y) else { continue }
                let coverage = (1 - color.luminance) * Double(raster.alpha(x: x, y: y))
                output.pixels[(y * raster.width + x) * 4 + 3] = UInt8(max(0, min(255, coverage.rounded())))
            }
        }
        return output
    }

    /// The template rules that judge a source before it is converted.
    private func judgeSource(_ subject: ImageSubject) throws -> [Finding] {
        var rules: [any ImageRule] = [TransparentRule()]
        if options.mask == .alpha { rules += [NoAlphaRule(), OpaqueRule(), MonochromeRule()] }
        var findings = rules.flatMap { $0.validate(subject, context: context) }
        if options.allowColor {
            findings = findings.map { finding in
                guard finding.rule == MonochromeRule.description.id else { return finding }
                var converted = finding
                converted.severity = .warning
                converted.message = "converted from alpha as asked (--allow-color): " + finding.message
                return converted
            }
        }
        if findings.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: findings) }
        return findings
    }

    /// The finished images go through every image rule `check` runs, so what
    /// `build` writes passes `check`, with the same messages.
    private func finish(images: [RenderedGlyph.Scaled], findings: [Finding], path: String) throws -> RenderedGlyph {
        let sorted = images.sorted { $0.scale < $1.scale }
        var all = findings
        var seen = Set(findings.map(\.rule))
        for image in sorted.reversed() {
            let subject = ImageSubject(path: path, raster: GlyphRenderer.blackRaster(image.mask), scale: image.scale)
            // One finding of a kind a glyph: the same problem at three scales is one problem.
            for finding in RuleRegistry.validate(subject, context: context) where !seen.contains(finding.rule) {
                seen.insert(finding.rule)
                all.append(finding)
            }
        }
        if all.contains(where: { $0.severity == .error }) { throw GlyphRefusal(findings: all) }
        return RenderedGlyph(images: sorted, findings: all)
    }

    /// A mask as the black template image it will be written as.
    public static func blackRaster(_ mask: AlphaMask) -> Raster {
        var pixels = [UInt8](repeating: 0, count: mask.values.count * 4)
        for (index, value) in mask.values.enumerated() { pixels[index * 4 + 3] = value }
        return Raster(width: mask.width, height: mask.height, pixels: pixels)
    }
}

import Foundation
import QuickGlyphModel

/// Draws one source file (SVG, PDF or PNG) onto the canvas as alpha masks at each
/// scale. It only draws: judging the result is the rules' work, done by the build.
package struct GlyphRenderer: Sendable {
    var options: RenderOptions

    package init(options: RenderOptions) {
        self.options = options
    }

    package func render(data: Data, kind: SourceKind, baseDirectory: URL?) throws(RenderError) -> RenderedGlyph {
        try render(data: data, kind: kind, baseDirectory: baseDirectory, alsoWith: nil).glyph
    }

    /// The same, and the source drawn once more with `other`'s options (its one scale) from the same
    /// parse: under `--android`, Android's square comes from the call that draws the iOS scales. A
    /// failure of that drawing alone gives no square (nil), never a refusal of the glyph.
    package func render(
        data: Data, kind: SourceKind, baseDirectory: URL?,
        alsoWith other: RenderOptions?
    ) throws(RenderError) -> (glyph: RenderedGlyph, also: AlphaMask?) {
        let also = other.map { GlyphRenderer(options: $0) }
        switch kind {
        case .svg:
            let document = try SVGDocument(data: data, baseDirectory: baseDirectory)
            return (try renderVector(document, pages: nil), (try? also?.drawVector(document))?.images.first?.mask)
        case .pdf:
            let document = try PDFDocument(data: data)
            return (
                try renderVector(document, pages: document.pageCount),
                (try? also?.drawVector(document))?.images.first?.mask
            )
        case .png:
            let png = try decodePNG(data)
            return (try renderPNG(png), (try? also?.renderPNG(png))?.images.first?.mask)
        }
    }

    /// Only the drawing with these options, for an output whose source was judged when its
    /// other outputs were made (Android's square of a glyph an earlier build converted).
    package func draw(data: Data, kind: SourceKind, baseDirectory: URL?) throws(RenderError) -> AlphaMask? {
        switch kind {
        case .svg: return try drawVector(SVGDocument(data: data, baseDirectory: baseDirectory)).images.first?.mask
        case .pdf: return try drawVector(PDFDocument(data: data)).images.first?.mask
        case .png: return try renderPNG(decodePNG(data)).images.first?.mask
        }
    }

    private var largestScale: Int { options.scales.max() ?? 3 }

    /// An SVG or a PDF page: the artboard (viewBox or page) or the ink is drawn
    /// straight into the canvas at each scale, never rendered once and scaled.
    private func renderVector(_ document: some VectorDocument, pages: Int?) throws(RenderError) -> RenderedGlyph {
        let (images, source, byInk) = try drawVector(document)
        return RenderedGlyph(
            source: source ?? Raster(width: 0, height: 0), sourceScale: largestScale, sourceHeader: nil,
            images: images, enlargement: nil, sourcePages: pages,
            artboardEdges: document is SVGDocument ? try artboardEdges(of: document, drawsArtboard: !byInk) : ([], []))
    }

    /// The masks at each scale, smallest first, and the largest scale's raster, for the rules to judge.
    private func drawVector(
        _ document: some VectorDocument
    ) throws(RenderError) -> (images: [RenderedGlyph.Scaled], source: Raster?, byInk: Bool) {
        let (region, byInk) = try placedRegion(of: document)
        var images: [RenderedGlyph.Scaled] = []
        var source: Raster?
        // Largest first: the source rules judge the most detailed render.
        for scale in options.scales.sorted(by: >) {
            let canvas = options.canvasPixels(scale: scale)
            let raster = try document.render(
                from: region, to: placement(of: region, canvas: canvas, byInk: byInk), canvas: canvas)
            if source == nil { source = raster }
            images.append(.init(scale: scale, mask: mask(of: raster)))
        }
        return (images.reversed(), source, byInk)
    }

    /// The part of the document placed on the canvas: its artboard, or its ink (`glyph`, or an SVG with no
    /// artboard), then `byInk` true.
    func placedRegion(of document: some VectorDocument) throws(RenderError) -> (region: Rect, byInk: Bool) {
        // Ink bounds cost a layout pass: only measured when placement needs them.
        let byInk = options.fit == .glyph || document.artboard == nil
        if !byInk, let artboard = document.artboard {
            return (Rect(x: 0, y: 0, width: artboard.width, height: artboard.height), false)
        }
        guard let estimate = try document.inkBounds() else {
            throw document.artboard == nil ? RenderError.noArtboard : RenderError.emptyDrawing
        }
        return (try document.measuredInk(around: estimate), true)
    }

    /// Where an SVG's art meets its artboard's sides. librsvg's own estimate is the
    /// geometry, unclipped; the ink measured from pixels is what is drawn. Only SVG:
    /// poppler's estimate adds half a line width to fills, so a PDF drawn to its
    /// page's edge would read as clipped.
    private func artboardEdges(
        of document: some VectorDocument,
        drawsArtboard: Bool
    ) throws(RenderError) -> (overflow: [ArtboardSide], clipped: [ArtboardSide]) {
        guard let artboard = document.artboard, let estimate = try document.inkBounds() else { return ([], []) }
        // librsvg's curves land up to a tenth of a unit off; a percent of the artboard is not art.
        let tolerance = max(max(artboard.width, artboard.height) * 0.01, 0.2)
        func past(_ rect: Rect) -> [ArtboardSide: Double] {
            [
                .top: -rect.y, .left: -rect.x, .bottom: rect.y + rect.height - artboard.height,
                .right: rect.x + rect.width - artboard.width,
            ]
        }
        let geometry = past(estimate)
        guard geometry.values.contains(where: { $0 > tolerance }) else { return ([], []) }
        let measured = try document.measuredInk(around: estimate)
        let drawn = past(measured)
        let crossing = ArtboardSide.allCases.filter { geometry[$0]! > tolerance }
        let clipped = crossing.filter { abs(drawn[$0]!) <= tolerance }
        // Past the artboard, drawn ink is lost only where the artboard is what fills the canvas.
        let running = drawsArtboard ? crossing.filter { drawn[$0]! > tolerance } : []
        var overflow: [ArtboardSide] = []
        if !running.isEmpty {
            let edges = try ArtboardEdgeStrip(document: document, artboard: artboard, ink: measured)
            overflow = running.filter { !edges.bleeds(past: $0) }
        }
        return (overflow, clipped)
    }

    private func decodePNG(_ data: Data) throws(RenderError) -> PNGImage {
        do {
            return try PNGImage(data: data)
        } catch {
            throw .pngRejected(error)
        }
    }

    private func renderPNG(_ png: PNGImage) throws(RenderError) -> RenderedGlyph {
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
        var enlarged: RenderedGlyph.Enlargement?
        for scale in options.scales.sorted(by: >) {
            let canvas = options.canvasPixels(scale: scale)
            let target = placement(of: region, canvas: canvas, byInk: options.fit == .glyph)
            let enlargement = max(target.width / region.width, target.height / region.height)
            if enlargement > 1.000_001, enlarged == nil {
                enlarged = .init(
                    sourceWidth: png.header.width, sourceHeight: png.header.height,
                    needed: Int((Double(max(png.header.width, png.header.height)) * enlargement).rounded(.up)),
                    scale: scale)
            }
            images.append(
                .init(
                    scale: scale, mask: Resampler.resample(source, from: region, to: target, canvas: canvas).alphaMask))
        }
        return RenderedGlyph(
            source: png.raster, sourceScale: nil, sourceHeader: png.header,
            images: images.reversed(), enlargement: enlarged, sourcePages: nil)
    }

    /// Where the region goes on the canvas, per the fit mode; `byInk` when the
    /// region is the ink (`glyph`, or an SVG with no artboard under `auto`).
    func placement(of region: Rect, canvas: Int, byInk: Bool) -> Rect {
        let size = Double(canvas)
        let fitted = Rect.fitting(
            width: region.width, height: region.height, into: Rect(x: 0, y: 0, width: size, height: size))
        switch options.fit {
        case .viewbox:
            return fitted
        case .glyph:
            return GlyphGeometry.glyphBox(inkWidth: region.width, inkHeight: region.height, canvas: canvas)
        case .auto:
            if byInk { return GlyphGeometry.glyphBox(inkWidth: region.width, inkHeight: region.height, canvas: canvas) }
            // Exactly 1 returns viewbox's rectangle untouched, so art that fits draws byte for byte as viewbox draws
            // it.
            let scale = options.artboardScale
            guard scale != 1 else { return fitted }
            let width = fitted.width * scale, height = fitted.height * scale
            return Rect(x: (size - width) / 2, y: (size - height) / 2, width: width, height: height)
        }
    }

    /// Where the ink sits on the artboard, for `--fit auto` to size a set by;
    /// nil for an SVG without an artboard (it is placed by its ink alone).
    package func measure(data: Data, kind: SourceKind, baseDirectory: URL?) throws(RenderError) -> InkMeasure? {
        switch kind {
        case .svg: return try measureVector(SVGDocument(data: data, baseDirectory: baseDirectory))
        case .pdf: return try measureVector(PDFDocument(data: data))
        case .png:
            let png = try decodePNG(data)
            var source = png.raster
            if options.mask == .luminance { source = GlyphRenderer.luminanceToAlpha(source) }
            guard let ink = source.alphaMask.inkBounds() else { throw RenderError.emptyDrawing }
            return InkMeasure(
                artboard: VectorSize(width: Double(source.width), height: Double(source.height)), pixels: true,
                ink: Rect(x: Double(ink.x), y: Double(ink.y), width: Double(ink.width), height: Double(ink.height)))
        }
    }

    private func measureVector(_ document: some VectorDocument) throws(RenderError) -> InkMeasure? {
        guard let artboard = document.artboard else { return nil }
        guard let estimate = try document.inkBounds() else { throw RenderError.emptyDrawing }
        return InkMeasure(artboard: artboard, pixels: false, ink: try document.measuredInk(around: estimate))
    }

    private func mask(of raster: Raster) -> AlphaMask {
        options.mask == .luminance ? GlyphRenderer.luminanceToAlpha(raster).alphaMask : raster.alphaMask
    }

    /// Dark-on-light artwork: each pixel's darkness times its alpha becomes coverage, in black.
    package static func luminanceToAlpha(_ raster: Raster) -> Raster {
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
}

extension GlyphRenderer {
    /// The source as a 35 pt template PDF, placed on its page exactly as `render` places it on the @1x canvas
    /// (the same region, fit and factor), so the vector and the bitmaps of one glyph agree: what `check --fix`
    /// writes into an imageset whose art is vector. Only an SVG or a PDF; nil for a PNG.
    package func templatePDF(data: Data, kind: SourceKind, baseDirectory: URL?) throws(RenderError) -> Data? {
        switch kind {
        case .svg: return try templatePDF(of: SVGDocument(data: data, baseDirectory: baseDirectory))
        case .pdf: return try templatePDF(of: PDFDocument(data: data))
        case .png: return nil
        }
    }

    private func templatePDF(of document: some VectorDocument) throws(RenderError) -> Data {
        let (region, byInk) = try placedRegion(of: document)
        let side = GlyphGeometry.canvasPoints
        let target = placement(of: region, canvas: side, byInk: byInk)
        return try TemplatePDF.write(side: Double(side)) { context throws(RenderError) in
            try document.paint(into: context, from: region, to: target)
        }
    }
}

import QuickGlyphModel
import QuickGlyphSystem

// Each layer's error becomes a finding here, once: the id it carries and the
// message it prints are decided in this file and nowhere else. It sits with the
// rules because the ids and words are theirs (a PNG libpng rejects is png-invalid's),
// and below the converter and the check, which both report these errors.

extension RenderError {
    package func finding(path: String) -> Finding {
        switch self {
        case .svgRejected:
            return Finding(ToolDiagnostics.svgInvalid, path: path, message: description)
        case .pdfRejected, .pdfNotWritten:
            return Finding(ToolDiagnostics.pdfInvalid, path: path, message: description)
        case .pngRejected:
            return Finding(PNGInvalidRule.description, path: path, message: description)
        case .emptyDrawing, .noArtboard:
            // Nothing to draw is what the transparency rule reports, in its words.
            return Finding(TransparentRule.description, path: path, message: TransparentRule.message)
        }
    }
}

extension RenderedGlyph.Enlargement {
    /// An error, or with `--allow-upscale` a warning; one message either way.
    /// A square source of the HIG's 104 px drawn onto the 105 px @3x canvas, and no larger.
    var isHIGSizeOnTheCanvas: Bool {
        scale == 3 && sourceWidth == sourceHeight && sourceWidth == GlyphGeometry.higPixelsAtThreeX
            && needed <= GlyphGeometry.canvasPoints * 3
    }

    package func finding(path: String, allowed: Bool) -> Finding {
        if isHIGSizeOnTheCanvas {
            // The HIG's own 104 px, a common export: a pixel short of the canvas is not a mistake to refuse.
            return Finding(
                rule: ToolDiagnostics.sourceTooSmall.id, severity: .warning, path: path,
                message:
                    "the source is \(sourceWidth)x\(sourceHeight) px, the HIG's size at @3x, and the @3x canvas is "
                    + "\(GlyphGeometry.canvasPoints * 3) px, so it was resampled and is a little soft; pass --hig to write "
                    + "\(GlyphGeometry.higPixelsAtThreeX) px and keep it pixel for pixel")
        }
        let outcome =
            allowed
            ? "upscaled as asked (--allow-upscale), so it is soft"
            : "export it larger (upscaling blurs), or pass --allow-upscale"
        return Finding(
            rule: ToolDiagnostics.sourceTooSmall.id, severity: allowed ? .warning : .error, path: path,
            message: "the source is \(sourceWidth)x\(sourceHeight) px but @\(scale)x needs \(needed) px; \(outcome)")
    }
}

extension RenderedGlyph {
    /// A warning for an SVG whose art was cut at its artboard's `cut` sides, at the source
    /// render's first ink pixel on the first of them (in reading order); nil when nothing was cut.
    package func artboardCutFinding(path: String, cut artboardCut: [ArtboardSide]) -> Finding? {
        guard !artboardCut.isEmpty else { return nil }
        let sides = artboardCut.sorted().map(\.rawValue)
        let list = sides.count <= 1 ? sides.joined() : sides.dropLast().joined(separator: ", ") + " and " + sides.last!
        var pixel: PixelPosition?
        let mask = source.alphaMask
        if let ink = mask.inkBounds(threshold: GlyphGeometry.inkThreshold), let side = artboardCut.sorted().first {
            let line: [PixelPosition]
            switch side {
            case .top: line = (ink.x..<(ink.x + ink.width)).map { PixelPosition(x: $0, y: ink.y) }
            case .bottom: line = (ink.x..<(ink.x + ink.width)).map { PixelPosition(x: $0, y: ink.y + ink.height - 1) }
            case .left: line = (ink.y..<(ink.y + ink.height)).map { PixelPosition(x: ink.x, y: $0) }
            case .right: line = (ink.y..<(ink.y + ink.height)).map { PixelPosition(x: ink.x + ink.width - 1, y: $0) }
            }
            pixel = line.first { mask[$0.x, $0.y] > GlyphGeometry.inkThreshold }
        }
        let at = pixel.map { " (first at \($0.x),\($0.y))" } ?? ""
        return Finding(
            ToolDiagnostics.artCutByArtboard, path: path,
            message: "the art runs past the artboard's \(list) \(sides.count == 1 ? "edge" : "edges")\(at), so part of "
                + "the shape was lost at export; enlarge the frame/artboard so the whole shape is inside, or export "
                + "the layer with its bounds",
            pixel: pixel)
    }

    /// A warning for a PDF source with pages beyond the one drawn; nil otherwise.
    package func extraPagesFinding(path: String) -> Finding? {
        guard let pages = sourcePages, pages > 1 else { return nil }
        let ignored = pages == 2 ? "page 2 is ignored" : "pages 2 to \(pages) are ignored"
        return Finding(
            ToolDiagnostics.pdfMultiplePages, path: path,
            message:
                "the PDF has \(pages) pages: page 1 is the glyph and \(ignored); export each glyph as a file of its own"
        )
    }
}

extension EncodeError {
    package func finding(path: String) -> Finding {
        Finding(ToolDiagnostics.encodingFailed, path: path, message: description)
    }
}

extension FileReadError {
    package func finding(path: String) -> Finding {
        Finding(ToolDiagnostics.unreadable, path: path, message: description)
    }
}

extension SourceKind {
    /// The id a source of this kind is refused under when it cannot be drawn at all.
    package var invalidDescription: DiagnosticDescription {
        switch self {
        case .svg: return ToolDiagnostics.svgInvalid
        case .pdf: return ToolDiagnostics.pdfInvalid
        case .png: return PNGInvalidRule.description
        }
    }
}

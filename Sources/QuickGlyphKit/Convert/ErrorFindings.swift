import QuickGlyphCore
import QuickGlyphEncode
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules

// Each layer's error becomes a finding here, once: the id it carries and the
// message it prints are decided in this file and nowhere else.

extension RenderError {
    public func finding(path: String) -> Finding {
        switch self {
        case .svgRejected:
            return Finding(ToolDiagnostics.svgInvalid, path: path, message: description)
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
    public func finding(path: String, allowed: Bool) -> Finding {
        let outcome = allowed ? "upscaled as asked (--allow-upscale), so it is soft"
            : "export it larger (upscaling blurs), or pass --allow-upscale"
        return Finding(rule: ToolDiagnostics.sourceTooSmall.id, severity: allowed ? .warning : .error, path: path,
                       message: "the source is \(sourceWidth)x\(sourceHeight) px but @\(scale)x needs \(needed) px; \(outcome)")
    }
}

extension EncodeError {
    public func finding(path: String) -> Finding {
        Finding(ToolDiagnostics.encodingFailed, path: path, message: description)
    }
}

extension FileReadError {
    public func finding(path: String) -> Finding {
        Finding(ToolDiagnostics.unreadable, path: path, message: description)
    }
}

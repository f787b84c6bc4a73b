/// Why one glyph could not be turned into a template image.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case svgRejected(String)
    case pngRejected(String)
    case emptyDrawing
    case noArtboard
    case tooSmall(sourceWidth: Int, sourceHeight: Int, needed: Int, scale: Int)
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
        case .svgRejected(let reason):
            return "not a usable SVG: \(reason)"
        case .pngRejected(let reason):
            return "not a usable PNG: \(reason)"
        case .emptyDrawing:
            return "the drawing is empty: nothing visible to turn into a glyph"
        case .noArtboard:
            return "the SVG has no viewBox, no width/height and no visible ink to place"
        case let .tooSmall(width, height, needed, scale):
            return "the source is \(width)x\(height) px but @\(scale)x needs \(needed) px; "
                + "export it larger (upscaling blurs), or pass --allow-upscale"
        case .encodingFailed(let reason):
            return "could not encode the PNG: \(reason)"
        }
    }
}

extension RenderError {
    /// The stable id findings of this kind carry.
    public var ruleID: String {
        switch self {
        case .unreadable: return "unreadable"
        case .svgRejected: return "svg-invalid"
        case .pngRejected: return "png-invalid"
        case .emptyDrawing, .noArtboard: return "alpha-transparent"
        case .tooSmall: return "source-too-small"
        case .encodingFailed: return "encoding-failed"
        }
    }

    public func finding(path: String) -> Finding {
        Finding(rule: ruleID, severity: .error, path: path, message: description)
    }
}

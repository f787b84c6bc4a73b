import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// The canvas is 35 pt: 35, 70 and 105 px at @1x, @2x and @3x. Any other size is scaled by UIKit and blurs.
public struct WrongSizeRule: ImageRule {
    public static let description = DiagnosticDescription(
        id: .wrongSize, name: "Wrong pixel size", severity: .error,
        summary: "The pixel size is not 35 pt at the image's scale (35, 70 or 105 px at @1x, @2x, @3x; 104 px at @3x with --hig). "
            + "The scale comes from an @2x/@3x name or the imageset; without either, any of those sizes is accepted.")

    public init() {}

    public func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let width = subject.raster.width
        // A non-square image is the not-square rule's to report.
        guard width == subject.raster.height else { return [] }
        let higSizes = context.acceptsHIGSizes
        if let scale = subject.scale {
            let accepted = GlyphGeometry.acceptedSizes(scale: scale, higSizes: higSizes)
            guard !accepted.contains(width) else { return [] }
            let other = GlyphGeometry.scale(forSize: width, higSizes: higSizes).map { " (that is the @\($0)x size: is it in the wrong slot?)" } ?? ""
            return [finding(subject, "the image is \(width)x\(width) px but @\(scale)x needs "
                            + accepted.map { "\($0)x\($0)" }.joined(separator: " or ") + " px (35 pt)\(other); export it at that size")]
        }
        guard GlyphGeometry.scale(forSize: width, higSizes: higSizes) == nil else { return [] }
        let sizes = (1...3).flatMap { GlyphGeometry.acceptedSizes(scale: $0, higSizes: higSizes) }.map(String.init).joined(separator: ", ")
        return [finding(subject, "the image is \(width)x\(width) px, which is 35 pt at no scale (\(sizes) px); "
                        + "export it at 35 pt for each scale and name the files NAME.png, NAME@2x.png, NAME@3x.png")]
    }

    public static let triggeringExamples = [
        ImageExample("64 px at @2x", at: .image) { Fixtures.disc(path: "disc@2x.png", size: 64, scale: 2) },
        ImageExample("104 px at @3x without --hig", at: .image) { Fixtures.disc(path: "disc@3x.png", size: 104, scale: 3) },
        ImageExample("48 px with no scale", at: .image) { ImageSubject(path: "disc.png", raster: Fixtures.disc(path: "", size: 48).raster) },
    ]
    public static let nonTriggeringExamples = [
        ImageExample("70 px at @2x") { Fixtures.disc(path: "disc@2x.png") },
        ImageExample("105 px with no scale") { ImageSubject(path: "disc.png", raster: Fixtures.disc(path: "", size: 105).raster) },
    ]
}

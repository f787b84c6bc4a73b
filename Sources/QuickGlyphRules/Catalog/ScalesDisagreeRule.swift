import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// The scales of one imageset must be one drawing: a wrong file in the @3x slot
/// shows only on @3x phones, where nobody on the team with a @2x phone sees it.
public struct ScalesDisagreeRule: ImagesetRule {
    public static let description = DiagnosticDescription(
        id: .scalesDisagree, name: "Scales disagree", severity: .error,
        summary: "The @1x, @2x and @3x images of an imageset are not the same shape: their alpha masks, scaled to 35 px, "
            + "differ by more than 30% of the ink.")

    /// Renders of one drawing differ by a few percent after scaling (anti-aliasing); different drawings by far more.
    public static let maximumDifference = 0.3

    public init() {}

    public func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        let images = subject.images.sorted { $0.scale < $1.scale }
        guard let reference = images.last, images.count > 1 else { return [] }
        let size = GlyphGeometry.canvasPoints
        let target = ScalesDisagreeRule.shrink(reference.raster, to: size)
        var findings: [Finding] = []
        for image in images.dropLast() {
            let other = ScalesDisagreeRule.shrink(image.raster, to: size)
            var difference = 0, inkA = 0, inkB = 0, worst = (0, PixelPosition(x: 0, y: 0))
            for y in 0..<size {
                for x in 0..<size {
                    let a = Int(target[x, y]), b = Int(other[x, y])
                    inkA += a
                    inkB += b
                    difference += abs(a - b)
                    if abs(a - b) > worst.0 { worst = (abs(a - b), PixelPosition(x: x, y: y)) }
                }
            }
            let share = Double(difference) / Double(max(1, max(inkA, inkB)))
            guard share > ScalesDisagreeRule.maximumDifference else { continue }
            let at = PixelPosition(x: worst.1.x * image.raster.width / size, y: worst.1.y * image.raster.width / size)
            findings.append(Finding(rule: Self.description.id, severity: Self.description.severity, path: image.path,
                                    message: "the @\(image.scale)x image is not the same shape as the @\(reference.scale)x one "
                                        + "(\((reference.path as NSString).lastPathComponent)): scaled to \(size) px their alpha differs by "
                                        + "\(Int((share * 100).rounded()))% of the ink, most around \(at.x),\(at.y); "
                                        + "export every scale from the same drawing",
                                    pixel: at))
        }
        return findings
    }

    /// The alpha of `raster` area-averaged to a `size`×`size` square.
    static func shrink(_ raster: Raster, to size: Int) -> AlphaMask {
        Resampler.resample(raster, from: Rect(x: 0, y: 0, width: Double(raster.width), height: Double(raster.height)),
                           to: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), canvas: size).alphaMask
    }

    public static let triggeringExamples = [
        // The largest scale is the reference, so the findings fall on the two scales compared with it,
        // though the odd one out is the @3x file itself.
        TreeExample("a square in the @3x slot", at: .filePixel("Assets.xcassets/compose.imageset/compose.png", x: 13, y: 5),
                    .filePixel("Assets.xcassets/compose.imageset/compose@2x.png", x: 26, y: 10)) {
            var tree = Fixtures.imageset("compose")
            tree["Assets.xcassets/compose.imageset/compose@3x.png"] = .png(Fixtures.square(path: "", size: 105, scale: 3, inset: 0.3).raster)
            return tree
        },
        TreeExample("a square in the @1x slot", at: .filePixel("Assets.xcassets/compose.imageset/compose.png", x: 13, y: 5)) {
            var tree = Fixtures.imageset("compose")
            tree["Assets.xcassets/compose.imageset/compose.png"] = .png(Fixtures.square(path: "", size: 35, scale: 1, inset: 0.3).raster)
            return tree
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("one disc at three scales") { Fixtures.imageset("compose") },
    ]
}

import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// Judges the images of one glyph imageset as a device would show them: one
/// finding a root cause, not one a scale. An icon drawn at 24 pt is one size
/// finding that names every scale, not wrong-size, too-large and touches-edge
/// three times over, and a problem every scale shares is reported once.
struct ImagesetJudge {
    var context: RuleContext

    /// One image of the set, with the variant (idiom, appearance) it belongs to.
    struct Image {
        var subject: ImageSubject
        var variant: String
    }

    /// Rules whose figures are measured against the 35 pt canvas: meaningless
    /// once the canvas itself is the wrong size.
    static let canvasRules: Set<DiagnosticID> = [
        .wrongSize, .notSquare, .glyphTooLarge, .glyphTooSmall, .glyphTouchesEdge,
    ]

    /// Whether ink on the image's edge is still on the edge of what the device shows when its canvas is the
    /// wrong size: a square image larger than 35 pt is scaled down to fit the slot (wrong-size says so), and
    /// its edge is the slot's; one smaller shows at its own size with room around it.
    static func edgeShows(_ image: ImageSubject) -> Bool {
        image.raster.width == image.raster.height
            && image.raster.width > GlyphGeometry.canvasPoints * (image.scale ?? 1)
    }

    func judge(_ images: [Image]) -> [Finding] {
        var variants: [String] = []
        for image in images where !variants.contains(image.variant) { variants.append(image.variant) }
        return variants.flatMap { variant in
            judge(
                variant: images.filter { $0.variant == variant }.map(\.subject).sorted {
                    ($0.scale ?? 0) > ($1.scale ?? 0)
                })
        }
    }

    /// `images`: one variant, largest scale first.
    private func judge(variant images: [ImageSubject]) -> [Finding] {
        guard let largest = images.first else { return [] }
        let measured = images.map {
            WrongSizeRule.Measured(scale: $0.scale, width: $0.raster.width, height: $0.raster.height)
        }
        let wrongCanvas = measured.contains { !WrongSizeRule.fits($0, context: context) }
        var findings: [Finding] = []
        if wrongCanvas {
            // The glyph's size on its own canvas, in points: what the device would show of it.
            let ink = GlyphGeometry.inkBounds(largest).map {
                Double(max($0.width, $0.height)) / Double(largest.scale ?? 1)
            }
            findings.append(
                Finding(
                    WrongSizeRule.description, path: largest.path,
                    message: WrongSizeRule.message(measured, inkPoints: ink, context: context)))
        }
        var byRule: [DiagnosticID: [(scale: Int?, finding: Finding)]] = [:]
        var order: [DiagnosticID] = []
        for image in images {
            for finding in RuleRegistry.validate(image, context: context) {
                if wrongCanvas && ImagesetJudge.canvasRules.contains(finding.rule)
                    && !(finding.rule == .glyphTouchesEdge && ImagesetJudge.edgeShows(image))
                {
                    continue
                }
                if byRule[finding.rule] == nil { order.append(finding.rule) }
                byRule[finding.rule, default: []].append((image.scale, finding))
            }
        }
        for rule in order {
            let found = byRule[rule]!
            // The largest scale's finding speaks for the others, which are named.
            var finding = found[0].finding
            let others = found.dropFirst().compactMap(\.scale).sorted().map { "@\($0)x" }
            if !others.isEmpty {
                finding.message += "; the same at " + others.joined(separator: " and ")
            }
            findings.append(finding)
        }
        return findings
    }
}

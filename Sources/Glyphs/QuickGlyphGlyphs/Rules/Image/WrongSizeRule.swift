import QuickGlyphModel

/// The canvas is 35 pt: 35, 70 and 105 px at @1x, @2x and @3x. A smaller image
/// shows smaller than the system icons beside it; a larger one is scaled down
/// and looks soft: a size problem, not a blob, so a warning.
package struct WrongSizeRule: ImageRule {
    package static let order = 7
    package static let description = DiagnosticDescription(
        id: .wrongSize, name: "Wrong pixel size", severity: .warning,
        repair: .redraw,
        summary:
            "The pixel size is not 35x35 pt at the image's scale (35, 70 or 105 px at @1x, @2x, @3x; "
            + "the HIG's 104 px is accepted at @3x too), so the icon shows smaller than the system icons beside it, or scaled and soft. The scale comes from an @2x/@3x "
            + "name or the imageset; without either, any of those sizes is accepted. In an imageset, one finding names every scale."
    )

    /// One image's size at its scale (nil when unknown).
    package struct Measured: Sendable {
        package var scale: Int?
        var width: Int
        var height: Int

        package init(scale: Int?, width: Int, height: Int) {
            self.scale = scale
            self.width = width
            self.height = height
        }
    }

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let width = subject.raster.width
        // A non-square image is the not-square rule's to report.
        guard width == subject.raster.height else { return [] }
        let measured = Measured(scale: subject.scale, width: width, height: width)
        guard !WrongSizeRule.fits(measured, context: context) else { return [] }
        return [finding(subject, WrongSizeRule.message([measured], context: context))]
    }

    /// Whether the image is 35 pt at its scale (any scale when unknown). The HIG's 104 px at @3x (34.67 pt, its
    /// stated maximum) fits with or without --hig, which only chooses what a build writes: Apple gives both
    /// sizes, and a third of a point is no size a person sees. Nothing else is let through: 106 px is over both.
    package static func fits(_ image: Measured, context: RuleContext) -> Bool {
        guard image.width == image.height else { return false }
        if let scale = image.scale {
            return GlyphGeometry.acceptedSizes(scale: scale, higSizes: true).contains(image.width)
        }
        return GlyphGeometry.scale(forSize: image.width, higSizes: true) != nil
    }

    /// The one message of this rule, for one image or every scale of an imageset:
    /// what the images are, in points and pixels, what that does on a device, and the fix.
    /// `inkPoints`: the glyph's long side in points on its own canvas, when known: what
    /// the device shows depends on it as much as on the canvas.
    package static func message(_ images: [Measured], inkPoints: Double? = nil, context: RuleContext) -> String {
        let higSizes = context.acceptsHIGSizes
        func points(_ pixels: Int, _ scale: Int) -> String { GlyphGeometry.format(Double(pixels) / Double(scale)) }
        func size(_ image: Measured, _ scale: Int) -> String {
            "\(points(image.width, scale))x\(points(image.height, scale)) pt"
        }
        let scaled = images.filter { $0.scale != nil }.sorted { $0.scale! < $1.scale! }
        let figures: String
        if scaled.isEmpty, let image = images.first {
            // No scale to measure it at: the size is none of the three, which the rule says once, in its own words.
            return "the image is \(image.width)x\(image.height) px, none of the sizes of a quick-action icon, "
                + "\(rule(GlyphGeometry.scales, higSizes: false, namingHIG: true)), so it shows at another size, or scaled and soft; "
                + "export it at 35 pt for each scale"
        } else if scaled.count > 1, Set(scaled.map { size($0, $0.scale!) }).count == 1 {
            figures =
                "the images are \(size(scaled[0], scaled[0].scale!)) at every scale ("
                + scaled.map { "\($0.width)" + ($0.width == $0.height ? "" : "x\($0.height)") }.joined(separator: "/")
                + " px)"
        } else {
            let each = scaled.map { image -> String in
                let slot =
                    GlyphGeometry.scale(forSize: image.width, higSizes: true).flatMap {
                        $0 == image.scale ? nil : $0
                    }
                    .map { ": the @\($0)x size, in the wrong slot?" } ?? ""
                return "\(size(image, image.scale!)) at @\(image.scale!)x (\(image.width)x\(image.height) px\(slot))"
            }
            figures = (scaled.count == 1 ? "the image is " : "the images are ") + each.joined(separator: ", ")
        }
        let expected = scaled.map { $0.scale! }
        let ratios = scaled.map {
            Double(max($0.width, $0.height)) / Double(GlyphGeometry.canvasPixels(scale: $0.scale!, higSizes: higSizes))
        }
        let effect: String
        if scaled.contains(where: { $0.width != $0.height }) {
            effect = "it is not square and iOS scales it to fit: it shows smaller and off centre"
        } else if let ink = inkPoints, ink > GlyphGeometry.maximumGlyphPoints + 0.5, !ratios.isEmpty,
            ratios.allSatisfy({ $0 < 1 })
        {
            effect =
                "its glyph (\(GlyphGeometry.format(ink)) pt, edge to edge) is larger than the HIG's "
                + "\(GlyphGeometry.format(GlyphGeometry.maximumGlyphPoints)) pt and has no margin"
        } else if !ratios.isEmpty, ratios.allSatisfy({ $0 < 1 }) {
            effect = "it shows smaller than the system icons beside it"
        } else if !ratios.isEmpty, ratios.allSatisfy({ $0 > 1 }) {
            effect = "iOS scales it down and it looks soft"
        } else {
            effect = "it shows at another size, or scaled and soft"
        }
        return
            "\(figures), but a quick-action icon is \(rule(expected, higSizes: higSizes)), so \(effect); export it at 35 pt for each scale"
    }

    /// The rule at `scales`, as every message and docs/rules.md state it: "35x35 pt (35, 70 or 105 px at @1x, @2x,
    /// @3x)",
    /// "35x35 pt (70 px at @2x)"; `namingHIG` adds "; the HIG's 104 px at @3x", for a size accepted at any scale.
    static func rule(_ scales: [Int], higSizes: Bool, namingHIG: Bool = false) -> String {
        let pixels = scales.map { String(GlyphGeometry.canvasPixels(scale: $0, higSizes: higSizes)) }
        let sizes =
            pixels.count > 1
            ? pixels.dropLast().joined(separator: ", ") + " or " + pixels[pixels.count - 1] : pixels.joined()
        let hig = namingHIG ? "; the HIG's \(GlyphGeometry.higPixelsAtThreeX) px at @3x" : ""
        return "35x35 pt (\(sizes) px at " + scales.map { "@\($0)x" }.joined(separator: ", ") + hig + ")"
    }
}

import QuickGlyphModel

/// A template keeps only alpha: details drawn in a second colour melt into one silhouette.
package struct MonochromeRule: ImageRule {
    package static let order = 4
    package static let description = DiagnosticDescription(
        id: .notMonochrome, name: "Not monochrome", severity: .error,
        repair: .needsPersonUnlessOpaque,
        summary: "Visible pixels use more than one colour beyond anti-aliasing; as a template, "
            + "everything becomes one silhouette and details drawn in the second colour vanish.")

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let swatches = ColorAnalysis(subject.raster).swatches
        guard swatches.count > 1 else { return [] }
        let listed = swatches.prefix(4).map { swatch in
            "\(swatch.color) (\(Int((swatch.share * 100).rounded()))% of the ink, first at \(swatch.location.x),\(swatch.location.y))"
        }.joined(separator: ", ")
        let more = swatches.count > 4 ? " and \(swatches.count - 4) more" : ""
        return [
            finding(
                subject,
                "uses \(swatches.count) colours: \(listed)\(more); a template keeps only alpha, so they merge "
                    + "into one silhouette. Redraw it in one colour, or "
                    + context.buildOption("--allow-color", to: "convert it from alpha anyway"),
                pixel: swatches[1].location)
        ]
    }
}

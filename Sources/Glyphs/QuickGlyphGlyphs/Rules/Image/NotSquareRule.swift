import QuickGlyphModel

/// Quick-action icons are square; UIKit scales anything else to fit and distorts nothing, but shifts it off centre.
package struct NotSquareRule: ImageRule {
    package static let order = 6
    package static let description = DiagnosticDescription(
        id: .notSquare, name: "Not square", severity: .warning,
        repair: .redraw,
        summary:
            "The image is not square; a quick-action icon is a 35x35 pt canvas, so it is scaled to fit and sits off centre."
    )

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let raster = subject.raster
        guard raster.width != raster.height else { return [] }
        let side = max(raster.width, raster.height)
        return [
            finding(
                subject,
                "the image is \(raster.width)x\(raster.height) px, not square; a quick-action icon is a "
                    + "35x35 pt canvas: pad it to \(side)x\(side) px with transparency, glyph centred")
        ]
    }
}

import QuickGlyphModel

/// A glyph whose every pixel is opaque shows as a solid square on the device.
package struct OpaqueRule: ImageRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .alphaOpaque, name: "Fully opaque", severity: .error,
        repair: .redrawFromDarkness,
        summary: "Every pixel is fully opaque, so the template renders as a solid square.")

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        // An image without any alpha information is the no-alpha rule's to report.
        if let header = subject.header, !header.hasAlphaInformation { return [] }
        let mask = subject.raster.alphaMask
        guard !mask.values.isEmpty, mask.minimum == 255 else { return [] }
        let background = subject.raster.straightColor(x: 0, y: 0).map { " on \($0)" } ?? ""
        return [
            finding(
                subject,
                "every pixel is fully opaque (drawn\(background) with no transparency), so it renders as a solid square; "
                    + "export it with a transparent background, \(context.fromDarknessHint)")
        ]
    }
}

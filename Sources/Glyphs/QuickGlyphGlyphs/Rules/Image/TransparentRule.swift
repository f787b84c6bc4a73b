import QuickGlyphModel

/// A glyph with no visible pixel shows nothing at all.
package struct TransparentRule: ImageRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .alphaTransparent, name: "Fully transparent", severity: .error,
        repair: .needsPerson,
        summary: "Every pixel is fully transparent, so nothing shows on the device.")

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard subject.raster.alphaMask.maximum == 0 else { return [] }
        return [finding(subject, TransparentRule.message)]
    }

    /// Also what `build` says of an SVG that draws nothing.
    static let message =
        "every pixel is fully transparent, so nothing shows; check that the artwork was exported "
        + "(hidden layers, a clip path or a white fill on a transparent export)"
}

import QuickGlyphModel

/// A glyph with no visible pixel shows nothing at all.
public struct TransparentRule: ImageRule {
    public static let order = 3
    public static let description = DiagnosticDescription(
        id: .alphaTransparent, name: "Fully transparent", severity: .error,
        repair: .needsPerson,
        summary: "Every pixel is fully transparent, so nothing shows on the device.")

    public init() {}

    public func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard subject.raster.alphaMask.maximum == 0 else { return [] }
        return [finding(subject, TransparentRule.message)]
    }

    /// Also what `build` says of an SVG that draws nothing.
    public static let message = "every pixel is fully transparent, so nothing shows; check that the artwork was exported "
        + "(hidden layers, a clip path or a white fill on a transparent export)"
}

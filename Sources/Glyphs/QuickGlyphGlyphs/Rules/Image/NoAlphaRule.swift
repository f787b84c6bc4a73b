import QuickGlyphModel

/// A PNG without an alpha channel or tRNS cannot carry a template's shape.
package struct NoAlphaRule: ImageRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .noAlpha, name: "No alpha channel", severity: .error,
        repair: .redrawFromDarkness,
        summary:
            "The PNG has no alpha channel and no tRNS chunk, so the whole canvas is opaque and renders as a solid square."
    )

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        guard let header = subject.header, !header.hasAlphaInformation else { return [] }
        return [
            finding(
                subject,
                "the PNG is \(header.colorType.name) with no alpha channel and no tRNS chunk, so it renders as a solid square; "
                    + "export it with transparency (RGBA or gray+alpha), \(context.fromDarknessHint)"
            )
        ]
    }
}

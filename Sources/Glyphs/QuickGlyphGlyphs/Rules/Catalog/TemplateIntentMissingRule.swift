import QuickGlyphModel

/// iOS draws a quick-action icon from its alpha whatever the catalog says (apps
/// have shipped without the key for years), so a missing intent is hygiene, not
/// a blob: the same image used elsewhere in the app would draw in its colours.
package struct TemplateIntentMissingRule: ImagesetRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .templateIntentMissing, name: "Template rendering intent missing", severity: .info,
        repair: .intent,
        summary: "A quick-action glyph's imageset has no \"template-rendering-intent\" and its name does not end in "
            + "\"Template\". The quick action still draws it from its alpha; used anywhere else in the app it draws in its colours."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.isQuickActionGlyph, subject.contentsError == nil, subject.templateRenderingIntent == nil,
            !subject.name.hasSuffix("Template")
        else { return [] }
        return [
            finding(
                subject.contentsPath,
                "the imageset \(DisplayText.quote(subject.name)) has no \"template-rendering-intent\"; "
                    + "the quick action draws it from its alpha anyway, but anywhere else in the app it would draw in its colours: "
                    + "add \"properties\" : { \"template-rendering-intent\" : \"template\" } (in Xcode: Render As > Template Image)",
                position: subject.position(entry: nil, key: nil))
        ]
    }
}

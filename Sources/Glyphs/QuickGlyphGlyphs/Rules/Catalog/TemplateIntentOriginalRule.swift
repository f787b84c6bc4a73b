import QuickGlyphModel

/// "original" tells UIKit to draw the colours as they are: not what a quick-action icon is.
package struct TemplateIntentOriginalRule: ImagesetRule {
    package static let order = 4
    package static let description = DiagnosticDescription(
        id: .templateIntentOriginal, name: "Rendered as original", severity: .error,
        repair: .intent,
        summary:
            "A quick-action glyph's imageset sets \"template-rendering-intent\" to \"original\"; quick-action icons must be template images."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.isQuickActionGlyph, let intent = subject.templateRenderingIntent, intent != "template" else {
            return []
        }
        return [
            finding(
                subject.contentsPath,
                "the imageset \(DisplayText.quote(subject.name)) has \"template-rendering-intent\" : \(DisplayText.quote(intent)); "
                    + "a quick-action icon must be a template image: set it to \"template\" (Render As > Template Image)",
                position: subject.position(entry: nil, key: "template-rendering-intent"))
        ]
    }
}

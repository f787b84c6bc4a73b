import QuickGlyphModel

/// Every device with quick actions is @2x or @3x; a missing one is scaled from another and blurs.
package struct ScaleMissingRule: ImagesetRule {
    package static let order = 9
    package static let description = DiagnosticDescription(
        id: .scaleMissing, name: "@2x or @3x missing", severity: .warning,
        repair: .redraw,
        summary:
            "A quick-action glyph's imageset has no file for @2x or @3x, the scales of every device with quick actions."
    )

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.isQuickActionGlyph, subject.contentsError == nil else { return [] }
        let present = Set(subject.entries.filter { $0.filename != nil }.compactMap(\.scaleNumber))
        // A single vector file serves every scale.
        if subject.entries.contains(where: { $0.filename != nil && $0.scale == nil }) { return [] }
        guard
            let message = ScaleMissingRule.message(
                icon: "the imageset \(DisplayText.quote(subject.name))", name: subject.name, present: present)
        else {
            return []
        }
        return [finding(subject.contentsPath, message, position: subject.position(entry: nil, key: "images"))]
    }

    /// The one message of this rule, for an imageset or bundle PNGs; nil when @2x and @3x are both there.
    package static func message(icon: String, name: String, present: Set<Int>) -> String? {
        let missing = [2, 3].filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        let names = missing.map { "@\($0)x" }.joined(separator: " and ")
        return "\(icon) has no \(names) image; devices at that scale enlarge another one and it blurs: add "
            + missing.map {
                "\(AssetNaming.filename(name: name, scale: $0)) (\(GlyphGeometry.canvasPixels(scale: $0, higSizes: false)) px)"
            }
            .joined(separator: " and ")
    }
}

import QuickGlyphModel

/// A glyph drawn at partial opacity throughout shows washed out on the device.
package struct FaintRule: ImageRule {
    package static let order = 5
    package static let description = DiagnosticDescription(
        id: .faint, name: "Faint glyph", severity: .warning,
        repair: .none,
        summary: "No pixel is close to opaque (the whole glyph is drawn at partial opacity), so it shows washed out. "
            + "A warning: some sets draw disabled states that way on purpose.")

    /// Below 90% opacity at its most opaque pixel, a glyph reads as faded.
    package static let threshold: UInt8 = 230

    package init() {}

    package func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let maximum = subject.raster.alphaMask.maximum
        guard maximum > 0, maximum < FaintRule.threshold else { return [] }
        return [
            finding(
                subject,
                "the most opaque pixel has alpha \(maximum)/255 (\(Int((Double(maximum) / 2.55).rounded()))%), so the glyph "
                    + "shows washed out; draw it at full opacity unless the faded look is intended")
        ]
    }
}

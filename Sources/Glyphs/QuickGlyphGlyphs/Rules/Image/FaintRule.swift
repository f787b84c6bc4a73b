import QuickGlyphModel

/// A glyph drawn at partial opacity throughout shows washed out on the device.
public struct FaintRule: ImageRule {
    public static let order = 5
    public static let description = DiagnosticDescription(
        id: .faint, name: "Faint glyph", severity: .warning,
        repair: .none,
        summary: "No pixel is close to opaque (the whole glyph is drawn at partial opacity), so it shows washed out. "
            + "A warning: some sets draw disabled states that way on purpose.")

    /// Below 90% opacity at its most opaque pixel, a glyph reads as faded.
    public static let threshold: UInt8 = 230

    public init() {}

    public func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding] {
        let maximum = subject.raster.alphaMask.maximum
        guard maximum > 0, maximum < FaintRule.threshold else { return [] }
        return [finding(subject,
                        "the most opaque pixel has alpha \(maximum)/255 (\(Int((Double(maximum) / 2.55).rounded()))%), so the glyph "
                            + "shows washed out; draw it at full opacity unless the faded look is intended")]
    }
}

import QuickGlyphModel

/// A finding of a kind `--fix` repairs that it left as it was, and why: a person's to decide
/// (two colours, detail painted on), or a file the guarded layer would not touch.
public struct NotRepaired: Sendable, Equatable {
    public var finding: Finding
    public var reason: String

    public init(finding: Finding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}

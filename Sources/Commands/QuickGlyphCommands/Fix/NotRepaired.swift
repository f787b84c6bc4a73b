import QuickGlyphModel

/// A finding of a kind `--fix` repairs that it left as it was, and why: a person's to decide
/// (two colours, detail painted on), or a file the guarded layer would not touch.
package struct NotRepaired: Sendable, Equatable {
    package var finding: Finding
    package var reason: String

    init(finding: Finding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}

import QuickGlyphModel

/// A rule about one image. Each rule is one type that carries its description (its id, severity,
/// words and repair) and its place; its examples (those that trigger it and those that do not) live
/// in the test target, which runs them as the rule's own test.
package protocol ImageRule: Sendable {
    static var description: DiagnosticDescription { get }
    /// Its place among the image rules in the generated registry (scripts/generate-rules.py): their
    /// findings on one image come out in this order, so a new rule takes the next number.
    static var order: Int { get }
    init()
    func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding]
}

extension ImageRule {
    /// A finding of this rule at its own severity.
    func finding(_ subject: ImageSubject, _ message: String, pixel: PixelPosition? = nil) -> Finding {
        Finding(Self.description, path: subject.path, message: message, pixel: pixel)
    }
}

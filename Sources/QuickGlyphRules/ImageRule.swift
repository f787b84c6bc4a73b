import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// A rule about one image. Each rule is one type that carries its description
/// and examples that trigger it and examples that do not; the tests run them all.
public protocol ImageRule: Sendable {
    static var description: DiagnosticDescription { get }
    static var triggeringExamples: [ImageExample] { get }
    static var nonTriggeringExamples: [ImageExample] { get }
    init()
    func validate(_ subject: ImageSubject, context: RuleContext) -> [Finding]
}

extension ImageRule {
    /// A finding of this rule at its own severity.
    func finding(_ subject: ImageSubject, _ message: String, pixel: PixelPosition? = nil) -> Finding {
        Finding(Self.description, path: subject.path, message: message, pixel: pixel)
    }
}

import Foundation
import QuickGlyphCore

/// An icon name the code computes cannot be followed without running the app;
/// saying so, with where, keeps a clean check from reading as "the icon is fine".
public struct IconUnresolvedRule: ShortcutsRule {
    public static let description = DiagnosticDescription(
        id: .iconUnresolved, name: "Icon name computed", severity: .info,
        summary: "A quick action made in code names its icon with a variable, a constant or an enum case rather than a "
            + "literal, so check cannot tell which image it shows and does not guess.")

    public static let appliesToCode = true

    public init() {}

    public func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.compactMap { entry in
            guard case .unresolved(let expression)? = entry.iconKey(.iconFile) else { return nil }
            return finding(subject.path, "the icon of this quick action is computed (\(expression)), so check cannot tell which "
                           + "image it shows; name it with a literal, or check its candidate imagesets by name",
                           position: subject.position(entry, .iconFile))
        }
    }
}

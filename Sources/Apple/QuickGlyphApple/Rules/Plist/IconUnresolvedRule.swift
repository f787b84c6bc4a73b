import Foundation
import QuickGlyphModel

/// An icon name the code computes cannot be followed without running the app;
/// saying so, with where, keeps a clean check from reading as "the icon is fine".
/// A generated accessor that a naming rule fits to several of the target's images
/// names them, since that is what the user has to untangle.
package struct IconUnresolvedRule: ShortcutsRule {
    package static let order = 13
    package static let description = DiagnosticDescription(
        id: .iconUnresolved, name: "Icon name computed", severity: .info,
        repair: .none,
        summary: "A quick action made in code names its template image with a variable, a constant or an enum case "
            + "rather than a literal, so check cannot tell which image it shows and does not guess. An icon made with "
            + "type: or systemImageName: is a system icon or SF Symbol whatever its argument, never an image of the "
            + "app, so it is never reported. When the generated file of an "
            + "R.swift accessor is absent and R.swift's naming rule fits it to several of the target's images, the "
            + "message lists them.")

    package static let appliesToCode = true

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        // Each icon code chooses among is judged as its own, where it is made.
        subject.actions.flatMap(\.iconVariants).compactMap { entry in
            guard case .unresolved(let expression)? = entry.iconKey(.iconFile) else { return nil }
            if let derived = entry.derivedIcon, derived.candidates.count > 1 {
                return finding(
                    subject.path,
                    "the icon of this quick action is computed (\(expression)), so check cannot tell which "
                        + "image it shows: without its generated file, \(derived.generator)'s naming rule fits \(derived.accessor) "
                        + "to \(derived.candidates.count) of the target's images, \(DisplayText.list(derived.candidates.map { DisplayText.quote($0) })) "
                        + "(\(derived.generator) itself skips names that collide); name it with a literal, or rename all but one",
                    position: subject.position(entry, .iconFile))
            }
            return finding(
                subject.path,
                "the icon of this quick action is computed (\(expression)), so check cannot tell which "
                    + "image it shows; name it with a literal, or check its candidate imagesets by name",
                position: subject.position(entry, .iconFile))
        }
    }
}

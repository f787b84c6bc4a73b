import Foundation
import QuickGlyphModel

/// The intent's attributes are read with the system's resources, never the app's: a reference stays the
/// text `@string/…`, and the component it names does not exist.
package struct AndroidIntentStringReferenceRule: AndroidModuleRule {
    package static let order = 7
    package static let description = DiagnosticDescription(
        id: .androidIntentStringReference, name: "Resource reference in a shortcut intent", severity: .error,
        repair: .none,
        summary: "An <intent>'s targetPackage, targetClass, action or data is a @string/… (or any @… or ?…) reference, "
            + "which Android reads literally: a broken component, the shortcut opens nothing.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                for intent in shortcut.intents {
                    for (attribute, value) in intent.literalAttributes
                    where AndroidResourceReference.isReference(value)
                        && !AndroidResourceReference.isTemplatePlaceholder(value)
                    {
                        findings.append(
                            finding(
                                file.path,
                                "\(attribute) of an intent of \(shortcut.label) is \(DisplayText.quote(value)): Android reads a "
                                    + "shortcut's intent with the system's resources, not the app's, so it takes this text literally "
                                    + "and the shortcut opens nothing; write the value itself",
                                position: intent.position))
                    }
                }
            }
        }
        return findings
    }
}

import Foundation
import QuickGlyphModel

/// An enabled shortcut needs an intent, and every intent an action, or Android rejects the shortcut as invalid.
package struct AndroidIntentNoActionRule: AndroidModuleRule {
    package static let order = 8
    package static let description = DiagnosticDescription(
        id: .androidIntentNoAction, name: "Shortcut intent without action", severity: .error,
        repair: .none,
        summary:
            "An <intent> has no android:action, or an enabled shortcut has no <intent>; Android rejects the shortcut as invalid."
    )

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                if shortcut.intents.isEmpty, shortcut.enabled {
                    findings.append(
                        finding(
                            file.path,
                            "\(shortcut.label) is enabled but has no <intent>: Android rejects it as invalid; add "
                                + "<intent android:action=\"android.intent.action.VIEW\" android:targetPackage=… android:targetClass=…/>",
                            position: shortcut.position))
                }
                for intent in shortcut.intents where (intent.action ?? "").isEmpty {
                    findings.append(
                        finding(
                            file.path,
                            "an intent of \(shortcut.label) has no android:action: Android rejects the shortcut as "
                                + "invalid; add android:action=\"android.intent.action.VIEW\" (or the action the activity handles)",
                            position: intent.position))
                }
            }
        }
        return findings
    }
}

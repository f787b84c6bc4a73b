import Foundation
import QuickGlyphAndroidApp
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster

/// An enabled shortcut needs an intent, and every intent an action, or Android rejects the shortcut as invalid.
public struct AndroidIntentNoActionRule: AndroidModuleRule {
    public static let description = DiagnosticDescription(
        id: .androidIntentNoAction, name: "Shortcut intent without action", severity: .error,
        summary: "An <intent> has no android:action, or an enabled shortcut has no <intent>; Android rejects the shortcut as invalid.")

    public init() {}

    public func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                if shortcut.intents.isEmpty, shortcut.enabled {
                    findings.append(finding(file.path, "\(shortcut.label) is enabled but has no <intent>: Android rejects it as invalid; add "
                                            + "<intent android:action=\"android.intent.action.VIEW\" android:targetPackage=… android:targetClass=…/>",
                                            position: shortcut.position))
                }
                for intent in shortcut.intents where (intent.action ?? "").isEmpty {
                    findings.append(finding(file.path, "an intent of \(shortcut.label) has no android:action: Android rejects the shortcut as "
                                            + "invalid; add android:action=\"android.intent.action.VIEW\" (or the action the activity handles)",
                                            position: intent.position))
                }
            }
        }
        return findings
    }

    public static let triggeringExamples = [
        TreeExample("an intent without action, and a shortcut without intent", at: .line(AndroidFixtures.shortcutsFile, 5, column: 9),
                    .line(AndroidFixtures.shortcutsFile, 9, column: 5)) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(intent: AndroidFixtures.intent.replacingOccurrences(of: "android:action=\"android.intent.action.VIEW\" ", with: "")),
                AndroidFixtures.shortcut(id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short", longLabel: "@string/search_long", intent: "\n"),
            ])
        },
    ]
    public static let nonTriggeringExamples = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("a disabled shortcut without intent") {
            AndroidFixtures.module([AndroidFixtures.shortcut(enabled: false, intent: "\n")])
        },
    ]
}

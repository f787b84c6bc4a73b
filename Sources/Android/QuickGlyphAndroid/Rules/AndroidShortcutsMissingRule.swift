import Foundation
import QuickGlyphModel

/// The manifest names a shortcuts resource that no `res/xml*/` folder holds: the build fails to link, or, with the
/// resource in a library, Android shows none of the activity's shortcuts.
package struct AndroidShortcutsMissingRule: AndroidModuleRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .androidShortcutsMissing, name: "Shortcuts XML missing", severity: .error,
        repair: .none,
        summary:
            "A launcher activity's <meta-data android:name=\"android.app.shortcuts\"> names @xml/NAME and no res/xml*/NAME.xml exists."
    )

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for activity in subject.launchers {
            for entry in activity.shortcuts where entry.files.isEmpty {
                let message: String
                if let name = entry.xmlName {
                    message =
                        "the launcher activity \(DisplayText.quote(activity.name)) names @xml/\(name) for its shortcuts, but no res/xml*/\(name).xml exists "
                        + "in this module: Android shows none of them; add res/xml-v25/\(name).xml or correct the name"
                } else {
                    message =
                        "the launcher activity \(DisplayText.quote(activity.name)) has shortcuts meta-data whose android:resource is \(DisplayText.quote(entry.resource)), "
                        + "not an @xml/NAME reference: Android reads no shortcuts from it; write android:resource=\"@xml/shortcuts\""
                }
                findings.append(finding(subject.manifestPath, message, position: entry.position))
            }
        }
        return findings
    }
}

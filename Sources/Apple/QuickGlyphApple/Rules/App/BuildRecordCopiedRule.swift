import Foundation
import QuickGlyphModel

/// With `--out` inside an app target's synchronized folder (Xcode 16), every file there is a
/// member, so the build's own records, `manifest.json` and the `ShortcutItems.plist` fragment,
/// are copied into the app as resources: dead weight in every install, and a clash with any
/// resource of the same name. Only the catalog beside them is meant for the app.
package struct BuildRecordCopiedRule: AppRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .buildRecordCopied, name: "quickglyph's build record copied into the app", severity: .warning,
        repair: .none,
        summary:
            "A file quickglyph's build writes for itself (manifest.json, the ShortcutItems.plist fragment) is in an "
            + "app target's synchronized folder and not among its membership exceptions, so Xcode copies it into "
            + "the app as a resource.")

    package init() {}

    package func validate(_ subject: AppSubject, context: RuleContext) -> [Finding] {
        subject.copiedBuildRecords.map { record in
            finding(
                record.path,
                "quickglyph's build record is in target \(record.target)'s synchronized folder "
                    + "\(DisplayText.quote(record.folder)), so Xcode copies it into the app as a resource: "
                    + "take it out of the target's members (File inspector › Target Membership), or build "
                    + "into a folder outside \(DisplayText.quote(record.folder)) and add only the catalog")
        }
    }
}

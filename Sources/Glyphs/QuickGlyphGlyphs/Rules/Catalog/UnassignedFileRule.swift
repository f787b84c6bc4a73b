import Foundation
import QuickGlyphModel

/// Xcode shows a file no entry names as an "unassigned child"; it is never used.
package struct UnassignedFileRule: ImagesetRule {
    package static let order = 7
    package static let description = DiagnosticDescription(
        id: .unassignedFile, name: "Unassigned file", severity: .warning,
        repair: .none,
        summary:
            "A file in the imageset folder is named by no entry of its Contents.json (Xcode's \"unassigned child\").")

    package init() {}

    package func validate(_ subject: ImagesetSubject, context: RuleContext) -> [Finding] {
        guard subject.contentsError == nil else { return [] }
        let named = Set(subject.entries.compactMap(\.filename))
        return subject.files.filter { !named.contains($0) }.map { file in
            finding(
                (subject.path as NSString).appendingPathComponent(file),
                "\(file) is in \(subject.name).imageset but no entry of its Contents.json names it, so it is never used; "
                    + "delete it or add an entry for it")
        }
    }
}

import Foundation
import QuickGlyphModel

/// Apps dispatch on the type: two items with one type do the same thing whichever is tapped.
package struct DuplicateTypeRule: ShortcutsRule {
    package static let order = 4
    package static let description = DiagnosticDescription(
        id: .duplicateType, name: "Duplicate type", severity: .error,
        repair: .none,
        summary: "Two quick actions share a UIApplicationShortcutItemType, so the app cannot tell them apart.")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        var first: [String: QuickAction] = [:]
        var findings: [Finding] = []
        for entry in subject.actions {
            guard let type = entry.type?.string else { continue }
            if let earlier = first[type] {
                findings.append(
                    finding(
                        subject.path,
                        "\(subject.label(entry)) has the type \(DisplayText.quote(type)) of \(subject.label(earlier)); "
                            + "the app dispatches on the type and cannot tell the two apart: give each its own",
                        position: subject.position(entry, .type)))
            } else {
                first[type] = entry
            }
        }
        return findings
    }
}

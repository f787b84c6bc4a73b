import Foundation
import QuickGlyphModel

/// Without a type the app cannot tell which action was chosen; without a title there is nothing to tap.
package struct ItemMissingFieldRule: ShortcutsRule {
    package static let order = 3
    package static let description = DiagnosticDescription(
        id: .itemMissingField, name: "Type or title missing", severity: .error,
        repair: .none,
        summary:
            "A quick action has no UIApplicationShortcutItemType or no UIApplicationShortcutItemTitle (both required); "
            + "iOS drops the item.")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.flatMap { entry in
            [(QuickActionField.type, entry.type), (.title, entry.title)].filter { $0.1 == nil }.map { field, _ in
                finding(
                    subject.path,
                    "\(subject.label(entry)) has no \(subject.key(field)), which every quick action needs; "
                        + "iOS drops the item: add it", position: entry.declaredAt.position)
            }
        }
    }
}

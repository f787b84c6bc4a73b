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
        // A key misspelt a letter or two from the one missing (`titel`, `UIApplicationShortcutItemTittle`) is one
        // mistake: its problem's did-you-mean, which `check --fix` renames, names the field already.
        let misspelt = Set(
            subject.problems.compactMap { problem -> String? in
                switch problem.edit {
                case let .renameItemsFileField(item, _, newField): return "\(item) \(newField)"
                case let .renameItemKey(item, _, newKey): return "\(item) \(newKey)"
                default: return nil
                }
            })
        return subject.actions.flatMap { entry in
            [(QuickActionField.type, entry.type), (.title, entry.title)].filter { field, value in
                value == nil && !misspelt.contains("\(entry.index ?? 0) \(subject.key(field))")
            }.map { field, _ in
                finding(
                    subject.path,
                    "\(subject.label(entry)) has no \(subject.key(field)), which every quick action needs; "
                        + "iOS drops the item: add it", position: entry.declaredAt.position)
            }
        }
    }
}

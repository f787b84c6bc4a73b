import Foundation
import QuickGlyphModel

/// The system shows four quick actions; the rest are never seen.
package struct TooManyItemsRule: ShortcutsRule {
    package static let order = 2
    package static let description = DiagnosticDescription(
        id: .tooManyItems, name: "More than four quick actions", severity: .warning,
        repair: .none,
        summary:
            "More than four quick actions are declared; the system shows four (static ones first), the rest never appear."
    )

    package static let maximum = HomeScreenMenu.capacity

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        guard subject.actions.count > TooManyItemsRule.maximum else { return [] }
        // As the phone fills the four places: static items first, then dynamic ones, each in the file's order.
        let ordered = HomeScreenMenu.ordered(Array(subject.actions.enumerated()), isDynamic: \.element.isDynamic)
        let fifth = ordered[TooManyItemsRule.maximum]
        let hidden = ordered.dropFirst(TooManyItemsRule.maximum).lazy.map {
            DisplayText.quote(
                $0.element.title?.string ?? $0.element.type?.string ?? "item \($0.element.index ?? $0.offset)")
        }
        // A few names are enough to say which: thousands would make a line no one reads.
        let named = DisplayText.list(hidden)
        return [
            finding(
                subject.path,
                "\(DisplayText.count(subject.actions.count)) quick actions are declared but the system shows four; "
                    + "\(named) never appear\(hidden.count == 1 ? "s" : ""): keep the four most useful",
                position: fifth.element.declaredAt.position)
        ]
    }
}

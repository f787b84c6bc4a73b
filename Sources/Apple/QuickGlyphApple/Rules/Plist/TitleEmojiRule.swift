import Foundation
import QuickGlyphModel

/// The HIG: no emoji in titles; the icon carries the picture.
package struct TitleEmojiRule: ShortcutsRule {
    package static let order = 8
    package static let description = DiagnosticDescription(
        id: .titleEmoji, name: "Emoji in a title", severity: .warning,
        repair: .none,
        summary:
            "A quick action's title or subtitle contains an emoji; the HIG asks for plain text and an icon instead.")

    package static let appliesToCode = true

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.flatMap { entry in
            [(QuickActionField.title, entry.title), (.subtitle, entry.subtitle)].compactMap {
                field, value -> Finding? in
                guard let text = value?.string, let emoji = text.first(where: TitleEmojiRule.isEmoji) else {
                    return nil
                }
                return finding(
                    subject.path,
                    "\(subject.label(entry)).\(subject.key(field)) \(DisplayText.quote(text)) contains the emoji \(emoji); "
                        + "the HIG asks for plain text: move the picture into the icon",
                    position: subject.position(entry, field))
            }
        }
    }

    /// Pictographs shown as emoji by default, or forced to emoji by U+FE0F; not digits or © in text style.
    static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}

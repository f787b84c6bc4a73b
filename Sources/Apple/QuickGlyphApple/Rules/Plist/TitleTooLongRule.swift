import Foundation
import QuickGlyphModel

/// The menu row fits about 25 characters of title on a line at the default text size;
/// a longer title wraps (without a subtitle) or is truncated (with one), and the HIG asks for no wrapping.
package struct TitleTooLongRule: ShortcutsRule {
    package static let order = 10
    package static let description = DiagnosticDescription(
        id: .titleTooLong, name: "Title long enough to wrap", severity: .warning,
        repair: .none,
        summary: "A quick action's title, as users read it, is longer than 25 characters: it wraps onto a second line "
            + "(truncated when there is a subtitle); the HIG asks for short titles that do not wrap. Every translation "
            + "is measured, and so is a plain-text title the development language shows as written; a title that is a key with translations is not measured itself."
    )

    static let maximumCharacters = 25

    package static let appliesToCode = true

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.flatMap { entry -> [Finding] in
            guard let title = entry.title?.string else { return [] }
            let effect =
                entry.subtitle?.string == nil
                ? "wraps onto a second line" : "is truncated (a subtitle keeps it to one line)"
            // What users read: each translation, and the title as written where it is plain
            // text no translation covers for the development language (it shows there as is).
            let translations = entry.titles
            var read = translations.sorted { $0.key < $1.key }.map { (Optional($0.key), $0.value) }
            if translations.isEmpty
                || (translations[subject.developmentLanguage] == nil
                    && !TitleLocalizationMissingRule.looksLikeKey(title))
            {
                read.insert((nil, title), at: 0)
            }
            return read.compactMap { language, text in
                guard text.count > TitleTooLongRule.maximumCharacters else { return nil }
                let which = language.map { " in \($0) is \(DisplayText.quote(text))," } ?? " is"
                return finding(
                    subject.path,
                    "\(subject.label(entry)).\(subject.key(.title)) \(DisplayText.quote(title))\(which) \(text.count) characters, "
                        + "more than \(TitleTooLongRule.maximumCharacters), so it \(effect); shorten it to a few words",
                    position: subject.position(entry, .title))
            }
        }
    }
}

import Foundation
import QuickGlyphModel

/// A title that is a localization key shows as the raw key where no InfoPlist.strings
/// translates it; a translated title shows untranslated in the languages that lack it.
package struct TitleLocalizationMissingRule: ShortcutsRule {
    package static let order = 11
    package static let description = DiagnosticDescription(
        id: .titleLocalizationMissing, name: "Translation missing", severity: .warning,
        repair: .none,
        summary:
            "A title or subtitle looks like a localization key (no spaces; snake_case, dotted or camelCase) and no "
            + "InfoPlist.strings or .xcstrings beside the file translates it, so users see the key itself; or it is translated "
            + "in some of the app's languages but not others (listed once, by language).")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.actions.flatMap { entry in
            [(QuickActionField.title, entry.title, entry.titles), (.subtitle, entry.subtitle, entry.subtitles)]
                .compactMap { field, value, translations -> Finding? in
                    guard let text = value?.string else { return nil }
                    let translated = Set(translations.keys)
                    let isKey = TitleLocalizationMissingRule.looksLikeKey(text)
                    let missing: String
                    if translated.isEmpty {
                        guard isKey else { return nil }
                        missing =
                            subject.localizationFiles.isEmpty
                            ? "any InfoPlist.strings beside it (there is none)"
                            : DisplayText.list(subject.localizationFiles)
                    } else {
                        // Plain text is what the development language shows; a key shows as itself everywhere.
                        let languages = subject.languages.filter {
                            !translated.contains($0) && (isKey || ($0 != subject.developmentLanguage && $0 != "Base"))
                        }
                        guard !languages.isEmpty else { return nil }
                        missing =
                            "the " + DisplayText.list(languages) + " localization" + (languages.count == 1 ? "" : "s")
                    }
                    return finding(
                        subject.path,
                        "\(subject.label(entry)).\(subject.key(field)) \(DisplayText.quote(text)) has no translation in "
                            + "\(missing), so users there see \(DisplayText.quote(text)); add \(DisplayText.quote(text)) = \"…\"; to each, or write the text itself",
                        position: subject.position(entry, field))
                }
        }
    }

    /// `compose_title`, `shortcut.compose.title`, `composeTitle`: no spaces, and a separator or a hump inside.
    static func looksLikeKey(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), !text.contains("$("),
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
        else { return false }
        let separated = text.dropFirst().dropLast().contains { $0 == "_" || $0 == "." }
        let camel = text.first!.isLowercase && text.dropFirst().contains(where: \.isUppercase)
        return separated || camel
    }
}

import QuickGlyphModel

/// The items' translations as the InfoPlist table holds them: key (the
/// development-language title or subtitle, the text Info.plist and the generated
/// code look up) → language → text. Static and dynamic items alike: dynamic
/// ones are localized at run time from the same table.
package struct TitleTranslations: Sendable, Equatable {
    package private(set) var entries: [String: [String: String]] = [:]
    /// The language the keys are written in: a String Catalog's `sourceLanguage`.
    package var developmentLanguage: String

    package init(items: [QuickAction], developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
        for item in items {
            for language in item.languages {
                let translation = item.translation(language)!
                add(key: item.titleText, language: language, value: translation.title)
                // A translation without a subtitle keeps the development text there: nothing to look up.
                if let subtitle = item.subtitleText, let value = translation.subtitle {
                    add(key: subtitle, language: language, value: value)
                }
            }
        }
    }

    /// The first item to translate a text wins: one key has one text a language.
    private mutating func add(key: String, language: String, value: String) {
        guard language != developmentLanguage, entries[key]?[language] == nil else { return }
        entries[key, default: [:]][language] = value
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// Every language translated into, sorted.
    package var languages: [String] {
        Set(entries.values.flatMap(\.keys)).sorted()
    }

    /// One language's keys and texts, as its strings file holds them.
    package func table(language: String) -> [String: String] {
        entries.compactMapValues { $0[language] }
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// The items file's translations, dynamic items and development language: what
/// is read, and every way it can be wrong, in words that name the item and field.
final class ItemsFileTranslationTests: XCTestCase {
    func testTranslationsAndDynamicItemsAreRead() throws {
        let parsed = ItemsFile.parse(
            Data(
                """
                { "developmentLanguage": "en-GB",
                  "items": [
                    { "type": "x.compose", "title": "New Message", "subtitle": "To a friend", "glyph": "compose",
                      "localizations": { "de": { "title": "Neue Nachricht", "subtitle": "An einen Freund" },
                                         "pt-BR": { "title": "Nova mensagem" } } },
                    { "type": "x.recent", "title": "Recent", "symbol": "clock", "dynamic": true }
                  ] }
                """.utf8))
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(parsed.developmentLanguage, "en-GB")
        XCTAssertEqual(parsed.items[0].titles, ["de": "Neue Nachricht", "pt-BR": "Nova mensagem"])
        XCTAssertEqual(parsed.items[0].subtitles, ["de": "An einen Freund"])
        XCTAssertEqual(parsed.items[0].languages, ["de", "pt-BR"])
        XCTAssertFalse(parsed.items[0].isDynamic)
        XCTAssertTrue(parsed.items[1].isDynamic)
        XCTAssertEqual(parsed.items.staticItems.map(\.typeText), ["x.compose"])
        XCTAssertEqual(ItemsFile.parse(Data(#"{ "items": [] }"#.utf8)).developmentLanguage, "en")
    }

    func testEveryTranslationMistakeNamesItsItemAndField() throws {
        let parsed = ItemsFile.parse(
            Data(
                """
                { "items": [
                    { "type": "a", "title": "A", "symbol": "star", "dynamic": "yes",
                      "localizations": { "german": { "title": "A" }, "en": { "title": "Ay" }, "fr": { "title": "", "subtitle": "s", "note": 1 } } },
                    { "type": "b", "title": "B", "symbol": "star", "localizations": [ "de" ] },
                    { "type": "c", "title": "Search", "symbol": "star", "localizations": { "de": { "title": "Suche" } } },
                    { "type": "d", "title": "Search", "symbol": "star", "localizations": { "de": { "title": "Suchen" } } },
                    { "type": "e", "title": "Search", "symbol": "star", "localizations": { "de": { "title": "Suche" } } }
                ] }
                """.utf8))
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                "items[0].dynamic: must be true or false (found a string)",
                "items[0].localizations.en: \"en\" is the development language, whose text is the item's own \"title\"; "
                    + "change the title instead, or set \"developmentLanguage\"",
                "items[0].localizations.fr.note: unknown field; the fields are title, subtitle, android",
                "items[0].localizations.fr.title: must not be empty",
                "items[0].localizations.fr.subtitle: the item has no \"subtitle\" to translate; add one or remove this",
                "items[0].localizations: \"german\" is not a language Xcode names; write it as \"de\", \"pt-BR\" or \"zh-Hans\"",
                "items[1].localizations: must be an object of languages, {\"de\": {\"title\": …}} (found an array)",
                "items[3].localizations.de: \"Search\" is translated differently in items[2]; both are looked up by that text, "
                    + "so give them one translation",
            ].map { $0 })
    }

    func testDevelopmentLanguageMustBeALanguage() {
        XCTAssertEqual(
            ItemsFile.parse(Data(#"{ "developmentLanguage": "English", "items": [] }"#.utf8)).errors.map(\.description),
            [#"developmentLanguage: must be a language such as "en" or "pt-BR" (found "English")"#])
        XCTAssertEqual(
            ItemsFile.parse(Data(#"{ "developmentLanguage": 1, "items": [] }"#.utf8)).errors.map(\.description),
            [#"developmentLanguage: must be a language such as "en" or "pt-BR" (found a number)"#])
    }

    func testLanguageCodesAreThoseXcodeNames() {
        for valid in ["de", "en", "fil", "pt-BR", "zh-Hans", "zh-Hant-TW", "es-419", "sr-Latn"] {
            XCTAssertTrue(LanguageCode.isValid(valid), valid)
        }
        for invalid in ["", "D", "DE", "de_DE", "de-de", "german", "zh-hans", "es-41", "de-", "-de", "de-DE-x"] {
            XCTAssertFalse(LanguageCode.isValid(invalid), invalid)
        }
    }

    /// The title rules measure what each language shows: the file's own
    /// translations, and the development text itself.
    func testTitleRulesMeasureTheFilesOwnTranslations() throws {
        let data = Data(
            """
            { "items": [
                { "type": "a", "title": "Settings", "symbol": "gear",
                  "localizations": { "de": { "title": "Einstellungen für dieses Gerät ändern" }, "fr": { "title": "Réglages" } } },
                { "type": "b", "title": "Search", "symbol": "magnifyingglass", "localizations": { "de": { "title": "Suche" } } }
            ] }
            """.utf8)
        let subject = ShortcutsSubject(itemsFile: "items.json", parsed: ItemsFile.parse(data, path: "items.json"))
        XCTAssertEqual(subject.languages, ["de", "fr"])
        let long = TitleTooLongRule().validate(subject, context: RuleContext())
        XCTAssertEqual(
            long.map(\.message),
            [
                "items[0].title \"Settings\" in de is \"Einstellungen für dieses Gerät ändern\", 37 characters, more than 25, "
                    + "so it wraps onto a second line; shorten it to a few words"
            ])
        XCTAssertEqual(long.first?.position, SourcePosition(line: 2, column: 20))
        let missing = TitleLocalizationMissingRule().validate(subject, context: RuleContext())
        XCTAssertEqual(
            missing.map(\.message),
            [
                "items[1].title \"Search\" has no translation in the fr localization, so users there see \"Search\"; "
                    + "add \"Search\" = \"…\"; to each, or write the text itself"
            ])
    }
}

import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import XCTest

/// String Catalogs as Xcode writes them.
final class StringCatalogTests: XCTestCase {
    func testTranslationsStatesAndTheSourceLanguage() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "compose_title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "New Message" } }
                  }
                },
                "New Tab" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Neuer Tab" } },
                    "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Nouvel onglet" } },
                    "ja" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } }
                  }
                },
                "Untouched" : { }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog.parse(Data(json.utf8), path: "InfoPlist.xcstrings")
        XCTAssertEqual(
            catalog,
            [
                "en": [
                    "compose_title": LocalizedString(
                        value: "New Message", state: "translated", path: "InfoPlist.xcstrings"),
                    "New Tab": LocalizedString(value: "New Tab", state: nil, path: "InfoPlist.xcstrings"),
                    "Untouched": LocalizedString(value: "Untouched", state: nil, path: "InfoPlist.xcstrings"),
                ],
                "de": [
                    "New Tab": LocalizedString(value: "Neuer Tab", state: "translated", path: "InfoPlist.xcstrings")
                ],
                "fr": [
                    "New Tab": LocalizedString(
                        value: "Nouvel onglet", state: "needs_review", path: "InfoPlist.xcstrings")
                ],
            ])
    }

    func testWhatIsNotACatalog() throws {
        XCTAssertEqual(try StringCatalog.parse(Data(#"{"sourceLanguage": "en"}"#.utf8), path: "a"), [:])
        XCTAssertThrowsError(try StringCatalog.parse(Data("[1]".utf8), path: "a")) { error in
            XCTAssertEqual(
                error as? FileReadError, FileReadError(reason: "not a String Catalog (the root is not an object)"))
        }
        XCTAssertThrowsError(try StringCatalog.parse(Data("{".utf8), path: "a")) { error in
            XCTAssertTrue((error as? FileReadError)?.reason.hasPrefix("not JSON: ") ?? false, "\(error)")
        }
    }
}

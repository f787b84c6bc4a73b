import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import XCTest

/// The String Catalog writer against Xcode's own bytes.
final class StringCatalogWriterTests: XCTestCase {
    static func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/xcstrings").appendingPathComponent(name))
    }

    static let twoItems = [
        QuickAction(
            type: "com.example.compose", title: "New Message", icon: .system(.compose),
            localizations: [
                "de": ItemTranslation(title: "Neue Nachricht"),
                "fr": ItemTranslation(title: "Nouveau message"),
            ]),
        QuickAction(
            type: "com.example.scan", title: "Scan Code", subtitle: "QR or barcode", icon: .system(.search),
            localizations: [
                "de": ItemTranslation(title: "Code scannen", subtitle: "QR- oder Strichcode"),
                "fr": ItemTranslation(title: "Scanner un code", subtitle: "QR ou code-barres"),
            ],
            isDynamic: true),
    ]

    /// Catalogs in Xcode's layout, one for each form Xcode writes (Fixtures/xcstrings/README.md
    /// lists them): read and written back with nothing to change, every byte is the same:
    /// indent, separators, key order, escapes, booleans, empty objects, the missing final newline.
    static let catalogs = [
        "Empty.xcstrings", "InfoPlist-extracted-and-manual.xcstrings",
        "Localizable-every-form.xcstrings", "Localizable-source-german.xcstrings",
    ]

    func testXcodeLayoutCatalogsRoundTripByteForByte() throws {
        for name in Self.catalogs {
            let data = try Self.fixture(name)
            let nothing = TitleTranslations(items: [], developmentLanguage: "en")
            let written = StringCatalogWriter.merge(nothing, into: try StringCatalogWriter.read(data))
            XCTAssertEqual(written, data, name)
        }
    }

    func testANewCatalogForTwoItemsInTwoLanguages() {
        let translations = TitleTranslations(items: Self.twoItems, developmentLanguage: "en")
        let data = StringCatalogWriter.merge(translations, into: nil)
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "New Message" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Neue Nachricht"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Nouveau message"
                      }
                    }
                  }
                },
                "QR or barcode" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "QR- oder Strichcode"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "QR ou code-barres"
                      }
                    }
                  }
                },
                "Scan Code" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Code scannen"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Scanner un code"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }

    /// Merged into a catalog as Xcode writes it: its strings keep every byte, ours go in
    /// where Xcode would sort them ("New Alias" before `NSCamera…`, ignoring case).
    func testMergingKeepsTheCatalogsOwnStringsByteForByte() throws {
        let original = try Self.fixture("InfoPlist-extracted-and-manual.xcstrings")
        let item = QuickAction(
            type: "com.example.alias", title: "New Alias", icon: .system(.add),
            localizations: ["de": ItemTranslation(title: "Neuer Alias")])
        let merged = StringCatalogWriter.merge(
            TitleTranslations(items: [item], developmentLanguage: "en"),
            into: try StringCatalogWriter.read(original))
        let ours = """
                "New Alias" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Neuer Alias"
                      }
                    }
                  }
                },

            """
        let text = String(decoding: original, as: UTF8.self)
        let insertAt = try XCTUnwrap(text.range(of: "    \"NSCameraUsageDescription\""))
        var expected = text
        expected.insert(contentsOf: ours, at: insertAt.lowerBound)
        XCTAssertEqual(String(decoding: merged, as: UTF8.self), expected)
    }

    /// A key written before whose item is gone leaves; a language no longer
    /// translated leaves its key; nothing else changes.
    func testWhatAnEarlierBuildWroteAndNoLongerWritesIsRemoved() throws {
        let original = try Self.fixture("InfoPlist-extracted-and-manual.xcstrings")
        let both = TitleTranslations(items: Self.twoItems, developmentLanguage: "en")
        let first = StringCatalogWriter.merge(both, into: try StringCatalogWriter.read(original))
        let managed = both.entries.mapValues { $0.keys.sorted() }
        var onlyCompose = Self.twoItems[0]
        (onlyCompose.titles["fr"], onlyCompose.subtitles["fr"]) = (nil, nil)
        let second = StringCatalogWriter.merge(
            TitleTranslations(items: [onlyCompose], developmentLanguage: "en"),
            into: try StringCatalogWriter.read(first), managed: managed)
        let removedAgain = StringCatalogWriter.merge(
            TitleTranslations(items: [], developmentLanguage: "en"),
            into: try StringCatalogWriter.read(second),
            managed: ["New Message": ["de"]])
        XCTAssertEqual(removedAgain, original, "every key of ours gone: the catalog's bytes again")
        let text = String(decoding: second, as: UTF8.self)
        XCTAssertFalse(text.contains("Scan Code") || text.contains("QR or barcode") || text.contains("Nouveau message"))
        XCTAssertTrue(text.contains("\"value\" : \"Neue Nachricht\""))
    }

    /// A catalog laid out by hand that already holds the translations keeps its
    /// bytes: only a change of content makes the writer lay it out as Xcode would.
    func testACatalogWithNothingToChangeKeepsItsLayout() throws {
        let compact = Data(
            #"{"sourceLanguage":"en","strings":{"New Message":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Neue Nachricht"}}}},"Other":{}},"version":"1.0"}"#
                .utf8)
        let item = QuickAction(
            type: "com.example.compose", title: "New Message", icon: .system(.compose),
            localizations: ["de": ItemTranslation(title: "Neue Nachricht")])
        let translations = TitleTranslations(items: [item], developmentLanguage: "en")
        XCTAssertEqual(
            StringCatalogWriter.merge(
                translations, into: try StringCatalogWriter.read(compact),
                managed: ["New Message": ["de"]]), compact)
        var french = item
        french.titles["fr"] = "Nouveau message"
        let relaid = StringCatalogWriter.merge(
            TitleTranslations(items: [french], developmentLanguage: "en"),
            into: try StringCatalogWriter.read(compact))
        XCTAssertTrue(
            String(decoding: relaid, as: UTF8.self).hasSuffix(
                """
                    "Other" : {

                    }
                  },
                  "version" : "1.0"
                }
                """), "an empty object as Xcode writes one")
    }

    /// A catalog that is not JSON, or not a catalog, says why.
    func testMalformedCatalogsSayWhy() {
        for (text, reason) in [
            ("{ \"strings\" : { ", "not JSON"), ("[1]", "the root is not an object"),
            ("{ \"strings\" : [] }", "\"strings\" is not an object"),
        ] {
            XCTAssertThrowsError(try StringCatalogWriter.read(Data(text.utf8))) { error in
                XCTAssertTrue((error as? FileReadError)?.reason.contains(reason) == true, "\(text): \(error)")
            }
        }
    }
}

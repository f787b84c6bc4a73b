import Foundation
import QuickGlyphCore
import QuickGlyphItems
import XCTest
@testable import QuickGlyphKit

/// The String Catalog writer against Xcode's own bytes.
final class StringCatalogWriterTests: XCTestCase {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/xcstrings").appendingPathComponent(name))
    }

    static let twoItems = [
        ShortcutItem(type: "com.example.compose", title: "New Message", icon: .system(.compose),
                     localizations: ["de": ItemTranslation(title: "Neue Nachricht"),
                                     "fr": ItemTranslation(title: "Nouveau message")]),
        ShortcutItem(type: "com.example.scan", title: "Scan Code", subtitle: "QR or barcode", icon: .system(.search),
                     localizations: ["de": ItemTranslation(title: "Code scannen", subtitle: "QR- oder Strichcode"),
                                     "fr": ItemTranslation(title: "Scanner un code", subtitle: "QR ou code-barres")],
                     isDynamic: true),
    ]

    /// Real catalogs Xcode wrote (SOURCE.md names them): read and written back
    /// with nothing to change, every byte is the same: indent, separators, key
    /// order, escapes, booleans, the missing final newline.
    func testRealXcodeCatalogsRoundTripByteForByte() throws {
        for name in ["WebA11Y-Localizable.xcstrings", "addy-ios-InfoPlist.xcstrings"] {
            let data = try Self.fixture(name)
            let nothing = TitleTranslations(items: [], developmentLanguage: "en")
            let written = StringCatalogWriter.merge(nothing, into: try StringCatalogWriter.read(data))
            XCTAssertEqual(written, data, name)
        }
    }

    func testANewCatalogForTwoItemsInTwoLanguages() {
        let translations = TitleTranslations(items: Self.twoItems, developmentLanguage: "en")
        let data = StringCatalogWriter.merge(translations, into: nil)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), """
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

    /// Merged into Xcode's own catalog: its strings keep every byte, ours go in
    /// where Xcode would sort them (`shortcut_add_alias` after `NSFaceID…`, ignoring case).
    func testMergingKeepsTheCatalogsOwnStringsByteForByte() throws {
        let original = try Self.fixture("addy-ios-InfoPlist.xcstrings")
        let item = ShortcutItem(type: "com.example.alias", title: "New Alias", icon: .system(.add),
                                localizations: ["de": ItemTranslation(title: "Neuer Alias")])
        let merged = StringCatalogWriter.merge(TitleTranslations(items: [item], developmentLanguage: "en"),
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
        let original = try Self.fixture("addy-ios-InfoPlist.xcstrings")
        let both = TitleTranslations(items: Self.twoItems, developmentLanguage: "en")
        let first = StringCatalogWriter.merge(both, into: try StringCatalogWriter.read(original))
        let managed = both.entries.mapValues { $0.keys.sorted() }
        var onlyCompose = Self.twoItems[0]
        onlyCompose.localizations["fr"] = nil
        let second = StringCatalogWriter.merge(TitleTranslations(items: [onlyCompose], developmentLanguage: "en"),
                                               into: try StringCatalogWriter.read(first), managed: managed)
        let removedAgain = StringCatalogWriter.merge(TitleTranslations(items: [], developmentLanguage: "en"),
                                                     into: try StringCatalogWriter.read(second),
                                                     managed: ["New Message": ["de"]])
        XCTAssertEqual(removedAgain, original, "every key of ours gone: Xcode's bytes again")
        let text = String(decoding: second, as: UTF8.self)
        XCTAssertFalse(text.contains("Scan Code") || text.contains("QR or barcode") || text.contains("Nouveau message"))
        XCTAssertTrue(text.contains("\"value\" : \"Neue Nachricht\""))
    }

    /// A catalog laid out by hand that already holds the translations keeps its
    /// bytes: only a change of content makes the writer lay it out as Xcode would.
    func testACatalogWithNothingToChangeKeepsItsLayout() throws {
        let compact = Data(#"{"sourceLanguage":"en","strings":{"New Message":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Neue Nachricht"}}}},"Other":{}},"version":"1.0"}"#.utf8)
        let item = ShortcutItem(type: "com.example.compose", title: "New Message", icon: .system(.compose),
                                localizations: ["de": ItemTranslation(title: "Neue Nachricht")])
        let translations = TitleTranslations(items: [item], developmentLanguage: "en")
        XCTAssertEqual(StringCatalogWriter.merge(translations, into: try StringCatalogWriter.read(compact),
                                                 managed: ["New Message": ["de"]]), compact)
        var french = item
        french.localizations["fr"] = ItemTranslation(title: "Nouveau message")
        let relaid = StringCatalogWriter.merge(TitleTranslations(items: [french], developmentLanguage: "en"),
                                               into: try StringCatalogWriter.read(compact))
        XCTAssertTrue(String(decoding: relaid, as: UTF8.self).hasSuffix("""
            "Other" : {

            }
          },
          "version" : "1.0"
        }
        """), "an empty object as Xcode writes one")
    }

    /// A catalog that is not JSON, or not a catalog, says why.
    func testMalformedCatalogsSayWhy() {
        for (text, reason) in [("{ \"strings\" : { ", "not JSON"), ("[1]", "the root is not an object"),
                               ("{ \"strings\" : [] }", "\"strings\" is not an object")] {
            XCTAssertThrowsError(try StringCatalogWriter.read(Data(text.utf8))) { error in
                XCTAssertTrue((error as? FileReadError)?.reason.contains(reason) == true, "\(text): \(error)")
            }
        }
    }
}

/// The checked catalog merge: what it writes, and what its read-back check names.
final class StringCatalogMergeCheckTests: XCTestCase {
    private static let translations = TitleTranslations(items: StringCatalogWriterTests.twoItems, developmentLanguage: "en")

    /// Xcode's catalogs and a new one merge as before, byte for byte.
    func testTheCheckedMergeWritesWhatTheMergeWrites() throws {
        for name in ["WebA11Y-Localizable.xcstrings", "addy-ios-InfoPlist.xcstrings"] {
            let data = try StringCatalogWriterTests.fixture(name)
            let managed = ["Gone": ["de"], "New Message": ["de", "ja"]]
            XCTAssertEqual(try StringCatalogWriter.mergeChecked(Self.translations, into: data, managed: managed),
                           StringCatalogWriter.merge(Self.translations, into: try StringCatalogWriter.read(data), managed: managed), name)
        }
        XCTAssertEqual(try StringCatalogWriter.mergeChecked(Self.translations, into: nil),
                       StringCatalogWriter.merge(Self.translations, into: nil))
    }

    func testACatalogThatDoesNotParseIsRefusedSayingWhy() {
        XCTAssertThrowsError(try StringCatalogWriter.mergeChecked(Self.translations, into: Data("{ \"strings\" : [] }".utf8))) { error in
            XCTAssertEqual((error as? StringsMergeRefusal)?.reason, "not a String Catalog (\"strings\" is not an object)")
        }
    }

    /// Each way a merged catalog could differ from what is meant, named.
    func testTheCheckNamesWhatWouldChange() {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let ours: [String: Any] = ["extractionState": "manual", "localizations": [
            "de": unit("Neue Nachricht"), "fr": unit("Nouveau message"), "ja": unit("新規メッセージ")]]
        let scan: [String: Any] = ["localizations": ["de": unit("Code scannen"), "fr": unit("Scanner un code")]]
        let barcode: [String: Any] = ["localizations": ["de": unit("QR- oder Strichcode"), "fr": unit("QR ou code-barres")]]
        // As JSONSerialization reads numbers: NSNumbers.
        let before: [String: Any] = ["sourceLanguage": "en", "version": NSNumber(value: 1.0), "strings": [
            "Other": ["comment": "the app's"], "New Message": ["localizations": ["ja": unit("新規メッセージ"), "it": unit("Vecchio")]],
            "Old": ["localizations": ["de": unit("Alt")]]]]
        let good: [String: Any] = ["sourceLanguage": "en", "version": NSNumber(value: 1), "strings": [
            "Other": ["comment": "the app's"], "New Message": ours, "Scan Code": scan, "QR or barcode": barcode]]
        let managed = ["Old": ["de"], "New Message": ["it"]]
        func check(_ change: (inout [String: Any]) -> Void) -> String? {
            var after = good
            var strings = after["strings"] as! [String: Any]
            change(&strings)
            after["strings"] = strings
            return CatalogMergeCheck(translations: Self.translations, managed: managed, before: before, after: after).difference
        }
        XCTAssertNil(check { _ in }, "1.0 written back as 1 is the same number")
        XCTAssertEqual(check { $0["Other"] = nil }, "the catalog's own \"Other\" would be lost")
        XCTAssertEqual(check { $0["Other"] = ["comment": "changed"] }, "the catalog's own \"Other\" would change")
        XCTAssertEqual(check { $0["Old"] = ["localizations": ["de": unit("Alt")]] }, "\"Old\", which an earlier build wrote, would still be in it")
        XCTAssertEqual(check { $0["Scan Code"] = ["localizations": ["de": unit("Code scannen")]] },
                       "\"Scan Code\" would not read \"Scanner un code\" in fr")
        XCTAssertEqual(check {
            var entry = ours
            entry["localizations"] = ["de": unit("Neue Nachricht"), "fr": unit("Nouveau message")]
            $0["New Message"] = entry
        }, "the catalog's own ja translation of \"New Message\" would not be kept as it was")
        XCTAssertEqual(check {
            var entry = ours
            entry["localizations"] = ["de": unit("Neue Nachricht"), "fr": unit("Nouveau message"), "ja": unit("新規メッセージ"),
                                      "it": unit("Vecchio")]
            $0["New Message"] = entry
        }, "\"New Message\" would still have its it translation, which an earlier build wrote")
        var renamed = good
        renamed["sourceLanguage"] = "de"
        XCTAssertEqual(CatalogMergeCheck(translations: Self.translations, managed: managed, before: before, after: renamed).difference,
                       "its field \"sourceLanguage\" would not be kept as it was")
    }
}

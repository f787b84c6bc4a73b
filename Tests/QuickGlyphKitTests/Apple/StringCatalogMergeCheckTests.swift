import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// The checked catalog merge: what it writes, and what its read-back check names.
final class StringCatalogMergeCheckTests: XCTestCase {
    private static let translations = TitleTranslations(
        items: StringCatalogWriterTests.twoItems, developmentLanguage: "en")

    /// Catalogs in Xcode's layout and a new one merge as before, byte for byte.
    func testTheCheckedMergeWritesWhatTheMergeWrites() throws {
        for name in StringCatalogWriterTests.catalogs {
            let data = try StringCatalogWriterTests.fixture(name)
            let managed = ["Gone": ["de"], "New Message": ["de", "ja"]]
            XCTAssertEqual(
                try StringCatalogWriter.mergeChecked(Self.translations, into: data, managed: managed),
                StringCatalogWriter.merge(
                    Self.translations, into: try StringCatalogWriter.read(data), managed: managed), name)
        }
        XCTAssertEqual(
            try StringCatalogWriter.mergeChecked(Self.translations, into: nil),
            StringCatalogWriter.merge(Self.translations, into: nil))
    }

    func testACatalogThatDoesNotParseIsRefusedSayingWhy() {
        XCTAssertThrowsError(
            try StringCatalogWriter.mergeChecked(Self.translations, into: Data("{ \"strings\" : [] }".utf8))
        ) { error in
            XCTAssertEqual(
                (error as? StringsMergeRefusal)?.reason, "not a String Catalog (\"strings\" is not an object)")
        }
    }

    /// Each way a merged catalog could differ from what is meant, named.
    func testTheCheckNamesWhatWouldChange() {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        let ours: [String: Any] = [
            "extractionState": "manual",
            "localizations": [
                "de": unit("Neue Nachricht"), "fr": unit("Nouveau message"), "ja": unit("新規メッセージ"),
            ],
        ]
        let scan: [String: Any] = ["localizations": ["de": unit("Code scannen"), "fr": unit("Scanner un code")]]
        let barcode: [String: Any] = [
            "localizations": ["de": unit("QR- oder Strichcode"), "fr": unit("QR ou code-barres")]
        ]
        // As JSONSerialization reads numbers: NSNumbers.
        let before: [String: Any] = [
            "sourceLanguage": "en", "version": NSNumber(value: 1.0),
            "strings": [
                "Other": ["comment": "the app's"],
                "New Message": ["localizations": ["ja": unit("新規メッセージ"), "it": unit("Vecchio")]],
                "Old": ["localizations": ["de": unit("Alt")]],
            ],
        ]
        let good: [String: Any] = [
            "sourceLanguage": "en", "version": NSNumber(value: 1),
            "strings": [
                "Other": ["comment": "the app's"], "New Message": ours, "Scan Code": scan, "QR or barcode": barcode,
            ],
        ]
        let managed = ["Old": ["de"], "New Message": ["it"]]
        func check(_ change: (inout [String: Any]) -> Void) -> String? {
            var after = good
            var strings = after["strings"] as! [String: Any]
            change(&strings)
            after["strings"] = strings
            return CatalogMergeCheck(translations: Self.translations, managed: managed, before: before, after: after)
                .difference
        }
        XCTAssertNil(check { _ in }, "1.0 written back as 1 is the same number")
        XCTAssertEqual(check { $0["Other"] = nil }, "the catalog's own \"Other\" would be lost")
        XCTAssertEqual(check { $0["Other"] = ["comment": "changed"] }, "the catalog's own \"Other\" would change")
        XCTAssertEqual(
            check { $0["Old"] = ["localizations": ["de": unit("Alt")]] },
            "\"Old\", which an earlier build wrote, would still be in it")
        XCTAssertEqual(
            check { $0["Scan Code"] = ["localizations": ["de": unit("Code scannen")]] },
            "\"Scan Code\" would not read \"Scanner un code\" in fr")
        XCTAssertEqual(
            check {
                var entry = ours
                entry["localizations"] = ["de": unit("Neue Nachricht"), "fr": unit("Nouveau message")]
                $0["New Message"] = entry
            }, "the catalog's own ja translation of \"New Message\" would not be kept as it was")
        XCTAssertEqual(
            check {
                var entry = ours
                entry["localizations"] = [
                    "de": unit("Neue Nachricht"), "fr": unit("Nouveau message"), "ja": unit("新規メッセージ"),
                    "it": unit("Vecchio"),
                ]
                $0["New Message"] = entry
            }, "\"New Message\" would still have its it translation, which an earlier build wrote")
        var renamed = good
        renamed["sourceLanguage"] = "de"
        XCTAssertEqual(
            CatalogMergeCheck(translations: Self.translations, managed: managed, before: before, after: renamed)
                .difference,
            "its field \"sourceLanguage\" would not be kept as it was")
    }
}

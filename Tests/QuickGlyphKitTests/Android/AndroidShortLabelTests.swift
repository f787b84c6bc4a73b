import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// An item's Android short label, in every language: read from the items file, written as the short label's
/// string in each `values-LANG/`, and a title launchers would cut warned of where it is written.
final class AndroidShortLabelTests: XCTestCase {
    private let items = #"""
        { "items": [
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).scan", "title": "Scan Code", "glyph": "g",
              "android": { "shortLabel": "Scan" },
              "localizations": { "de": { "title": "Code scannen", "android": { "shortLabel": "Scannen" } },
                                 "fr": { "title": "Scanner" } } }
        ] }
        """#

    func testTheItemsFileReadsTheShortLabelInEveryLanguage() {
        let parsed = ItemsFile.parse(Data(items.utf8))
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(
            parsed.items.first?.android, AndroidIntentSettings(shortLabel: "Scan", shortLabels: ["de": "Scannen"]))
        XCTAssertEqual(
            parsed.items.first?.titles, ["de": "Code scannen", "fr": "Scanner"], "the title is read as before")
    }

    func testABadShortLabelIsNamedAtItsPlace() {
        let parsed = ItemsFile.parse(
            Data(
                #"""
                { "items": [ { "type": "a", "title": "A", "glyph": "a", "android": { "shortLabel": " " },
                               "localizations": { "de": { "title": "A", "android": { "shortLabel": 1, "label": "x" } },
                                                  "fr": { "title": "A", "android": "B" } } } ] }
                """#.utf8))
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                "items[0].android.shortLabel: must not be empty",
                "items[0].localizations.de.android.label: unknown field; the fields are shortLabel",
                "items[0].localizations.de.android.shortLabel: must be a string (found a number)",
                #"items[0].localizations.fr.android: must be an object, {"shortLabel": …} (found a string)"#,
            ])
    }

    func testEachLanguagesShortLabelIsWrittenAndTheTitleStaysTheLongLabel() throws {
        let item = try XCTUnwrap(ItemsFile.parse(Data(items.utf8)).items.first)
        let set = try AndroidResourceSet(items: [item], package: nil, masks: [:], encoder: RGBAPNGEncoder())
        let strings = { (folder: String) in
            set.files[folder + "/" + AndroidResourceSet.stringsFilename].map { String(decoding: $0, as: UTF8.self) }
        }
        let header =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Written by quickglyph; the next build replaces it. -->\n<resources>\n"
        XCTAssertEqual(
            strings("values"),
            header + """
                    <string name="quickglyph_shortcut_scan_long">Scan Code</string>
                    <string name="quickglyph_shortcut_scan_short">Scan</string>
                </resources>

                """)
        XCTAssertEqual(
            strings("values-de"),
            header + """
                    <string name="quickglyph_shortcut_scan_long">Code scannen</string>
                    <string name="quickglyph_shortcut_scan_short">Scannen</string>
                </resources>

                """)
        // No short label in French: the French title is both, never the English short label.
        XCTAssertEqual(
            strings("values-fr"),
            header + """
                    <string name="quickglyph_shortcut_scan_long">Scanner</string>
                    <string name="quickglyph_shortcut_scan_short">Scanner</string>
                </resources>

                """)
        XCTAssertEqual(set.problems.filter { if case .labelTooLong = $0 { return true } else { return false } }, [])
    }

    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##

    private func build(_ items: String) throws -> BuildReport {
        let workspace = try Workspace(self)
        try workspace.add("g.svg", square)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        configuration.writeAndroid(into: workspace.root.appendingPathComponent("res").path)
        return try BuildPipeline(configuration: configuration).run()
    }

    /// Launchers cut a short label past 10 characters: a title over that with no short label in its language is
    /// a warning at the item's title, with the fix, under check's id; the files are written all the same.
    func testALongTitleWithoutAShortLabelIsAWarningAtTheTitle() throws {
        let report = try build(
            #"""
            { "android": { "package": "com.example.app", "targetClass": "com.example.app.MainActivity" },
              "items": [
                { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New Message", "glyph": "g",
                  "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Écrire" } } },
                { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).scan",
                  "title": "Scan Code", "glyph": "g" }
              ] }
            """#)
        let labels = report.findings.filter { $0.rule == .androidLabelTooLong }
        XCTAssertEqual(
            labels.map(\.message),
            [
                "items[0] (compose): the title \"New Message\" is 11 characters, and with no short label it is the Android shortcut's "
                    + "short label too, which launchers cut past 10; give the item \"android\": {\"shortLabel\": …}",
                "items[0] (compose): in de, the title \"Neue Nachricht\" is 14 characters, and with no short label it is the Android "
                    + "shortcut's short label too, which launchers cut past 10; give the item \"localizations\": {\"de\": {\"android\": "
                    + "{\"shortLabel\": …}}}",
            ])
        XCTAssertEqual(labels.map(\.severity), [.warning, .warning])
        XCTAssertEqual(Set(labels.map(\.path)).count, 1)
        XCTAssertTrue(labels[0].path.hasSuffix("shortcuts.json"), labels[0].path)
        XCTAssertEqual(
            labels.map(\.position), [SourcePosition(line: 3, column: 55), SourcePosition(line: 3, column: 55)],
            "the item's \"title\"")
        XCTAssertEqual(
            report.findings.map(\.rule).filter { $0 != .androidLabelTooLong }, [.androidManifestEntry],
            "written all the same")
    }

    func testAShortLabelInEveryLanguageSilencesTheWarning() throws {
        let report = try build(
            #"""
            { "android": { "package": "com.example.app", "targetClass": "com.example.app.MainActivity" },
              "items": [
                { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New Message", "glyph": "g",
                  "android": { "shortLabel": "New" },
                  "localizations": { "de": { "title": "Neue Nachricht", "android": { "shortLabel": "Neu" } } } }
              ] }
            """#)
        XCTAssertEqual(report.findings.map(\.rule), [.androidManifestEntry])
    }

    /// A short label the item gives over 10, or a title over 25 (the long label), is what check would find in the
    /// labels written.
    func testAGivenShortLabelOrALongLabelTooLongIsNamedToo() throws {
        var item = QuickAction(type: "t", title: "Compose a brand new message", icon: .symbol("star"))
        item.android = AndroidIntentSettings(shortLabel: "Compose one", data: "x://y")
        let set = try AndroidResourceSet(items: [item], package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(
            set.problems.dropFirst().map(\.description),
            [
                "items[0] (t): the Android short label \"Compose one\" is 11 characters; launchers cut short labels past 10; shorten it",
                "items[0] (t): the title \"Compose a brand new message\" is 27 characters, and it is the Android shortcut's long label, "
                    + "which launchers cut past 25; shorten it",
            ])
    }
}

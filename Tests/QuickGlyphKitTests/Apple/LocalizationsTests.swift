import Foundation
import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// The translations beside an Info.plist, as Xcode lays them out.
final class LocalizationsTests: XCTestCase {
    func testStringsFilesAndACatalogBesideThePlist() throws {
        let app = try AppFolder(self)
        let plist = try app.write("App/Info.plist", "<plist/>")
        try app.write(
            "App/en.lproj/InfoPlist.strings", "\"compose_title\" = \"New Message\";\n\"Search\" = \"Search\";")
        try app.write(
            "App/de.lproj/InfoPlist.strings",
            data: Data([0xFF, 0xFE]) + "compose_title = \"Neue Nachricht\";\n\"Search\" = \"Suchen\";".data(
                using: .utf16LittleEndian)!)
        try app.write("App/Base.lproj/Main.storyboard", "<document/>")
        try app.write("App/fr.lproj/Localizable.strings", "\"compose_title\" = \"Pas InfoPlist\";")
        try app.write(
            "App/InfoPlist.xcstrings",
            """
            { "sourceLanguage" : "en", "strings" : { "compose_title" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "New Message (catalog)" } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "新規メッセージ" } } } } } }
            """)
        // A target's Resources folder below the plist: Xcode bundles its lproj folders too.
        try app.write("App/Resources/it.lproj/InfoPlist.strings", "\"compose_title\" = \"Nuovo messaggio\";")
        try app.write(
            "App/Resources/Deep/Er/Still/pl.lproj/InfoPlist.strings", "\"compose_title\" = \"Too deep to look\";")
        try app.write("App/es.lproj/InfoPlist.strings", "\"broken\" = ;")

        let localizations = Localizations(besidePlist: plist)
        XCTAssertEqual(localizations.languages, ["de", "en", "it", "ja"])
        // Files are read in path order and the first to give a key wins: here the catalog.
        XCTAssertEqual(
            localizations.translations(of: "compose_title"),
            ["en": "New Message (catalog)", "de": "Neue Nachricht", "it": "Nuovo messaggio", "ja": "新規メッセージ"])
        XCTAssertEqual(localizations.translations(of: "Search"), ["en": "Search", "de": "Suchen"])
        XCTAssertEqual(localizations.value(for: "compose_title", language: "de"), "Neue Nachricht")
        XCTAssertNil(localizations.value(for: "compose_title", language: "fr"))
        XCTAssertEqual(
            localizations.entry(for: "compose_title", language: "ja"),
            LocalizedString(value: "新規メッセージ", state: "translated", path: app.path("App/InfoPlist.xcstrings")))
        XCTAssertEqual(
            localizations.entry(for: "Search", language: "de"),
            LocalizedString(value: "Suchen", state: nil, path: app.path("App/de.lproj/InfoPlist.strings")))
        XCTAssertEqual(
            localizations.files,
            [
                app.path("App/InfoPlist.xcstrings"), app.path("App/de.lproj/InfoPlist.strings"),
                app.path("App/en.lproj/InfoPlist.strings"),
                app.path("App/Resources/it.lproj/InfoPlist.strings"),
            ].sorted())
        XCTAssertEqual(
            localizations.unreadFiles,
            [
                UnreadFile(
                    path: app.path("App/es.lproj/InfoPlist.strings"),
                    reason: "not a strings file: Unexpected character '0x3b' at line 1")
            ])
    }

    /// The files are found without being read (a broken one is listed too), and translations
    /// already read from exactly those files can be used again instead of reading them twice.
    func testTheFilesBesideAPlistAreListedAndTranslationsReadFromThemAreKnown() throws {
        let app = try AppFolder(self)
        let plist = try app.write("App/Info.plist", "<plist/>")
        try app.write("App/en.lproj/InfoPlist.strings", "\"Search\" = \"Search\";")
        try app.write("App/es.lproj/InfoPlist.strings", "\"broken\" = ;")
        try app.write("App/fr.lproj/Localizable.strings", "\"Search\" = \"Chercher\";")
        let files = Localizations.files(besidePlist: plist)
        XCTAssertEqual(
            files.sorted(), [app.path("App/en.lproj/InfoPlist.strings"), app.path("App/es.lproj/InfoPlist.strings")])
        let read = Localizations(table: "InfoPlist", files: files)
        XCTAssertTrue(read.wereRead(from: files), "the broken file counts: it was tried")
        XCTAssertFalse(read.wereRead(from: [app.path("App/en.lproj/InfoPlist.strings")]))
        XCTAssertFalse(Localizations().wereRead(from: files))
    }

    func testTheLanguageOfAnLprojFile() {
        XCTAssertEqual(Localizations.language(of: "App/zh-Hans.lproj/InfoPlist.strings"), "zh-Hans")
        XCTAssertEqual(Localizations.language(of: "App/Base.lproj/InfoPlist.strings"), "Base")
        XCTAssertNil(Localizations.language(of: "App/InfoPlist.strings"))
    }

    func testATableAmongManyFiles() throws {
        var localizations = Localizations()
        localizations.addStringsFile(
            data: Data("\"play\" = \"Play\";".utf8), path: "en.lproj/Media.strings", language: "en")
        localizations.addStringsFile(
            data: Data("\"play\" = \"Abspielen\";".utf8), path: "de.lproj/Media.strings", language: "de")
        XCTAssertEqual(localizations.translations(of: "play"), ["en": "Play", "de": "Abspielen"])
        XCTAssertTrue(Localizations(table: "Media", files: ["x/en.lproj/Localizable.strings"]).isEmpty)
    }
}

import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `build` writing the items' translations: into the output folder, and beside an app's Info.plist.
final class LocalizedStringsSyncTests: XCTestCase {
    /// Two items in German and French; the second is dynamic, and is translated all the same.
    static let items = """
        { "items": [
          { "type": "com.example.compose", "title": "New Message", "systemIcon": "compose",
            "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Nouveau message" } } },
          { "type": "com.example.scan", "title": "Scan Code", "subtitle": "QR or barcode", "systemIcon": "search", "dynamic": true,
            "localizations": { "de": { "title": "Code scannen", "subtitle": "QR- oder Strichcode" },
                               "fr": { "title": "Scanner un code", "subtitle": "QR ou code-barres" } } }
        ] }
        """

    /// One key's entry in a catalog, as the writer puts it (four spaces in, no comma after).
    static func catalogEntry(_ key: String, _ values: [(String, String)]) -> String {
        """
            "\(key)" : {
              "extractionState" : "manual",
              "localizations" : {
        \(values.map { """
                "\($0.0)" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\($0.1)"
                  }
                }
        """ }.joined(separator: ",\n"))
              }
            }
        """
    }

    private func workspace(items: String = LocalizedStringsSyncTests.items) throws -> Workspace {
        let workspace = try Workspace(self)
        try workspace.add("shortcuts.json", items)
        return workspace
    }

    private func build(
        _ workspace: Workspace, format: StringsFormat = .xcstrings, infoPlist: URL? = nil
    ) throws -> BuildReport {
        var configuration = workspace.configuration(items: "shortcuts.json")
        configuration.stringsFormat = format
        configuration.infoPlist = infoPlist
        configuration.infoPlistDisplayPath = infoPlist?.path
        return try BuildPipeline(configuration: configuration).run()
    }

    func testTheCatalogGoesIntoTheOutputFolderAndIsOwned() throws {
        let workspace = try workspace()
        let report = try build(workspace)
        XCTAssertEqual(report.findings, [])
        XCTAssertTrue(report.writtenFiles.contains("InfoPlist.xcstrings"))
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: workspace.file("InfoPlist.xcstrings")), as: UTF8.self),
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
                + [
                    Self.catalogEntry("New Message", [("de", "Neue Nachricht"), ("fr", "Nouveau message")]),
                    Self.catalogEntry("QR or barcode", [("de", "QR- oder Strichcode"), ("fr", "QR ou code-barres")]),
                    Self.catalogEntry("Scan Code", [("de", "Code scannen"), ("fr", "Scanner un code")]),
                ]
                .joined(separator: ",\n")
                + "\n  },\n  \"version\" : \"1.0\"\n}")
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
        XCTAssertTrue(manifest.files.contains { $0.path == "InfoPlist.xcstrings" })
        XCTAssertNil(manifest.strings, "a file of the output folder is owned whole: no keys to record")

        // Unchanged: nothing written, not even the modification time.
        let modified = try modificationDate(workspace.file("InfoPlist.xcstrings"))
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(try build(workspace).writtenFiles, [])
        XCTAssertEqual(try modificationDate(workspace.file("InfoPlist.xcstrings")), modified)

        // Another format: the catalog is stale and goes; the strings files take its place.
        let lproj = try build(workspace, format: .lproj)
        XCTAssertEqual(lproj.removedFiles, ["InfoPlist.xcstrings"])
        XCTAssertEqual(
            Set(lproj.writtenFiles), ["de.lproj/InfoPlist.strings", "fr.lproj/InfoPlist.strings", Manifest.filename])
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: workspace.file("de.lproj/InfoPlist.strings")), as: UTF8.self),
            """
            "New Message" = "Neue Nachricht";
            "QR or barcode" = "QR- oder Strichcode";
            "Scan Code" = "Code scannen";

            """)
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: workspace.file("fr.lproj/InfoPlist.strings")), as: UTF8.self),
            """
            "New Message" = "Nouveau message";
            "QR or barcode" = "QR ou code-barres";
            "Scan Code" = "Scanner un code";

            """)
    }

    /// Beside an Info.plist: merged into the app's own catalog, a level down as
    /// Xcode projects keep it; its other strings keep every byte; a second build
    /// changes nothing; a removed item takes its keys, and only those, with it.
    func testMergingIntoTheAppsCatalog() throws {
        let workspace = try workspace()
        let app = workspace.root.appendingPathComponent("App")
        let catalog = app.appendingPathComponent("Resources/InfoPlist.xcstrings")
        let original = try StringCatalogWriterTests.fixture("InfoPlist-extracted-and-manual.xcstrings")
        try FileTree.write(
            ["Info.plist": .text(Self.infoPlist), "Resources/InfoPlist.xcstrings": .bytes(original)], to: app)
        let plist = app.appendingPathComponent("Info.plist")

        let report = try build(workspace, infoPlist: plist)
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.appOutputs.filter { !$0.hasSuffix("/Info.plist") }, [catalog.path])
        XCTAssertTrue(report.writtenFiles.contains(catalog.path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: workspace.file("InfoPlist.xcstrings").path), "not in --out")
        let text = String(decoding: original, as: UTF8.self)
        let ours = [
            Self.catalogEntry("New Message", [("de", "Neue Nachricht"), ("fr", "Nouveau message")]),
            Self.catalogEntry("QR or barcode", [("de", "QR- oder Strichcode"), ("fr", "QR ou code-barres")]),
            Self.catalogEntry("Scan Code", [("de", "Code scannen"), ("fr", "Scanner un code")]),
        ]
        // Sorted among Xcode's keys as Xcode sorts, ignoring case: "New Message" before "NSCamera…",
        // "QR or barcode" and "Scan Code" after "NSMicrophone…" and before "shortcut_new_note".
        let camera = try XCTUnwrap(text.range(of: "    \"NSCameraUsageDescription\""))
        let alias = try XCTUnwrap(text.range(of: "    \"shortcut_new_note\""))
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: catalog), as: UTF8.self),
            text[..<camera.lowerBound] + ours[0] + ",\n" + text[camera.lowerBound..<alias.lowerBound]
                + ours[1] + ",\n" + ours[2] + ",\n" + text[alias.lowerBound...])
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
        XCTAssertEqual(
            manifest.strings,
            [
                catalog.path: [
                    "New Message": ["de", "fr"], "QR or barcode": ["de", "fr"],
                    "Scan Code": ["de", "fr"],
                ]
            ])

        let modified = try modificationDate(catalog)
        Thread.sleep(forTimeInterval: 0.02)
        let again = try build(workspace, infoPlist: plist)
        XCTAssertEqual(again.writtenFiles, [])
        XCTAssertEqual(again.appOutputs.filter { !$0.hasSuffix("/Info.plist") }, [catalog.path])
        XCTAssertEqual(try modificationDate(catalog), modified)

        // The scan item goes: its title and subtitle leave; the compose item and Xcode's keys stay.
        try workspace.add(
            "shortcuts.json",
            """
            { "items": [ { "type": "com.example.compose", "title": "New Message", "systemIcon": "compose",
              "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Nouveau message" } } } ] }
            """)
        XCTAssertEqual(try build(workspace, infoPlist: plist).findings, [])
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: catalog), as: UTF8.self),
            text[..<camera.lowerBound] + ours[0] + ",\n" + text[camera.lowerBound...])

        // No translations left: the catalog is Xcode's bytes again.
        try workspace.add(
            "shortcuts.json",
            #"{ "items": [ { "type": "com.example.compose", "title": "New Message", "systemIcon": "compose" } ] }"#)
        XCTAssertEqual(try build(workspace, infoPlist: plist).findings, [])
        XCTAssertEqual(try Data(contentsOf: catalog), original)
        XCTAssertNil(try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename))).strings)
    }

    /// An output folder inside the app: the catalog an earlier build wrote there
    /// is the build's own, not the app's, so it is not merged into but removed,
    /// and the translations go beside the plist.
    func testACatalogInTheOutputFolderIsNotTheApps() throws {
        let workspace = try workspace()
        let app = workspace.root.appendingPathComponent("App")
        try FileTree.write(["Info.plist": .text(Self.infoPlist)], to: app)
        var configuration = workspace.configuration(items: "shortcuts.json")
        configuration.outputDirectory = app.appendingPathComponent("QuickActions")
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        let owned = app.appendingPathComponent("QuickActions/InfoPlist.xcstrings")
        XCTAssertTrue(FileManager.default.fileExists(atPath: owned.path))

        configuration.infoPlist = app.appendingPathComponent("Info.plist")
        configuration.infoPlistDisplayPath = configuration.infoPlist?.path
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.removedFiles, ["InfoPlist.xcstrings"])
        XCTAssertEqual(
            report.appOutputs.filter { !$0.hasSuffix("/Info.plist") },
            [app.appendingPathComponent("InfoPlist.xcstrings").path])
        XCTAssertFalse(FileManager.default.fileExists(atPath: owned.path))
    }

    /// A catalog that does not parse is reported by name and left as it was; the rest of the build goes on.
    func testAMalformedCatalogIsReportedAndNotTouched() throws {
        let workspace = try workspace()
        let app = workspace.root.appendingPathComponent("App")
        let broken = Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n".utf8)
        try FileTree.write(["Info.plist": .text(Self.infoPlist), "InfoPlist.xcstrings": .bytes(broken)], to: app)
        let catalog = app.appendingPathComponent("InfoPlist.xcstrings")
        let modified = try modificationDate(catalog)
        Thread.sleep(forTimeInterval: 0.02)
        let report = try build(workspace, infoPlist: app.appendingPathComponent("Info.plist"))
        XCTAssertEqual(report.findings.map(\.rule), [.stringsNotMerged])
        XCTAssertEqual(report.findings.first?.path, catalog.path)
        XCTAssertEqual(report.findings.first?.severity, .error)
        XCTAssertTrue(
            report.findings.first?.message.hasPrefix("not JSON: ") == true, report.findings.first?.message ?? "")
        XCTAssertTrue(
            report.findings.first?.message.hasSuffix(
                "; left untouched, so the items' translations are not written into it") == true)
        XCTAssertEqual(try Data(contentsOf: catalog), broken)
        XCTAssertEqual(try modificationDate(catalog), modified)
        XCTAssertEqual(report.appOutputs.filter { !$0.hasSuffix("/Info.plist") }, [])
    }

    /// `--strings lproj` beside the plist: the app's German file is edited in
    /// place, comments and all; French, which the app lacks, is made beside it.
    func testMergingIntoTheAppsStringsFiles() throws {
        let workspace = try workspace()
        let app = workspace.root.appendingPathComponent("App")
        let german = "/* Localized versions of Info.plist keys */\n\n\"CFBundleDisplayName\" = \"Beispiel\";\n"
        try FileTree.write(
            ["Info.plist": .text(Self.infoPlist), "Resources/de.lproj/InfoPlist.strings": .text(german)], to: app)
        let plist = app.appendingPathComponent("Info.plist")
        let report = try build(workspace, format: .lproj, infoPlist: plist)
        XCTAssertEqual(report.findings, [])
        let de = app.appendingPathComponent("Resources/de.lproj/InfoPlist.strings")
        let fr = app.appendingPathComponent("Resources/fr.lproj/InfoPlist.strings")
        XCTAssertEqual(report.appOutputs.filter { !$0.hasSuffix("/Info.plist") }, [de.path, fr.path])
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: de), as: UTF8.self),
            german + """
                "New Message" = "Neue Nachricht";
                "QR or barcode" = "QR- oder Strichcode";
                "Scan Code" = "Code scannen";

                """)
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: fr), as: UTF8.self),
            """
            "New Message" = "Nouveau message";
            "QR or barcode" = "QR ou code-barres";
            "Scan Code" = "Scanner un code";

            """)
        let modified = try modificationDate(de)
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(try build(workspace, format: .lproj, infoPlist: plist).writtenFiles, [])
        XCTAssertEqual(try modificationDate(de), modified)

        // Back to a catalog: our lines leave the strings files, the app's stay.
        let catalogBuild = try build(workspace, format: .xcstrings, infoPlist: plist)
        XCTAssertEqual(catalogBuild.findings, [])
        XCTAssertEqual(String(decoding: try Data(contentsOf: de), as: UTF8.self), german)
        XCTAssertEqual(try Data(contentsOf: fr), Data())
        XCTAssertEqual(
            catalogBuild.appOutputs.filter { !$0.hasSuffix("/Info.plist") },
            [app.appendingPathComponent("InfoPlist.xcstrings").path])
    }

    /// `check` reads what `build` wrote: the translated titles draw no
    /// `title-localization-missing`; a title translated into German only is
    /// reported for French, the app's other language.
    func testCheckReadsTheWrittenTranslations() throws {
        for format in StringsFormat.allCases {
            let workspace = try workspace(
                items: """
                    { "items": [
                      { "type": "com.example.compose", "title": "New Message", "systemIcon": "compose",
                        "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Nouveau message" } } },
                      { "type": "com.example.search", "title": "Search", "systemIcon": "search",
                        "localizations": { "de": { "title": "Suchen" } } }
                    ] }
                    """)
            let app = workspace.root.appendingPathComponent("App")
            try FileTree.write(["Info.plist": .text(Self.infoPlist)], to: app)
            // The build measures the items file's own translations, and says the same of it.
            let built = try build(workspace, format: format, infoPlist: app.appendingPathComponent("Info.plist"))
            XCTAssertEqual(built.findings.map(\.rule), [.titleLocalizationMissing])
            let report = try Auditor(context: RuleContext()).check(paths: [app.path])
            let missing = report.findings.filter { $0.rule == .titleLocalizationMissing }
            XCTAssertEqual(
                missing.map(\.message),
                [
                    "UIApplicationShortcutItems[1].UIApplicationShortcutItemTitle \"Search\" has no translation in the fr localization, "
                        + "so users there see \"Search\"; add \"Search\" = \"…\"; to each, or write the text itself"
                ], "\(format)")
        }
    }

    /// An Info.plist with the two items, as the app would declare them.
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>New Message</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.compose</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.search</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    private func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }
    /// A strings file that ends inside a comment is reported and left as it was: added after it,
    /// the keys would be part of the comment, and iOS would read none of them.
    func testAStringsFileEndingInsideACommentIsReportedAndNotTouched() throws {
        let workspace = try workspace()
        let app = workspace.root.appendingPathComponent("App")
        let german = "\"CFBundleDisplayName\" = \"Beispiel\";\n/* notes for translators\n"
        try FileTree.write(["Info.plist": .text(Self.infoPlist), "de.lproj/InfoPlist.strings": .text(german)], to: app)
        let report = try build(workspace, format: .lproj, infoPlist: app.appendingPathComponent("Info.plist"))
        let de = app.appendingPathComponent("de.lproj/InfoPlist.strings")
        XCTAssertEqual(report.findings.map(\.rule), [.stringsNotMerged])
        XCTAssertEqual(report.findings.first?.path, de.path)
        XCTAssertEqual(
            report.findings.first?.message,
            "it ends inside a /* comment opened on line 2: a key added after it "
                + "would be part of the comment, and not read; close the comment with */; left untouched, so the items' "
                + "translations are not written into it")
        XCTAssertEqual(String(decoding: try Data(contentsOf: de), as: UTF8.self), german)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// What `build --android` writes, checked: a module given the manifest entry the build prints has
/// nothing for `check` to find.
final class AndroidRoundTripTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let items = #"""
        { "android": { "package": "com.example.app" },
          "items": [
            { "type": "compose", "title": "New", "glyph": "compose", "localizations": { "de": { "title": "Neu" }, "pt-BR": { "title": "Nova" } },
              "android": { "targetClass": "com.example.app.ComposeActivity" } },
            { "type": "search", "title": "Search", "glyph": "search", "android": { "data": "example://search" } }
          ] }
        """#

    func testWhatBuildWritesChecksClean() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", square)
        try workspace.add("search.svg", square)
        try workspace.add("shortcuts.json", items)
        let module = workspace.root.appendingPathComponent("app")
        let res = module.appendingPathComponent("src/main/res")
        var configuration = workspace.configuration(items: "shortcuts.json")
        configuration.writeAndroid(into: res.path)
        let build = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(build.findings.map(\.rule), [.androidManifestEntry])
        try Data(AndroidFixtures.manifestXML().utf8).write(
            to: module.appendingPathComponent("src/main/AndroidManifest.xml"))
        try Data("android {\n    defaultConfig {\n        applicationId \"com.example.app\"\n    }\n}\n".utf8)
            .write(to: module.appendingPathComponent("build.gradle"))

        let report = try Auditor().check(paths: [module.path])
        XCTAssertEqual(report.findings.map(\.diagnosticLine), [])
        XCTAssertEqual(report.androidShortcuts?.declared, 2)
        XCTAssertEqual(report.androidShortcuts?.shortcuts.count, 2)
        // The icons were judged, not passed over: each resolves to its adaptive icon and the API 25 PNGs at every
        // density.
        let read = AndroidModuleReader.read(try XCTUnwrap(AndroidModuleLayout(folder: module.path)))
        XCTAssertEqual(
            read.iconUses.map { $0.files.map(\.shortName) },
            ["compose", "search"].map { name in
                [
                    "anydpi-v26/quickglyph_\(name).xml", "hdpi/quickglyph_\(name).png", "mdpi/quickglyph_\(name).png",
                    "xhdpi/quickglyph_\(name).png",
                    "xxhdpi/quickglyph_\(name).png", "xxxhdpi/quickglyph_\(name).png",
                ].map { "drawable-" + $0 }
            })
        // And the labels in every language written: values/, values-de/, values-pt-rBR/.
        XCTAssertEqual(
            read.defaultResources.strings["quickglyph_shortcut_compose_short"]?.map { "\($0.folder.name)=\($0.value)" }
                .sorted(),
            ["values-de=Neu", "values-pt-rBR=Nova", "values=New"])
    }
}

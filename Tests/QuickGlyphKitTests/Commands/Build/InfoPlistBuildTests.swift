import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The build's `--info-plist` step: after the outputs, with the build's own
/// items, reported among the files written and as the app's input and output.
final class InfoPlistBuildTests: XCTestCase {
    private func workspace() throws -> (Workspace, URL) {
        let space = try Workspace(self)
        try space.add("compose.svg", SampleSVG.square)
        try space.add("shortcuts.json", XcodeInfoPlist.sampleItemsJSON)
        let plist = space.root.appendingPathComponent("Info.plist")
        try Data(XcodeInfoPlist.withoutItems.utf8).write(to: plist)
        return (space, plist)
    }

    private func build(_ space: Workspace, plist: URL, items: String? = "shortcuts.json") throws -> BuildReport {
        var configuration = space.configuration(items: items)
        configuration.infoPlist = plist
        configuration.infoPlistDisplayPath = "App/Info.plist"
        return try BuildPipeline(configuration: configuration).run()
    }

    func testBuildSetsTheStaticItemsAndSaysSo() throws {
        let (space, plist) = try workspace()
        let report = try build(space, plist: plist)
        XCTAssertEqual(report.findings, [])
        XCTAssertTrue(report.writtenFiles.contains("App/Info.plist"), "\(report.writtenFiles)")
        XCTAssertEqual(report.appInputs, ["App/Info.plist"])
        XCTAssertEqual(report.appOutputs, ["App/Info.plist"])
        XCTAssertEqual(try String(decoding: Data(contentsOf: plist), as: UTF8.self), XcodeInfoPlist.insertedAtTheEnd)

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: plist.path)
        let again = try build(space, plist: plist)
        XCTAssertEqual(again.writtenFiles, [])
        XCTAssertEqual(again.appOutputs, ["App/Info.plist"], "declared whether or not it changed")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate] as? Date, past)
    }

    func testAnItemsFileWithAnErrorLeavesTheItemsThatAreThere() throws {
        let (space, plist) = try workspace()
        try Data(XcodeInfoPlist.with(XcodeInfoPlist.oldItems).utf8).write(to: plist)
        try space.add(
            "shortcuts.json", #"{ "items": [ { "type": "a", "title": "A", "glyph": "compose", "colour": "red" } ] }"#)
        let report = try build(space, plist: plist)
        let merge = report.findings.filter { $0.rule == .infoPlistNotMerged }.map(\.diagnosticLine)
        XCTAssertEqual(
            merge,
            [
                "App/Info.plist: error: quick actions not merged: the items file has errors, so the quick actions "
                    + "already in it were kept; the file was left as it is [info-plist-not-merged]"
            ])
        XCTAssertTrue(
            report.findings.contains { $0.rule == .shortcutsInvalid }, "the items file's own error is reported too")
        XCTAssertEqual(
            try String(decoding: Data(contentsOf: plist), as: UTF8.self), XcodeInfoPlist.with(XcodeInfoPlist.oldItems))
        XCTAssertFalse(report.writtenFiles.contains("App/Info.plist"))
    }

    /// An item whose glyph did not build, with no imageset from an earlier build: the Info.plist,
    /// the items plist and the Swift keep the last good build's items, and one finding at the
    /// item says which files kept them and why. Shipped, the new item would show a black square.
    func testAGlyphThatDidNotBuildLeavesEveryAppFileAsItWas() throws {
        let (space, plist) = try workspace()
        let swift = space.root.appendingPathComponent("QuickActions.swift")
        var configuration = space.configuration(items: "shortcuts.json")
        configuration.infoPlist = plist
        configuration.infoPlistDisplayPath = "App/Info.plist"
        configuration.generateSwift(at: swift.path)
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        let goodPlist = try Data(contentsOf: plist)
        let goodSwift = try Data(contentsOf: swift)
        let goodItems = try Data(contentsOf: space.file("ShortcutItems.plist"))

        try space.add("flag.svg", SampleSVG.twoColours)
        try space.add(
            "shortcuts.json",
            """
            { "items": [
              { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New Message", "glyph": "compose" },
              { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).flag", "title": "Flag",
                "glyph": "flag" } ] }
            """)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.failed, ["flag"])
        let itemsPath = space.glyphs.appendingPathComponent("shortcuts.json").path
        XCTAssertEqual(
            report.findings.filter { $0.rule == .appFilesKept }.map(\.diagnosticLine),
            [
                "\(itemsPath):4:5: warning: items[1] names the glyph \"flag\", which did not build and has no imageset from an "
                    + "earlier build; so that no app file names a missing image, these keep the last good build's quick actions: "
                    + "App/Info.plist, \(space.output.relativePath)/ShortcutItems.plist, \(swift.path); fix the glyph and build again "
                    + "[app-files-kept]"
            ])
        XCTAssertEqual(
            report.findings.filter { $0.rule == .infoPlistNotMerged }.map(\.message),
            [
                "quick actions not merged: the glyph \"flag\" did not build and has no imageset from an earlier build, so the quick "
                    + "actions already in it were kept; the file was left as it is"
            ])
        XCTAssertEqual(try Data(contentsOf: plist), goodPlist)
        XCTAssertEqual(try Data(contentsOf: swift), goodSwift)
        XCTAssertEqual(try Data(contentsOf: space.file("ShortcutItems.plist")), goodItems, "kept, not removed as stale")
        XCTAssertFalse(report.writtenFiles.contains("App/Info.plist"))

        // Fixed, the next build writes them all.
        try space.add("flag.svg", SampleSVG.square)
        let fixed = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(fixed.findings, [])
        XCTAssertTrue(try String(decoding: Data(contentsOf: plist), as: UTF8.self).contains("<string>flag</string>"))
        XCTAssertTrue(
            try String(decoding: Data(contentsOf: space.file("ShortcutItems.plist")), as: UTF8.self).contains("flag"))
    }

    /// Without --info-plist the translations live in the output folder: they are kept, not
    /// removed as stale, while an item's glyph has no imageset.
    func testTranslationsInTheOutputFolderAreKeptToo() throws {
        let space = try Workspace(self)
        try space.add("compose.svg", SampleSVG.square)
        try space.add(
            "shortcuts.json",
            """
            { "items": [ { "type": "compose", "title": "New", "glyph": "compose", "localizations": { "de": { "title": "Neu" } } } ] }
            """)
        XCTAssertEqual(try space.build(items: "shortcuts.json").findings, [])
        let catalog = try Data(contentsOf: space.file("InfoPlist.xcstrings"))
        try space.add("flag.svg", SampleSVG.twoColours)
        try space.add(
            "shortcuts.json",
            """
            { "items": [ { "type": "compose", "title": "New", "glyph": "compose", "localizations": { "de": { "title": "Neu" } } },
                         { "type": "flag", "title": "Flag", "glyph": "flag", "localizations": { "de": { "title": "Fahne" } } } ] }
            """)
        let report = try space.build(items: "shortcuts.json")
        XCTAssertEqual(report.findings.filter { $0.rule == .appFilesKept }.count, 1)
        XCTAssertEqual(try Data(contentsOf: space.file("InfoPlist.xcstrings")), catalog)
        XCTAssertEqual(report.removedFiles, [])
    }

    /// A glyph that built before and fails now keeps its imageset from that build: the app's
    /// files may name it, and are written from the items as usual.
    func testAGlyphKeptFromAnEarlierBuildStillReachesTheApp() throws {
        let (space, plist) = try workspace()
        XCTAssertEqual(try build(space, plist: plist).findings, [])
        try space.add("compose.svg", SampleSVG.twoColours)
        try space.add(
            "shortcuts.json",
            """
            { "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "Write", "glyph": "compose" } ] }
            """)
        let report = try build(space, plist: plist)
        XCTAssertEqual(report.failed, ["compose"])
        XCTAssertEqual(report.findings.filter { [.appFilesKept, .infoPlistNotMerged].contains($0.rule) }, [])
        XCTAssertTrue(try String(decoding: Data(contentsOf: plist), as: UTF8.self).contains("<string>Write</string>"))
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: space.file("Shortcuts.xcassets/compose.imageset/compose@2x.png").path))
    }

    func testWithoutAnItemsFileNothingIsMerged() throws {
        let (space, plist) = try workspace()
        let report = try build(space, plist: plist, items: nil)
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine),
            [
                "App/Info.plist: error: quick actions not merged: there is no items file to take the quick actions from "
                    + "(--items FILE); the file was left as it is [info-plist-not-merged]"
            ])
        XCTAssertEqual(try String(decoding: Data(contentsOf: plist), as: UTF8.self), XcodeInfoPlist.withoutItems)
    }
}

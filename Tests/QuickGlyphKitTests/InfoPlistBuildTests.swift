import Foundation
@testable import QuickGlyphBuild
import QuickGlyphCore
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
        try space.add("shortcuts.json", #"{ "items": [ { "type": "a", "title": "A", "glyph": "compose", "colour": "red" } ] }"#)
        let report = try build(space, plist: plist)
        let merge = report.findings.filter { $0.rule == .infoPlistNotMerged }.map(\.diagnosticLine)
        XCTAssertEqual(merge, ["App/Info.plist: error: quick actions not merged: the items file has errors, so the quick actions "
                                   + "already in it were kept; the file was left as it is [info-plist-not-merged]"])
        XCTAssertTrue(report.findings.contains { $0.rule == .shortcutsInvalid }, "the items file's own error is reported too")
        XCTAssertEqual(try String(decoding: Data(contentsOf: plist), as: UTF8.self), XcodeInfoPlist.with(XcodeInfoPlist.oldItems))
        XCTAssertFalse(report.writtenFiles.contains("App/Info.plist"))
    }

    func testWithoutAnItemsFileNothingIsMerged() throws {
        let (space, plist) = try workspace()
        let report = try build(space, plist: plist, items: nil)
        XCTAssertEqual(report.findings.map(\.diagnosticLine), [
            "App/Info.plist: error: quick actions not merged: there is no items file to take the quick actions from "
                + "(--items FILE); the file was left as it is [info-plist-not-merged]",
        ])
        XCTAssertEqual(try String(decoding: Data(contentsOf: plist), as: UTF8.self), XcodeInfoPlist.withoutItems)
    }
}

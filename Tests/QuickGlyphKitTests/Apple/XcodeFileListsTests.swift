import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
@testable import QuickGlyphModel
import XCTest

/// The Run Script phase's lists: every file read, every file kept up to date,
/// `$(SRCROOT)`-relative, rewritten only when they change.
final class XcodeFileListsTests: XCTestCase {
    func testPathsAreStandardizedInTheirTextAgainstTheWorkingFolder() {
        XCTAssertEqual(XcodeFileLists.standardized("glyphs/./a.svg", in: "/p"), "/p/glyphs/a.svg")
        XCTAssertEqual(XcodeFileLists.standardized("../shared//glyphs/a.svg", in: "/p/App"), "/p/shared/glyphs/a.svg")
        XCTAssertEqual(XcodeFileLists.standardized("/x/y/../../..", in: "/p"), "/")
        XCTAssertEqual(XcodeFileLists.standardized("/p/.hidden/x/", in: "/w"), "/p/.hidden/x")
        XCTAssertEqual(XcodeFileLists.standardized("/p/a.b/c", in: "/w"), "/p/a.b/c")
        XCTAssertEqual(
            XcodeFileLists(inputs: ["a", "./a", "/w/b"], outputs: []).inputs.count, 2,
            "one path, however spelled, is listed once")
        let lists = XcodeFileLists(inputs: ["/p/App/x", "/p", "/p2/y", "/q"], outputs: [])
        XCTAssertEqual(
            String(decoding: lists.inputsData(sourceRoot: URL(fileURLWithPath: "/p")), as: UTF8.self),
            "$(SRCROOT)/.\n$(SRCROOT)/App/x\n$(SRCROOT)/../p2/y\n$(SRCROOT)/../q\n",
            "a folder that shares a prefix is not below")
    }

    func testABuildListsEveryFileItReadsAndWrites() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add("notes.txt", "not a glyph")
        try workspace.add("items.json", #"{ "items": [ { "type": "a", "title": "New", "glyph": "compose" } ] }"#)
        var configuration = workspace.configuration(options: OutputOptions(scales: [2, 3]), items: "items.json")
        configuration.fileListFolder = workspace.root.appendingPathComponent("BuildPhase")
        configuration.sourceRoot = workspace.root
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.errorCount, 0)
        let inputs = try String(
            contentsOf: workspace.root.appendingPathComponent("BuildPhase/quickglyph-inputs.xcfilelist"),
            encoding: .utf8)
        XCTAssertEqual(
            inputs,
            """
            $(SRCROOT)/glyphs
            $(SRCROOT)/glyphs/compose.svg
            $(SRCROOT)/glyphs/items.json

            """, "the folder (a new glyph reruns the phase), each glyph and the items file; not the skipped text file")
        let outputsURL = workspace.root.appendingPathComponent("BuildPhase/quickglyph-outputs.xcfilelist")
        XCTAssertEqual(
            try String(contentsOf: outputsURL, encoding: .utf8),
            """
            $(SRCROOT)/out
            $(SRCROOT)/out/.quickglyph-journal
            $(SRCROOT)/out/.quickglyph.lock
            $(SRCROOT)/out/ShortcutItems.plist
            $(SRCROOT)/out/Shortcuts.xcassets/Contents.json
            $(SRCROOT)/out/Shortcuts.xcassets/compose.imageset/Contents.json
            $(SRCROOT)/out/Shortcuts.xcassets/compose.imageset/compose@2x.png
            $(SRCROOT)/out/Shortcuts.xcassets/compose.imageset/compose@3x.png
            $(SRCROOT)/out/manifest.json

            """)
        XCTAssertTrue(report.writtenFiles.contains(outputsURL.path))

        // Unchanged: neither list is rewritten, so Xcode sees no newer output.
        let before = try FileManager.default.attributesOfItem(atPath: outputsURL.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let again = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(again.writtenFiles, [])
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: outputsURL.path)[.modificationDate] as? Date, before)

        // A new glyph joins both lists.
        try workspace.add("scan.svg", SampleSVG.square)
        _ = try BuildPipeline(configuration: configuration).run()
        XCTAssertTrue(
            try String(contentsOf: outputsURL, encoding: .utf8).contains(
                "$(SRCROOT)/out/Shortcuts.xcassets/scan.imageset/scan@3x.png\n"))
    }

    func testAListThatCannotBeWrittenIsAFindingAndTheBuildGoesOn() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        let folder = workspace.root.appendingPathComponent("BuildPhase")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("quickglyph-inputs.xcfilelist").path,
            withDestinationPath: "/etc/hostname")
        var configuration = workspace.configuration()
        configuration.fileListFolder = folder
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.rendered, ["compose"])
        XCTAssertEqual(report.findings.map(\.rule), [.writeFailed])
        XCTAssertEqual(
            report.findings.first?.message,
            "cannot write the Xcode file lists: \(folder.path)/quickglyph-inputs.xcfilelist: it is a symbolic link, "
                + "not a regular file; it is left alone: remove it or name another path")
    }
}

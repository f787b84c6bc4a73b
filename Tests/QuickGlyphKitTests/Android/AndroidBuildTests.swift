import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
@testable import QuickGlyphModel
import XCTest

/// The pipeline with `--android`: the manifest's record of res/ and the journal of a build killed part-way.
final class AndroidBuildTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    /// The item aims its intent at an activity, as a healthy app's does: nothing here is about the intent.
    private let items =
        #"{ "items": [ { "type": "compose", "title": "New", "glyph": "compose", "android": { "data": "example://compose" } } ] }"#

    private func workspace() throws -> (Workspace, BuildConfiguration, URL) {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", square)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        let res = workspace.root.appendingPathComponent("res")
        configuration.writeAndroid(into: res.path)
        return (workspace, configuration, res)
    }

    func testTheManifestRecordsEveryFileWrittenIntoRes() throws {
        let (workspace, base, res) = try workspace()
        var configuration = base
        configuration.fileListFolder = workspace.root.appendingPathComponent("lists")
        configuration.sourceRoot = workspace.root
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.androidManifestEntry])
        let record = try XCTUnwrap(report.manifest?.android)
        XCTAssertEqual(record.folder, res.standardizedFileURL.path)
        XCTAssertEqual(record.files.map(\.path).first, "drawable-anydpi-v26/quickglyph_compose.xml")
        XCTAssertEqual(record.files.count, 15, "the adaptive icon, 10 PNGs, colours, keep list, labels, shortcuts")
        for file in record.files {
            let data = try Data(contentsOf: res.appendingPathComponent(file.path))
            XCTAssertEqual(file.sha256, SHA256.hex(data), file.path)
            XCTAssertEqual(file.bytes, data.count, file.path)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: configuration.outputDirectory
                    .appendingPathComponent(BuildJournal.androidFilename).path), "a finished build leaves no journal")
        // A sandboxed Run Script phase may write only what it declares: res/'s files and the journal are declared.
        let outputs = try String(
            contentsOf: workspace.root.appendingPathComponent("lists/quickglyph-outputs.xcfilelist"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)
        XCTAssertEqual(
            outputs.filter { $0.hasPrefix("$(SRCROOT)/res/") }, record.files.map { "$(SRCROOT)/res/" + $0.path })
        XCTAssertTrue(
            outputs.contains("$(SRCROOT)/out/" + BuildJournal.androidFilename), outputs.joined(separator: "\n"))
    }

    /// Killed after writing shortcuts.xml and before the manifest: the journal says the file is quickglyph's.
    func testAKilledBuildsJournalLetsTheNextBuildReplaceWhatItWrote() throws {
        let (workspace, configuration, res) = try workspace()
        let killed = Data("<shortcuts/>\n".utf8)
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("xml-v25"), withIntermediateDirectories: true)
        try killed.write(to: res.appendingPathComponent("xml-v25/shortcuts.xml"))
        try FileManager.default.createDirectory(at: workspace.output, withIntermediateDirectories: true)
        try Data("\(SHA256.hex(killed)) \(killed.count) xml-v25/shortcuts.xml\n".utf8)
            .write(to: workspace.file(BuildJournal.androidFilename))
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.androidManifestEntry])
        XCTAssertNotEqual(try Data(contentsOf: res.appendingPathComponent("xml-v25/shortcuts.xml")), killed)

        // Without the journal the same file is someone else's, shortcuts of the app's own: nothing is written beside
        // it.
        let (_, second, secondRes) = try self.workspace()
        try FileManager.default.createDirectory(
            at: secondRes.appendingPathComponent("xml-v25"), withIntermediateDirectories: true)
        try killed.write(to: secondRes.appendingPathComponent("xml-v25/shortcuts.xml"))
        let refused = try BuildPipeline(configuration: second).run()
        XCTAssertEqual(refused.findings.map(\.rule), [.androidNotWritten])
        XCTAssertEqual(try Data(contentsOf: secondRes.appendingPathComponent("xml-v25/shortcuts.xml")), killed)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: secondRes.path), ["xml-v25"])
    }
}

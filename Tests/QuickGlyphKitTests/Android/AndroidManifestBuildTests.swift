import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
@testable import QuickGlyphModel
import XCTest

/// The pipeline with `--android-manifest`: the record of the entry a build
/// inserted, the journal of a build killed after the write, the file lists.
final class AndroidManifestBuildTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let items =
        #"{ "items": [ { "type": "compose", "title": "New", "glyph": "compose", "android": { "data": "example://compose" } } ] }"#
    private let onlyDynamic =
        #"{ "items": [ { "type": "recent", "title": "Recent", "dynamic": true, "symbol": "clock" } ] }"#
    private let original = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application>
                <activity android:name=".MainActivity">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>

        """
    private var merged: String {
        original.replacingOccurrences(
            of: "            </intent-filter>\n",
            with: "            </intent-filter>\n"
                + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
        )
    }

    private func workspace(manifest: String) throws -> (Workspace, BuildConfiguration, URL) {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", square)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        configuration.writeAndroid(into: workspace.root.appendingPathComponent("app/res").path)
        let url = workspace.root.appendingPathComponent("app/AndroidManifest.xml")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: url)
        configuration.mergeAndroidManifest(at: url.path)
        return (workspace, configuration, url)
    }

    func testTheRecordNamesTheManifestAndTheFileListsDeclareIt() throws {
        let (workspace, base, url) = try workspace(manifest: original)
        var configuration = base
        configuration.fileListFolder = workspace.root.appendingPathComponent("lists")
        configuration.sourceRoot = workspace.root
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [], "merged, so no note to add it")
        XCTAssertTrue(report.writtenFiles.contains(url.path), report.writtenFiles.joined(separator: "\n"))
        XCTAssertEqual(report.manifest?.android?.manifestEntry, url.standardizedFileURL.path)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), merged)
        let outputs = try String(
            contentsOf: workspace.root.appendingPathComponent("lists/quickglyph-outputs.xcfilelist"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)
        XCTAssertTrue(outputs.contains("$(SRCROOT)/app/AndroidManifest.xml"), outputs.joined(separator: "\n"))
        XCTAssertTrue(
            outputs.contains("$(SRCROOT)/out/" + BuildJournal.androidManifestFilename), outputs.joined(separator: "\n"))
        let inputs = try String(
            contentsOf: workspace.root.appendingPathComponent("lists/quickglyph-inputs.xcfilelist"), encoding: .utf8)
        XCTAssertTrue(inputs.split(separator: "\n").contains("$(SRCROOT)/app/AndroidManifest.xml"), inputs)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: workspace.file(BuildJournal.androidManifestFilename).path),
            "a finished build leaves no journal")
    }

    /// Killed after the rename and before the manifest: the journal, written before the rename, says the entry is
    /// quickglyph's.
    func testAKilledBuildsJournalMakesTheEntryQuickglyphsAndTheNextBuildsTakeItOut() throws {
        let (workspace, configuration, url) = try workspace(manifest: merged)
        try FileManager.default.createDirectory(at: workspace.output, withIntermediateDirectories: true)
        let bytes = Data(merged.utf8)
        try Data("\(SHA256.hex(bytes)) \(bytes.count) \(AndroidManifestSync.journalName)\n".utf8)
            .write(to: workspace.file(BuildJournal.androidManifestFilename))
        let repaired = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(repaired.findings.map(\.rule), [])
        XCTAssertFalse(repaired.writtenFiles.contains(url.path), "the entry is there: nothing to write")
        XCTAssertEqual(repaired.manifest?.android?.manifestEntry, url.standardizedFileURL.path)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: workspace.file(BuildJournal.androidManifestFilename).path))

        // The killed write's temporary file beside the manifest: no writer holds its lock, whatever its age.
        let stale = url.deletingLastPathComponent().appendingPathComponent(".quickglyph-\(UUID().uuidString)")
        try Data("half".utf8).write(to: stale)
        try workspace.add("shortcuts.json", onlyDynamic)
        let emptied = try BuildPipeline(configuration: configuration).run()
        XCTAssertTrue(emptied.writtenFiles.contains(url.path))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), original)
        XCTAssertNil(emptied.manifest?.android?.manifestEntry)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "removed by the next build")

        // Without the journal the same entry is the app's own, and stays.
        let (secondSpace, second, secondURL) = try self.workspace(manifest: merged)
        try secondSpace.add("shortcuts.json", onlyDynamic)
        let kept = try BuildPipeline(configuration: second).run()
        // Only the dynamic item is left, and it names a symbol: compose.svg is built for nothing, and said so.
        XCTAssertEqual(kept.findings.map(\.rule), [.unusedGlyph])
        XCTAssertEqual(try String(contentsOf: secondURL, encoding: .utf8), merged)
        XCTAssertNil(kept.manifest?.android?.manifestEntry)
    }

    /// A journal line for other bytes (the build was killed before the rename) does not make the app's entry
    /// quickglyph's.
    func testAJournalOfOtherBytesClaimsNothing() throws {
        let (workspace, configuration, url) = try workspace(manifest: merged)
        try workspace.add("shortcuts.json", onlyDynamic)
        try FileManager.default.createDirectory(at: workspace.output, withIntermediateDirectories: true)
        let other = Data((merged + "\n").utf8)
        try Data("\(SHA256.hex(other)) \(other.count) \(AndroidManifestSync.journalName)\n".utf8)
            .write(to: workspace.file(BuildJournal.androidManifestFilename))
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.unusedGlyph], "compose.svg: the one item left names a symbol")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), merged)
    }
}

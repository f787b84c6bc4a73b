import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The app's files the manifest names are written relative to its folder and read back absolute;
/// a manifest an earlier version wrote with absolute paths reads as it was.
final class ManifestAppPathsTests: XCTestCase {
    private func manifest(xcode: XcodeProjectRecord?, android: AndroidResourcesRecord?) -> Manifest {
        Manifest(
            version: Manifest.currentVersion, generator: "quickglyph test", catalog: "Shortcuts.xcassets",
            options: OutputOptions(), optionsHash: "", glyphs: [:], refused: [:], items: [], files: [],
            android: android, xcode: xcode)
    }

    func testWrittenRelativeReadBackAbsolute() throws {
        let root = try FileTree.temporaryFolder(self).standardizedFileURL
        let out = root.appendingPathComponent("App/QuickActions")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let written = manifest(
            xcode: XcodeProjectRecord(
                createdInfoPlist: root.path + "/App/Info.plist", project: root.path + "/App.xcodeproj"),
            android: AndroidResourcesRecord(
                folder: root.path + "/android/res", files: [],
                manifestEntry: root.path + "/android/AndroidManifest.xml"))
        let url = out.appendingPathComponent(Manifest.filename)
        _ = try ManifestWriter.write(written, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        for relative in [
            "\"../Info.plist\"", "\"../../App.xcodeproj\"", "\"../../android/res\"",
            "\"../../android/AndroidManifest.xml\"",
        ] {
            XCTAssertTrue(text.contains(relative), "\(relative) in \(text)")
        }
        XCTAssertFalse(text.contains(root.path))
        XCTAssertEqual(Manifest.read(from: url), written)
    }

    func testAnEarlierManifestsAbsolutePathsReadAsTheyWere() throws {
        let out = try FileTree.temporaryFolder(self)
        let earlier = manifest(
            xcode: XcodeProjectRecord(
                createdInfoPlist: "/old/clone/App/Info.plist", project: "/old/clone/App.xcodeproj"),
            android: nil)
        // As an earlier version wrote it: the encoder's JSON of the value, paths untouched.
        let url = out.appendingPathComponent(Manifest.filename)
        try JSONEncoder().encode(earlier).write(to: url)
        XCTAssertEqual(Manifest.read(from: url)?.xcode, earlier.xcode)
    }
}

import Foundation
import QuickGlyphSystem
import XCTest

/// `build --android RES` into a module that has shortcuts of its own: modules of the check corpus (a
/// `res/xml/shortcuts.xml`, an `xml-v25` one), a module of ours whose manifest names `@xml/launcher_shortcuts`, and
/// hostile
/// ones (a linked xml folder, a FIFO). The app's shortcuts are never shadowed: the build exits 1 with
/// one `android-not-written` error a file, and not one byte of the module changes, res/ or manifest.
final class AndroidOwnShortcutsCommandTests: XCTestCase {
    private static let kitFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../QuickGlyphKitTests/Fixtures/android-apps").standardizedFileURL
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/android-own-shortcuts")

    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let items = #"""
        { "android": { "package": "com.example.app" },
          "items": [ { "type": "compose", "title": "New", "glyph": "compose",
                       "android": { "targetClass": "com.example.app.MainActivity" } } ] }
        """#
    private let res = "app/src/main/res"
    private let manifestPath = "app/src/main/AndroidManifest.xml"
    private let kept = "what an earlier build wrote there is kept [android-not-written]\n"

    /// A glyph folder with the items; the module `src/main` of `module` (a fixture folder) copied to app/src/main, or
    /// an empty res/.
    private func project(module: URL? = nil) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try Data(square.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        try Data(items.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("app/src"), withIntermediateDirectories: true)
        if let module {
            try FileManager.default.copyItem(
                at: module.appendingPathComponent("src/main"), to: root.appendingPathComponent("app/src/main"))
        } else {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(res), withIntermediateDirectories: true)
            try Data(Aapt.manifest.utf8).write(to: root.appendingPathComponent(manifestPath))
        }
        return root
    }

    private func build(_ root: URL, manifest: Bool = false) throws -> CLIRunner.Result {
        // A build that opened a FIFO would wait for ever: killed after a minute, it fails the test.
        // Without --quiet, which prints problems only: the notes these tests read are printed too.
        try CLIRunner.run(
            ["build", "glyphs", "--android", res] + (manifest ? ["--android-manifest", manifestPath] : []),
            in: root, killedAfter: 60)
    }

    /// Every entry below app/, not following links: a file's bytes, a link's target, a folder, or what else it is.
    private func snapshot(_ root: URL) throws -> [String: String] {
        let app = root.appendingPathComponent("app")
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: app.path)
        while let path = enumerator?.nextObject() as? String {
            let full = app.appendingPathComponent(path).path
            switch FileStatus.kind(atPath: full) {
            case .regular: found[path] = try Data(contentsOf: URL(fileURLWithPath: full)).base64EncodedString()
            case .symbolicLink:
                found[path] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: full))
            case let kind: found[path] = kind.phrase
            }
        }
        return found
    }

    private func recordedAndroidFiles(_ root: URL) throws -> [String] {
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("output/manifest.json")))
                as? [String: Any])
        let files = (manifest["android"] as? [String: Any])?["files"] as? [[String: Any]] ?? []
        return files.compactMap { $0["path"] as? String }
    }

    private func fileFinding(_ path: String) -> String {
        "\(res)/\(path): error: the Android shortcuts were not written into \(res): this file holds shortcuts quickglyph has no "
            + "record of writing, and a device reads only the shortcuts.xml of the xml folder that best matches it, so it and quickglyph's "
            + "\(res)/xml-v25/shortcuts.xml would hide one another; merge its shortcuts by hand into glyphs/shortcuts.json and "
            + "remove the file (or just remove it, if the items replace them); " + kept
    }

    /// A module's `res/xml/shortcuts.xml`, named by `@xml/shortcuts` in its manifest: written beside it,
    /// quickglyph's xml-v25 file would be the only shortcuts of every device from Android 7.1 on.
    func testAnAppsXMLShortcutsStopTheAndroidOutputAndNoByteOfTheModuleChanges() throws {
        let root = try project(
            module: Self.kitFixtures.appendingPathComponent("groovy-suffix-bitmap-icons-long-labels"))
        let before = try snapshot(root)
        let result = try build(root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, fileFinding("xml/shortcuts.xml"))
        XCTAssertEqual(try snapshot(root), before)
        XCTAssertEqual(try recordedAndroidFiles(root), [])
        // The iOS outputs are written all the same: one output refused never stops the others.
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("output/Shortcuts.xcassets/compose.imageset/compose@3x.png").path))

        // With --android-manifest too: the manifest, which already names @xml/shortcuts, is neither merged nor touched.
        let merged = try build(root, manifest: true)
        XCTAssertEqual(merged.status, 1, merged.stderr)
        XCTAssertEqual(merged.stderr, fileFinding("xml/shortcuts.xml"))
        XCTAssertEqual(try snapshot(root), before)
    }

    /// A module with both `xml/` and `xml-v25/shortcuts.xml`: each is named; and an app's `xml-v26` one refuses as
    /// well.
    func testTheAppsOwnXMLV25OrXMLV26ShortcutsRefuseToo() throws {
        let both = try project(
            module: Self.kitFixtures.appendingPathComponent("vector-icons-v25-short-labels-empty-v24"))
        let before = try snapshot(both)
        let result = try build(both, manifest: true)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, fileFinding("xml-v25/shortcuts.xml") + fileFinding("xml/shortcuts.xml"))
        XCTAssertEqual(try snapshot(both), before)

        let v26 = try project(module: Self.kitFixtures.appendingPathComponent("groovy-suffix-bitmap-icons-long-labels"))
        try FileManager.default.moveItem(
            at: v26.appendingPathComponent(res + "/xml"), to: v26.appendingPathComponent(res + "/xml-v26"))
        let moved = try snapshot(v26)
        let refused = try build(v26)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(refused.stderr, fileFinding("xml-v26/shortcuts.xml"))
        XCTAssertEqual(try snapshot(v26), moved)
    }

    /// A manifest naming its shortcuts `@xml/launcher_shortcuts`: quickglyph's `@xml/shortcuts` would never be read.
    func testAManifestNamingItsOwnShortcutsResourceRefuses() throws {
        let root = try project(module: Self.fixtures.appendingPathComponent("manifest-names-own-shortcuts-resource"))
        let before = try snapshot(root)
        let finding =
            "\(manifestPath):37:13: error: the Android shortcuts were not written into \(res): this android.app.shortcuts "
            + "entry names @xml/launcher_shortcuts, shortcuts of the app's own, so quickglyph's @xml/shortcuts would not be read; merge "
            + "those shortcuts by hand into glyphs/shortcuts.json and point the entry at @xml/shortcuts (or just point it there, if "
            + "the items replace them); " + kept
        // The manifest beside res/ is read without the option: nothing is merged then, but the res/ files would still
        // be useless.
        let result = try build(root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, finding)
        XCTAssertEqual(try snapshot(root), before)
        // With it, the refusal is the only finding: the merge, which would refuse the entry on its own, is not tried.
        let merged = try build(root, manifest: true)
        XCTAssertEqual(merged.status, 1, merged.stderr)
        XCTAssertEqual(merged.stderr, finding)
        XCTAssertEqual(try snapshot(root), before)
    }

    /// A module whose only shortcuts.xml is quickglyph's builds as before; one the app adds later stops the
    /// output, leaving quickglyph's earlier files as they are and still recorded; taken away, building resumes.
    func testAnAppWhoseOnlyShortcutsAreQuickglyphsBuildsAsBefore() throws {
        let root = try project()
        let first = try build(root, manifest: true)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        let shortcuts = root.appendingPathComponent(res + "/xml-v25/shortcuts.xml")
        let written = try Data(contentsOf: shortcuts)
        try Data(items.replacingOccurrences(of: "MainActivity", with: "ComposeActivity").utf8).write(
            to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let second = try build(root, manifest: true)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertNotEqual(try Data(contentsOf: shortcuts), written, "quickglyph's own file is replaced as before")
        let recorded = try recordedAndroidFiles(root)
        XCTAssertTrue(recorded.contains("xml-v25/shortcuts.xml"), "\(recorded)")

        let own = root.appendingPathComponent(res + "/xml/shortcuts.xml")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n".utf8).write(to: own)
        let before = try snapshot(root)
        try Data(items.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let refused = try build(root, manifest: true)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(refused.stderr, fileFinding("xml/shortcuts.xml"))
        XCTAssertEqual(try snapshot(root), before, "quickglyph's earlier files stay as they are")
        XCTAssertEqual(try recordedAndroidFiles(root), recorded, "and stay recorded as quickglyph's")

        try FileManager.default.removeItem(at: own.deletingLastPathComponent())
        let resumed = try build(root, manifest: true)
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertEqual(try Data(contentsOf: shortcuts), written)

        // A fresh clone of an app that commits res/ but not --out: no record, and quickglyph's file is still not the
        // app's own.
        try FileManager.default.removeItem(at: root.appendingPathComponent("output"))
        let fresh = try build(root, manifest: true)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertEqual(fresh.stderr, "")
        XCTAssertEqual(try Data(contentsOf: shortcuts), written)
    }

    /// quickglyph's file taken over by hand (its "Written by quickglyph" notice replaced) holds bytes no build wrote:
    /// the app's now, kept and named.
    func testAQuickglyphFileEditedByHandIsTheAppsNow() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let shortcuts = root.appendingPathComponent(res + "/xml-v25/shortcuts.xml")
        let edited = try String(contentsOf: shortcuts, encoding: .utf8)
            .replacingOccurrences(
                of: "<!-- Written by quickglyph; the next build replaces it. -->", with: "<!-- mine -->")
        try Data(edited.utf8).write(to: shortcuts)
        let before = try snapshot(root)
        try Data(items.replacingOccurrences(of: "\"New\"", with: "\"Compose\"").utf8).write(
            to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try build(root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, fileFinding("xml-v25/shortcuts.xml"))
        XCTAssertEqual(try snapshot(root), before)
    }

    /// A linked xml folder could hold shortcuts.xml anywhere, a FIFO would block a read for ever, a linked file
    /// could be anything: none is followed or opened, and each stops the output.
    func testALinkedFolderAFIFOAndALinkedFileAreNeitherFollowedNorOpened() throws {
        let cannotTell =
            "error: the Android shortcuts were not written into \(res): quickglyph cannot tell whether this holds "
            + "shortcuts of the app's own: "

        let linked = try project()
        let elsewhere = linked.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("<shortcuts/>\n".utf8).write(to: elsewhere.appendingPathComponent("shortcuts.xml"))
        try FileManager.default.createSymbolicLink(
            atPath: linked.appendingPathComponent(res + "/xml-v26").path,
            withDestinationPath: "../../../../elsewhere")
        let linkedBefore = try snapshot(linked)
        let folder = try build(linked)
        XCTAssertEqual(folder.status, 1, folder.stderr)
        XCTAssertEqual(
            folder.stderr,
            "\(res)/xml-v26: " + cannotTell + "it is a symbolic link, which quickglyph does not follow; " + kept)
        XCTAssertEqual(try snapshot(linked), linkedBefore)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), ["shortcuts.xml"])

        let fifo = try project()
        try FileManager.default.createDirectory(
            at: fifo.appendingPathComponent(res + "/xml"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(fifo.appendingPathComponent(res + "/xml/shortcuts.xml").path, 0o644), 0)
        let fifoBefore = try snapshot(fifo)
        let blocked = try build(fifo)
        XCTAssertEqual(blocked.status, 1, blocked.stderr)
        XCTAssertEqual(
            blocked.stderr,
            "\(res)/xml/shortcuts.xml: " + cannotTell + "it is a FIFO, socket or device, which quickglyph "
                + "does not open; " + kept)
        XCTAssertEqual(try snapshot(fifo), fifoBefore)

        let file = try project()
        try FileManager.default.createDirectory(
            at: file.appendingPathComponent(res + "/xml"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.appendingPathComponent(res + "/xml/shortcuts.xml").path,
            withDestinationPath: "/etc/passwd")
        let fileBefore = try snapshot(file)
        let link = try build(file)
        XCTAssertEqual(link.status, 1, link.stderr)
        XCTAssertEqual(
            link.stderr,
            "\(res)/xml/shortcuts.xml: " + cannotTell + "it is a symbolic link, which quickglyph does not "
                + "open; " + kept)
        XCTAssertEqual(try snapshot(file), fileBefore)

        // quickglyph's own path, too large to be the file it wrote: not read, and not taken for quickglyph's.
        let large = try project()
        try FileManager.default.createDirectory(
            at: large.appendingPathComponent(res + "/xml-v25"), withIntermediateDirectories: true)
        try Data(repeating: 0x20, count: 5 * 1_048_576).write(
            to: large.appendingPathComponent(res + "/xml-v25/shortcuts.xml"))
        let largeBefore = try snapshot(large)
        let huge = try build(large)
        XCTAssertEqual(huge.status, 1, huge.stderr)
        XCTAssertEqual(
            huge.stderr,
            "\(res)/xml-v25/shortcuts.xml: " + cannotTell + "it is 5.3 MB, more than the 4 MB quickglyph reads of "
                + "an Android resource file; " + kept)
        XCTAssertEqual(try snapshot(large), largeBefore)
    }

    /// The manifest beside res/ is only looked at: a FIFO there is not opened (the build does not wait for a
    /// writer) and is not judged, so the shortcuts are written and the usual note says what the manifest needs.
    func testAManifestBesideResThatIsAFIFOIsNotOpened() throws {
        let root = try project()
        try FileManager.default.removeItem(at: root.appendingPathComponent(manifestPath))
        XCTAssertEqual(mkfifo(root.appendingPathComponent(manifestPath).path, 0o644), 0)
        let result = try build(root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("\(manifestPath): note: add <meta-data"), result.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml").path))
        XCTAssertEqual(FileStatus.kind(atPath: root.appendingPathComponent(manifestPath).path), .special)
    }
}

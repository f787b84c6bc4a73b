import Foundation
import QuickGlyphTestSupport
import XCTest

/// `quickglyph build --android RES_DIR --android-manifest PATH`: the shortcuts
/// entry merged into the module's manifest, compiled by Debian's aapt with the
/// res/ folder the build wrote, taken out again when no item is static, and
/// every way the file can be hostile: a link, a FIFO, a full disk (a kill: AndroidManifestBuildTests).
final class AndroidManifestCommandTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let items = #"""
        { "android": { "package": "com.example.app" },
          "items": [ { "type": "compose", "title": "New", "glyph": "compose",
                       "android": { "targetClass": "com.example.app.MainActivity" } } ] }
        """#
    private let onlyDynamic =
        #"{ "items": [ { "type": "recent", "title": "Recent", "glyph": "compose", "dynamic": true } ] }"#
    private let res = "app/src/main/res"
    private let manifestPath = "app/src/main/AndroidManifest.xml"

    /// A Flutter module's manifest (tabs are Android Studio's; Flutter's template uses four spaces).
    static let original = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            package="com.example.app">
            <uses-sdk android:minSdkVersion="25" android:targetSdkVersion="29" />
            <application android:label="example" android:name="io.flutter.app.FlutterApplication">
                <activity
                    android:name=".MainActivity"
                    android:exported="true"
                    android:launchMode="singleTop">
                    <meta-data
                      android:name="io.flutter.embedding.android.NormalTheme"
                      android:resource="@android:style/Theme.Black"
                      />
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN"/>
                        <category android:name="android.intent.category.LAUNCHER"/>
                    </intent-filter>
                </activity>
                <!-- Don't delete the meta-data below. <activity> -->
                <meta-data
                    android:name="flutterEmbedding"
                    android:value="2" />
            </application>
        </manifest>

        """

    static let merged = original.replacingOccurrences(
        of: "            </intent-filter>\n        </activity>\n",
        with: "            </intent-filter>\n"
            + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
            + "        </activity>\n")

    private func project(manifest: String = AndroidManifestCommandTests.original) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(res), withIntermediateDirectories: true)
        try write(square, root, "glyphs/compose.svg")
        try write(items, root, "glyphs/shortcuts.json")
        try write(manifest, root, manifestPath)
        return root
    }

    private func write(_ text: String, _ root: URL, _ path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    private func read(_ root: URL, _ path: String) throws -> String {
        try String(decoding: Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    private var arguments: [String] {
        ["build", "glyphs", "--android", res, "--android-manifest", manifestPath, "--quiet"]
    }

    private func build(_ root: URL, environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: root, environment: environment)
    }

    private func modificationDate(_ root: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(manifestPath).path)[
            .modificationDate] as? Date
    }

    private func recordedEntry(_ root: URL) throws -> String? {
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("output/manifest.json")))
                as? [String: Any])
        return (manifest["android"] as? [String: Any])?["manifestEntry"] as? String
    }

    func testTheEntryIsMergedCompiledByAaptAndASecondBuildWritesNothing() throws {
        let root = try project()
        let result = try CLIRunner.run(
            ["build", "glyphs", "--android", res, "--android-manifest", manifestPath, "--format", "json"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "no note: the entry is in the manifest")
        XCTAssertTrue(result.stdout.contains("\"\(manifestPath)\""), "listed among the written files: \(result.stdout)")
        XCTAssertEqual(try read(root, manifestPath), Self.merged)
        XCTAssertEqual(
            try recordedEntry(root), "../" + manifestPath,
            "relative to the output folder, as the manifest keeps every path")

        // aapt compiles the merged manifest with the res/ folder, and the entry names the shortcuts file it compiled.
        let apk = root.appendingPathComponent("out.apk")
        _ = try Aapt.run([
            "package", "-f", "-M", root.appendingPathComponent(manifestPath).path, "-S",
            root.appendingPathComponent(res).path,
            "-I", Aapt.framework, "-F", apk.path,
        ])
        let tree = try Aapt.run(["dump", "xmltree", apk.path, "AndroidManifest.xml"])
        let ids = Aapt.resourceIDs(try Aapt.run(["dump", "resources", apk.path]))
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:resource"), ["@0x01030008", "@" + (ids["xml/shortcuts"] ?? "?")])

        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
            ofItemAtPath: root.appendingPathComponent(manifestPath).path)
        let again = try CLIRunner.run(
            ["build", "glyphs", "--android", res, "--android-manifest", manifestPath, "--format", "json"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains(manifestPath), again.stdout)
        XCTAssertEqual(try modificationDate(root), Date(timeIntervalSince1970: 1_000_000))
    }

    func testNoStaticItemTakesOutOnlyTheEntryABuildInserted() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        try write(onlyDynamic, root, "glyphs/shortcuts.json")
        let result = try build(root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read(root, manifestPath), Self.original, "byte for byte as before the first build")
        XCTAssertNil(try recordedEntry(root))

        // The app's own entry (the manifest had it before any build) is the app's: it stays.
        let own = try project(manifest: Self.merged)
        try write(onlyDynamic, own, "glyphs/shortcuts.json")
        let kept = try build(own)
        XCTAssertEqual(kept.status, 0, kept.stderr)
        XCTAssertEqual(try read(own, manifestPath), Self.merged)
        XCTAssertNil(try recordedEntry(own))
    }

    func testDroppingTheOptionsLeavesTheManifestAsItIs() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        try write(onlyDynamic, root, "glyphs/shortcuts.json")
        // Without --android-manifest the file is not the build's business, as an Info.plist without --info-plist.
        let result = try CLIRunner.run(["build", "glyphs", "--android", res, "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try read(root, manifestPath), Self.merged)
        XCTAssertEqual(
            try recordedEntry(root), "../" + manifestPath,
            "still known as quickglyph's, for a later build with the option")
        XCTAssertEqual(try build(root).status, 0)
        XCTAssertEqual(try read(root, manifestPath), Self.original)
    }

    func testAManifestThatCannotTakeTheEntryIsAnErrorTheOtherOutputsAreWritten() throws {
        let noLauncher = Self.original.replacingOccurrences(
            of: "android.intent.category.LAUNCHER", with: "android.intent.category.DEFAULT")
        let root = try project(manifest: noLauncher)
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: it has no launcher activity (an "
                + "<activity> or <activity-alias> in <application> with an <intent-filter> holding the action "
                + "android.intent.action.MAIN and the category android.intent.category.LAUNCHER), the only kind "
                + "Android reads shortcuts from; the file was left as it is [android-manifest-not-merged]\n")
        XCTAssertEqual(try read(root, manifestPath), noLauncher)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/manifest.json").path))

        let other = Self.original.replacingOccurrences(
            of: "            </intent-filter>\n",
            with: "            </intent-filter>\n"
                + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/launcher_shortcuts\"/>\n"
        )
        try write(other, root, manifestPath)
        let res = root.appendingPathComponent(self.res)
        let written = try FileManager.default.contentsOfDirectory(atPath: res.path).sorted()
        let shortcuts = try Data(contentsOf: res.appendingPathComponent("xml-v25/shortcuts.xml"))
        // Shortcuts of the app's own: res/ is not written (AndroidOwnShortcutsCommandTests), so the merge is not tried.
        let refused = try build(root)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.stderr,
            "\(manifestPath):17:13: error: the Android shortcuts were not written into \(self.res): this "
                + "android.app.shortcuts entry names @xml/launcher_shortcuts, shortcuts of the app's own, so quickglyph's "
                + "@xml/shortcuts would not be read; merge those shortcuts by hand into glyphs/shortcuts.json and point the "
                + "entry at @xml/shortcuts (or just point it there, if the items replace them); what an earlier build "
                + "wrote there is kept [android-not-written]\n")
        XCTAssertEqual(try read(root, manifestPath), other)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: res.path).sorted(), written)
        XCTAssertEqual(try Data(contentsOf: res.appendingPathComponent("xml-v25/shortcuts.xml")), shortcuts)
    }

    /// A well-formed manifest of 13 MB, past the 10,000,000 bytes libxml2 reads: refused for its size, in words,
    /// by build and check alike, never called malformed; the other outputs are written.
    func testAHugeManifestIsRefusedForItsSizeByBuildAndCheck() throws {
        let value = String(repeating: "x", count: 150)
        let padding = (0..<60_000).map {
            "        <meta-data android:name=\"padding.\($0 + 10_000)\" android:value=\"\(value)\"/>\n"
        }.joined()
        let huge = Self.original.replacingOccurrences(of: "    </application>", with: padding + "    </application>")
        XCTAssertEqual(huge.utf8.count, 13_020_984)
        let root = try project(manifest: huge)
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: it is 13.1 MB, more than the 8 MB "
                + "quickglyph reads of an AndroidManifest.xml; the file was left as it is [android-manifest-not-merged]\n"
        )
        XCTAssertEqual(try read(root, manifestPath), huge)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml").path))

        let check = try CLIRunner.run(["check", "app"], in: root)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.stdout.split(separator: "\n").contains(
                "\(manifestPath): error: the manifest is 13.1 MB, more than the 8 MB quickglyph reads of an AndroidManifest.xml, so it "
                    + "was not read and its shortcuts cannot be checked [android-shortcuts-unreadable]"), check.stdout)
    }

    func testTheOptionNeedsTheResFolder() throws {
        let root = try project()
        let result = try CLIRunner.run(["build", "glyphs", "--android-manifest", manifestPath], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "quickglyph build: error: --android-manifest needs --android RES_DIR, the res/ folder "
                    + "whose xml-v25/shortcuts.xml the entry names; see 'quickglyph build --help'\n"), result.stderr)
        XCTAssertEqual(try read(root, manifestPath), Self.original)
    }

    func testALinkedFolderOrAFIFOIsNeitherFollowedNorOpened() throws {
        let root = try project()
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("app/src/main/AndroidManifest.xml"),
            to: root.appendingPathComponent("Real.xml"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(manifestPath).path, withDestinationPath: "../../../Real.xml")
        let linked = try build(root)
        XCTAssertEqual(linked.status, 1)
        XCTAssertEqual(
            linked.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: it is a symbolic link, which "
                + "quickglyph does not follow; name the file it points to; the file was left as it is "
                + "[android-manifest-not-merged]\n")
        XCTAssertEqual(try read(root, "Real.xml"), Self.original)
        try FileManager.default.removeItem(at: root.appendingPathComponent(manifestPath))

        XCTAssertEqual(mkfifo(root.appendingPathComponent(manifestPath).path, 0o644), 0)
        // Opened for reading, a FIFO would block the build until someone writes to it.
        let fifo = try build(root)
        XCTAssertEqual(fifo.status, 1)
        XCTAssertEqual(
            fifo.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: it is not a regular file (a FIFO, a "
                + "socket or a device); the file was left as it is [android-manifest-not-merged]\n")
        try FileManager.default.removeItem(at: root.appendingPathComponent(manifestPath))

        // A linked folder on the way, inside the project.
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("app/src/main"), to: root.appendingPathComponent("main"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("app/src/main").path, withDestinationPath: "../../main")
        try write(Self.original, root, "main/AndroidManifest.xml")
        let folder = try CLIRunner.run(
            ["build", "glyphs", "--android", "main/res", "--android-manifest", manifestPath, "--quiet"], in: root)
        XCTAssertEqual(folder.status, 1)
        XCTAssertEqual(
            folder.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: \(root.path)/app/src/main is a "
                + "symbolic link, which quickglyph does not write through; name the real path; the file was left as it "
                + "is [android-manifest-not-merged]\n")
        XCTAssertEqual(try read(root, "main/AndroidManifest.xml"), Self.original)
    }

    /// Runs the build under a file-size limit (`ulimit -f`, KiB), which refuses a
    /// write that would not fit as a full disk does, with EFBIG for ENOSPC; in place, as under Xcode's sandbox.
    private func buildUnderLimit(kilobytes: Int, in root: URL) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments =
            ["-c", "ulimit -f \(kilobytes) && exec \"$0\" \"$@\"", CLIRunner.executable.path] + arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(["QUICKGLYPH_WRITE_IN_PLACE": "1"]) {
            _, new in new
        }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(
            status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// In place the room for the merged manifest is claimed first: under the limit not a byte of it changes.
    func testAFullDiskLeavesTheManifestWholeAndTheNextBuildMerges() throws {
        // Comments up to just under 16 KiB: the manifest fits under the limit, the merged one does not.
        var padded = Self.original
        while padded.utf8.count < 16_300 {
            padded = padded.replacingOccurrences(
                of: "</manifest>", with: "    <!-- padding padding padding padding -->\n</manifest>")
        }
        XCTAssertLessThan(padded.utf8.count, 16_384)
        let root = try project(manifest: padded)
        let result = try buildUnderLimit(kilobytes: 16, in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try read(root, manifestPath), padded)
        XCTAssertNil(try recordedEntry(root))

        let again = try build(root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(again.status, 0, again.stderr)
        let merged = try read(root, manifestPath)
        XCTAssertTrue(merged.contains("<meta-data android:name=\"android.app.shortcuts\""))
        XCTAssertEqual(
            result.stderr,
            "\(manifestPath): error: the shortcuts entry was not merged: there is no room for its "
                + "\(merged.utf8.count) bytes (the file is too large), found before a byte of it changed; make room and build "
                + "again; the file was left as it is [android-manifest-not-merged]\n")
    }

    /// Issue 38, 11: in place, a manifest already past the limit (written before it applied) whose edit is
    /// shorter: the room is there, nothing grows, yet the write passes the limit part-way, and the original
    /// cannot be written back under it either. Never "left as it is" about a file that changed: the message
    /// says the file is damaged and where its original is, and the exit status is 1.
    func testAnInPlaceWriteCutShortSaysTheManifestIsDamagedAndWhereItsOriginalIs() throws {
        var padded = Self.original
        while padded.utf8.count < 17_000 {
            padded = padded.replacingOccurrences(
                of: "</manifest>", with: "    <!-- padding padding padding padding -->\n</manifest>")
        }
        let root = try project(manifest: padded)
        let first = try build(root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let inserted = try read(root, manifestPath)
        XCTAssertTrue(inserted.contains("android.app.shortcuts"))
        // No item static any more: the entry the build put there is taken out, a shorter file.
        try write(onlyDynamic, root, "glyphs/shortcuts.json")
        let result = try buildUnderLimit(kilobytes: 16, in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr.split(separator: "\n").filter { $0.contains(": error: ") },
            [
                "\(manifestPath): error: the shortcuts entry was not merged: writing it failed part-way (the file is too large) and its "
                    + "original bytes could not be put back: the file is damaged; restore it from version control (git checkout -- "
                    + "AndroidManifest.xml, run where it lives) [android-manifest-not-merged]"
            ], result.stderr)
        let now = try read(root, manifestPath)
        XCTAssertNotEqual(now, inserted, "the message is about a file that did change")
        XCTAssertEqual(now.utf8.count, 16_384)
    }
}

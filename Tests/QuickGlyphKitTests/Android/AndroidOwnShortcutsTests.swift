import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// The decision alone: which `xml…/shortcuts.xml` and which manifest entries are the app's own, from
/// the listings and bytes it is given.
final class AndroidOwnShortcutsTests: XCTestCase {
    private let ours = Data("<shortcuts>quickglyph's</shortcuts>\n".utf8)
    private let theirs = Data("<shortcuts>the app's</shortcuts>\n".utf8)
    private let stop = "the Android shortcuts were not written into app/src/main/res"
    private let kept = "what an earlier build wrote there is kept"

    private static let generatedPrefix =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Written by quickglyph; the next build replaces it. -->\n"

    private func judge(recorded: [Data] = []) -> AndroidOwnShortcuts {
        AndroidOwnShortcuts(
            resFolder: "app/src/main/res", itemsFile: "glyphs/shortcuts.json", written: "xml-v25/shortcuts.xml",
            recorded: recorded.map {
                Manifest.File(path: "xml-v25/shortcuts.xml", sha256: SHA256.hex($0), bytes: $0.count)
            },
            generatedPrefix: Data(Self.generatedPrefix.utf8))
    }

    /// A fresh clone of an app that commits res/ and not --out: no record, but the file begins as quickglyph's files
    /// do, so it is not the app's own (whether it may be replaced is the write's question). Only at quickglyph's path.
    func testAnUnrecordedFileThatBeginsAsQuickglyphsDoIsNotTheAppsOwn() {
        let generated = Data((Self.generatedPrefix + "<shortcuts/>\n").utf8)
        XCTAssertEqual(
            judge().conflicts(in: [.file(path: "xml-v25/shortcuts.xml", bytes: generated)], manifest: nil), [])
        XCTAssertEqual(
            judge().conflicts(in: [.file(path: "xml/shortcuts.xml", bytes: nil)], manifest: nil).map(\.path),
            ["app/src/main/res/xml/shortcuts.xml"])
        let commentFirst = Data(("<!-- Written by quickglyph; the next build replaces it. -->\n<shortcuts/>\n").utf8)
        XCTAssertEqual(
            judge().conflicts(in: [.file(path: "xml-v25/shortcuts.xml", bytes: commentFirst)], manifest: nil).map(
                \.path),
            ["app/src/main/res/xml-v25/shortcuts.xml"], "only the very beginning quickglyph writes")
    }

    private func fileMessage() -> String {
        "\(stop): this file holds shortcuts quickglyph has no record of writing, and a device reads only the shortcuts.xml of "
            + "the xml folder that best matches it, so it and quickglyph's app/src/main/res/xml-v25/shortcuts.xml would hide one another; merge its "
            + "shortcuts by hand into glyphs/shortcuts.json and remove the file (or just remove it, if the items replace them); \(kept)"
    }

    func testTheXMLFoldersAreEveryQualifierOfXML() {
        XCTAssertEqual(
            ["xml", "xml-v25", "xml-night-v26", "xml-b+sr+Latn", "xmls", "values", "raw", "drawable-xml"]
                .filter(AndroidOwnShortcuts.isXMLFolder), ["xml", "xml-v25", "xml-night-v26", "xml-b+sr+Latn"])
    }

    func testAShortcutsFileQuickglyphDidNotWriteIsTheAppsWhateverItsQualifier() {
        for path in ["xml/shortcuts.xml", "xml-v25/shortcuts.xml", "xml-v26/shortcuts.xml", "xml-night/shortcuts.xml"] {
            let conflicts = judge(recorded: [ours]).conflicts(in: [.file(path: path, bytes: theirs)], manifest: nil)
            XCTAssertEqual(
                conflicts, [.init(path: "app/src/main/res/" + path, position: nil, message: fileMessage())], path)
        }
    }

    /// Recorded bytes at the recorded path are quickglyph's; the same bytes elsewhere, or other bytes there, are not.
    func testOnlyTheRecordedBytesAtTheRecordedPathAreQuickglyphs() {
        XCTAssertEqual(
            judge(recorded: [theirs, ours]).conflicts(
                in: [.file(path: "xml-v25/shortcuts.xml", bytes: ours)], manifest: nil), [])
        XCTAssertEqual(
            judge(recorded: [ours]).conflicts(in: [.file(path: "xml/shortcuts.xml", bytes: ours)], manifest: nil).map(
                \.path),
            ["app/src/main/res/xml/shortcuts.xml"])
        XCTAssertEqual(
            judge().conflicts(in: [.file(path: "xml-v25/shortcuts.xml", bytes: ours)], manifest: nil).map(\.path),
            ["app/src/main/res/xml-v25/shortcuts.xml"], "nothing recorded: nothing is quickglyph's")
        XCTAssertEqual(judge().conflicts(in: [], manifest: nil), [])
        // A manifest is input: one edited to record the app's own xml/shortcuts.xml is not believed, as quickglyph
        // writes no such file.
        var forged = judge(recorded: [ours])
        forged.recorded.append(
            Manifest.File(path: "xml/shortcuts.xml", sha256: SHA256.hex(theirs), bytes: theirs.count))
        XCTAssertEqual(
            forged.conflicts(in: [.file(path: "xml/shortcuts.xml", bytes: theirs)], manifest: nil).map(\.path),
            ["app/src/main/res/xml/shortcuts.xml"])
        // Elsewhere than quickglyph's path a file is the app's by its path alone: its bytes need not be read.
        XCTAssertEqual(
            judge(recorded: [ours]).conflicts(in: [.file(path: "xml/shortcuts.xml", bytes: nil)], manifest: nil).map(
                \.path),
            ["app/src/main/res/xml/shortcuts.xml"])
        XCTAssertEqual(
            judge(recorded: [ours]).conflicts(in: [.file(path: "xml-v25/shortcuts.xml", bytes: nil)], manifest: nil)
                .map(\.path),
            ["app/src/main/res/xml-v25/shortcuts.xml"], "unread, it cannot be known as quickglyph's")
    }

    func testWhatWasNotLookedIntoStopsTheOutputWithItsReason() {
        let conflicts = judge().conflicts(
            in: [
                .unknown(path: "xml-v26", reason: "it is a symbolic link, which quickglyph does not follow"),
                .unknown(path: "", reason: "it cannot be read: permission denied"),
            ], manifest: nil)
        XCTAssertEqual(
            conflicts,
            [
                .init(
                    path: "app/src/main/res/xml-v26", position: nil,
                    message:
                        "\(stop): quickglyph cannot tell whether this holds shortcuts of the app's own: it is a symbolic link, "
                        + "which quickglyph does not follow; \(kept)"),
                .init(
                    path: "app/src/main/res", position: nil,
                    message:
                        "\(stop): quickglyph cannot tell whether this holds shortcuts of the app's own: it cannot be read: "
                        + "permission denied; \(kept)"),
            ])
    }

    private func manifest(_ entries: String) -> Data {
        Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
                <application>
                    <activity android:name=".MainActivity">
                        <intent-filter>
                            <action android:name="android.intent.action.MAIN" />
                            <category android:name="android.intent.category.LAUNCHER" />
                        </intent-filter>
            \(entries)
                    </activity>
                </application>
            </manifest>

            """.utf8)
    }

    func testAManifestEntryNamingAnotherResourceIsTheAppsAtItsPlace() {
        let data = manifest(
            "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/app_shortcuts\" />")
        XCTAssertEqual(
            judge().conflicts(in: [], manifest: ("app/src/main/AndroidManifest.xml", data)),
            [
                .init(
                    path: "app/src/main/AndroidManifest.xml", position: SourcePosition(line: 8, column: 13),
                    message:
                        "\(stop): this android.app.shortcuts entry names @xml/app_shortcuts, shortcuts of the app's own, so "
                        + "quickglyph's @xml/shortcuts would not be read; merge those shortcuts by hand into glyphs/shortcuts.json and "
                        + "point the entry at @xml/shortcuts (or just point it there, if the items replace them); \(kept)"
                )
            ])
    }

    func testQuickglyphsOwnEntryNoEntryAndAnUnreadableManifestAreNotConflicts() {
        for entries in [
            "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\" />",
            "",
            // No resource: Android reads no shortcuts from it.
            "            <meta-data android:name=\"android.app.shortcuts\" android:value=\"x\" />",
            "            <meta-data android:name=\"android.app.other\" android:resource=\"@xml/app_shortcuts\" />",
        ] {
            XCTAssertEqual(judge().conflicts(in: [], manifest: ("AndroidManifest.xml", manifest(entries))), [], entries)
        }
        XCTAssertEqual(judge().conflicts(in: [], manifest: ("AndroidManifest.xml", Data("<manifest".utf8))), [])
    }

    /// Not only in the launcher here: a flavour's manifest can make another activity the launcher when Gradle merges
    /// them.
    func testAnEntryOutsideTheLauncherCountsToo() {
        let data = Data(
            """
            <manifest xmlns:a="http://schemas.android.com/apk/res/android" package="com.example.app">
              <application>
                <activity a:name=".Other"><meta-data a:name="android.app.shortcuts" a:resource="@xml/other" /></activity>
              </application>
            </manifest>
            """.utf8)
        XCTAssertEqual(
            judge().conflicts(in: [], manifest: ("M.xml", data)).map(\.position), [SourcePosition(line: 3, column: 31)])
    }

    func testEveryConflictIsGivenFilesFirst() {
        let data = manifest(
            "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/app_shortcuts\" />")
        let conflicts = judge().conflicts(
            in: [.file(path: "xml/shortcuts.xml", bytes: theirs), .file(path: "xml-v26/shortcuts.xml", bytes: theirs)],
            manifest: ("app/src/main/AndroidManifest.xml", data))
        XCTAssertEqual(
            conflicts.map(\.path),
            [
                "app/src/main/res/xml/shortcuts.xml", "app/src/main/res/xml-v26/shortcuts.xml",
                "app/src/main/AndroidManifest.xml",
            ])
    }
}

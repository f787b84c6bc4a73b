import Foundation
@testable import QuickGlyphAndroid
@testable import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// `build --android-manifest`: one line goes into the launcher activity, indented
/// as its children with the file's line ending, and every other byte stays; the
/// line comes out again byte for byte; a manifest that cannot take it safely is
/// named, with the line, and left as it was.
final class AndroidManifestMergerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("qg-amanifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folder = self.folder!
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    private func manifest(_ text: String) throws -> AndroidManifestMerger {
        let url = folder.appendingPathComponent("AndroidManifest.xml")
        try Data(text.utf8).write(to: url)
        return AndroidManifestMerger(url: url, displayPath: "app/src/main/AndroidManifest.xml")
    }

    private func text(_ merger: AndroidManifestMerger) throws -> String {
        try String(decoding: Data(contentsOf: merger.url), as: UTF8.self)
    }

    /// Inserts, checks the bytes, inserts again (nothing written), removes (the original back, byte for byte).
    private func assertRoundTrip(
        _ original: String, _ merged: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let merger = try manifest(original)
        XCTAssertEqual(try merger.merge(.insert), .written, file: file, line: line)
        XCTAssertEqual(try text(merger), merged, file: file, line: line)
        let written = try FileManager.default.attributesOfItem(atPath: merger.url.path)[.modificationDate] as? Date
        // Older than the write, so that a second write would show.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: merger.url.path)
        XCTAssertNotNil(written)
        XCTAssertEqual(try merger.merge(.insert), .unchanged, file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: merger.url.path)[.modificationDate] as? Date,
            Date(timeIntervalSince1970: 1_000_000), "not written again", file: file, line: line)
        XCTAssertEqual(try merger.merge(.remove), .written, file: file, line: line)
        XCTAssertEqual(try text(merger), original, file: file, line: line)
        XCTAssertEqual(try merger.merge(.remove), .unchanged, file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["AndroidManifest.xml"],
            "no temporary file is left beside it", file: file, line: line)
    }

    private func assertRefused(
        _ merger: AndroidManifestMerger, _ expected: AndroidManifestMergeError, message: String,
        change: AndroidManifestMerger.Change = .insert, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = try? Data(contentsOf: merger.url)
        XCTAssertThrowsError(try merger.merge(change), file: file, line: line) { error in
            let error = error as? AndroidManifestMergeError
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error?.finding(path: merger.displayPath).diagnosticLine, message, file: file, line: line)
        }
        XCTAssertEqual(try? Data(contentsOf: merger.url), before, "the file is untouched", file: file, line: line)
    }

    private func message(_ reason: String, at position: String = "") -> String {
        "app/src/main/AndroidManifest.xml\(position): error: the shortcuts entry was not merged: \(reason); "
            + "the file was left as it is [android-manifest-not-merged]"
    }

    /// Android Studio's template: four spaces, LF, the launcher last among several children.
    static let studio = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">

            <application
                android:allowBackup="true"
                android:icon="@mipmap/ic_launcher"
                android:label="@string/app_name"
                android:theme="@style/Theme.Example"
                tools:targetApi="31">
                <activity
                    android:name=".MainActivity"
                    android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />

                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
            </application>

        </manifest>

        """

    func testStudiosTemplateGetsOneLineAfterTheIntentFilter() throws {
        try assertRoundTrip(
            Self.studio,
            Self.studio.replacingOccurrences(
                of: "            </intent-filter>\n        </activity>\n",
                with: "            </intent-filter>\n"
                    + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
                    + "        </activity>\n"))
    }

    /// Tabs and CRLF; a comment holding an `<activity>` with a launcher filter, and a self-closing activity, neither a
    /// launcher.
    static let tabs =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n"
        + "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"\r\n\tpackage=\"com.example.app\">\r\n"
        + "\t<application android:label=\"App\">\r\n"
        + "\t\t<!-- <activity android:name=\".Old\"><intent-filter><action android:name=\"android.intent.action.MAIN\"/>"
        + "<category android:name=\"android.intent.category.LAUNCHER\"/></intent-filter></activity> -->\r\n"
        + "\t\t<activity android:name=\".Settings\"/>\r\n"
        + "\t\t<activity android:name=\".MainActivity\"\r\n\t\t\tandroid:exported=\"true\">\r\n"
        + "\t\t\t<intent-filter>\r\n"
        + "\t\t\t\t<action android:name=\"android.intent.action.MAIN\" />\r\n"
        + "\t\t\t\t<category android:name=\"android.intent.category.LAUNCHER\" />\r\n"
        + "\t\t\t</intent-filter>\r\n"
        + "\t\t\t<meta-data android:name=\"io.flutter.embedding.android.NormalTheme\" android:resource=\"@style/NormalTheme\" />\r\n"
        + "\t\t</activity>\r\n"
        + "\t</application>\r\n"
        + "</manifest>\r\n"

    func testTabsAndCRLFAreTheFilesOwnAndCommentsAndSelfClosingActivitiesAreNotLaunchers() throws {
        try assertRoundTrip(
            Self.tabs,
            Self.tabs.replacingOccurrences(
                of: "@style/NormalTheme\" />\r\n\t\t</activity>",
                with:
                    "@style/NormalTheme\" />\r\n\t\t\t<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\r\n"
                    + "\t\t</activity>"))
    }

    /// An `<activity-alias>` is the launcher (a React Native or Expo app switching icons), under another prefix
    /// for the Android namespace, two spaces, a `>` inside an attribute value, and non-ASCII text before it.
    static let alias = """
        <manifest xmlns:a="http://schemas.android.com/apk/res/android" package="com.example.app">
          <application a:label="Café > Bar">
            <activity a:name=".MainActivity" a:exported="false">
              <intent-filter>
                <action a:name="android.intent.action.VIEW" />
                <category a:name="android.intent.category.DEFAULT" />
              </intent-filter>
            </activity>
            <activity-alias a:name=".Default" a:targetActivity=".MainActivity" a:exported="true">
              <intent-filter>
                <action a:name="android.intent.action.MAIN" />
                <category a:name="android.intent.category.LAUNCHER" />
              </intent-filter>
            </activity-alias>
          </application>
        </manifest>
        """

    func testAnActivityAliasLauncherUnderAnotherPrefix() throws {
        try assertRoundTrip(
            Self.alias,
            Self.alias.replacingOccurrences(
                of: "      </intent-filter>\n    </activity-alias>\n",
                with:
                    "      </intent-filter>\n      <meta-data a:name=\"android.app.shortcuts\" a:resource=\"@xml/shortcuts\"/>\n"
                    + "    </activity-alias>\n"))
    }

    func testALauncherWhoseEndTagSharesItsLineGetsTheEntryRightBeforeIt() throws {
        let original =
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application><activity android:name=\".M\">"
            + "<intent-filter><action android:name=\"android.intent.action.MAIN\"/><category android:name=\"android.intent.category.LAUNCHER\"/>"
            + "</intent-filter></activity></application></manifest>"
        try assertRoundTrip(
            original,
            original.replacingOccurrences(
                of: "</intent-filter></activity>",
                with:
                    "</intent-filter><meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/></activity>"
            ))
    }

    /// A byte-order mark, which libxml2 does not count as a column, before elements on the first line; old Mac line
    /// ends.
    func testAByteOrderMarkAndCarriageReturnsAreTheFilesOwn() throws {
        let original =
            "\u{FEFF}<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application><activity android:name=\".M\">"
            + "<intent-filter><action android:name=\"android.intent.action.MAIN\"/><category android:name=\"android.intent.category.LAUNCHER\"/>"
            + "</intent-filter>\r</activity></application></manifest>\r"
        try assertRoundTrip(
            original,
            original.replacingOccurrences(
                of: "</intent-filter>\r</activity>",
                with:
                    "</intent-filter>\r<meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/></activity>"
            ))
    }

    func testAnEntryAlreadyThereIsLeftAndTheFileNotWritten() throws {
        let present = Self.studio.replacingOccurrences(
            of: "            </intent-filter>\n",
            with: "            </intent-filter>\n"
                + "            <meta-data\n                android:name=\"android.app.shortcuts\"\n                android:resource=\"@xml/shortcuts\" />\n"
        )
        let merger = try manifest(present)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: merger.url.path)
        XCTAssertEqual(try merger.merge(.insert), .unchanged)
        XCTAssertEqual(try text(merger), present)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: merger.url.path)[.modificationDate] as? Date,
            Date(timeIntervalSince1970: 1_000_000))
        // Taken out (when a build had put it there), its lines go with it: the element was all they held.
        XCTAssertEqual(try merger.merge(.remove), .written)
        XCTAssertEqual(try text(merger), Self.studio)
    }

    func testManifestsThatCannotTakeTheEntryAreNamedWithTheLineAndUntouched() throws {
        let other = Self.studio.replacingOccurrences(
            of: "            </intent-filter>\n",
            with: "            </intent-filter>\n"
                + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/app_shortcuts\" />\n"
        )
        assertRefused(
            try manifest(other),
            .otherResource(resource: "@xml/app_shortcuts", position: SourcePosition(line: 19, column: 13)),
            message: message(
                "its launcher activity's android.app.shortcuts meta-data (line 19) names the resource "
                    + "@xml/app_shortcuts, not the @xml/shortcuts quickglyph writes: point it at @xml/shortcuts, "
                    + "or remove it", at: ":19:13"))
        // Taking out what a build inserted leaves someone else's alone too.
        XCTAssertEqual(try manifest(other).merge(.remove), .unchanged)

        let twice = Self.studio.replacingOccurrences(
            of: "            </intent-filter>\n",
            with: "            </intent-filter>\n"
                + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\" />\n"
                + "            <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\" />\n"
        )
        assertRefused(
            try manifest(twice),
            .entryTwice(positions: [SourcePosition(line: 19, column: 13), SourcePosition(line: 20, column: 13)]),
            message: message(
                "its launcher activity has android.app.shortcuts meta-data 2 times (lines 19, 20); keep one",
                at: ":19:13"))

        let several = Self.alias.replacingOccurrences(
            of: "android.intent.action.VIEW", with: "android.intent.action.MAIN"
        )
        .replacingOccurrences(of: "android.intent.category.DEFAULT", with: "android.intent.category.LAUNCHER")
        assertRefused(
            try manifest(several),
            .severalLaunchers(positions: [SourcePosition(line: 3, column: 5), SourcePosition(line: 9, column: 5)]),
            message: message(
                "it has 2 launcher activities (lines 3, 9), so which one the shortcuts belong to is the app's "
                    + "choice: add <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/> "
                    + "inside that one by hand", at: ":3:5"))

        // MAIN in one filter and LAUNCHER in another is no launcher, and a self-closing activity holds no filter.
        let none = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name=".Main"/>
                    <activity android:name=".Split">
                        <intent-filter><action android:name="android.intent.action.MAIN" /></intent-filter>
                        <intent-filter><category android:name="android.intent.category.LAUNCHER" /></intent-filter>
                    </activity>
                </application>
            </manifest>

            """
        assertRefused(
            try manifest(none), .noLauncher,
            message: message(
                "it has no launcher activity (an <activity> or <activity-alias> in <application> with an "
                    + "<intent-filter> holding the action android.intent.action.MAIN and the category "
                    + "android.intent.category.LAUNCHER), the only kind Android reads shortcuts from"))

        assertRefused(
            try manifest(Self.studio.replacingOccurrences(of: "apk/res/android\"", with: "apk/res/androidx\"")),
            .noAndroidPrefix,
            message: message(
                "its <manifest> declares no prefix for the Android namespace "
                    + "(xmlns:android=\"http://schemas.android.com/apk/res/android\")"))
        assertRefused(
            try manifest("<resources>\n    <string name=\"a\">b</string>\n</resources>\n"),
            .notManifest(found: "resources"),
            message: message("its root element is <resources>, not <manifest>"))
    }

    func testManifestsThatAreNotWellFormedUTF8XMLAreRefusedBeforeTheParserSeesThem() throws {
        let url = folder.appendingPathComponent("AndroidManifest.xml")
        try XCTUnwrap(Self.studio.replacingOccurrences(of: "utf-8", with: "utf-16").data(using: .utf16)).write(to: url)
        let merger = AndroidManifestMerger(url: url, displayPath: "app/src/main/AndroidManifest.xml")
        assertRefused(
            merger, .unreadable(reason: "it is not UTF-8 text", position: nil), message: message("it is not UTF-8 text")
        )

        let unclosed = Self.studio.replacingOccurrences(of: "            </intent-filter>\n", with: "")
        assertRefused(
            try manifest(unclosed),
            .unreadable(reason: "it is not well-formed XML", position: SourcePosition(line: 18, column: 20)),
            message: message("it is not well-formed XML (line 18, column 20)", at: ":18:20"))
        // A prefix no xmlns: declares, as a manifest copied without its root's declarations has.
        let undeclared = Self.studio.replacingOccurrences(
            of: "    xmlns:tools=\"http://schemas.android.com/tools\"", with: "   ")
        assertRefused(
            try manifest(undeclared),
            .unreadable(
                reason: "it is not well-formed XML: it uses a namespace prefix that no "
                    + "xmlns: attribute declares", position: SourcePosition(line: 10, column: 29)),
            message: message(
                "it is not well-formed XML: it uses a namespace prefix that no xmlns: attribute declares "
                    + "(line 10, column 29)", at: ":10:29"))

        let doctype = Self.studio.replacingOccurrences(
            of: "<manifest", with: "<!DOCTYPE manifest [<!ENTITY l \"launcher\">]>\n<manifest")
        assertRefused(
            try manifest(doctype),
            .unreadable(
                reason: "it has a document type or entity declaration (<!…>), which an Android "
                    + "manifest never has", position: SourcePosition(line: 2, column: 1)),
            message: message(
                "it has a document type or entity declaration (<!…>), which an Android manifest never has "
                    + "(line 2, column 1)", at: ":2:1"))
        // The declaration that crashes Linux's parser is refused by the check before it.
        assertRefused(
            try manifest("<?xml version=\"1.0\" encoding=\"UTF-7\"?><manifest/>"),
            .unreadable(reason: "it declares the encoding \"UTF-7\"; only UTF-8 is read", position: nil),
            message: message("it declares the encoding \"UTF-7\"; only UTF-8 is read"))
    }

    /// A well-formed manifest past `FileSizeLimit.androidManifest` is refused for its size, unread and untouched; at
    /// the
    /// limit it takes the entry. Bytes past the parser's own limit (an edit's, the fuzzer's) are refused for their size
    /// too.
    func testAManifestPastTheLimitIsRefusedForItsSize() throws {
        let limit = FileSizeLimit.androidManifest.bytes
        let over = try manifest(Self.studio.padded(to: limit + 1))
        XCTAssertThrowsError(try over.merge(.insert)) { error in
            let error = error as? AndroidManifestMergeError
            XCTAssertEqual(error, .tooLarge(size: limit + 1, limit: .androidManifest))
            XCTAssertEqual(
                error?.finding(path: over.displayPath).diagnosticLine,
                "app/src/main/AndroidManifest.xml: error: the shortcuts entry was not merged: it is 8.1 MB, more than the "
                    + "8 MB quickglyph reads of an AndroidManifest.xml; the file was left as it is [android-manifest-not-merged]"
            )
        }
        XCTAssertEqual(try text(over), Self.studio.padded(to: limit + 1))
        let at = try manifest(Self.studio.padded(to: limit))
        XCTAssertEqual(try at.merge(.insert), .written)

        let pastTheParser = Data(Self.studio.padded(to: XMLParserInput.limit.bytes + 1).utf8)
        XCTAssertThrowsError(try AndroidManifestMerger.edited(pastTheParser, .insert)) { error in
            XCTAssertEqual(
                error as? AndroidManifestMergeError,
                .unreadable(reason: "it is 10.1 MB, more than the 10 MB the XML parser (libxml2) reads", position: nil))
        }
    }

    func testTheCheckAfterTheEditRefusesAnEditThatChangesAnythingElse() throws {
        var merger = try manifest(Self.studio)
        let faithless = message(
            "the edited file would not read back as the same elements with only the shortcuts entry changed, "
                + "so it was not written")
        // An edit that also drops an attribute, as a wrong range would.
        merger.afterEdit = {
            Array(
                String(decoding: $0, as: UTF8.self).replacingOccurrences(of: " android:exported=\"true\"", with: "")
                    .utf8)
        }
        assertRefused(merger, .editNotFaithful, message: faithless)
        // One that puts the entry in the wrong element.
        merger.afterEdit = { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            let line =
                "                <meta-data android:name=\"android.app.shortcuts\" android:resource=\"@xml/shortcuts\"/>\n"
            return Array(
                text.replacingOccurrences(of: line, with: "").replacingOccurrences(
                    of: "    </application>", with: line + "    </application>"
                ).utf8)
        }
        assertRefused(merger, .editNotFaithful, message: faithless)
        // One that leaves the text unparseable.
        merger.afterEdit = { Array($0.dropLast(5)) }
        assertRefused(merger, .editNotFaithful, message: faithless)
    }

    func testWhatIsNotARegularFileIsNeitherFollowedNorOpened() throws {
        let url = folder.appendingPathComponent("AndroidManifest.xml")
        let merger = AndroidManifestMerger(url: url, displayPath: "app/src/main/AndroidManifest.xml")
        assertRefused(merger, .missing, message: message("there is no such file"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "a missing file is not created")

        let target = folder.appendingPathComponent("Real.xml")
        try Data(Self.studio.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        assertRefused(
            merger, .symbolicLink,
            message: message("it is a symbolic link, which quickglyph does not follow; name the file it points to"))
        XCTAssertEqual(try String(decoding: Data(contentsOf: target), as: UTF8.self), Self.studio)
        try FileManager.default.removeItem(at: url)

        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
        assertRefused(
            merger, .notRegularFile, message: message("it is not a regular file (a FIFO, a socket or a device)"))
        XCTAssertEqual(FileStatus.kind(atPath: url.path), .special)
        try FileManager.default.removeItem(at: url)

        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        assertRefused(merger, .folder, message: message("it is a folder, not a manifest"))
    }

    func testTheModeIsKeptAndAReadOnlyFolderIsAWriteFailureThatChangesNothing() throws {
        let merger = try manifest(Self.studio)
        XCTAssertEqual(chmod(merger.url.path, 0o640), 0)
        XCTAssertEqual(try merger.merge(.insert), .written)
        XCTAssertEqual(
            (try FileManager.default.attributesOfItem(atPath: merger.url.path)[.posixPermissions] as? NSNumber)?
                .intValue, 0o640)
        XCTAssertEqual(try merger.merge(.remove), .written)
        // Root writes into a folder whatever its mode: an immutable folder refuses it too.
        if getuid() == 0 {
            try ReadOnlyFolder.makeImmutable(folder)
        } else {
            XCTAssertEqual(chmod(folder.path, 0o555), 0)
        }
        defer { ReadOnlyFolder.restore(folder) }
        assertRefused(
            merger, .unsafe(.writeFailed(path: merger.url.path, reason: "permission denied")),
            message: message("it cannot be written: permission denied"))
    }

    /// Issue 38, 11: a write in place that failed part-way and was undone says the original bytes were put
    /// back, as the Info.plist's does (the guard's words, passed on); one that could not be undone says the
    /// file is damaged and never that it was left as it is. (A file-size limit cannot undo one for real
    /// where room is claimed first: AndroidManifestCommandTests has the damaged file and the refused claim.)
    func testAWriteUndoneOrNotIsSaidAsTheInfoPlistsIs() {
        let restored = AppFileError.writeFailed(
            path: "AndroidManifest.xml", reason: "the file is too large; its original bytes were put back")
        XCTAssertEqual(
            AndroidManifestMergeError(restored).finding(path: "app/src/main/AndroidManifest.xml").diagnosticLine,
            message("it cannot be written: the file is too large; its original bytes were put back"))
        let damaged = AppFileError.damaged(
            path: "AndroidManifest.xml", reason: "the file is too large",
            original: "restore it from version control")
        for error in [restored, damaged] {
            let android = AndroidManifestMergeError(error).finding(path: "AndroidManifest.xml").message
            let infoPlist = InfoPlistMergeError.unsafe(error).finding(path: "Info.plist").message
            XCTAssertEqual(
                android.replacingOccurrences(
                    of: "the shortcuts entry was not merged", with: "quick actions not merged"), infoPlist)
        }
        XCTAssertFalse(
            AndroidManifestMergeError(damaged).finding(path: "AndroidManifest.xml").message.contains("left as it is"))
    }
}

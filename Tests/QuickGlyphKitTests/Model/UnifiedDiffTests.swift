import Foundation
import QuickGlyphModel
import XCTest

/// `UnifiedDiff` prints what GNU `diff -u` prints: the same hunks, headers and
/// "\ No newline at end of file" lines, compared on the same two files.
final class UnifiedDiffTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("qg-unified-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folder = self.folder!
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    /// `diff -u --label a --label b` on the two texts written to files.
    private func gnuDiff(_ old: String, _ new: String, context: Int = 3) throws -> String {
        let oldURL = folder.appendingPathComponent("old"), newURL = folder.appendingPathComponent("new")
        try Data(old.utf8).write(to: oldURL)
        try Data(new.utf8).write(to: newURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-U", "\(context)", "--label", "a", "--label", "b", oldURL.path, newURL.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // 0: the same, 1: different; anything else is diff's own trouble.
        XCTAssertTrue([0, 1].contains(process.terminationStatus), "diff exited \(process.terminationStatus)")
        return String(decoding: output, as: UTF8.self)
    }

    private func assertLikeGNU(
        _ old: String, _ new: String, context: Int = 3, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = try gnuDiff(old, new, context: context)
        let made = UnifiedDiff.make(old: old, new: new, oldLabel: "a", newLabel: "b", context: context)
        XCTAssertEqual(made, expected, file: file, line: line)
    }

    private let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Notes</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>square.and.pencil</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>New Note</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>compose</string>
        \t\t</dict>
        \t</array>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        </dict>
        </plist>

        """

    func testEqualTextsGiveNothing() {
        XCTAssertEqual(UnifiedDiff.make(old: plist, new: plist, oldLabel: "a", newLabel: "b"), "")
        XCTAssertEqual(UnifiedDiff.make(old: "", new: "", oldLabel: "a", newLabel: "b"), "")
    }

    func testAnAddedLineInOneHunkWithThreeLinesOfContext() throws {
        let new = plist.replacingOccurrences(
            of: "\t\t\t<string>square.and.pencil</string>\n",
            with:
                "\t\t\t<string>square.and.pencil</string>\n\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeCompose</string>\n"
        )
        let expected = """
            --- Info.plist
            +++ Info.plist (fixed)
            @@ -8,6 +8,8 @@
             \t\t<dict>
             \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
             \t\t\t<string>square.and.pencil</string>
            +\t\t\t<key>UIApplicationShortcutItemIconType</key>
            +\t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
             \t\t\t<key>UIApplicationShortcutItemTitle</key>
             \t\t\t<string>New Note</string>
             \t\t\t<key>UIApplicationShortcutItemType</key>

            """
        XCTAssertEqual(
            UnifiedDiff.make(old: plist, new: new, oldLabel: "Info.plist", newLabel: "Info.plist (fixed)"), expected)
        try assertLikeGNU(plist, new)
    }

    func testTwoChangesFarApartMakeTwoHunksAndAMissingFinalNewlineIsSaid() throws {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(
            of: "line 12", with: "line twelve\n")
        let expected = """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -9,4 +9,4 @@
             line 9
             line 10
             line 11
            -line 12
            \\ No newline at end of file
            +line twelve

            """
        XCTAssertEqual(UnifiedDiff.make(old: old, new: new, oldLabel: "a", newLabel: "b"), expected)
        try assertLikeGNU(old, new)
    }

    func testChangesWithinTwiceTheContextShareAHunk() throws {
        let old = (1...20).map { "line \($0)\n" }.joined()
        // Six unchanged lines between the changes: their contexts touch, one hunk; seven: two hunks.
        let six = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(
            of: "line 12\n", with: "twelve\n")
        let seven = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(
            of: "line 13\n", with: "thirteen\n")
        XCTAssertEqual(
            UnifiedDiff.make(old: old, new: six, oldLabel: "a", newLabel: "b").components(separatedBy: "@@ -").count
                - 1, 1)
        XCTAssertEqual(
            UnifiedDiff.make(old: old, new: seven, oldLabel: "a", newLabel: "b").components(separatedBy: "@@ -").count
                - 1, 2)
        try assertLikeGNU(old, six)
        try assertLikeGNU(old, seven)
        try assertLikeGNU(old, seven, context: 0)
        try assertLikeGNU(old, seven, context: 1)
        try assertLikeGNU(old, six, context: 10)
    }

    func testTextsThatAreEmptyOrLoseOrGainTheirFinalNewline() throws {
        let cases: [(String, String)] = [
            ("", "one\ntwo\n"), ("one\ntwo\n", ""), ("", "no newline"), ("no newline", ""),
            ("one\ntwo\n", "one\ntwo"), ("one\ntwo", "one\ntwo\n"), ("one\ntwo", "one\nthree"),
            ("a\nb\nc\nd\ne", "a\nB\nc\nd\ne"), ("a\n", "b\n"), ("\n", "\n\n"),
        ]
        for (old, new) in cases {
            try assertLikeGNU(old, new)
            try assertLikeGNU(old, new, context: 0)
        }
    }

    func testCarriageReturnsStayInTheirLinesAndLinesAreComparedByTheirBytes() throws {
        let crlf = plist.replacingOccurrences(of: "\n", with: "\r\n")
        try assertLikeGNU(crlf, crlf.replacingOccurrences(of: "New Note", with: "New &amp; Note"))
        try assertLikeGNU(plist, crlf)
        // The same "é" written as one scalar and as e and an accent: Swift's == takes them for one string, diff does
        // not.
        let made = UnifiedDiff.make(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldLabel: "a", newLabel: "b")
        XCTAssertEqual(made, "--- a\n+++ b\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
        XCTAssertEqual(made, try gnuDiff("caf\u{E9}\n", "cafe\u{301}\n"))
    }

    func testAnInfoPlistEditAsTheFixMakesThem() throws {
        let removed = plist.replacingOccurrences(of: "\t<key>CFBundleName</key>\n\t<string>Notes</string>\n", with: "")
        try assertLikeGNU(plist, removed)
        let titles = plist.replacingOccurrences(of: "New Note", with: "Neue Notiz").replacingOccurrences(
            of: "LaunchScreen", with: "Launch")
        try assertLikeGNU(plist, titles)
        try assertLikeGNU(plist, titles, context: 1)
    }

    /// Where lines repeat, several shortest edits exist; for blank lines, closing tags and whole
    /// items added or removed, the standard library's choice is the one `diff` prints.
    func testRepeatedLinesAreAddedAndRemovedWhereDiffPutsThem() throws {
        let cases: [(String, String)] = [
            ("a\n\nb\n", "a\n\n\nb\n"), ("a\n\n\nb\n", "a\n\nb\n"),
            ("x\n}\n}\ny\n", "x\n}\n}\n}\ny\n"), ("x\n}\n}\n}\ny\n", "x\n}\ny\n"),
            ("<dict>\n<key>a</key>\n</dict>\n<dict>\n<key>b</key>\n</dict>\n", "<dict>\n<key>b</key>\n</dict>\n"),
            ("<dict>\n<key>a</key>\n</dict>\n<dict>\n<key>b</key>\n</dict>\n", "<dict>\n<key>a</key>\n</dict>\n"),
            ("<dict>\n<key>a</key>\n</dict>\n", "<dict>\n<key>a</key>\n</dict>\n<dict>\n<key>b</key>\n</dict>\n"),
            ("a\nb\na\nb\n", "a\nb\n"), ("a\nb\n", "a\nb\na\nb\n"),
        ]
        for (old, new) in cases {
            try assertLikeGNU(old, new)
        }
    }
}

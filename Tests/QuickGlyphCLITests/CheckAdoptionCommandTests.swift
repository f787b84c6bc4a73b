import Foundation
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check --write-baseline` and `check --baseline`, and disable comments, as CI runs them: exit codes and lines.
final class CheckAdoptionCommandTests: XCTestCase {
    /// An app (run from its folder, as CI runs `check .`) whose Info.plist misspells an icon type: one error.
    private func app(comment: String = "") throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \(comment)\t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSerch</string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        try FileTree.write(["App/Info.plist": .text(plist)], to: root)
        return root
    }

    func testACommentHidesTheErrorAndTheExitIsZero() throws {
        let plain = try CLIRunner.run(["check", "App"], in: try app())
        XCTAssertEqual(plain.status, 1, plain.stdout)
        let root = try app(comment: "\t\t\t<!-- quickglyph:disable:next icon-type-unknown -->\n")
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.hasSuffix("0 errors, 0 warnings, 2 notes in 1 file (1 hidden by disable comments)\n"),
            result.stdout)
    }

    /// The error it meant to hide stays (exit 1), and the typo is a warning at the word.
    func testAnUnknownRuleIDIsAWarningAtTheWord() throws {
        let root = try app(comment: "\t\t\t<!-- quickglyph:disable:next icon-type-unknwn -->\n")
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist:11:33: warning: 'icon-type-unknwn' is no rule id (did you mean 'icon-type-unknown'?); "
                    + "the comment hides nothing for it [suppression-invalid]\n"),
            result.stdout)
    }

    /// The baseline is written with exit 0 though the app has an error, then hides it: exit 0; a new error fails.
    func testWriteThenReadTheBaseline() throws {
        let root = try app()
        let write = try CLIRunner.run(["check", "--write-baseline", "baseline.json", "App"], in: root)
        XCTAssertEqual(write.status, 0, write.stdout + write.stderr)
        XCTAssertTrue(write.stdout.hasSuffix("quickglyph check: recorded 3 findings in baseline.json\n"), write.stdout)
        let read = try CLIRunner.run(["check", "--baseline", "baseline.json", "App"], in: root)
        XCTAssertEqual(read.status, 0, read.stdout + read.stderr)
        XCTAssertTrue(
            read.stdout.hasSuffix("0 errors, 0 warnings, 0 notes in 1 file (3 hidden by the baseline)\n"), read.stdout)
        let json = try CLIRunner.run(["check", "--format", "json", "--baseline", "baseline.json", "App"], in: root)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let counts = try XCTUnwrap(document?["counts"] as? [String: Int], json.stdout)
        XCTAssertEqual(counts["baselineHidden"], 3)
        XCTAssertEqual(counts["suppressed"], 0)
        // A second quick action with the same mistake: a finding the baseline does not hold.
        let plist = root.appendingPathComponent("App/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(
            of: "\t</array>",
            with: "\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>b</string>\n"
                + "\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>B</string>\n"
                + "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n"
                + "\t\t\t<string>UIApplicationShortcutIconTypeSerch</string>\n\t\t</dict>\n\t</array>")
        try Data(text.utf8).write(to: plist)
        let again = try CLIRunner.run(["check", "--baseline", "baseline.json", "App"], in: root)
        XCTAssertEqual(again.status, 1, again.stdout)
        XCTAssertTrue(again.stdout.contains("App/Info.plist:19:4: error: "), again.stdout)
        // The folder's note names two quick actions now: a message that changed is a new finding too.
        XCTAssertTrue(
            again.stdout.hasSuffix("1 error, 0 warnings, 1 note in 1 file (2 hidden by the baseline)\n"), again.stdout)
    }

    func testAForgedBaselineExitsTwo() throws {
        let root = try app()
        try Data("[1, 2".utf8).write(to: root.appendingPathComponent("bad.json"))
        let bad = try CLIRunner.run(["check", "--baseline", "bad.json", "App"], in: root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertEqual(
            bad.stderr,
            "quickglyph check: error: bad.json: cannot read the baseline: it is not JSON: the file ends before "
                + "everything opened is closed: ] is missing here at line 1, column 6\n")
        XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo.json").path, 0o644), 0)
        let fifo = try CLIRunner.run(["check", "--baseline", "fifo.json", "App"], in: root, killedAfter: 60)
        XCTAssertEqual(fifo.status, 2)
        XCTAssertEqual(
            fifo.stderr,
            "quickglyph check: error: fifo.json: cannot read the baseline: it is a FIFO, socket or device, not a "
                + "regular file; it was not opened\n")
    }

    func testWriteBaselineRefusesAFileNotOursAndOtherOptions() throws {
        let root = try app()
        try Data("keep me\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let refused = try CLIRunner.run(["check", "--write-baseline", "notes.txt", "App"], in: root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.stderr.hasSuffix(
                "cannot write the baseline: a file quickglyph did not make is there, and it is not a baseline "
                    + "quickglyph wrote; it is left as it is: name another path, or move the file away\n"),
            refused.stderr)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("notes.txt"), encoding: .utf8), "keep me\n")
        let both = try CLIRunner.run(["check", "--write-baseline", "b.json", "--baseline", "b.json", "App"], in: root)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(
            both.stderr.contains("--write-baseline records every finding of a plain check; give it without --baseline"),
            both.stderr)
    }

    /// What the baseline hides is not repaired: the adoption step runs before `--fix` plans.
    func testFixLeavesWhatTheBaselineHides() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(
            [
                "App/Info.plist": Fixtures.infoPlist(
                    items: [Fixtures.plistItem("com.example.search", "Search", icon: "search")],
                    extra: [InfoPlistKey.bundleName: "Postbox"]),
                "App/Assets.xcassets/search.imageset/Contents.json": .text(
                    CheckFixCommandTests.vectorContents("search.svg")),
                "App/Assets.xcassets/search.imageset/search.svg": .text(CheckFixCommandTests.tabBarSVG),
            ], to: root)
        let imageset = root.appendingPathComponent("App/Assets.xcassets/search.imageset")
        let before = try FileTree.snapshot(imageset)
        let write = try CLIRunner.run(["check", "--write-baseline", "baseline.json", "App"], in: root)
        XCTAssertEqual(write.status, 0, write.stdout + write.stderr)
        let fixed = try CLIRunner.run(["check", "--fix", "--baseline", "baseline.json", "App"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertFalse(fixed.stdout.contains("fixed:"), fixed.stdout)
        XCTAssertEqual(try FileTree.snapshot(imageset), before)
        // Without the baseline the same --fix repairs it: it was the baseline that kept it.
        let plain = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertTrue(plain.stdout.contains("[template-intent-missing, wrong-size]"), plain.stdout)
    }
}

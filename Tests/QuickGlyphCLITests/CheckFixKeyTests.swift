import Foundation
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check --fix` on an Info.plist item key misspelt a letter or two from the one iOS reads: the key is
/// renamed as the message says, as a text edit that keeps every other byte; a dry run, a binary plist, a
/// link and a FIFO write nothing.
final class CheckFixKeyTests: XCTestCase {
    /// Hand-edited, as apps keep them: a comment, two-space indentation, the keys in the author's order, a
    /// title key with a letter too many and an icon type key with one too few.
    static let misspelt = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>CFBundleName</key>
          <string>Postbox</string>
          <!-- Quick actions: keep in step with ShortcutHandler. -->
          <key>UIApplicationShortcutItems</key>
          <array>
            <dict>
              <key>UIApplicationShortcutItemType</key>
              <string>com.example.new</string>
              <key>UIApplicationShortcutItemTittle</key>
              <string>New</string>
              <key>UIApplicationShortcutItemIconType</key>
              <string>UIApplicationShortcutIconTypeCompose</string>
            </dict>
            <dict>
              <key>UIApplicationShortcutItemType</key>
              <string>com.example.search</string>
              <key>UIApplicationShortcutItemTitle</key>
              <string>Search</string>
              <key>UIApplicationShortcutItemIconTyp</key>
              <string>UIApplicationShortcutIconTypeSearch</string>
            </dict>
          </array>
        </dict>
        </plist>

        """

    static let repaired = misspelt.replacingOccurrences(
        of: "<key>UIApplicationShortcutItemTittle</key>", with: "<key>UIApplicationShortcutItemTitle</key>"
    ).replacingOccurrences(
        of: "<key>UIApplicationShortcutItemIconTyp</key>", with: "<key>UIApplicationShortcutItemIconType</key>")

    private func app(_ plist: String = misspelt) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(["App/Info.plist": .text(plist)], to: root)
        return root
    }

    private func plist(_ root: URL) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("App/Info.plist"))
    }

    func testCheckNamesTheMisspeltKeysAndTheOnesIOSReads() throws {
        let root = try app()
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist:13:7: error: UIApplicationShortcutItems[0].UIApplicationShortcutItemTittle: unknown "
                    + "key, which iOS ignores; did you mean \"UIApplicationShortcutItemTitle\"? [shortcuts-invalid]\n"),
            result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist:23:7: error: UIApplicationShortcutItems[1].UIApplicationShortcutItemIconTyp: unknown "
                    + "key, which iOS ignores; did you mean \"UIApplicationShortcutItemIconType\"? "
                    + "[shortcuts-invalid]\n"),
            result.stdout)
    }

    /// Each key renamed in place, every other byte (the comment, the indentation, the key order) kept; the
    /// title the rename restores answers the missing-title error too; a second run changes nothing.
    func testAMisspeltKeyIsRenamedInPlaceAndASecondFixIsANoOp() throws {
        let root = try app()
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Info.plist: fixed: UIApplicationShortcutItems[0].UIApplicationShortcutItemTittle renamed "
                    + "UIApplicationShortcutItemTitle; UIApplicationShortcutItems[1].UIApplicationShortcutItemIconTyp "
                    + "renamed UIApplicationShortcutItemIconType [shortcuts-invalid]\n"),
            fixed.stdout)
        XCTAssertEqual(String(decoding: try plist(root), as: UTF8.self), Self.repaired)
        XCTAssertFalse(fixed.stdout.contains("unknown key"), "the renamed keys are not reported again: \(fixed.stdout)")
        XCTAssertFalse(fixed.stdout.contains("item-missing-field"), fixed.stdout)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        let before = try FileTree.snapshot(root)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    func testADryRunShowsTheRenameAndWritesNothing() throws {
        let root = try app()
        let before = try FileTree.snapshot(root)
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertTrue(dry.stdout.contains("-      <key>UIApplicationShortcutItemTittle</key>\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+      <key>UIApplicationShortcutItemTitle</key>\n"), dry.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// The array's key without its final s, as a real app has it: iOS shows none of its items. Renamed, every
    /// other byte kept, and then its items are judged as any (here an icon type that is an image's name).
    func testTheItemsKeyWithoutItsFinalSIsRenamed() throws {
        let written = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItem</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).hills</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Hills</string>
            \t\t</dict>
            \t</array>
            \t<key>CFBundleName</key>
            \t<string>Postbox</string>
            </dict>
            </plist>

            """
        let root = try app(written)
        let check = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(
            check.stdout.contains(
                "App/Info.plist:5:2: error: UIApplicationShortcutItem: unknown key, which iOS ignores, so none of the 1 "
                    + "quick action it holds is shown; did you mean \"UIApplicationShortcutItems\"? "
                    + "[shortcuts-invalid]\n"),
            check.stdout)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/Info.plist: fixed: UIApplicationShortcutItem renamed UIApplicationShortcutItems "
                    + "[shortcuts-invalid]\n"),
            fixed.stdout)
        XCTAssertEqual(
            String(decoding: try plist(root), as: UTF8.self),
            written.replacingOccurrences(
                of: "<key>UIApplicationShortcutItem</key>", with: "<key>UIApplicationShortcutItems</key>"))
        let checked = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(checked.stdout.hasPrefix("1 quick action (1 static, 0 dynamic)"), checked.stdout)
        let before = try FileTree.snapshot(root)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// A binary plist has no text to edit in place: the finding is left, with why and what to do.
    func testABinaryPlistIsLeftWithTheReason() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let item: [String: Any] = ["UIApplicationShortcutItemTittle": "New", InfoPlistKey.type: "com.example.new"]
        let binary = try PropertyListSerialization.data(
            fromPropertyList: [InfoPlistKey.shortcutItems: [item]], format: .binary, options: 0)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try binary.write(to: root.appendingPathComponent("App/Info.plist"))
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist: not fixed [shortcuts-invalid]: App/Info.plist: it is a binary property list, and "
                    + "only an XML one can be edited in place; convert it to XML (plutil -convert xml1)"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed"), result.stdout)
        XCTAssertEqual(try plist(root), binary)
    }

    /// An Info.plist that is a link to a file outside the folder: never followed for a write; the file it
    /// points at keeps its bytes and the link stays a link.
    func testAnInfoPlistThatIsALinkIsLeftAndWhatItPointsAtIsUntouched() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let outside = root.appendingPathComponent("Outside.plist")
        try Data(Self.misspelt.utf8).write(to: outside)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        let link = root.appendingPathComponent("App/Info.plist").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.path)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertTrue(
            result.stdout.contains(
                "App/Info.plist:13:7: not fixed [shortcuts-invalid]: \(root.path)/App/Info.plist: it is a symbolic "
                    + "link, not a regular file; it is left alone"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("check --fix: 0 repairs, 0 files changed"), result.stdout)
        XCTAssertEqual(try Data(contentsOf: outside), Data(Self.misspelt.utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), outside.path)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App").path),
            ["Info.plist"],
            "no journal, no temporary file")
    }

    /// A FIFO named Info.plist beside the app's: never opened (no hang), still a FIFO; the app's own plist is
    /// repaired as ever.
    func testAFIFOInfoPlistIsNeverOpened() throws {
        let root = try app()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App/Widget"), withIntermediateDirectories: true)
        let fifo = root.appendingPathComponent("App/Widget/Info.plist").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let result = try CLIRunner.run(["check", "--fix", "App"], in: root, killedAfter: 60)
        XCTAssertTrue(result.stdout.contains("check --fix: 1 repair, 1 file changed"), result.stdout)
        XCTAssertEqual(String(decoding: try plist(root), as: UTF8.self), Self.repaired)
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("App").path).sorted(),
            [".quickglyph-originals", "Info.plist", "Widget"],
            "no journal, no temporary file; the repaired plist's original kept (no version control here)")
    }
}

/// `check --fix` on an items file's item field misspelt a letter or two from one it reads ("did you mean"):
/// renamed between its quotes, every other byte kept.
final class CheckFixItemsFieldTests: XCTestCase {
    /// As a person writes one: two-space indentation, the fields in their order, one field misspelt.
    static let misspelt = """
        {
          "developmentLanguage": "en",
          "items": [
            {
              "type": "compose",
              "tilte": "New Message",
              "systemIcon": "compose"
            },
            { "type": "search", "title": "Search", "systemIcon": "search", "subtitel": "Find mail" }
          ]
        }

        """

    /// "titel" is one mistake, in build and check alike: its did-you-mean, not that and "no title" besides.
    func testAMisspeltRequiredFieldIsOneError() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(
            [
                "glyphs/shortcuts.json": .text(
                    #"{"items": [{"type": "compose", "titel": "New Message", "systemIcon": "compose"}]}"#)
            ], to: root)
        let line =
            "glyphs/shortcuts.json:1:12: error: items[0].titel: unknown field; did you mean \"title\"? "
            + "[shortcuts-invalid]"
        let check = try CLIRunner.run(["check", "glyphs/shortcuts.json"], in: root)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init), [line])
        let build = try CLIRunner.run(["build", "--out", "o"], in: root)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init), [line])
    }

    func testAMisspeltFieldIsRenamedInPlaceAndASecondFixIsANoOp() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(["App/shortcuts.json": .text(Self.misspelt)], to: root)
        let check = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertTrue(
            check.stdout.contains(
                "App/shortcuts.json:4:5: error: items[0].tilte: unknown field; did you mean \"title\"? "
                    + "[shortcuts-invalid]\n"),
            check.stdout)
        let dryBefore = try FileTree.snapshot(root)
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertTrue(dry.stdout.contains("+      \"title\": \"New Message\",\n"), dry.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), dryBefore, "a dry run writes nothing")

        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.hasPrefix(
                "App/shortcuts.json: fixed: items[0].tilte renamed title; items[1].subtitel renamed subtitle "
                    + "[shortcuts-invalid]\n"),
            fixed.stdout)
        let expected = Self.misspelt.replacingOccurrences(of: "\"tilte\"", with: "\"title\"")
            .replacingOccurrences(of: "\"subtitel\"", with: "\"subtitle\"")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("App/shortcuts.json"), encoding: .utf8), expected)
        XCTAssertFalse(fixed.stdout.contains("unknown field"), fixed.stdout)
        let before = try FileTree.snapshot(root)
        let again = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(again.stdout.hasPrefix("check --fix: 0 repairs, 0 files changed\n"), again.stdout)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// A misspelt field beside the one it means, already there: two values for one name are a choice for a
    /// person, so the finding stays, with why, and nothing is written.
    func testAFieldTheItemHasAlreadyIsNotRenamedOverIt() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let text = #"{"items": [{"type": "compose", "title": "New", "tilte": "Old", "systemIcon": "compose"}]}"# + "\n"
        try FileTree.write(["App/shortcuts.json": .text(text)], to: root)
        let fixed = try CLIRunner.run(["check", "--fix", "App"], in: root)
        XCTAssertTrue(
            fixed.stdout.contains(
                "not fixed [shortcuts-invalid]: App/shortcuts.json: its items[0] already has \"title\", so \"tilte\" "
                    + "is not renamed over it"),
            fixed.stdout)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("App/shortcuts.json"), encoding: .utf8), text)
    }
}

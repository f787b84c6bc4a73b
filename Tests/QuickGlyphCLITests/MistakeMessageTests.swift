import Foundation
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The mistakes a new iOS developer makes in the first hour, and what each is told: every
/// message pinned byte for byte in Golden/messages/ (QUICKGLYPH_UPDATE_GOLDEN=1 rewrites them;
/// review the diff), with its exit status. Each runs in a temporary folder with relative paths.
final class MistakeMessageTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##

    /// A handoff of one glyph, `camera-photo-symbolic.svg`, and an items file naming `glyph`.
    private func handoff(items: String? = nil, glyphs: [String] = ["camera-photo-symbolic"]) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let folder = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in glyphs { try Data(square.utf8).write(to: folder.appendingPathComponent("\(name).svg")) }
        let text =
            items
            ?? #"{ "items": [ { "type": "com.example.photo", "title": "Photo", "glyph": "camera-photo-symbolic" } ] }"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("shortcuts.json"))
        return root
    }

    private func golden(
        _ name: String, _ result: CLIRunner.Result, status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        GoldenFile("messages/\(name).stderr").assertMatches(result.stderr, file: file, line: line)
        GoldenFile("messages/\(name).stdout").assertMatches(result.stdout, file: file, line: line)
    }

    /// One line and a pointer, with the likely fix for an option, a command and a value alike; no usage dump.
    func testAUsageErrorIsOneLineAndAPointer() throws {
        let root = try handoff()
        golden("unknown-option", try CLIRunner.run(["build", "--outt", "dist"], in: root), status: 2)
        golden("unknown-command", try CLIRunner.run(["chek", "glyphs"], in: root), status: 2)
        golden("unknown-value", try CLIRunner.run(["check", "--format", "htm", "glyphs"], in: root), status: 2)
        for arguments in [
            ["build", "--outt", "dist"], ["chek"], ["check", "--format", "htm", "glyphs"], ["build", "--zzzzzzzzzz"],
            ["build", "--jobs", "0"], ["check"],
        ] {
            let result = try CLIRunner.run(arguments, in: root)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertTrue(
                result.stderr.hasSuffix(
                    arguments[0] == "chek"
                        ? "; see 'quickglyph --help'\n"
                        : "; see 'quickglyph \(arguments[0]) --help'\n"), result.stderr)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
    }

    /// Xcode and editors jump to `file:line:column:`: the JSON's own errors have one too, and a file
    /// that ends too soon is placed where it ends, saying what is still open.
    func testItemsFileJSONErrorsArePositions() throws {
        let invalid = try handoff(
            items: "{ \"items\": [\n  { \"type\": \"a\", \"title\": \"A\", \"glyph\": camera }\n] }\n")
        golden("items-invalid-value", try CLIRunner.run(["build", "--quiet"], in: invalid), status: 1)
        let unclosed = try handoff(
            items: "{ \"items\": [\n  { \"type\": \"a\", \"title\": \"A\", \"glyph\": \"camera-photo-symbolic\" }\n\n")
        golden("items-unclosed", try CLIRunner.run(["build", "--quiet"], in: unclosed), status: 1)
        let checked = try CLIRunner.run(["check", "glyphs/shortcuts.json"], in: unclosed)
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(
            checked.stdout.hasPrefix(
                "glyphs/shortcuts.json:2:66: error: the items file is not valid JSON: the file ends "
                    + "before everything opened is closed: ]} is missing here [shortcuts-invalid]\n"), checked.stdout)
    }

    /// In a build the fix is the glyph file in the glyph folder, and a name that holds the one
    /// written is offered; check of the items file says the same of the folder beside it.
    func testAMissingGlyphNamesTheGlyphFileToAddAndTheNearestGlyph() throws {
        let root = try handoff(
            items: #"{ "items": [ { "type": "com.example.photo", "title": "Photo", "glyph": "camera" } ] }"#)
        golden("glyph-missing", try CLIRunner.run(["build"], in: root), status: 1)
        let checked = try CLIRunner.run(["check", "glyphs/shortcuts.json"], in: root)
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(
            checked.stdout.contains(
                ": error: items[0].glyph is \"camera\" but no image has that name (did you mean "
                    + "\"camera-photo-symbolic\"?); looked in glyphs for camera.svg, camera.pdf or camera.png. "
                    + "The action would show no icon: add camera.svg (or .pdf, or .png) to glyphs, or fix the name "
                    + "[icon-file-unresolved]\n"), checked.stdout)
        // A glyph in a sub-folder the build did not read: the message says where else to look.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs/Actions"), withIntermediateDirectories: true)
        try Data(square.utf8).write(to: root.appendingPathComponent("glyphs/Actions/camera.svg"))
        golden("glyph-in-sub-folder", try CLIRunner.run(["build", "--quiet"], in: root), status: 1)
        XCTAssertEqual(try CLIRunner.run(["build", "--recursive", "--quiet"], in: root).status, 0)
    }

    /// One size rule, said the same way wherever a size is wrong: for a PNG of no scale, that its size is none of them.
    func testALonePNGOfNoQuickActionSizeSaysWhichSizesThereAre() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(["icon.png": .png(Fixtures.disc(path: "", size: 64, scale: 1).raster)], to: root)
        golden("png-size", try CLIRunner.run(["check", "icon.png"], in: root), status: 0)
        let rules = try String(
            contentsOf: SampleHandoff.folder.deletingLastPathComponent().appendingPathComponent("docs/rules.md"),
            encoding: .utf8)
        XCTAssertTrue(rules.contains("35x35 pt at the image's scale (35, 70 or 105 px at @1x, @2x, @3x"))
    }

    /// `--info-plist` naming a file that is not there yet: it is created once the items can be written
    /// (issue 28); until then the message says that, not that a file was "left as it is".
    func testAMissingInfoPlistIsNotCreatedWhileTheItemsHaveErrors() throws {
        let root = try handoff(
            items: #"{ "items": [ { "type": "com.example.photo", "title": "Photo", "glyph": "camera" } ] }"#)
        golden(
            "info-plist-missing", try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root),
            status: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Info.plist").path))
    }

    /// A glyph folder with nothing to build, or one that is not there: an error naming the folder and
    /// what it looked for, before anything is written (exit 1 for the first, 2 for a path that cannot be read).
    func testAnEmptyUnusableOrMistypedGlyphFolderIsAnError() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("handoff"), withIntermediateDirectories: true)
        golden("glyph-folder-empty", try CLIRunner.run(["build"], in: root), status: 1)
        try Data("jpeg".utf8).write(to: root.appendingPathComponent("handoff/photo.jpg"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("handoff/notes.txt"))
        golden("glyph-folder-unusable", try CLIRunner.run(["build", "handoff"], in: root), status: 1)
        golden("glyph-folder-mistyped", try CLIRunner.run(["build", "handof"], in: root), status: 2)
        // From inside the glyph folder, `.` is named by its name; with no folder given, the default is said to be one.
        golden(
            "glyph-folder-dot",
            try CLIRunner.run(["build", ".", "--out", "../output"], in: root.appendingPathComponent("glyphs")),
            status: 1)
        golden(
            "glyph-folder-default-missing",
            try CLIRunner.run(["build", "--out", "o"], in: root.appendingPathComponent("handoff")), status: 2)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing written")

        // An earlier build's catalog is not emptied by a build of an empty folder.
        try Data(square.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        XCTAssertEqual(try CLIRunner.run(["build", "--quiet"], in: root).status, 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/compose.svg"))
        XCTAssertEqual(try CLIRunner.run(["build"], in: root).status, 1)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("output/Shortcuts.xcassets/compose.imageset").path))
    }

    /// `--quiet` prints problems only; the summary counts every file written, the preview and the
    /// report among them; a glyph no quick action uses is `unused-glyph` in the build as in check.
    func testQuietTheSummaryAndAnUnusedGlyph() throws {
        let root = try handoff(glyphs: ["camera-photo-symbolic", "spare"])
        // Drawn on another artboard: fit-scaled notes it.
        try Data(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="0" y="0" width="16" height="16"/></svg>"##
                .utf8
        )
        .write(to: root.appendingPathComponent("glyphs/spare.svg"))
        golden(
            "build-notes",
            try CLIRunner.run(["build", "--preview", "preview.png", "--report", "report.html"], in: root), status: 0)
        let report = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("no quick action (unused-glyph)"), "the table says what the note says")
        XCTAssertTrue(report.contains("13 files written"), "the report's summary counts itself and the preview")
        let again = try CLIRunner.run(["build", "--preview", "preview.png", "--report", "report.html"], in: root)
        // The report alone changed (its summary): that one file.
        XCTAssertEqual(again.stdout, "2 glyphs in output/Shortcuts.xcassets, 0 rendered, 2 unchanged, 1 file written\n")
        try FileManager.default.removeItem(at: root.appendingPathComponent("output"))
        golden("build-quiet", try CLIRunner.run(["build", "--quiet"], in: root), status: 0)

        let check = try CLIRunner.run(["check", "output/Shortcuts.xcassets", "glyphs/shortcuts.json"], in: root)
        XCTAssertTrue(
            check.stdout.contains("spare.imageset: note: no quick action uses the glyph \"spare\" (checked: "),
            check.stdout)
    }
}

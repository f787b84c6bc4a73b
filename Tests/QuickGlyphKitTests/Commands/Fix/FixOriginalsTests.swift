import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// The person's art is never replaced with no way back: `check --fix` names each file it replaces
/// and, where no repository holds the app, keeps each one's bytes in `.quickglyph-originals/`
/// first, through the journal; a kept original is never written over, and a place for them that
/// is not ours stops the fix before anything changes.
final class FixOriginalsTests: XCTestCase {
    /// The 24 pt SVG app of the journal's tests: Contents.json replaced and the SVG removed, three PNGs new.
    private func makeApp() throws -> (root: URL, app: String) {
        let root = try FixJournalTests.imagesetApp(self)
        return (root, root.appendingPathComponent("App").standardizedFileURL.path)
    }

    private var imageset: String { "Assets.xcassets/glyph.imageset" }

    private func fix(_ app: String, dryRun: Bool = false) throws -> FixOutcome {
        try Fixer(auditor: Auditor(), dryRun: dryRun).run(paths: [app])
    }

    private func lines(_ outcome: FixOutcome) -> [String] {
        FixSummary.text(outcome).split(separator: "\n").map(String.init)
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testOutsideARepositoryEachReplacedFileIsKeptFirstAndNamed() throws {
        let (root, app) = try makeApp()
        let contents = try bytes("\(app)/\(imageset)/Contents.json")
        let svg = try bytes("\(app)/\(imageset)/glyph.svg")
        let outcome = try fix(app)
        XCTAssertNil(outcome.failure)
        let kept = "\(app)/.quickglyph-originals"
        let printed = lines(outcome)
        XCTAssertEqual(
            Array(printed.dropFirst().prefix(3)),
            [
                "\(app)/\(imageset)/Contents.json: replaced, the original kept in \(kept)/\(imageset)/Contents.json",
                "\(app)/\(imageset)/glyph.svg: removed, the original kept in \(kept)/\(imageset)/glyph.svg",
                "check --fix: the originals of the files it replaced are kept in \(kept)/ "
                    + "(no version control holds them); copy one back to undo",
            ], printed.joined(separator: "\n"))
        XCTAssertEqual(try bytes("\(kept)/\(imageset)/Contents.json"), contents)
        XCTAssertEqual(try bytes("\(kept)/\(imageset)/glyph.svg"), svg)
        XCTAssertEqual(try bytes("\(kept)/README.txt"), FixOriginals.readme)
        XCTAssertEqual(
            Set(try FileTree.snapshot(URL(fileURLWithPath: kept)).keys),
            ["README.txt", "\(imageset)/Contents.json", "\(imageset)/glyph.svg"], "the new PNGs had no original")
        XCTAssertFalse(
            outcome.report.findings.contains { $0.location.contains(".quickglyph-originals") },
            "check after --fix does not read the copies as the app's")

        // A second --fix changes nothing and copies nothing.
        let before = try FileTree.snapshot(root)
        let again = try fix(app)
        XCTAssertTrue(again.repairs.isEmpty)
        XCTAssertTrue(again.originals.copies.isEmpty)
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    func testInsideARepositoryNothingIsKeptAndTheLinesSaySo() throws {
        for (mark, isFolder, atRoot) in [
            (".git", true, true), (".git", false, false), (".hg", true, false),
            (".svn", true, true),
        ] {
            let (root, app) = try makeApp()
            let place = atRoot ? root.path : app
            if isFolder {
                try FileManager.default.createDirectory(
                    atPath: place + "/" + mark, withIntermediateDirectories: false)
            } else {
                try Data("gitdir: ../elsewhere/.git/worktrees/app\n".utf8).write(
                    to: URL(fileURLWithPath: place + "/" + mark))
            }
            let outcome = try fix(app)
            XCTAssertNil(outcome.failure, mark)
            XCTAssertEqual(
                Array(lines(outcome).dropFirst().prefix(3)),
                [
                    "\(app)/\(imageset)/Contents.json: replaced (a repository holds the original)",
                    "\(app)/\(imageset)/glyph.svg: removed (a repository holds the original)",
                    "check --fix: 1 repair, 3 files changed",
                ], mark)
            XCTAssertFalse(FileManager.default.fileExists(atPath: app + "/.quickglyph-originals"), mark)
        }
    }

    func testADryRunSaysWhatWouldBeKeptAndWritesNothing() throws {
        let (root, app) = try makeApp()
        let before = try FileTree.snapshot(root)
        let outcome = try fix(app, dryRun: true)
        let kept = "\(app)/.quickglyph-originals"
        let printed = lines(outcome)
        XCTAssertTrue(
            printed.contains(
                "\(app)/\(imageset)/glyph.svg: would be removed, the original would be kept in "
                    + "\(kept)/\(imageset)/glyph.svg"), printed.joined(separator: "\n"))
        XCTAssertTrue(
            printed.contains(
                "check --fix: the originals of the files it replaced would be kept in \(kept)/ "
                    + "(no version control holds them); copy one back to undo"), printed.joined(separator: "\n"))
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// Killed after the copies, before the files they keep were replaced: the next run finishes the
    /// replacement, and the kept bytes are the old files'.
    func testAKillBetweenCopyAndReplaceIsFinishedByTheNextRun() throws {
        let (_, app) = try makeApp()
        let contents = try bytes("\(app)/\(imageset)/Contents.json")
        let dry = try fix(app, dryRun: true)
        XCTAssertEqual(dry.originals.copies.count, 3, "the README and two originals")
        let planned = dry.repairs.flatMap(\.changes).filter(\.changes)
        let files = AppFileGuard(trustedFolder: URL(fileURLWithPath: app))
        let journal = URL(fileURLWithPath: app).appendingPathComponent(FixJournal.filename)
        try FixJournal(dry.originals.copies + planned, folder: app).write(at: journal, files: files)
        for copy in dry.originals.copies.prefix(2) {
            try FileManager.default.createDirectory(
                atPath: (copy.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try copy.after!.write(to: URL(fileURLWithPath: copy.path))
        }
        let outcome = try fix(app)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(
            outcome.finished.first,
            "\(app)/.quickglyph-originals/\(imageset)/glyph.svg: written, finishing an interrupted check --fix")
        XCTAssertEqual(try bytes("\(app)/.quickglyph-originals/\(imageset)/Contents.json"), contents)
        XCTAssertNotEqual(try bytes("\(app)/\(imageset)/Contents.json"), contents, "replaced")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(app)/\(imageset)/glyph.svg"))
        XCTAssertTrue(outcome.repairs.isEmpty, "finished: nothing left to repair")
    }

    /// A planted journal puts nothing below `.quickglyph-originals` but a copy of what it replaces.
    func testAPlantedJournalWritesNoOtherFileAmongTheOriginals() throws {
        let (_, app) = try makeApp()
        let contents = try bytes("\(app)/\(imageset)/Contents.json")
        let script = Data("#!/bin/sh\n".utf8)
        var journal = FixJournal([], folder: app)
        journal.changes = [
            FixJournal.Change(path: ".quickglyph-originals/run.sh", before: nil, after: script),
            FixJournal.Change(path: ".quickglyph-originals/README.txt", before: nil, after: script),
            FixJournal.Change(path: ".quickglyph-originals/x.imageset/x.png", before: nil, after: script),
            // A copy of bytes another entry says it replaces, but that entry would overwrite nothing here.
            FixJournal.Change(
                path: ".quickglyph-originals/\(imageset)/Contents.json", before: nil, after: contents),
        ]
        let url = URL(fileURLWithPath: app).appendingPathComponent(FixJournal.filename)
        try JSONEncoder().encode(journal).write(to: url)
        let outcome = try fix(app)
        let said = "\(url.path): an entry for "
        let refused = " was not acted on: it is not the copy of a file the same journal replaces"
        XCTAssertEqual(
            outcome.finished,
            [
                said + "\".quickglyph-originals/run.sh\"" + refused,
                said + "\".quickglyph-originals/README.txt\"" + refused,
                said + "\".quickglyph-originals/x.imageset/x.png\"" + refused,
                said + DisplayText.quote(".quickglyph-originals/\(imageset)/Contents.json") + refused,
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(app)/.quickglyph-originals/run.sh"))
        // The fix's own repair then keeps the real originals.
        XCTAssertEqual(try bytes("\(app)/.quickglyph-originals/README.txt"), FixOriginals.readme)
        XCTAssertEqual(try bytes("\(app)/.quickglyph-originals/\(imageset)/Contents.json"), contents)
    }

    /// A link, a file, or a folder not ours where the originals go: the fix stops before anything changes.
    func testAPlaceForTheOriginalsThatIsNotOursStopsTheFixBeforeAnything() throws {
        let cases: [(String, (String, URL) throws -> Void, String)] = [
            (
                "link",
                { place, root in
                    let elsewhere = root.appendingPathComponent("elsewhere")
                    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
                    try FileManager.default.createSymbolicLink(atPath: place, withDestinationPath: elsewhere.path)
                },
                "check --fix keeps the originals of what it replaces here, and this is a symbolic link; "
                    + "move it away and run check --fix again"
            ),
            (
                "file",
                { place, _ in try Data("notes\n".utf8).write(to: URL(fileURLWithPath: place)) },
                "check --fix keeps the originals of what it replaces here, and this is a regular file; "
                    + "move it away and run check --fix again"
            ),
            (
                "folder not ours",
                { place, _ in
                    try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
                    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: place + "/notes.txt"))
                },
                "check --fix keeps the originals of what it replaces here, and this folder is not one it made "
                    + "(no README.txt of its own); move it away and run check --fix again"
            ),
        ]
        for (name, make, reason) in cases {
            let (root, app) = try makeApp()
            let place = app + "/.quickglyph-originals"
            try make(place, root)
            let before = try FileTree.snapshot(root)
            let outcome = try fix(app)
            XCTAssertEqual(outcome.failure?.description, "\(place): \(reason)", name)
            XCTAssertTrue(outcome.repairs.isEmpty, name)
            XCTAssertTrue(
                lines(outcome).contains("error: check --fix stopped: \(place): \(reason); nothing was changed"), name)
            XCTAssertTrue(
                outcome.notRepaired.allSatisfy { $0.reason == "not made: \(place): \(reason)" }, name)
            XCTAssertEqual(try FileTree.snapshot(root), before, name)
            XCTAssertFalse(FileManager.default.fileExists(atPath: app + "/" + FixJournal.filename), name)
        }
    }

    /// A link inside our folder, where an original would go: nothing is written through it, nothing replaced.
    func testALinkInsideTheOriginalsFolderIsNotWrittenThrough() throws {
        let (root, app) = try makeApp()
        let place = app + "/.quickglyph-originals"
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: false)
        try FixOriginals.readme.write(to: URL(fileURLWithPath: place + "/README.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: place + "/Assets.xcassets", withDestinationPath: elsewhere.path)
        let before = try FileTree.snapshot(root)
        let outcome = try fix(app)
        XCTAssertTrue(outcome.repairs.isEmpty)
        XCTAssertTrue(
            outcome.notRepaired.allSatisfy {
                $0.reason.hasPrefix(
                    "\(place)/Assets.xcassets is a symbolic link, which quickglyph does not write through")
            }, outcome.notRepaired.map(\.reason).joined(separator: "\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// An original an earlier fix kept is never written over: the repair of a file whose kept copy
    /// holds other bytes is left, said, until a person moves that copy away.
    func testAKeptOriginalIsNeverWrittenOver() throws {
        let (root, app) = try makeApp()
        let place = app + "/.quickglyph-originals"
        let earlier = Data("{ \"an earlier original\" : true }\n".utf8)
        try FileManager.default.createDirectory(
            atPath: "\(place)/\(imageset)", withIntermediateDirectories: true)
        try FixOriginals.readme.write(to: URL(fileURLWithPath: place + "/README.txt"))
        try earlier.write(to: URL(fileURLWithPath: "\(place)/\(imageset)/Contents.json"))
        let before = try FileTree.snapshot(root)
        let outcome = try fix(app)
        XCTAssertNil(outcome.failure)
        XCTAssertTrue(outcome.repairs.isEmpty)
        XCTAssertFalse(outcome.notRepaired.isEmpty)
        XCTAssertTrue(
            outcome.notRepaired.allSatisfy {
                $0.reason
                    == "\(place)/\(imageset)/Contents.json holds the original an earlier check --fix kept, "
                    + "and the file has changed since; move it away to keep this one too"
            }, outcome.notRepaired.map(\.reason).joined(separator: "\n"))
        XCTAssertEqual(try FileTree.snapshot(root), before)
    }

    /// A folder given inside an asset catalog, outside a repository: the originals would be read by
    /// Xcode there, so none is kept and the fix replaces nothing; the folder holding the catalog is fine.
    func testAFolderGivenInsideACatalogIsNoPlaceForTheOriginals() throws {
        let (_, app) = try makeApp()
        let inside = app + "/Assets.xcassets/glyph.imageset"
        let folders = FixFolders(paths: [inside])
        XCTAssertEqual(
            FixOriginals.refusal(in: folders.all[0])?.description,
            "\(inside): it is inside an asset catalog, where Xcode would read the originals check --fix keeps "
                + "outside a repository; run check --fix on the folder that holds the catalog")
        XCTAssertNil(FixOriginals.refusal(in: FixFolders(paths: [app]).all[0]))
        try FileManager.default.createDirectory(atPath: app + "/.git", withIntermediateDirectories: false)
        XCTAssertNil(FixOriginals.refusal(in: folders.all[0]), "a repository holds it: nothing is kept")
    }
}

import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// Issue 38, 3: a `check --fix` killed between a temporary file's creation and its rename left it,
/// as large as the file it was to become, in the folder it was writing; the next `--fix` removes it,
/// and only it.
final class FixTemporaryFilesTests: XCTestCase {
    private func app() throws -> URL {
        try FixJournalTests.imagesetApp(self)
    }

    private func journal(_ paths: [String]) -> URL {
        URL(fileURLWithPath: paths[0]).appendingPathComponent(FixJournal.filename)
    }

    /// A temporary file of the exact shape a writer makes, unlocked: its writer was killed.
    private func leftover(_ folder: URL, _ name: String = ".quickglyph-" + UUID().uuidString) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(repeating: 0x89, count: 4096).write(to: url)
        return url
    }

    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    func testAKilledFixsTemporaryFilesAreRemovedByTheNextAndNoOthers() throws {
        let root = try app()
        let paths = [root.appendingPathComponent("App").standardizedFileURL.path]
        let imageset = root.appendingPathComponent("App/Assets.xcassets/glyph.imageset")
        // As a kill part-way through the third change leaves it: the journal, two changes made.
        let planned = try Fixer(auditor: Auditor(), dryRun: true).run(paths: paths).repairs.flatMap(\.changes).filter(
            \.changes)
        XCTAssertEqual(Set(planned.map { ($0.path as NSString).deletingLastPathComponent }), [imageset.path])
        try FixJournal(planned, folder: paths[0]).write(at: journal(paths), files: AppFileGuard(trustedFolder: root))
        for change in planned.prefix(2) { try XCTUnwrap(change.after).write(to: URL(fileURLWithPath: change.path)) }

        // Both shapes, `.quickglyph-UUID` and `.NAME.quickglyph-UUID`, in the imageset; one beside the journal.
        let stale = try [
            leftover(imageset), leftover(imageset, ".glyph@3x.png.quickglyph-\(UUID().uuidString)"),
            leftover(root.appendingPathComponent("App")),
        ]
        // A live writer's: its lock is held (here by the test), as a fix or build writing there now holds it.
        let live = try leftover(imageset)
        let holder = open(live.path, O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX) as Int32, 0)
        // Names of another shape; our shape in a folder the fix never wrote in; a folder and a link of our shape.
        let kept = try [
            leftover(imageset, ".quickglyph-notes"), leftover(imageset, "glyph.png.quickglyph-\(UUID().uuidString)"),
            leftover(root.appendingPathComponent("App/Sources")),
        ]
        try FileManager.default.createDirectory(
            at: imageset.appendingPathComponent(".quickglyph-\(UUID().uuidString)"),
            withIntermediateDirectories: false)
        let link = imageset.appendingPathComponent(".quickglyph-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: kept[0].path)

        // A dry run changes nothing, leftovers included.
        _ = try Fixer(auditor: Auditor(), dryRun: true).run(paths: paths)
        for url in stale { XCTAssertTrue(exists(url), url.lastPathComponent) }

        let outcome = try Fixer(auditor: Auditor()).run(paths: paths)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.finished.count, planned.count - 2, outcome.finished.joined(separator: "\n"))
        for url in stale { XCTAssertFalse(exists(url), url.path) }
        for url in kept + [live] {
            XCTAssertEqual(try Data(contentsOf: url), Data(repeating: 0x89, count: 4096), url.path)
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), kept[0].path)
        let names = try FileManager.default.contentsOfDirectory(atPath: imageset.path).filter {
            $0.hasPrefix(".quickglyph-")
        }
        XCTAssertEqual(names.count, 4, "the notes, the live one, the folder and the link: \(names)")
    }

    /// Killed while the journal itself was written: no journal, and a temporary file beside where it goes.
    func testOneLeftBesideTheJournalGoesWhenThereIsNoJournal() throws {
        let root = try app()
        let paths = [root.appendingPathComponent("App").standardizedFileURL.path]
        let stale = try leftover(
            root.appendingPathComponent("App"), ".quickglyph-fix-journal.json.quickglyph-\(UUID().uuidString)")
        let outcome = try Fixer(auditor: Auditor()).run(paths: paths)
        XCTAssertNil(outcome.failure)
        XCTAssertFalse(exists(stale))
        XCTAssertFalse(exists(journal(paths)), "the fix finished")
    }

    /// The journal is a file a pull request can plant: one naming a folder outside the checked one sends no
    /// cleaner there. (Its change is left, as one made since: the file there does not hold what it planned from.)
    func testAJournalNamingAFolderElsewhereSendsNoCleanerThere() throws {
        let root = try app()
        let paths = [root.appendingPathComponent("App").standardizedFileURL.path]
        let elsewhere = root.appendingPathComponent("Elsewhere")
        let theirs = try leftover(elsewhere)
        try Data("theirs".utf8).write(to: elsewhere.appendingPathComponent("notes.png"))
        let change = FileChange(
            path: elsewhere.appendingPathComponent("notes.png").path, before: Data("planned".utf8), after: Data())
        try FixJournal([change], folder: paths[0]).write(at: journal(paths), files: AppFileGuard(trustedFolder: root))

        _ = try Fixer(auditor: Auditor()).run(paths: paths)
        XCTAssertTrue(exists(theirs), "not below the checked folder")
        XCTAssertEqual(try Data(contentsOf: elsewhere.appendingPathComponent("notes.png")), Data("theirs".utf8))
    }
}

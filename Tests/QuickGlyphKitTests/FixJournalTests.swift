import Foundation
import QuickGlyphAudit
import QuickGlyphCore
@testable import QuickGlyphFix
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// A `check --fix` killed part-way: the journal it wrote before the first change lets the next
/// `--fix` finish the same changes, byte for byte what an uninterrupted fix writes, and leave a
/// file someone changed meanwhile as it is, saying so.
final class FixJournalTests: XCTestCase {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"/></svg>"#

    private func app() throws -> URL {
        let folder = try FileTree.temporaryFolder(self)
        try FileTree.write([
            "App/Info.plist": Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.a", "Action", icon: "glyph")]),
            "App/Assets.xcassets/glyph.imageset/glyph.svg": .text(Self.svg),
            "App/Assets.xcassets/glyph.imageset/Contents.json":
                .text("{\n  \"images\" : [\n    {\n      \"filename\" : \"glyph.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
                      + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"),
        ], to: folder)
        return folder
    }

    /// The journal and the first two of its changes on disk, as a kill after them leaves them.
    private func interrupted(_ folder: URL, after count: Int) throws -> [FileChange] {
        let paths = [folder.appendingPathComponent("App").path]
        let planned = try Fixer(auditor: Auditor(), dryRun: true).run(paths: paths).repairs.flatMap(\.changes).filter(\.changes)
        XCTAssertEqual(planned.count, 5, "three PNGs, Contents.json, the SVG removed")
        let files = AppFileGuard(trustedFolder: folder)
        try FixJournal(planned).write(at: FixJournal.location(for: paths), files: files)
        for change in planned.prefix(count) {
            if let after = change.after { try after.write(to: URL(fileURLWithPath: change.path)) } else { try FileManager.default.removeItem(atPath: change.path) }
        }
        return planned
    }

    func testTheNextFixFinishesAnInterruptedOneWithTheSameBytes() throws {
        let folder = try app()
        let planned = try interrupted(folder, after: 2)
        let paths = [folder.appendingPathComponent("App").path]
        let outcome = try Fixer(auditor: Auditor()).run(paths: paths)
        XCTAssertEqual(outcome.finished, planned.dropFirst(2).map { "\($0.path): " + ($0.after == nil ? "removed" : "written")
            + ", finishing an interrupted check --fix" })
        XCTAssertTrue(outcome.repairs.isEmpty, "finished, nothing is left to repair")
        XCTAssertNil(outcome.failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: FixJournal.location(for: paths).path), "the journal is gone")

        let clean = try app()
        _ = try Fixer(auditor: Auditor()).run(paths: [clean.appendingPathComponent("App").path])
        XCTAssertEqual(try FileTree.snapshot(folder.appendingPathComponent("App")), try FileTree.snapshot(clean.appendingPathComponent("App")))
    }

    func testAFileChangedSinceIsLeftAndSaid() throws {
        let folder = try app()
        let planned = try interrupted(folder, after: 0)
        let contents = planned.first { $0.path.hasSuffix("Contents.json") }!
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: contents.path))
        let outcome = try Fixer(auditor: Auditor()).run(paths: [folder.appendingPathComponent("App").path])
        XCTAssertTrue(outcome.finished.contains("\(contents.path): changed since an interrupted check --fix planned it; left as it is"),
                      outcome.finished.joined(separator: "\n"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: contents.path)), Data("{}\n".utf8))
    }

    func testAJournalNotOursIsNeitherReadAsOneNorRemoved() throws {
        let folder = try app()
        let paths = [folder.appendingPathComponent("App").path]
        let journal = FixJournal.location(for: paths)
        try Data("notes of mine\n".utf8).write(to: journal)
        let outcome = try Fixer(auditor: Auditor()).run(paths: paths)
        XCTAssertEqual(outcome.failure?.description, "\(journal.path): the journal an interrupted check --fix left cannot be read; "
                       + "remove it and run check --fix again")
        XCTAssertTrue(outcome.repairs.isEmpty)
        XCTAssertEqual(try Data(contentsOf: journal), Data("notes of mine\n".utf8))
    }
}

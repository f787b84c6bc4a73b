import Foundation
import QuickGlyphSystem
import XCTest

/// What the app-file guard offers for an app's files that are only looked at (the Android
/// module's res/ folders, shortcuts files and manifest before `--android` writes): a
/// folder's listing reached without following a link, and a read refused past a size.
final class AppFileGuardLookTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-look-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `remove` takes the file that was read, and never one put in its place since (the user's own).
    func testRemoveTakesOnlyTheFileThatWasRead() throws {
        let root = try folder()
        let plist = root.appendingPathComponent("Info.plist")
        let guarded = AppFileGuard(trustedFolder: root)
        try Data("created".utf8).write(to: plist)
        try guarded.remove(try guarded.open(plist))
        XCTAssertFalse(FileManager.default.fileExists(atPath: plist.path))

        try Data("created".utf8).write(to: plist)
        let opened = try guarded.open(plist)
        let replacement = root.appendingPathComponent("replacement")
        try Data("the user's".utf8).write(to: replacement)
        XCTAssertEqual(rename(replacement.path, plist.path), 0)
        XCTAssertThrowsError(try guarded.remove(opened)) { error in
            XCTAssertEqual(
                (error as? AppFileError)?.description, "it cannot be written: it was replaced while the build ran")
        }
        XCTAssertEqual(try String(decoding: Data(contentsOf: plist), as: UTF8.self), "the user's")
        // Gone already: nothing to do, no error.
        try FileManager.default.removeItem(at: plist)
        XCTAssertNoThrow(try guarded.remove(opened))
    }

    func testAReadPastTheLimitIsRefusedUnreadAndOneAtTheLimitIsRead() throws {
        let root = try folder()
        let file = root.appendingPathComponent("AndroidManifest.xml")
        let limit = FileSizeLimit(bytes: 4_000_000, what: "quickglyph reads of an AndroidManifest.xml")
        try Data(repeating: 0x20, count: 5_000_000).write(to: file)
        let guarded = AppFileGuard(trustedFolder: root)
        XCTAssertThrowsError(try guarded.read(file, limit: limit)) { error in
            XCTAssertEqual(error as? AppFileError, .tooLarge(path: file.path, size: 5_000_000, limit: limit))
            XCTAssertEqual(
                (error as? AppFileError)?.description,
                "it is 5 MB, more than the 4 MB quickglyph reads of an AndroidManifest.xml")
        }
        XCTAssertEqual(try guarded.read(file, limit: FileSizeLimit(bytes: 5_000_000, what: "x"))?.count, 5_000_000)
        let tiny = FileSizeLimit(bytes: 10, what: "x")
        XCTAssertNil(try guarded.read(root.appendingPathComponent("missing.xml"), limit: tiny))
        // A FIFO is refused without being opened for reading, which would wait for a writer.
        XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo.xml").path, 0o644), 0)
        XCTAssertThrowsError(try guarded.read(root.appendingPathComponent("fifo.xml"), limit: tiny)) { error in
            XCTAssertEqual(
                error as? AppFileError,
                .notRegular(path: root.appendingPathComponent("fifo.xml").path, found: "a FIFO, socket or device"))
        }
    }

    func testAFolderIsListedWithoutFollowingALinkInsideTheProject() throws {
        let root = try folder()
        let res = root.appendingPathComponent("app/res")
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("xml"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: res.appendingPathComponent("xml/shortcuts.xml"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: res.appendingPathComponent("xml-v26").path, withDestinationPath: "../../elsewhere")
        let guarded = AppFileGuard(trustedFolder: root)

        let entries = try XCTUnwrap(guarded.entries(of: res)).sorted { $0.name < $1.name }
        XCTAssertEqual(entries.map(\.name), ["xml", "xml-v26"])
        XCTAssertEqual(entries.map(\.kind), [.directory, .symbolicLink], "the link is named as a link, not followed")
        XCTAssertEqual(try guarded.entries(of: res.appendingPathComponent("xml"))?.map(\.name), ["shortcuts.xml"])
        XCTAssertNil(try guarded.entries(of: res.appendingPathComponent("xml-v25")))
        // Listed through the guard, the linked folder is refused, not listed.
        XCTAssertThrowsError(try guarded.entries(of: res.appendingPathComponent("xml-v26"))) { error in
            XCTAssertEqual(
                error as? AppFileError,
                .linkOnTheWay(
                    path: res.appendingPathComponent("xml-v26").path,
                    component: res.appendingPathComponent("xml-v26").path))
        }
        // Outside the project's folder a link is the user's own set-up, as for the files written there.
        let outside = AppFileGuard(trustedFolder: root.appendingPathComponent("app/res/xml"))
        XCTAssertEqual(try outside.entries(of: res.appendingPathComponent("xml-v26"))?.map(\.name), [])
    }

    /// Listed twice from one open folder, the second listing is the first: the copy of the descriptor shares its
    /// position.
    func testAnOpenFolderIsListedFromItsFirstEntryEveryTime() throws {
        let root = try folder()
        for name in ["a", "b", "c"] { try Data().write(to: root.appendingPathComponent(name)) }
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let first = try XCTUnwrap(FolderListing.entries(ofFolder: descriptor)).map(\.name).sorted()
        XCTAssertEqual(first, ["a", "b", "c"])
        XCTAssertEqual(try XCTUnwrap(FolderListing.entries(ofFolder: descriptor)).map(\.name).sorted(), first)
    }
}

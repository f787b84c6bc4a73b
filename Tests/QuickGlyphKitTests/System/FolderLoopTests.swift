import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check` enters each folder once, however many links lead to it, and reads regular files only.
final class FolderLoopTests: XCTestCase {
    private func app() throws -> URL {
        let root = try FileTree.temporaryFolder(self, prefix: "quickglyph-loop")
        let app = root.appendingPathComponent("App")
        try FileTree.write(
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.new", "New", iconType: "UIApplicationShortcutIconTypeAdd")
                ])
            ],
            to: app)
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        // Three links to the folder itself and one to its parent: followed blindly, 3^depth paths.
        for name in ["a", "b", "c"] {
            try FileManager.default.createSymbolicLink(
                atPath: app.appendingPathComponent(name).path, withDestinationPath: ".")
        }
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Sub/up").path, withDestinationPath: "..")
        return app
    }

    func testLinksToAFolderDoNotMakeTheWalkFanOut() throws {
        let app = try app()
        let model = try AppModel(folder: app.path)
        XCTAssertEqual(model.scan.plists, [app.appendingPathComponent("Info.plist").path])
        let report = try Auditor().check(paths: [app.path])
        XCTAssertEqual(report.actions.count, 1)
        XCTAssertEqual(report.actions.first?.declaredAt.path, app.appendingPathComponent("Info.plist").path)
    }

    /// The same folder named twice (once through a link) is listed once.
    func testTwoPathsToOneFolderAreListedOnce() throws {
        let app = try app()
        let inventory = try CheckInventory(paths: [app.path, app.appendingPathComponent("a").path])
        XCTAssertEqual(inventory.appFolders, [app.path])
        let report = try Auditor().check(paths: [app.path, app.appendingPathComponent("a").path])
        XCTAssertEqual(report.actions.count, 1)
    }

    /// A FIFO named like an items file or a plist is passed over: reading it would wait forever.
    func testAFIFOInAFolderIsNotRead() throws {
        let app = try app()
        XCTAssertEqual(mkfifo(app.appendingPathComponent("shortcuts.json").path, 0o644), 0)
        XCTAssertEqual(mkfifo(app.appendingPathComponent("Other-Info.plist").path, 0o644), 0)
        let model = try AppModel(folder: app.path)
        XCTAssertEqual(model.scan.plists, [app.appendingPathComponent("Info.plist").path])
        XCTAssertEqual(model.scan.jsonFiles, [])
        XCTAssertEqual(model.plists.map(\.path), [app.appendingPathComponent("Info.plist").path])
    }
}

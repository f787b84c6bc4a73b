import Foundation
import QuickGlyphTestSupport
import XCTest

/// `quickglyph build --info-plist PATH`, as an Xcode build phase runs it.
final class InfoPlistCommandTests: XCTestCase {
    private let square = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##

    /// A glyph folder with the sample items and an app folder with an Xcode Info.plist.
    private func project(plist: String = XcodeInfoPlist.withoutItems) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(XcodeInfoPlist.sampleItemsJSON.utf8).write(to: glyphs.appendingPathComponent("shortcuts.json"))
        try Data(plist.utf8).write(to: root.appendingPathComponent("App/Info.plist"))
        return root
    }

    private func contents(_ root: URL) throws -> String {
        try String(decoding: Data(contentsOf: root.appendingPathComponent("App/Info.plist")), as: UTF8.self)
    }

    func testBuildMergesTheStaticItemsAndASecondRunChangesNothing() throws {
        let root = try project()
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 8 files written, App/Info.plist updated\n")
        XCTAssertEqual(try contents(root), XcodeInfoPlist.insertedAtTheEnd, "the dynamic item is not in it")

        let plist = root.appendingPathComponent("App/Info.plist").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: plist)
        let again = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--format", "json"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains(#""written" : ["#) || again.stdout.contains(#""written":[]"#) || again.stdout.contains(#""written" : []"#),
                      again.stdout)
        XCTAssertFalse(again.stdout.contains("App/Info.plist"), again.stdout)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plist)[.modificationDate] as? Date, past)

        // New items replace the old ones in place.
        try Data(#"{ "items": [ { "type": "t", "title": "Only", "symbol": "star" } ] }"#.utf8)
            .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let changed = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--format", "json"], in: root)
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertTrue(changed.stdout.contains(#""App/Info.plist""#), changed.stdout)
        XCTAssertEqual(try contents(root), XcodeInfoPlist.head + XcodeInfoPlist.tail + """
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>star</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Only</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>t</string>
            \t\t</dict>
            \t</array>

            """ + XcodeInfoPlist.end)
    }

    func testAPlistThatCannotBeMergedIsAnErrorAndUntouched() throws {
        func line(_ reason: String) -> String {
            "App/Info.plist: error: quick actions not merged: \(reason); the file was left as it is [info-plist-not-merged]\n"
        }
        let preprocessed = XcodeInfoPlist.withoutItems.replacingOccurrences(
            of: "\t<key>UILaunchStoryboardName</key>", with: "#include \"Shared.plist\"\n\t<key>UILaunchStoryboardName</key>")
        let cases = [
            (preprocessed, line("it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; "
                                    + "set UIApplicationShortcutItems in it by hand from ShortcutItems.plist")),
            ("<plist version=\"1.0\"><string>Postbox</string></plist>\n", line("its root is a string, not a dictionary")),
            (String(XcodeInfoPlist.withoutItems.dropLast(10)),
             line("it is not a property list: Encountered unexpected EOF")),
        ]
        for (text, expected) in cases {
            let root = try project(plist: text)
            let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, expected)
            XCTAssertEqual(try contents(root), text)
        }
    }

    func testALinkOrAFIFOIsNeitherFollowedNorOpened() throws {
        let root = try project()
        let plist = root.appendingPathComponent("App/Info.plist")
        try FileManager.default.moveItem(at: plist, to: root.appendingPathComponent("App/Real.plist"))
        try FileManager.default.createSymbolicLink(atPath: plist.path, withDestinationPath: "Real.plist")
        let link = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(link.status, 1)
        XCTAssertEqual(link.stderr, "App/Info.plist: error: quick actions not merged: it is a symbolic link, which quickglyph "
                           + "does not follow; name the file it points to; the file was left as it is [info-plist-not-merged]\n")
        XCTAssertEqual(try String(decoding: Data(contentsOf: root.appendingPathComponent("App/Real.plist")), as: UTF8.self),
                       XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: plist.path), "Real.plist")

        try FileManager.default.removeItem(at: plist)
        XCTAssertEqual(mkfifo(plist.path, 0o644), 0)
        // A FIFO opened for reading would block the build until someone writes to it.
        let fifo = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(fifo.status, 1)
        XCTAssertEqual(fifo.stderr, "App/Info.plist: error: quick actions not merged: it is not a regular file (a FIFO, a socket "
                           + "or a device); the file was left as it is [info-plist-not-merged]\n")
    }

    func testAnItemsFileIsNeeded() throws {
        let root = try project()
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("quickglyph build: error: --info-plist needs an items file: --items FILE "
                                              + "or GLYPHS_DIR/shortcuts.json; see 'quickglyph build --help'\n"), result.stderr)
        XCTAssertEqual(try contents(root), XcodeInfoPlist.withoutItems)
    }
}

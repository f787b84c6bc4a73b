import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `quickglyph check` as a script or CI calls it: output, exit status, formats.
final class CheckCommandTests: XCTestCase {
    private func folder(_ tree: [String: ExampleFile]) throws -> URL {
        let folder = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(tree, to: folder)
        return folder
    }

    func testCleanCatalogExitsZero() throws {
        let root = try folder(Fixtures.imageset("compose"))
        let result = try CLIRunner.run(["check", root.appendingPathComponent("Assets.xcassets").path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "0 errors, 0 warnings, 0 notes in 4 files\n")
    }

    func testErrorsPrintDiagnosticLinesAndExitOne() throws {
        let root = try folder([
            "Info.plist": Fixtures.infoPlist(items: [
                Fixtures.plistItem("a", "Search", iconType: "UIApplicationShortcutIconTypeSerch")
            ])
        ])
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, result.stdout)
        // First what was found, then the findings.
        XCTAssertEqual(lines[0], "1 quick action (1 static, 0 dynamic):")
        // The temporary folder's long path is shortened from its middle: the line fits 100 columns.
        let row = "  static  \"Search\"  type UIApplicationShortcutIconTypeSerch  "
        XCTAssertEqual(
            lines[1], row + DisplayText.middleShortenedPath("\(root.path)/Info.plist:7:3", width: 100 - row.count))
        XCTAssertLessThanOrEqual(lines[1].count, 100)
        // The folder itself, first in path order: what was looked at.
        XCTAssertEqual(
            lines[2],
            "\(root.path): note: 1 quick action in \(root.path)/Info.plist, none with a custom icon "
                + "named by a literal (system icons and SF Symbols only): no custom icon to check, 0 imagesets left alone; "
                + "--all-imagesets audits every imageset [no-custom-icon]")
        // No Xcode project: what was assumed.
        XCTAssertTrue(
            lines[3].hasPrefix(
                "\(root.path): note: no Xcode project (*.xcodeproj) in this folder, so it is taken for one iOS app"),
            lines[3])
        XCTAssertTrue(lines[3].hasSuffix("[no-xcode-project]"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix(root.appendingPathComponent("Info.plist").path + ":"), lines[4])
        XCTAssertNotNil(
            lines[4].range(of: #"^\S+:\d+:\d+: error: .+ \[icon-type-unknown\]$"#, options: .regularExpression),
            lines[4])
        XCTAssertEqual(lines[5], "1 error, 0 warnings, 2 notes in 1 file")
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when piped")
    }

    func testWarningsFailOnlyWhenStrict() throws {
        let root = try folder([
            "Info.plist": Fixtures.infoPlist(items: [
                Fixtures.plistItem(
                    "a", "Write a new message to a friend", iconType: "UIApplicationShortcutIconTypeCompose")
            ])
        ])
        XCTAssertEqual(try CLIRunner.run(["check", root.path]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check", "--strict", root.path]).status, 1)
    }

    /// The HIG's 104 px at @3x passes check with or without --hig (which chooses what build writes); 106 px,
    /// over 35 pt, is a size warning either way, and a warning fails only --strict.
    func testHIGSizePassesCheckWithOrWithoutFlag() throws {
        let root = try folder([
            "glyph@3x.png": .png(Fixtures.disc(path: "", size: 104, scale: 3).raster),
            "large@3x.png": .png(Fixtures.disc(path: "", size: 106, scale: 3).raster),
        ])
        let png = root.appendingPathComponent("glyph@3x.png").path
        XCTAssertEqual(try CLIRunner.run(["check", "--strict", png]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["check", "--strict", "--hig", png]).status, 0)
        let large = root.appendingPathComponent("large@3x.png").path
        XCTAssertEqual(try CLIRunner.run(["check", large]).status, 0)
        for flags in [["--strict"], ["--strict", "--hig"]] {
            let strict = try CLIRunner.run(["check"] + flags + [large])
            XCTAssertEqual(strict.status, 1)
            XCTAssertTrue(strict.stdout.contains("[wrong-size]"), strict.stdout)
        }
    }

    func testJSONFormat() throws {
        let root = try folder(["glyph@2x.png": .text("not a png")])
        let result = try CLIRunner.run(["check", "--format", "json", root.appendingPathComponent("glyph@2x.png").path])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["png-invalid"])
        XCTAssertEqual(Set(findings[0].keys), ["rule", "severity", "path", "message"])
        XCTAssertEqual(object["counts"] as? [String: Int], ["error": 1, "warning": 0, "info": 0, "files": 1])
    }

    /// R.swift 7 writes R.generated.swift into the build folder, so an app's `R.image.…` has no
    /// declaration among its sources: R.swift's naming rule traces it to the one image of the target
    /// it names, and says so; one that fits two images is a note listing both.
    func testAnR_swiftAccessorWithoutItsGeneratedFile() throws {
        let swift = """
            import UIKit
            let items = [
                UIApplicationShortcutItem(type: "search", localizedTitle: "Search", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: R.image.searchIcon.name), userInfo: nil),
                UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: R.image.newMessage.name), userInfo: nil),
            ]
            """
        var tree = Fixtures.imageset("search-icon", catalog: "App/Assets.xcassets")
        tree.merge(Fixtures.imageset("new message", catalog: "App/Assets.xcassets")) { $1 }
        tree.merge(Fixtures.imageset("new-message", catalog: "App/Assets.xcassets")) { $1 }
        tree["App/Shortcuts.swift"] = .text(swift)
        let root = try folder(tree)
        let app = root.appendingPathComponent("App").path
        let result = try CLIRunner.run(["check", app])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The inventory fits 100 columns: the imageset's path shortened from its middle, the rest of the
        // row cut, where it is declared on the line under it; the JSON below has it all.
        let row = try XCTUnwrap(
            lines.firstIndex {
                $0.hasPrefix(
                    "  dynamic  \"Search\"   file search-icon → …/search-icon.imageset (from R.image.searchIcon.name")
            },
            result.stdout)
        XCTAssertEqual(
            lines[row + 1], "      " + DisplayText.middleShortenedPath("\(app)/Shortcuts.swift:3:5", width: 94))
        for line in lines.prefix(5) { XCTAssertLessThanOrEqual(line.count, 100, line) }
        XCTAssertTrue(
            lines.contains(
                "\(app)/Shortcuts.swift:6:37: note: the icon of this quick action is computed "
                    + "(UIApplicationShortcutIcon(templateImageName: R.image.newMessage.name)), so check cannot tell which "
                    + "image it shows: without its generated file, R.swift's naming rule fits R.image.newMessage.name to 2 "
                    + "of the target's images, \"new message\", \"new-message\" (R.swift itself skips names that collide); "
                    + "name it with a literal, or rename all but one [icon-unresolved]"), result.stdout)
        let json = try CLIRunner.run(["check", "--format", "json", app])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let icons = try XCTUnwrap(object["actions"] as? [[String: Any]]).compactMap { $0["icon"] as? [String: Any] }
        let via = icons.compactMap { $0["via"] as? [String: Any] }
        XCTAssertEqual(via.map { $0["accessor"] as? String }, ["R.image.searchIcon.name", "R.image.newMessage.name"])
        XCTAssertEqual(via.map { $0["namingRule"] as? String }, ["R.swift", "R.swift"])
        XCTAssertEqual(via.map { $0["candidates"] as? [String] }, [["search-icon"], ["new message", "new-message"]])
    }

    func testMisuseAndUnreadablePathsExitTwo() throws {
        let missing = try CLIRunner.run(["check", "/nonexistent/quickglyph"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("/nonexistent/quickglyph: cannot read"), missing.stderr)
        XCTAssertEqual(try CLIRunner.run(["check"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["check", "--format", "xml", "."]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["check", "--strcit", "."]).status, 2)
    }
}

extension CheckCommandTests {
    /// A file named on the command line is examined or refused with a reason, never passed over.
    func testANamedFileCheckCannotJudgeIsRefusedWithExitTwo() throws {
        let root = try folder(["icon.jpg": .bytes(Data([0xFF, 0xD8, 0xFF])), "readme.md": .text("# app")])
        let jpeg = try CLIRunner.run(["check", root.appendingPathComponent("icon.jpg").path])
        XCTAssertEqual(jpeg.status, 2)
        XCTAssertEqual(
            jpeg.stderr,
            "quickglyph check: error: \(root.path)/icon.jpg: cannot check: a .jpg file cannot carry a "
                + "template image (it has no alpha channel, or iOS does not use it for one); export the icon as PNG or PDF\n"
        )
        let other = try CLIRunner.run(["check", root.appendingPathComponent("readme.md").path])
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(
            other.stderr.contains("cannot check: not a PNG, Info.plist, items file, imageset, catalog or folder"),
            other.stderr)
    }
}

extension CheckCommandTests {
    /// A folder that holds nothing check reads (a mistyped path, the wrong folder) is refused with what
    /// check looked for, as build refuses a folder with no glyph: a CI step must not pass on it.
    func testAFolderHoldingNothingCheckReadsIsRefusedWithExitTwo() throws {
        let root = try folder(["docs/readme.md": .text("# app"), "notes.txt": .text("nothing")])
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "quickglyph check: error: \(root.path): cannot check: found nothing check reads there (no Xcode "
                + "project, Info.plist, items file, Swift or Objective-C source, asset catalog, image or Android "
                + "module); give the app's folder, the one holding its .xcodeproj, Package.swift or Android module\n")
        let empty = try folder([:])
        XCTAssertEqual(try CLIRunner.run(["check", empty.path]).status, 2)
    }

    /// One file check reads is enough: a folder with only Swift sources (no quick action yet) is checked.
    func testAFolderWithOnlySourcesIsChecked() throws {
        let root = try folder(["App/Main.swift": .text("let answer = 42\n")])
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("no quick action found"), result.stdout)
    }
}

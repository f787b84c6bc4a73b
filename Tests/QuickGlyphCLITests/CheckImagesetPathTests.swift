import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// `quickglyph check` on an app whose imageset's Contents.json names files outside the
/// imageset: a path up out of the app to a valid PNG, `/etc/passwd`, a FIFO and a
/// file of mode 000. Each is an error at its filename's line and column, and none is
/// read: a read of the FIFO would hang the check (the run is given a deadline), and a
/// read of the PNG or of the locked file (which root reads all the same) would give a
/// finding of its own, so the exact list of findings shows that none was opened.
final class CheckImagesetPathTests: XCTestCase {
    /// The four entries and the lines and columns of their filenames in Contents.json.
    private let contents = """
        {
          "images" : [
            {
              "filename" : "../../../secret.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "/etc/passwd",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "../../../fifo.png",
              "idiom" : "universal",
              "scale" : "3x"
            },
            {
              "filename" : "../../../locked.png",
              "idiom" : "ipad",
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "template-rendering-intent" : "template"
          }
        }

        """

    /// An app whose one quick action shows `compose`, and beside the app the files the imageset names.
    private func hostileApp() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        var tree = Fixtures.app(
            items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")], glyphs: [])
        tree["App/Assets.xcassets/Contents.json"] = .text(#"{"info" : {"author" : "xcode", "version" : 1}}"#)
        tree["App/Assets.xcassets/compose.imageset/Contents.json"] = .text(contents)
        // A 48 px disc: a glyph of no scale of the canvas, so judged it would be wrong-size.
        tree["secret.png"] = .png(Fixtures.disc(path: "", size: 48, scale: 1).raster)
        tree["locked.png"] = .png(Fixtures.disc(path: "", size: 48, scale: 1).raster)
        try FileTree.write(tree, to: root)
        XCTAssertEqual(chmod(root.appendingPathComponent("locked.png").path, 0), 0)
        addTeardownBlock { _ = chmod(root.appendingPathComponent("locked.png").path, 0o644) }
        XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo.png").path, 0o644), 0)
        return root
    }

    /// A check that opened the FIFO would wait for a writer for ever: it is killed, and the test fails, after a minute.
    private func run(_ arguments: [String], in directory: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: directory, killedAfter: 60)
    }

    /// As `check App` prints them, run in the folder that holds the app.
    private var expectedFindings: [String] {
        let contentsPath = "App/Assets.xcassets/compose.imageset/Contents.json"
        let move =
            "Xcode only takes files inside compose.imageset: move the file into the folder and name it alone [file-outside-imageset]"
        return [
            "\(contentsPath):4:7: error: images[0].filename \"../../../secret.png\" points outside the imageset; \(move)",
            "\(contentsPath):9:7: error: images[1].filename \"/etc/passwd\" is an absolute path, outside the imageset; \(move)",
            "\(contentsPath):14:7: error: images[2].filename \"../../../fifo.png\" points outside the imageset; \(move)",
            "\(contentsPath):19:7: error: images[3].filename \"../../../locked.png\" points outside the imageset; \(move)",
        ]
    }

    func testEachPathIsAnErrorAtItsFilenameAndNothingOutsideTheImagesetIsRead() throws {
        let root = try hostileApp()
        let result = try run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "")
        let findings = result.stdout.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        XCTAssertEqual(findings, expectedFindings, result.stdout)
        // Only the Info.plist and Contents.json were read: no image of the imageset is a file of it.
        XCTAssertTrue(result.stdout.hasSuffix("\n4 errors, 0 warnings, 1 note in 2 files\n"), result.stdout)
        // And nothing was changed: the FIFO is still a FIFO with nothing written to it, the locked file still locked.
        XCTAssertEqual(
            FileStatus.kind(atPath: root.appendingPathComponent("fifo.png").path), .special,
            "not replaced by a regular file")
        let locked = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("locked.png").path)
        XCTAssertEqual((locked[.posixPermissions] as? NSNumber)?.intValue, 0)
    }

    /// The same imageset with the files inside it, named alone: what reading them gives, so the test above could fail.
    func testTheSameFilesInsideTheImagesetAreReadAndJudged() throws {
        let root = try hostileApp()
        let folder = root.appendingPathComponent("App/Assets.xcassets/compose.imageset")
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("secret.png"), to: folder.appendingPathComponent("secret.png"))
        try Data(contents.replacingOccurrences(of: "../../../secret.png", with: "secret.png").utf8)
            .write(to: folder.appendingPathComponent("Contents.json"))
        let result = try run(["check", "App"], in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stdout.contains(
                "\nApp/Assets.xcassets/compose.imageset/secret.png: warning: the image is 48x48 pt at @1x "
                    + "(48x48 px), but a quick-action icon is 35x35 pt"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\"../../../secret.png\""), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\n3 errors, 1 warning, 1 note in 3 files\n"), result.stdout)
    }

    /// The HTML report draws the icon from the same imageset: it reads no file outside it either.
    func testTheHTMLReportReadsNothingOutsideTheImageset() throws {
        let root = try hostileApp()
        let result = try run(["check", "App", "--format", "html"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("no image of this imageset could be read"), result.stdout)
        for finding in expectedFindings {
            let message = finding.components(separatedBy: ": error: ")[1].components(separatedBy: " [")[0]
            XCTAssertTrue(
                result.stdout.replacingOccurrences(of: "<wbr>", with: "").contains(HTMLEscaped(message)), message)
        }
        XCTAssertFalse(result.stdout.contains("wrong-size"), "the outside PNG was not judged")
    }

    private func HTMLEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

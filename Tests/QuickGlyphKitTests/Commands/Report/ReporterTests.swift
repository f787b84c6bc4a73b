import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphTestSupport
import XCTest

/// The reporters on findings no fixture produces: text that needs escaping in every
/// format, characters XML cannot hold, paths outside the base.
final class ReporterTests: XCTestCase {
    private let awkward = CheckReport(
        findings: [
            Finding(
                rule: .titleTooLong, severity: .warning, path: "App/a,b:c.plist",
                message: "50% of \"<Title>\" & more\r\nline two\u{0}",
                position: SourcePosition(line: 3, column: 9)),
            Finding(
                rule: .faint, severity: .info, path: "App/x.png", message: "faint", pixel: PixelPosition(x: 4, y: 5)),
        ], filesChecked: 2)

    /// Text reaches the page only through the one escaping function: a title or message
    /// with markup shows as written and opens no tag; NUL becomes U+FFFD.
    func testHTMLEscapesEveryText() {
        let page = HTMLReporter().document(awkward)
        XCTAssertTrue(page.contains("50% of &quot;&lt;Title&gt;&quot; &amp; more"), page)
        XCTAssertFalse(page.contains("<Title>"))
        XCTAssertFalse(page.contains("\u{0}"))
        XCTAssertTrue(page.contains("data-path=\"App/a,b:c.plist\""))
        XCTAssertEqual(page.components(separatedBy: "<li class=\"finding ").count - 1, 2, "one element a finding")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: nothing is fetched from anywhere.
        XCTAssertFalse(
            page.contains("http://") || page.contains("https://") || page.contains("src=\"/"), "an outside resource")
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad:e,f")
        XCTAssertEqual(GitHubReporter.escapeProperty("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad%3Ae%2Cf")
        let output = GitHubReporter(paths: ReportPaths(base: nil, currentDirectory: "/repo")).render(awkward)
            .standardOutput
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, output)
        XCTAssertTrue(lines[0].hasPrefix("::warning file=App/a%2Cb%3Ac.plist,line=3,col=9,title="), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("::50%25 of \"<Title>\" & more%0D%0Aline two\u{0}"), String(lines[0]))
        XCTAssertTrue(lines[1].hasPrefix("::notice file=App/x.png,title="), String(lines[1]))
    }

    func testXMLFormatsStayWellFormed() throws {
        for output in [
            JUnitReporter().render(awkward).standardOutput, CheckstyleReporter().render(awkward).standardOutput,
        ] {
            let document = try XMLDocument(data: Data(output.utf8), options: [])
            // The message survives escaping, the forbidden U+0000 as U+FFFD.
            let texts = try document.nodes(forXPath: "//@message").compactMap(\.stringValue)
            XCTAssertTrue(texts.contains("50% of \"<Title>\" & more\r\nline two\u{FFFD}"), "\(texts)")
        }
    }

    func testPathsRelativeToTheBase() {
        let paths = ReportPaths(base: "repo", currentDirectory: "/work")
        XCTAssertEqual(paths.relative("repo/App/Info.plist"), "App/Info.plist")
        XCTAssertEqual(paths.relative("/work/repo/./App/../App/x.png"), "App/x.png")
        XCTAssertEqual(paths.relative("/work/repo"), ".")
        XCTAssertEqual(paths.relative("/elsewhere/y.png"), "../../elsewhere/y.png")
        XCTAssertEqual(paths.uri("repo/a b/c:d.png"), "a%20b/c%3Ad.png")
    }

    func testSARIFPixelGoesIntoProperties() throws {
        let document = SARIFReporter(paths: ReportPaths(base: nil, currentDirectory: "/repo")).document(awkward)
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(((results[1]["properties"] as? [String: Any])?["pixel"] as? [String: Int]), ["x": 4, "y": 5])
        XCTAssertNil(results[0]["properties"])
    }
}

/// The HTML report shows the images the check decoded: the page is the same when the
/// icons' files are gone by the time it is written, so it read none of them again.
final class CheckReportImagesTests: XCTestCase {
    func testTheReportShowsWhatTheCheckDecoded() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(
            Fixtures.app(items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")]), to: folder
        )
        let report = try Auditor().check(paths: [folder.appendingPathComponent("App").path])
        let imageset = folder.appendingPathComponent("App/Assets.xcassets/compose.imageset").path
        XCTAssertEqual(report.images[imageset]?.map(\.scale), [1, 2, 3])
        XCTAssertEqual(report.images[imageset]?.map { $0.mask.width }, [35, 70, 105])
        let before = HTMLReporter().document(report)
        for scale in ["", "@2x", "@3x"] {
            try FileManager.default.removeItem(atPath: imageset + "/compose\(scale).png")
        }
        XCTAssertEqual(HTMLReporter().document(report), before)
        XCTAssertTrue(before.contains("data:image/png;base64,"), "the icon's pixels are on the page")
    }
}

extension CheckReportImagesTests {
    /// An icon drawn larger than the 35 pt canvas is drawn into the menu row's icon place,
    /// scaled down as iOS scales it, not over the row (a 70 pt icon overflowed its row).
    func testALargeIconFitsItsPlaceInTheMenu() throws {
        var tree = Fixtures.app(
            items: [Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")], glyphs: [])
        tree.merge(Fixtures.imageset("compose", scales: [1], files: ["compose.png"], catalog: "App/Assets.xcassets")) {
            $1
        }
        tree["App/Assets.xcassets/compose.imageset/compose.png"] = .png(
            Fixtures.disc(path: "compose.png", size: 70, scale: 1).raster)
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        let page = HTMLReporter().document(try Auditor().check(paths: [folder.appendingPathComponent("App").path]))
        let sizes = page.components(separatedBy: "class=\"menu-icon\"").dropFirst().map {
            $0.components(separatedBy: " src=")[0]
        }
        XCTAssertEqual(sizes.count, 2, "a light and a dark menu")
        for size in sizes { XCTAssertTrue(size.contains("width=\"35\" height=\"35\""), size) }
    }
}

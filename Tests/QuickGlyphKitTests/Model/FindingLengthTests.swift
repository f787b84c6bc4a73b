import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphTestSupport
import XCTest

/// Inputs that once made one finding as long as themselves: a 9 MB font name or href in an SVG,
/// 25,000 shortcuts in one Android file. Each is now a line a CI log shows whole, in every format.
final class FindingLengthTests: XCTestCase {
    /// The longest line a format may print for one finding: JUnit's `<failure>`, the longest, holds the message
    /// twice (its attribute and its text) with the path and the rule. Before, such a line was 9,000,300 characters.
    static let lineLimit = 2 * Finding.messageLimit + 400

    /// Every format's output for `subject`: the lines that hold `marker` (a piece of the finding's message; in HTML,
    /// the
    /// finding's element) are within `lineLimit`, each format has one, and none prints a megabyte.
    private func assertEveryFormatIsShort(
        _ subject: some ReportSubject, marker: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let reporters: [(String, any Reporter)] = [
            ("xcode", XcodeReporter()), ("json", JSONReporter()),
            ("sarif", SARIFReporter(paths: ReportPaths(currentDirectory: "/"))),
            ("github", GitHubReporter(paths: ReportPaths(currentDirectory: "/"))),
            ("junit", JUnitReporter()), ("checkstyle", CheckstyleReporter()), ("html", HTMLReporter()),
        ]
        for (name, reporter) in reporters {
            let output = reporter.render(subject)
            let text = output.standardOutput + output.standardError
            XCTAssertLessThan(
                text.utf8.count, 1_000_000, "\(name) printed \(text.utf8.count) bytes", file: file, line: line)
            // The HTML page lays a glyph's card out on one line, its pictures inline: there a finding is its `<li>`.
            let units =
                name == "html"
                ? Self.matches(of: #"<li class="finding[^>]*>.*?</li>"#, in: text)
                : text.split(separator: "\n").map(String.init)
            let lines = units.filter { $0.contains(marker) }
            XCTAssertFalse(lines.isEmpty, "\(name) does not show the finding", file: file, line: line)
            for found in lines {
                XCTAssertLessThanOrEqual(
                    found.count, Self.lineLimit, "\(name): \(found.prefix(300))…", file: file, line: line)
            }
        }
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range, in: text)!])
        }
    }

    private let sixty = String(repeating: "a", count: 60)
    private let nineMillion = String(repeating: "a", count: 9_000_000)
    private static let square = #"<rect x="5" y="5" width="25" height="25"/>"#

    func testANineMegabyteFontFamilyIsQuotedCut() throws {
        let workspace = try Workspace(self)
        try workspace.add(
            "font.svg",
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35">"# + Self.square
                + #"<text x="5" y="20" font-family=""# + nineMillion + #"">A</text></svg>"#)
        let report = try workspace.build()
        let text = report.findings.filter { $0.rule == .svgText }
        XCTAssertEqual(
            text.map(\.message),
            [
                "text that was not outlined (line 1) asks for \"\(sixty)…\" (8,999,940 more characters), so it renders with whatever "
                    + "font this machine has in its place, and differently on a Mac; outline the text (Figma: Flatten / Outline stroke; "
                    + "Sketch: Layer › Convert to Outlines; Illustrator: Type › Create Outlines)"
            ])
        assertEveryFormatIsShort(
            BuildReportSubject(report: report, configuration: workspace.configuration()),
            marker: "text that was not outlined")
    }

    /// Five fonts as long as that are each quoted cut, and the message, under 800 characters, is whole.
    func testSeveralLongFontFamiliesAreEachQuotedCut() throws {
        let findings = SVGExportInspection(data: Data(Self.svg(fonts: 5).utf8)).findings(path: "g.svg")
        let quoted = (0..<5).map { "\"\($0)\(sixty.dropLast())…\" (899,941 more characters)" }.joined(separator: ", ")
        XCTAssertEqual(
            findings.map(\.message),
            [
                "text that was not outlined (line 1) (and 4 more text elements) asks for \(quoted), so it renders with whatever font this "
                    + "machine has in its place, and differently on a Mac; outline the text (Figma: Flatten / Outline stroke; Sketch: Layer "
                    + "› Convert to Outlines; Illustrator: Type › Create Outlines)"
            ])
        XCTAssertLessThan(findings[0].message.count, Finding.messageLimit)
    }

    /// Ten of them: eight are named and two counted, and that message, past 800 characters, is cut there, saying so.
    func testManyLongFontFamiliesAreListedAndTheMessageCut() throws {
        let findings = SVGExportInspection(data: Data(Self.svg(fonts: 10).utf8)).findings(path: "g.svg")
        let quoted = (0..<8).map { "\"\($0)\(sixty.dropLast())…\" (899,941 more characters)" }.joined(separator: ", ")
        let whole =
            "text that was not outlined (line 1) (and 9 more text elements) asks for \(quoted), … and 2 more, so it renders with "
            + "whatever font this machine has in its place, and differently on a Mac; outline the text (Figma: Flatten / Outline "
            + "stroke; Sketch: Layer › Convert to Outlines; Illustrator: Type › Create Outlines)"
        XCTAssertEqual(whole.count, 1_028)
        XCTAssertEqual(
            findings.map(\.message), [String(whole.prefix(Finding.messageLimit - 40)) + "… (268 more characters)"])
    }

    /// A square and `fonts` texts, each asking for a font of 900,001 characters ("0aaa…", "1aaa…"): ten of them stay
    /// under
    /// the 10 MB the XML parser reads.
    private static func svg(fonts: Int) -> String {
        let family = String(repeating: "a", count: 900_000)
        let texts = (0..<fonts).map { #"<text x="5" y="20" font-family="\#($0)\#(family)">A</text>"# }.joined()
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35">"# + square + texts + "</svg>"
    }

    func testANineMegabyteLinkedHrefIsQuotedCut() throws {
        let workspace = try Workspace(self)
        try workspace.add(
            "href.svg",
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 35 35">"#
                + Self.square + #"<image x="0" y="0" width="10" height="10" xlink:href=""# + nineMillion
                + #".png"/></svg>"#)
        let report = try workspace.build()
        XCTAssertEqual(
            report.findings.filter { $0.rule == .svgRasterImage }.map(\.message),
            [
                "a linked raster image \"\(sixty)…\" (8,999,944 more characters) (line 1) is pixels, not vector: it is drawn scaled to "
                    + "each canvas and judged as the PNG it is, so it blurs where it is enlarged; redraw it as shapes, or export the "
                    + "glyph as a PNG at @3x size"
            ])
        assertEveryFormatIsShort(
            BuildReportSubject(report: report, configuration: workspace.configuration()),
            marker: "is pixels, not vector")
    }

    /// 25,000 shortcuts Android keeps (a literal id, a @string short label; disabled, so none needs an intent):
    /// eight ids and the count of the rest, where 24,996 ids were once quoted in one line of 239,139 characters.
    func testTwentyFiveThousandShortcutsNameEightAndCountTheRest() throws {
        let shortcuts = (0..<25_000).map {
            #"    <shortcut android:shortcutId="s\#($0)" android:enabled="false" android:shortcutShortLabel="@string/compose_short"/>"#
        }
        let tree = AndroidFixtures.module(
            [], files: [AndroidFixtures.shortcutsFile: .text(AndroidFixtures.shortcutsXML(shortcuts))])
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        let report = try Auditor().check(paths: [folder.appendingPathComponent(AndroidFixtures.root).path])
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "\(AndroidFixtures.shortcutsFile):7:5: warning: 25,000 shortcuts are declared; Google advises 4, and launchers show fewer than "
                    + "Android accepts (dynamic shortcuts first), so \"s4\", \"s5\", \"s6\", \"s7\", \"s8\", \"s9\", \"s10\", \"s11\", … and "
                    + "24,988 more may never appear; Android itself ignores those past 15: keep the four most useful [android-too-many-shortcuts]"
            ])
        assertEveryFormatIsShort(report, marker: "shortcuts are declared")
        // The list of shortcuts names 20 and counts the rest, in the text and the JSON alike.
        let table = try XCTUnwrap(report.textLayout.preamble.first)
        XCTAssertEqual(table.components(separatedBy: "\n").count, 1 + 2 * 20 + 1, table)
        XCTAssertTrue(table.hasSuffix("\n  … and 24,980 more"), table)
        XCTAssertEqual(report.jsonObject["androidShortcutsNotListed"] as? Int, 24_980)
        XCTAssertEqual((report.jsonObject["androidShortcuts"] as? [Any])?.count, 20)
    }

    /// A typo among a catalog of many near names suggests three of them, not every one.
    func testATypoAmongManyNearNamesSuggestsThree() throws {
        let plist = Fixtures.infoPlist(items: [
            [
                "UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A",
                "UIApplicationShortcutItemIconFile": "ab",
            ]
        ])
        guard case .bytes(let data) = plist else { return XCTFail("\(plist)") }
        var subject = ShortcutsSubject(plist: try InfoPlistFile.parse(data, path: "Info.plist").get())
        subject.availableIcons = Set((1...500).map { "ab\($0)" })
        XCTAssertEqual(
            IconFileUnresolvedRule().validate(subject, context: RuleContext()).map(\.message),
            [
                "UIApplicationShortcutItems[0].UIApplicationShortcutItemIconFile is \"ab\" but no image has that name (did you mean "
                    + "\"ab1\" or \"ab10\" or \"ab11\"?); no asset catalog was found. The action would show no icon: add ab.imageset to a "
                    + "catalog or fix the name"
            ])
    }
}

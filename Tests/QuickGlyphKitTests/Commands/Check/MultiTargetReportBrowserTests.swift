import Foundation
import QuickGlyphReport
import QuickGlyphTestSupport
import XCTest

/// The check report of a multi-target app as Chromium draws it, on a desktop (1280 px) and a
/// phone (390 px): each target's menu whole and inside the window, the page never wider than
/// the window, and no word of a table or a finding split across two lines.
final class MultiTargetReportBrowserTests: XCTestCase {
    /// Appended to the page by the test only: what the page's own script does not say, written
    /// into the DOM for `--dump-dom`. A word is split when its characters lie on more than one line.
    static let probe = """
        <script>
        const split = [];
        for (const cell of document.querySelectorAll('td, th, .finding, .where, .location')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.data.matchAll(/[A-Za-z]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
              if (tops.size > 1) split.push(match[0]);
            }
          }
        }
        // Into the outer page's body when the page is framed (a phone's width), else its own.
        const out = window.parent.document.body;
        out.setAttribute('data-split-words', split.join(' '));
        out.setAttribute('data-scroll-width', document.documentElement.scrollWidth);
        out.setAttribute('data-window-width', window.innerWidth);
        out.setAttribute('data-boxes', [...document.querySelectorAll('[data-box]')]
          .map(element => element.getAttribute('data-layout') + '=' + element.getAttribute('data-box')).join(' '));
        </script>
        </body>
        """

    struct Page {
        var boxes: [String: (x: Int, y: Int, width: Int, height: Int)]
        var splitWords: [String]
        var scrollWidth: Int
    }

    private func load(width: Int, in folder: URL) throws -> Page {
        let (report, _) = try CheckTestSupport.checkApp(MultiTargetReportTests.tree, test: self)
        let html = HTMLReporter().document(report).replacingOccurrences(of: "</body>", with: Self.probe)
        let page = folder.appendingPathComponent("report-\(width).html")
        let height = 2400
        // Chromium's window is at least 500 px wide: a phone's width is a frame in it.
        let framed = width < 500
        try Data((framed ? HeadlessChromium.frame(html, width: width, height: height) : html).utf8).write(to: page)
        let chromium = try HeadlessChromium(
            test: self, profile: folder.appendingPathComponent("profile-\(width)"),
            width: framed ? 500 : width)
        let dom = try chromium.dumpDOM(page)
        // QUICKGLYPH_SCREENSHOTS=folder keeps the page and its screenshot for a person to look at.
        if let keep = ProcessInfo.processInfo.environment["QUICKGLYPH_SCREENSHOTS"] {
            let kept = URL(fileURLWithPath: keep)
            try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: kept.appendingPathComponent(page.lastPathComponent))
            try FileManager.default.copyItem(at: page, to: kept.appendingPathComponent(page.lastPathComponent))
            _ = try chromium.screenshot(
                page, height: height, to: kept.appendingPathComponent("multi-target-report-\(width).png"))
        }
        func attribute(_ name: String) throws -> String {
            let range = try XCTUnwrap(
                dom.range(of: "\(name)=\"([^\"]*)\"", options: .regularExpression), "no \(name) in the DOM")
            return String(dom[range].dropFirst(name.count + 2).dropLast())
        }
        XCTAssertEqual(try attribute("data-window-width"), String(width), "the window Chromium drew the page in")
        var boxes: [String: (x: Int, y: Int, width: Int, height: Int)] = [:]
        for entry in try attribute("data-boxes").split(separator: " ") {
            let parts = entry.split(separator: "=")
            let numbers = parts[1].split(separator: ",").compactMap { Int($0) }
            boxes[String(parts[0])] = (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        return Page(
            boxes: boxes,
            splitWords: try attribute("data-split-words").split(separator: " ").map(String.init),
            scrollWidth: try XCTUnwrap(Int(try attribute("data-scroll-width"))))
    }

    func testOnADesktopEachTargetsMenuStandsLightBesideDark() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let page = try load(width: HeadlessChromium.width, in: folder)
        XCTAssertLessThanOrEqual(page.scrollWidth, HeadlessChromium.width)
        XCTAssertEqual(page.splitWords, [])
        for prefix in ["menu", "menu-2"] {
            let light = try XCTUnwrap(page.boxes["\(prefix)-light"]), dark = try XCTUnwrap(page.boxes["\(prefix)-dark"])
            XCTAssertEqual(light.y, dark.y, "\(prefix): light and dark on one line")
            XCTAssertLessThan(light.x + light.width, dark.x)
            XCTAssertEqual(light.width, 254, "a menu is 254 pt wide, as iOS draws it")
        }
        // Lite's one row above Player's four (two targets' pairs do not fit one line): a row is at least 52 pt.
        let lite = try XCTUnwrap(page.boxes["menu-light"]), player = try XCTUnwrap(page.boxes["menu-2-light"])
        XCTAssertGreaterThan(player.y, lite.y + lite.height)
        XCTAssertGreaterThanOrEqual(player.height, 4 * 52)
        XCTAssertLessThan(lite.height, 2 * 52)
    }

    func testOnAPhoneEachMenuIsWholeAndNothingIsWiderThanTheScreen() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let width = HeadlessChromium.phoneWidth
        let page = try load(width: width, in: folder)
        XCTAssertLessThanOrEqual(page.scrollWidth, width, "the page scrolls sideways on a phone")
        XCTAssertEqual(page.splitWords, [], "words split across lines on a phone")
        for name in ["menu-light", "menu-dark", "menu-2-light", "menu-2-dark"] {
            let menu = try XCTUnwrap(page.boxes[name], name)
            XCTAssertGreaterThanOrEqual(menu.x, 0, name)
            XCTAssertLessThanOrEqual(menu.x + menu.width, width, "\(name) is cut off at \(menu)")
            XCTAssertEqual(
                Double(menu.x) + Double(menu.width) / 2, Double(width) / 2, accuracy: 3, "\(name) centred on the phone")
        }
        let lite = try XCTUnwrap(page.boxes["menu-dark"]), player = try XCTUnwrap(page.boxes["menu-2-light"])
        XCTAssertGreaterThan(player.y, lite.y + lite.height, "one menu below the other")
    }
}

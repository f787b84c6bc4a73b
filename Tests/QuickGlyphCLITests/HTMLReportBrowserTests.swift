import Foundation
import QuickGlyphGlyphs
import QuickGlyphTestSupport
import XCTest

/// The HTML report as a browser draws it: Chromium loads the page, a screenshot is
/// taken and its pixels checked where the page says the menu, the icons and the
/// marks are; the DOM is checked against the findings of the same run in JSON.
final class HTMLReportBrowserTests: XCTestCase {
    static let tidepool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("QuickGlyphKitTests/Fixtures/apps/plist-icons-nested-pdf-long-translations")
    /// The page's own background, #f5f5f7.
    static let background = (red: 245, green: 245, blue: 247)

    typealias Box = (x: Int, y: Int, width: Int, height: Int)

    func testCheckReportOfARealAppInChromium() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let chromium = try HeadlessChromium(test: self, profile: folder.appendingPathComponent("profile"))
        let app = HTMLReportBrowserTests.tidepool.path
        let html = try CLIRunner.run(["check", app, "--format", "html"])
        XCTAssertEqual(html.status, 0, html.stderr)
        let again = try CLIRunner.run(["check", app, "--format", "html"])
        XCTAssertEqual(html.stdout, again.stdout, "the same check gives the same page")
        let json = try CLIRunner.run(["check", app, "--format", "json"])
        let page = folder.appendingPathComponent("check.html")
        try Data(html.stdout.utf8).write(to: page)
        let result = try verify(
            page, findings: try findings(json.stdout), chromium: chromium, in: folder, name: "check")
        // Tidepool's three actions all have custom icons, each drawn in both menus.
        XCTAssertEqual(result.boxes.keys.filter { $0.hasPrefix("menu-light-icon-") }.count, 3)
        XCTAssertEqual(result.boxes.keys.filter { $0.hasPrefix("menu-dark-icon-") }.count, 3)
        XCTAssertTrue(result.dom.contains("Paste as New Note"), "a title of the app's menu")
    }

    func testBuildReportWithAMarkedPixelInChromium() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let chromium = try HeadlessChromium(test: self, profile: folder.appendingPathComponent("profile"))
        try SampleHandoff.copy(into: folder)
        // Drawn to the left edge of its artboard: a glyph-touches-edge warning with a pixel.
        try Data(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 35 35\"><rect x=\"0\" y=\"6\" width=\"22\" height=\"23\" rx=\"3\"/></svg>"
                .utf8
        )
        .write(to: folder.appendingPathComponent("glyphs/edge.svg"))
        // stdout keeps --format json while --report writes the page.
        let run = try CLIRunner.run(
            ["build", "glyphs", "--out", "out", "--fit", "viewbox", "--format", "json", "--report", "report.html"],
            in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let found = try findings(run.stdout)
        let page = folder.appendingPathComponent("report.html")
        // --format html prints the same kind of page on stdout.
        let printed = try CLIRunner.run(
            ["build", "glyphs", "--out", "out-html", "--fit", "viewbox", "--format", "html"], in: folder)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(printed.stdout.components(separatedBy: "<li class=\"finding ").count - 1, found.count)
        let result = try verify(page, findings: found, chromium: chromium, in: folder, name: "build")
        // Compose, scan and heart are glyphs; search (a system icon) is drawn as its lookalike.
        XCTAssertEqual(result.boxes.keys.filter { $0.hasPrefix("menu-light-icon-") }.count, 4)
        XCTAssertTrue(result.dom.contains("data-lookalike=\"search\""), "the system icon is drawn as its lookalike")
        // As iOS draws the menu: no line of small print under the row's title (issue 43, item 7); the icon carries
        // the legend's mark, whose tooltip names the icon.
        XCTAssertFalse(result.dom.contains("class=\"icon-note\""), "no small print in the menu")
        XCTAssertFalse(result.dom.contains("drawn approximately</div>"), "no small print in the menu")
        XCTAssertTrue(
            result.dom.contains(
                "<span class=\"approximate\" title=\"system icon \u{201C}search\u{201D}: "
                    + "iOS\u{2019}s own icon, drawn approximately\">\u{2248}</span>"), "the mark names the icon")
        XCTAssertTrue(result.dom.contains("<p class=\"legend\"><span class=\"approximate\">\u{2248}</span>"))

        // The edge glyph's pixel is boxed where it is on the enlarged @3x image.
        let edge = try XCTUnwrap(found.firstIndex { $0.rule == "glyph-touches-edge" })
        let pixel = try XCTUnwrap(found[edge].pixel)
        let iconNumber = try XCTUnwrap(
            result.dom.range(of: "id=\"icon-(\\d+)\" data-icon=\"edge\"", options: .regularExpression)
                .map { String(result.dom[$0]).filter(\.isNumber) })
        for appearance in ["light", "dark"] {
            let mark = try XCTUnwrap(result.boxes["mark-f\(edge + 1)-\(appearance)"], "no mark for the edge pixel")
            let zoom = try XCTUnwrap(
                result.boxes.first { $0.key.hasPrefix("icon-\(iconNumber)-zoom-") && $0.key.hasSuffix(appearance) }?
                    .value)
            let factor = Double(zoom.width) / 105
            XCTAssertEqual(
                Double(mark.x) + Double(mark.width) / 2, Double(zoom.x) + (Double(pixel.x) + 0.5) * factor,
                accuracy: 1.5)
            XCTAssertEqual(
                Double(mark.y) + Double(mark.height) / 2, Double(zoom.y) + (Double(pixel.y) + 0.5) * factor,
                accuracy: 1.5)
            let red = count(in: result.screenshot, mark) {
                $0.red > 200 && $0.green < 110 && $0.blue > 40 && $0.blue < 150
            }
            XCTAssertGreaterThan(red, 20, "the mark at \(mark) is drawn in the screenshot (\(appearance))")
        }
    }

    /// `build --android --report`: Chromium draws the launcher's popup beside the menu, its surface
    /// in Material 3's baseline colours, each icon the masked adaptive icon (the surface shows at
    /// the corners of the icon's box, outside the circle; the glyph's colour at its centre).
    func testBuildReportDrawsTheAndroidPopupInChromium() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let chromium = try HeadlessChromium(test: self, profile: folder.appendingPathComponent("profile"))
        let glyphs = folder.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"#
                .utf8
        )
        .write(to: glyphs.appendingPathComponent("square.svg"))
        try Data(
            #"{"items": [{"type": "a.square", "title": "Square", "glyph": "square", "android": {"data": "app://square"}}]}"#
                .utf8
        )
        .write(to: glyphs.appendingPathComponent("shortcuts.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("res"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(
            ["build", "glyphs", "--out", "out", "--android", "res", "--report", "report.html"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let page = folder.appendingPathComponent("report.html")
        let boxes = HeadlessChromium.boxes(in: try chromium.dumpDOM(page))
        let light = try XCTUnwrap(boxes["android-light"]), dark = try XCTUnwrap(boxes["android-dark"])
        let menu = try XCTUnwrap(boxes["menu-dark"])
        XCTAssertLessThan(light.x + light.width, dark.x, "light and dark side by side")
        XCTAssertGreaterThan(light.y, menu.y + menu.height, "below the iOS menus")
        XCTAssertEqual([light.width, light.height], [216, 52], "one 52 dp row in a 216 dp popup")
        let image = try chromium.screenshot(
            page, height: dark.y + dark.height + 40, to: folder.appendingPathComponent("android.png"))
        let raster = image.raster
        func color(_ x: Int, _ y: Int) -> [Int] {
            let index = (y * raster.width + x) * 4
            return (0..<3).map { Int(raster.pixels[index + $0]) }
        }
        func near(_ found: [Int], _ expected: [Int], _ what: String) {
            XCTAssertTrue(zip(found, expected).allSatisfy { abs($0 - $1) <= 3 }, "\(what): \(found), not \(expected)")
        }
        for (name, popup, surface) in [("light", light, [0xF3, 0xED, 0xF7]), ("dark", dark, [0x21, 0x1F, 0x26])] {
            let icon = try XCTUnwrap(boxes["android-\(name)-icon-1"])
            XCTAssertEqual(
                [icon.x - popup.x, icon.y - popup.y, icon.width, icon.height], [16, 14, 24, 24],
                "the icon's place and size")
            near(color(popup.x + popup.width - 30, popup.y + 4), surface, "\(name) popup's surface")
            near(color(icon.x, icon.y), surface, "\(name) icon's corner, outside the circle")
            near(color(icon.x + icon.width - 1, icon.y + icon.height - 1), surface, "\(name) icon's far corner")
            near(color(icon.x + 12, icon.y + 12), [0x5F, 0x63, 0x68], "\(name) icon's centre, the glyph")
            near(color(icon.x + 12, icon.y + 2), [0xF5, 0xF5, 0xF5], "\(name) icon above the glyph, the background")
        }
    }

    /// check's pixels are of the PNG a finding names: the archive glyph's @2x, drawn to the edge.
    func testCheckMarksThePixelOfAPNG() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let chromium = try HeadlessChromium(test: self, profile: folder.appendingPathComponent("profile"))
        try FileTree.write(FixtureApp.tree, to: folder)
        let html = try CLIRunner.run(["check", "App", "--format", "html"], in: folder)
        let json = try CLIRunner.run(["check", "App", "--format", "json"], in: folder)
        let found = try findings(json.stdout)
        let page = folder.appendingPathComponent("check.html")
        try Data(html.stdout.utf8).write(to: page)
        let result = try verify(page, findings: found, chromium: chromium, in: folder, name: "check")
        let edge = try XCTUnwrap(found.firstIndex { $0.rule == "glyph-touches-edge" })
        let pixel = try XCTUnwrap(found[edge].pixel)
        for appearance in ["light", "dark"] {
            let mark = try XCTUnwrap(result.boxes["mark-f\(edge + 1)-\(appearance)"], "no mark for the edge pixel")
            // The @2x image (70 px) is the one enlarged for it.
            let zoom = try XCTUnwrap(
                result.boxes.first { key, box in
                    key.contains("-zoom-") && key.hasSuffix(appearance) && box.x <= mark.x + mark.width / 2
                        && mark.x + mark.width / 2 <= box.x + box.width && box.y <= mark.y + mark.height / 2
                        && mark.y + mark.height / 2 <= box.y + box.height
                }?.value, "the mark is not on an enlarged image")
            let factor = Double(zoom.width) / 70
            XCTAssertEqual(
                Double(mark.x) + Double(mark.width) / 2, Double(zoom.x) + (Double(pixel.x) + 0.5) * factor,
                accuracy: 1.5)
            XCTAssertEqual(
                Double(mark.y) + Double(mark.height) / 2, Double(zoom.y) + (Double(pixel.y) + 0.5) * factor,
                accuracy: 1.5)
        }
    }

    /// A report that cannot be written is an error naming the file, exit 2; stdout is still printed.
    func testReportThatCannotBeWrittenNamesTheFile() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
        let target = folder.appendingPathComponent("file/report.html").path
        let run = try CLIRunner.run([
            "check", HTMLReportBrowserTests.tidepool.path, "--format", "json", "--report", target,
        ])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("could not write the HTML report to \(target)"), run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("{"), "stdout keeps --format json")
    }

    // MARK: Checks shared by both pages

    struct Found {
        var rule: String
        var pixel: (x: Int, y: Int)?
        /// Shown in its icon's section (a file inside a catalog), which comes before the other findings.
        var inCatalog = false
    }

    private func findings(_ json: String) throws -> [Found] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try XCTUnwrap(document["findings"] as? [[String: Any]])
        return list.map { finding in
            let pixel = (finding["pixel"] as? [String: Int]).map { (x: $0["x"] ?? -1, y: $0["y"] ?? -1) }
            return Found(
                rule: finding["rule"] as? String ?? "", pixel: pixel,
                inCatalog: (finding["path"] as? String ?? "").contains(".xcassets/"))
        }
    }

    private func verify(
        _ page: URL, findings: [Found], chromium: HeadlessChromium, in folder: URL, name: String
    ) throws
        -> (dom: String, boxes: [String: Box], screenshot: PNGImage)
    {
        let dom = try chromium.dumpDOM(page)
        // Every finding is on the page once: the icons' in the order of every other format, then the others in that
        // order.
        let rules = matches("<li class=\"finding [^\"]*\" id=\"f\\d+\" data-rule=\"([^\"]+)\"", in: dom)
        XCTAssertEqual(
            rules, (findings.filter(\.inCatalog) + findings.filter { !$0.inCatalog }).map(\.rule),
            "the page lists each finding once, in order")
        for rule in Set(findings.map(\.rule)) { XCTAssertTrue(dom.contains("data-rule=\"\(rule)\""), rule) }
        let counts = matches("data-count=\"(\\w+)\">(\\d+) ", in: dom, group: 2)
        XCTAssertEqual(counts.compactMap(Int.init).reduce(0, +), findings.count)

        let boxes = HeadlessChromium.boxes(in: dom)
        let menuLight = try XCTUnwrap(boxes["menu-light"], "the light menu has no box")
        let menuDark = try XCTUnwrap(boxes["menu-dark"], "the dark menu has no box")
        XCTAssertLessThan(menuLight.x + menuLight.width, menuDark.x, "light and dark side by side")
        let height = (boxes.values.map { $0.y + $0.height }.max() ?? 800) + 40
        let shot = folder.appendingPathComponent("\(name).png")
        let image = try chromium.screenshot(page, height: height, to: shot)
        XCTAssertEqual(image.raster.width, HeadlessChromium.width)
        XCTAssertEqual(image.raster.height, height)
        // Not blank: most of a report is page background, but far from all of it.
        let all = (x: 0, y: 0, width: image.raster.width, height: image.raster.height)
        let drawn = count(in: image, all) { !isBackground($0) }
        XCTAssertGreaterThan(Double(drawn) / Double(all.width * all.height), 0.05, "the screenshot is nearly blank")

        // The menus: panels over the wallpaper, nothing of the page's background inside.
        for menu in [menuLight, menuDark] {
            let inside = count(in: image, menu) { !isBackground($0) }
            XCTAssertGreaterThan(
                Double(inside) / Double(menu.width * menu.height), 0.98, "the menu at \(menu) is not drawn")
        }
        // Every icon: black ink on light, white ink on dark, inside its box.
        // The Android popup's icons are coloured, not templates: their own test judges them.
        for (key, box) in boxes
        where (key.contains("-icon-") || key.contains("-zoom-") || key.contains("-real-")) && !key.hasPrefix("android-")
        {
            let dark = key.hasSuffix("dark") || key.hasPrefix("menu-dark")
            let ink = count(in: image, box) { dark ? luminance($0) > 200 : luminance($0) < 60 }
            XCTAssertGreaterThan(ink, max(3, box.width * box.height / 100), "no ink in \(key) at \(box)")
        }
        XCTAssertFalse(boxes.keys.filter { $0.contains("-zoom-") }.isEmpty, "no enlarged icon")
        return (dom, boxes, image)
    }

    private func matches(_ pattern: String, in text: String, group: Int = 1) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: group))
        }
    }

    typealias Color = (red: Int, green: Int, blue: Int)

    private func isBackground(_ color: Color) -> Bool {
        let background = HTMLReportBrowserTests.background
        return abs(color.red - background.red) <= 2 && abs(color.green - background.green) <= 2
            && abs(color.blue - background.blue) <= 2
    }

    private func luminance(_ color: Color) -> Int {
        (color.red * 299 + color.green * 587 + color.blue * 114) / 1000
    }

    /// The pixels inside `box` (clipped to the image) that `test` accepts.
    private func count(in image: PNGImage, _ box: Box, _ test: (Color) -> Bool) -> Int {
        let raster = image.raster
        var found = 0
        for y in max(0, box.y)..<min(raster.height, box.y + box.height) {
            for x in max(0, box.x)..<min(raster.width, box.x + box.width) {
                let index = (y * raster.width + x) * 4
                if test((Int(raster.pixels[index]), Int(raster.pixels[index + 1]), Int(raster.pixels[index + 2]))) {
                    found += 1
                }
            }
        }
        return found
    }
}

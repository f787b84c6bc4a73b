import Foundation
import QuickGlyphGlyphs
import XCTest

/// `build --preview`: the sample's menu drawn by librsvg, checked by its pixels.
final class BuildPreviewTests: XCTestCase {
    /// MenuPreview's layout in points, at @2x: the first row's icon, 35 pt, 16 pt from the
    /// menu's right edge (less the 6 pt UIKit leaves inside the canvas), the menu 24 pt
    /// into a 302 pt panel, below a 26 pt caption.
    static let firstIconLight = (x: 466, y: 113, side: 70)
    static let panelPixels = 604

    func testPreviewOfTheSampleHandoff() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: folder)
        let run = try CLIRunner.run(["build", "glyphs", "--out", "out", "--preview", "preview.png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let data = try Data(contentsOf: folder.appendingPathComponent("preview.png"))
        let image = try PNGImage(data: data)
        // Two 302 pt panels; 24 + 26 + four rows (48, 60, 48, 48) + two footnote lines (the system icon's
        // lookalike and the legend's mark; Favorites is the sample's heart glyph) + 24 pt high.
        XCTAssertEqual(image.header.width, 2 * BuildPreviewTests.panelPixels)
        XCTAssertEqual(image.header.height, 2 * (24 + 26 + 204 + 10 + 2 * 15 + 24))
        XCTAssertEqual(image.header.colorType, .rgba)

        let raster = image.raster
        func luminance(_ x: Int, _ y: Int) -> Int {
            let index = (y * raster.width + x) * 4
            return
                (Int(raster.pixels[index]) * 299 + Int(raster.pixels[index + 1]) * 587 + Int(raster.pixels[index + 2])
                * 114) / 1000
        }
        func mean(_ xs: Range<Int>) -> Double {
            var total = 0
            for y in 0..<raster.height { for x in xs { total += luminance(x, y) } }
            return Double(total) / Double(xs.count * raster.height)
        }
        let light = mean(0..<BuildPreviewTests.panelPixels), dark = mean(BuildPreviewTests.panelPixels..<raster.width)
        XCTAssertLessThan(dark + 80, light, "the dark half (\(dark)) is darker than the light half (\(light))")

        // "New Message"'s compose glyph: black ink on the light menu, white on the dark one, where the layout puts it.
        let icon = BuildPreviewTests.firstIconLight
        for (offset, isInk) in [
            (0, { (value: Int) in value < 60 }), (BuildPreviewTests.panelPixels, { (value: Int) in value > 200 }),
        ] {
            var ink = 0
            for y in icon.y..<(icon.y + icon.side) {
                for x in (icon.x + offset)..<(icon.x + offset + icon.side) where isInk(luminance(x, y)) { ink += 1 }
            }
            XCTAssertGreaterThan(ink, 400, "the compose glyph is drawn at its place (panel at \(offset) px)")
            // Left of the icon, over the menu, between title and icon: no ink.
            var stray = 0
            for y in icon.y..<(icon.y + icon.side) {
                for x in (icon.x + offset - 20)..<(icon.x + offset - 4) where isInk(luminance(x, y)) { stray += 1 }
            }
            XCTAssertEqual(stray, 0, "nothing between the title and the icon")
        }

        // The same input draws the same bytes.
        let again = try CLIRunner.run(
            ["build", "glyphs", "--out", "out", "--preview", "again.png", "--quiet"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("again.png")), data)
    }

    /// `--android` beside `--preview` and `--report`: the picture grows two Android panels (the
    /// launcher's popup, light and dark) after the iOS ones, whose icons are the written
    /// adaptive icons masked to a circle; the report holds the same popup.
    func testWithAndroidThePreviewAndTheReportDrawTheLaunchersPopup() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: folder)
        try Data(
            #"""
            {"items": [
              {"type": "a.compose", "title": "New Message", "glyph": "compose", "android": {"data": "app://compose"}},
              {"type": "a.fav", "title": "Favorites", "glyph": "heart", "dynamic": true},
              {"type": "a.scan", "title": "Scan Code", "glyph": "scan", "android": {"data": "app://scan"}}
            ]}
            """#.utf8
        ).write(to: folder.appendingPathComponent("glyphs/shortcuts.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("res"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(
            [
                "build", "glyphs", "--out", "out", "--android", "res", "--preview", "preview.png",
                "--report", "report.html",
            ], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let raster = try PNGImage(data: Data(contentsOf: folder.appendingPathComponent("preview.png"))).raster
        // Two 302 pt iOS panels, two 264 pt Android ones, at @2x.
        XCTAssertEqual(raster.width, 2 * BuildPreviewTests.panelPixels + 2 * 2 * 264)
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let index = (y * raster.width + x) * 4
            return (0..<3).map { Int(raster.pixels[index + $0]) }
        }
        // Each row's 24 pt icon 16 pt into the popup, 24 pt into its panel, 14 pt down the 52 pt row below the caption.
        for (panel, surface) in [(0, [0xF3, 0xED, 0xF7]), (1, [0x21, 0x1F, 0x26])] {
            let left = 2 * (604 + 264 * panel + 24 + 16)
            for row in 0..<2 {
                let top = 2 * (24 + 26 + 52 * row + 14)
                XCTAssertEqual(
                    rgb(left, top), surface, "the corner of row \(row + 1)'s icon is outside the circle: the popup")
                XCTAssertEqual(
                    rgb(left + 24, top + 3), [0xF5, 0xF5, 0xF5], "inside the circle, above the glyph: the background")
            }
        }
        // The static shortcuts in the file's order, the dynamic one left out, as the launcher lists them.
        let page = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h2>App shortcuts as the Android launcher shows them</h2>"))
        let labels = page.components(separatedBy: "<div class=\"label\">").dropFirst().map {
            $0.components(separatedBy: "<")[0]
        }
        XCTAssertEqual(labels, ["New Message", "Scan Code", "New Message", "Scan Code"])
        XCTAssertEqual(
            page.components(
                separatedBy: "class=\"popup-icon\" alt=\"\" width=\"24\" height=\"24\" src=\"data:image/png;base64,"
            ).count, 5)
    }

    /// The sample's glyphs with `items` (JSON objects) as the items file, built with a preview.
    private func preview(_ items: [String], in folder: URL, name: String) throws -> (CLIRunner.Result, PNGImage?) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("glyphs"))
        try SampleHandoff.copy(into: folder)
        // The sample has three glyphs; six items need three more, shapes of our own that fit the HIG box.
        for (name, shape) in Self.extraGlyphs {
            try Data(
                ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"35\" height=\"35\" viewBox=\"0 0 35 35\">"
                    + shape + "</svg>").utf8
            ).write(to: folder.appendingPathComponent("glyphs/\(name).svg"))
        }
        try Data(("{\"items\": [" + items.joined(separator: ",\n") + "]}").utf8)
            .write(to: folder.appendingPathComponent("glyphs/shortcuts.json"))
        let run = try CLIRunner.run(
            ["build", "glyphs", "--out", "out-\(name)", "--preview", "\(name).png"], in: folder)
        let data = try? Data(contentsOf: folder.appendingPathComponent("\(name).png"))
        return (run, try data.map { try PNGImage(data: $0) })
    }

    private static let extraGlyphs = [
        ("timer", "<circle cx=\"17.5\" cy=\"18.5\" r=\"11\"/><rect x=\"15\" y=\"4\" width=\"5\" height=\"3\"/>"),
        ("bookmark", "<path d=\"M10 5h15v25l-7.5-6-7.5 6z\"/>"),
        ("send", "<path d=\"M5 17.5 30 6 23 30 17 20z\"/>"),
    ]
    private static let compose = #"{"type": "a.compose", "title": "Compose", "glyph": "compose"}"#
    private static let scan = #"{"type": "a.scan", "title": "Scan", "subtitle": "QR or barcode", "glyph": "scan"}"#
    private static let timer = #"{"type": "a.timer", "title": "Timer", "glyph": "timer"}"#
    private static let like = #"{"type": "a.like", "title": "Like", "glyph": "heart"}"#
    private static let bookmark = #"{"type": "a.bookmark", "title": "Bookmark", "glyph": "bookmark", "dynamic": true}"#
    private static let send = #"{"type": "a.send", "title": "Send", "glyph": "send", "dynamic": true}"#

    /// Six items, the two dynamic ones among them first in the file: the phone shows the four
    /// static ones, so the picture is those four rows and a two-line footnote, and nothing where
    /// a fifth row would be.
    func testSixItemsDrawTheFourRowsThePhoneShows() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let (fourRun, fourImage) = try preview(
            [Self.compose, Self.scan, Self.timer, Self.like], in: folder, name: "four")
        XCTAssertEqual(fourRun.status, 0, fourRun.stderr)
        let (sixRun, sixImage) = try preview(
            [Self.bookmark, Self.compose, Self.scan, Self.send, Self.timer, Self.like], in: folder, name: "six")
        XCTAssertEqual(sixRun.status, 0, sixRun.stderr)
        // The build's warning names the same two the preview leaves out.
        XCTAssertTrue(
            sixRun.stderr.contains(
                "6 quick actions are declared but the system shows four; \"Bookmark\", \"Send\" never appear"),
            sixRun.stderr)
        let four = try XCTUnwrap(fourImage), six = try XCTUnwrap(sixImage)
        // 24 + 26 + rows (48, 60, 48, 48) + 24 pt; six adds the footnote: 10 pt and two 15 pt lines
        // ("2 more not shown: iOS shows at most 4", "(Bookmark, Send)").
        XCTAssertEqual(four.header.height, 2 * (24 + 26 + 204 + 24))
        XCTAssertEqual(six.header.height, four.header.height + 2 * (10 + 2 * 15))
        XCTAssertEqual(six.header.width, 2 * BuildPreviewTests.panelPixels)

        func luminance(_ image: PNGImage, _ x: Int, _ y: Int) -> Double {
            let raster = image.raster, index = (y * raster.width + x) * 4
            return Double(
                Int(raster.pixels[index]) * 299 + Int(raster.pixels[index + 1]) * 587 + Int(raster.pixels[index + 2])
                    * 114) / 1000
        }
        /// How far a strip of the menu's right edge (270–276 pt, right of the icons and of any footnote)
        /// is from the wallpaper beside the menu (286–292 pt), over rows `ys` in points: the menu is far, wallpaper
        /// near.
        func panelContrast(_ image: PNGImage, panel: Int, _ ys: Range<Int>) -> Double {
            var total = 0.0
            for y in (ys.lowerBound * 2)..<(ys.upperBound * 2) {
                for step in 0..<12 {
                    let offset = panel * BuildPreviewTests.panelPixels
                    total += abs(luminance(image, offset + 540 + step, y) - luminance(image, offset + 572 + step, y))
                }
            }
            return total / Double(ys.count * 2 * 12)
        }
        let fourthRow = 206..<254, fifthRow = 254..<302
        for panel in 0..<2 {
            XCTAssertGreaterThan(
                panelContrast(six, panel: panel, fourthRow), 12, "the fourth row is on the menu (panel \(panel))")
            XCTAssertLessThan(panelContrast(six, panel: panel, fifthRow), 4, "no fifth row is drawn (panel \(panel))")
        }

        // The rows are the four-item build's, in its order: the same glyph ink in each icon's place
        // (Compose first, not Bookmark, the first item in the file).
        let icon = BuildPreviewTests.firstIconLight
        for (row, top) in [0, 48, 108, 156].enumerated() {
            var differing = 0, ink = 0
            let y0 = icon.y + 2 * top + (row == 1 ? 12 : 0)
            for y in y0..<(y0 + icon.side) {
                for x in icon.x..<(icon.x + icon.side) {
                    let inFour = luminance(four, x, y) < 60, inSix = luminance(six, x, y) < 60
                    if inFour { ink += 1 }
                    if inFour != inSix { differing += 1 }
                }
            }
            XCTAssertGreaterThan(ink, 300, "row \(row + 1) has a glyph")
            XCTAssertLessThan(differing, ink / 50, "row \(row + 1) shows the same glyph as the four-item build")
        }
    }

    /// Drawn as rows, 500 items asked cairo for a surface taller than it makes, and the
    /// preview failed; the phone shows four, and so does the picture.
    func testHundredsOfItemsStillDrawFourRows() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let items = (1...500).map { #"{"type": "a.\#($0)", "title": "Action \#($0)", "systemIcon": "add"}"# }
        let (run, image) = try preview(items, in: folder, name: "many")
        XCTAssertEqual(run.status, 0, run.stderr)
        // Four 48 pt rows, four system-icon footnotes and their explanation, and the note on the 496 others.
        let note = [
            "496 more not shown: iOS shows at most 4", "(Action 5, Action 6, Action 7, Action 8,",
            "Action 9, Action 10, Action 11,", "Action 12 and 488 more)",
        ]
        XCTAssertEqual(try XCTUnwrap(image).header.height, 2 * (24 + 26 + 4 * 48 + 10 + (4 + 1 + note.count) * 15 + 24))
    }

    /// An items file with no item has nothing to draw: a finding naming the preview, and no picture.
    func testAnEmptyItemsFileIsAFindingNotAPicture() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        let (run, image) = try preview([], in: folder, name: "empty")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "empty.png: error: cannot write the preview: the items file has no quick action to draw "
                    + "(it is missing, empty or has an error reported above) [write-failed]"), run.stderr)
        XCTAssertNil(image)
    }

    func testPreviewThatCannotBeWrittenIsAnErrorNamingTheFile() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: folder)
        // A file where the folder should be.
        let run = try CLIRunner.run(
            ["build", "glyphs", "--out", "out", "--preview", "glyphs/shortcuts.json/preview.png"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(
            run.stderr.contains("glyphs/shortcuts.json/preview.png: error: cannot write the preview"), run.stderr)
        XCTAssertTrue(run.stderr.contains("[write-failed]"), run.stderr)
    }

    func testPreviewNeedsAnItemsFile() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SampleHandoff.folder.appendingPathComponent("compose.svg"),
            to: folder.appendingPathComponent("glyphs/compose.svg"))
        let run = try CLIRunner.run(["build", "glyphs", "--out", "out", "--preview", "preview.png"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--preview draws the quick actions of an items file"), run.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing built on misuse"
        )
    }
}

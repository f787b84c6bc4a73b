import Foundation
import QuickGlyphRaster
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
        // Two 302 pt panels; 24 + 26 + four rows (48, 60, 48, 48) + three footnote lines + 24 pt high.
        XCTAssertEqual(image.header.width, 2 * BuildPreviewTests.panelPixels)
        XCTAssertEqual(image.header.height, 2 * (24 + 26 + 204 + 10 + 3 * 15 + 24))
        XCTAssertEqual(image.header.colorType, .rgba)

        let raster = image.raster
        func luminance(_ x: Int, _ y: Int) -> Int {
            let index = (y * raster.width + x) * 4
            return (Int(raster.pixels[index]) * 299 + Int(raster.pixels[index + 1]) * 587 + Int(raster.pixels[index + 2]) * 114) / 1000
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
        for (offset, isInk) in [(0, { (value: Int) in value < 60 }), (BuildPreviewTests.panelPixels, { (value: Int) in value > 200 })] {
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
        let again = try CLIRunner.run(["build", "glyphs", "--out", "out", "--preview", "again.png", "--quiet"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("again.png")), data)
    }

    func testPreviewThatCannotBeWrittenIsAnErrorNamingTheFile() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: folder)
        // A file where the folder should be.
        let run = try CLIRunner.run(["build", "glyphs", "--out", "out", "--preview", "glyphs/shortcuts.json/preview.png"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("glyphs/shortcuts.json/preview.png: error: cannot write the preview"), run.stderr)
        XCTAssertTrue(run.stderr.contains("[write-failed]"), run.stderr)
    }

    func testPreviewNeedsAnItemsFile() throws {
        let folder = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SampleHandoff.folder.appendingPathComponent("compose.svg"),
                                         to: folder.appendingPathComponent("glyphs/compose.svg"))
        let run = try CLIRunner.run(["build", "glyphs", "--out", "out", "--preview", "preview.png"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--preview draws the quick actions of an items file"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing built on misuse")
    }
}

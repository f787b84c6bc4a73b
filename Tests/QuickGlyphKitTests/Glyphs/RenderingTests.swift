import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class RenderingTests: XCTestCase {
    private func render(_ svg: String, options: OutputOptions = OutputOptions()) throws -> [Int: AlphaMask] {
        let glyph = try GlyphConverter(options: options).convert(
            data: Data(svg.utf8), kind: .svg, path: "t.svg", baseDirectory: nil)
        return Dictionary(uniqueKeysWithValues: glyph.images.map { ($0.scale, $0.mask) })
    }

    func testSquareLandsOnExactPixelsAtEveryScale() throws {
        let masks = try render(SampleSVG.square)
        XCTAssertEqual(masks.keys.sorted(), [1, 2, 3])
        for (scale, mask) in masks {
            XCTAssertEqual(mask.width, 35 * scale)
            XCTAssertEqual(mask[5 * scale, 5 * scale], 255, "first inked pixel at @\(scale)x")
            XCTAssertEqual(mask[15 * scale - 1, 15 * scale - 1], 255, "last inked pixel at @\(scale)x")
            XCTAssertEqual(mask[5 * scale - 1, 5 * scale], 0, "left of the square at @\(scale)x")
            XCTAssertEqual(mask[15 * scale, 10 * scale], 0, "right of the square at @\(scale)x")
            XCTAssertEqual(
                mask.inkBounds(), PixelRect(x: 5 * scale, y: 5 * scale, width: 10 * scale, height: 10 * scale))
        }
    }

    func testWideArtboardKeepsItsAspectRatioAndIsCentred() throws {
        // 20×10 into 35: 35×17.5 centred, rows 8.75 to 26.25.
        let mask = try XCTUnwrap(try render(SampleSVG.wide)[1])
        XCTAssertEqual(mask[17, 0], 0)
        XCTAssertEqual(mask[17, 7], 0)
        XCTAssertEqual(Int(mask[17, 8]), 64, accuracy: 2, "a quarter-covered row")
        XCTAssertEqual(mask[0, 17], 255)
        XCTAssertEqual(mask[34, 17], 255)
        XCTAssertEqual(Int(mask[17, 26]), 64, accuracy: 2)
        XCTAssertEqual(mask[17, 27], 0)
    }

    func testGlyphFitScalesInkToTheHIGSize() throws {
        let masks = try render(SampleSVG.square, options: OutputOptions(scales: [2], fit: .glyph))
        // A square glyph is 27 pt: 54 px at @2x, centred in 70 px.
        XCTAssertEqual(masks[2]?.inkBounds(), PixelRect(x: 8, y: 8, width: 54, height: 54))
    }

    func testGlyphFitMeasuresCurvesAndStrokesFromPixels() throws {
        // A stroked ring: ink 22 units across (radius 10 plus half the stroke), and a wide ellipse.
        let ring =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="none" stroke="#000" stroke-width="2"/></svg>"##
        let ringInk = try XCTUnwrap(
            try render(ring, options: OutputOptions(scales: [3], fit: .glyph))[3]?.inkBounds(threshold: 127))
        XCTAssertEqual(ringInk.width, 81, accuracy: 1, "27 pt at @3x")
        XCTAssertEqual(ringInk.x, 12, accuracy: 1, "centred")
        let wide =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><ellipse cx="50" cy="50" rx="40" ry="20"/></svg>"##
        let wideInk = try XCTUnwrap(
            try render(wide, options: OutputOptions(scales: [3], fit: .glyph))[3]?.inkBounds(threshold: 127))
        XCTAssertEqual(wideInk.width, 90, accuracy: 1, "a 2:1 glyph reaches the 30 pt maximum")
        XCTAssertEqual(wideInk.height, 45, accuracy: 1)
    }

    func testHIGSizesMake104PixelsAtThreeX() throws {
        let masks = try render(SampleSVG.square, options: OutputOptions(higSizes: true))
        XCTAssertEqual(masks[3]?.width, 104)
        XCTAssertEqual(masks[2]?.width, 70)
    }

    func testFileWithoutSizeIsPlacedByItsInk() throws {
        let mask = try XCTUnwrap(try render(SampleSVG.noSize, options: OutputOptions(scales: [1], fit: .viewbox))[1])
        // The 40×20 ink fills the width: 35×17.5, centred.
        XCTAssertEqual(mask[0, 17], 255)
        XCTAssertEqual(mask[34, 17], 255)
        XCTAssertEqual(mask[17, 5], 0)
        // Under auto (the default) it is fitted as --fit glyph fits it: 2:1 reaches 30 pt, centred.
        let auto = try XCTUnwrap(
            try render(SampleSVG.noSize, options: OutputOptions(scales: [3]))[3]?.inkBounds(threshold: 127))
        XCTAssertEqual(auto.width, 90, accuracy: 1)
    }

    func testTwoColoursAreRefusedWithWhatWasFound() throws {
        XCTAssertThrowsError(try render(SampleSVG.twoColours)) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .notMonochrome)
            XCTAssertTrue(finding?.message.contains("uses 2 colours: #2e3436") ?? false, finding?.message ?? "")
            XCTAssertTrue(finding?.message.contains("#e01b24") ?? false)
            XCTAssertTrue(finding?.message.contains("--allow-color") ?? false)
        }
    }

    func testAllowColorConvertsFromAlphaWithAWarning() throws {
        let glyph = try GlyphConverter(options: OutputOptions(allowColor: true))
            .convert(data: Data(SampleSVG.twoColours.utf8), kind: .svg, path: "t.svg", baseDirectory: nil)
        XCTAssertEqual(glyph.findings.first { $0.rule == .notMonochrome }?.severity, .warning)
        let mask = try XCTUnwrap(glyph.images.first { $0.scale == 3 }?.mask)
        XCTAssertEqual(mask[52, 52], 255, "the red bar is part of the silhouette")
    }

    func testEmptyDrawingIsRefused() {
        XCTAssertThrowsError(try render(SampleSVG.empty)) { error in
            XCTAssertEqual((error as? GlyphRefusal)?.findings.first?.rule, .alphaTransparent)
        }
    }

    func testBrokenSVGIsRefusedWithLibrsvgsReason() {
        XCTAssertThrowsError(try render("<svg><rect")) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .svgInvalid)
            XCTAssertTrue(finding?.message.hasPrefix("not a usable SVG: ") ?? false, finding?.message ?? "")
        }
    }

    func testPNGIsAreaAveragedInPremultipliedAlpha() throws {
        // 420 px with 210 opaque columns: at @1x (12:1) column 17 is half covered.
        let data = try SamplePNG.leftBlock(size: 420, opaqueColumns: 210)
        let glyph = try GlyphConverter(options: OutputOptions()).convert(
            data: data, kind: .png, path: "h.png", baseDirectory: nil)
        let one = try XCTUnwrap(glyph.images.first { $0.scale == 1 }?.mask)
        XCTAssertEqual(one[16, 10], 255)
        XCTAssertEqual(Int(one[17, 10]), 128, accuracy: 1)
        XCTAssertEqual(one[18, 10], 0)
        let three = try XCTUnwrap(glyph.images.first { $0.scale == 3 }?.mask)
        XCTAssertEqual(three[51, 0], 255)
        XCTAssertEqual(Int(three[52, 0]), 128, accuracy: 1)
        XCTAssertEqual(three[53, 0], 0)
    }

    func testSmallPNGIsRefusedUnlessUpscalingIsAllowed() throws {
        let data = try SamplePNG.leftBlock(size: 64, opaqueColumns: 32)
        XCTAssertThrowsError(
            try GlyphConverter(options: OutputOptions()).convert(
                data: data, kind: .png, path: "s.png", baseDirectory: nil)
        ) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .sourceTooSmall)
            XCTAssertEqual(
                finding?.message,
                "the source is 64x64 px but @3x needs 105 px; export it larger (upscaling blurs), or pass --allow-upscale"
            )
        }
        let glyph = try GlyphConverter(options: OutputOptions(allowUpscale: true)).convert(
            data: data, kind: .png, path: "s.png", baseDirectory: nil)
        XCTAssertEqual(glyph.images.map(\.mask.width), [35, 70, 105])
        XCTAssertEqual(glyph.findings.first?.severity, .warning)
    }
}

import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// PNG sources of every kind a handoff brings. Each fixture is 140×140 with
/// its left 70 columns black and opaque, its right 70 transparent (or white).
final class PNGInputTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures").appendingPathComponent(name))
    }

    private func render(_ name: String, options: OutputOptions = OutputOptions()) throws -> ConvertedGlyph {
        try GlyphConverter(options: options).convert(data: fixture(name), kind: .png, path: name, baseDirectory: nil)
    }

    func testEveryColourTypeAndBitDepthGivesTheSameGlyph() throws {
        for name in ["rgba16.png", "grayalpha16.png", "gray-trns.png", "palette-trns.png", "interlaced-rgba.png"] {
            let glyph = try render(name)
            let one = try XCTUnwrap(glyph.images.first { $0.scale == 1 }?.mask, name)
            // 140 → 35 is 4:1; column 17 covers source columns 68...71, half inked.
            XCTAssertEqual(one[16, 20], 255, name)
            XCTAssertEqual(Int(one[17, 20]), 128, accuracy: 1, name)
            XCTAssertEqual(one[18, 20], 0, name)
            let three = try XCTUnwrap(glyph.images.first { $0.scale == 3 }?.mask, name)
            // 140 → 105 is 4:3; the edge at 52.5 px halves column 52.
            XCTAssertEqual(three[51, 60], 255, name)
            XCTAssertEqual(Int(three[52, 60]), 128, accuracy: 1, name)
            XCTAssertEqual(three[53, 60], 0, name)
        }
    }

    func testHeadersAreReadAsDeclared() throws {
        XCTAssertEqual(try PNGImage.header(of: fixture("rgba16.png")).bitDepth, 16)
        XCTAssertEqual(try PNGImage.header(of: fixture("interlaced-rgba.png")).interlaced, true)
        let gray = try PNGImage.header(of: fixture("gray-trns.png"))
        XCTAssertEqual(gray.colorType, .gray)
        XCTAssertTrue(gray.hasAlphaInformation, "tRNS makes a gray image transparent")
        XCTAssertFalse(try PNGImage.header(of: fixture("rgb-opaque.png")).hasAlphaInformation)
    }

    func testOpaqueRGBIsRefusedAndLuminanceMakesItAGlyph() throws {
        XCTAssertThrowsError(try render("rgb-opaque.png")) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .noAlpha)
            XCTAssertTrue(
                finding?.message.hasPrefix("the PNG is RGB with no alpha channel and no tRNS chunk") ?? false,
                finding?.message ?? "")
        }
        let glyph = try render("rgb-opaque.png", options: OutputOptions(mask: .luminance))
        let one = try XCTUnwrap(glyph.images.first { $0.scale == 1 }?.mask)
        XCTAssertEqual(one[5, 5], 255)
        XCTAssertEqual(one[30, 5], 0)
    }

    func testBadCRCIsAnErrorWithLibpngsReason() {
        XCTAssertThrowsError(try render("bad-crc.png")) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .pngInvalid)
            XCTAssertEqual(finding?.message, "not a usable PNG: IHDR: CRC error; export the image again")
        }
    }
}

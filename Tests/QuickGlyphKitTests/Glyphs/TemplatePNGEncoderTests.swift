import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class TemplatePNGEncoderTests: XCTestCase {
    /// A mask with every alpha level, anti-aliased edges and empty rows.
    private var mask: AlphaMask {
        var mask = AlphaMask(width: 70, height: 70)
        for y in 10..<60 { for x in 5..<65 { mask[x, y] = UInt8((x * 7 + y * 13) % 256) } }
        return mask
    }

    func testEveryLevelRoundTripsTheAlphaExactlyInOnlyTheChunksDecodingNeeds() throws {
        var sizes: [Int] = []
        for level in TemplatePNGEncoder.levels {
            let data = try TemplatePNGEncoder(level: level).encode(mask)
            let png = try PNGImage(data: data)
            XCTAssertEqual(png.raster.alphaMask, mask, "level \(level)")
            XCTAssertTrue(
                stride(from: 0, to: png.raster.pixels.count, by: 4).allSatisfy { png.raster.pixels[$0] == 0 },
                "black at level \(level)")
            XCTAssertEqual(png.header.colorType, .grayAlpha)
            XCTAssertEqual(png.header.bitDepth, 8)
            XCTAssertEqual(SamplePNG.chunkTypes(data), ["IHDR", "IDAT", "IEND"], "level \(level)")
            sizes.append(data.count)
        }
        XCTAssertLessThan(sizes.last!, sizes.first!, "level 12 is smaller than level 1")
    }

    func testALevelOutsideOneToTwelveIsAnError() {
        XCTAssertThrowsError(try TemplatePNGEncoder(level: 13).encode(mask)) { error in
            XCTAssertEqual(error as? EncodeError, .invalidLevel(13))
        }
    }
}

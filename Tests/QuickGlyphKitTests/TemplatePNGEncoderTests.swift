import Foundation
import XCTest
@testable import QuickGlyphKit

final class TemplatePNGEncoderTests: XCTestCase {
    /// A mask with every alpha level, anti-aliased edges and empty rows.
    private var mask: AlphaMask {
        var mask = AlphaMask(width: 70, height: 70)
        for y in 10..<60 { for x in 5..<65 { mask[x, y] = UInt8((x * 7 + y * 13) % 256) } }
        return mask
    }

    func testEveryCandidateRoundTripsTheAlphaExactly() throws {
        let libdeflate = TemplatePNGEncoder.Layout.allCases.map {
            TemplatePNGEncoder.Candidate(layout: $0, filters: TemplatePNGEncoder.filterNone, deflater: .libdeflate(level: 6))
        }
        for candidate in TemplatePNGEncoder.standardCandidates + TemplatePNGEncoder.exhaustiveCandidates + libdeflate {
            let data = try TemplatePNGEncoder().encode(mask, as: candidate)
            let png = try PNGImage(data: data)
            XCTAssertEqual(png.raster.alphaMask, mask, "\(candidate)")
            XCTAssertTrue(stride(from: 0, to: png.raster.pixels.count, by: 4).allSatisfy { png.raster.pixels[$0] == 0 }, "black: \(candidate)")
            let chunks = SamplePNG.chunkTypes(data)
            XCTAssertEqual(chunks.first, "IHDR")
            XCTAssertEqual(chunks.last, "IEND")
            XCTAssertTrue(Set(chunks).isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]), "\(chunks)")
        }
    }

    func testFewLevelsPackThePaletteUnderZlib() throws {
        var twoLevels = AlphaMask(width: 35, height: 35)
        for x in 0..<20 { twoLevels[x, 3] = 255 }
        let candidate = TemplatePNGEncoder.Candidate(layout: .palette, filters: TemplatePNGEncoder.filterNone, deflater: .zlib(strategy: 0))
        let png = try PNGImage(data: TemplatePNGEncoder().encode(twoLevels, as: candidate))
        XCTAssertEqual(png.header.colorType, .palette)
        XCTAssertEqual(png.header.bitDepth, 1)
        XCTAssertEqual(png.raster.alphaMask, twoLevels)
    }
}

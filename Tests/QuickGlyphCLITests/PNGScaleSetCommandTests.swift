import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// A PNG scale set through the command, whose conversions run in worker processes.
final class PNGScaleSetCommandTests: XCTestCase {
    /// A `size` px square whose middle `ink` share is opaque, with a half-covered edge column when `soft`.
    private func block(size: Int, soft: Bool) -> AlphaMask {
        var mask = AlphaMask(width: size, height: size)
        let start = size * 3 / 10, end = size - start
        for y in start..<end {
            for x in start..<end { mask[x, y] = 255 }
            if soft { mask[end, y] = 128 }
        }
        return mask
    }

    func testASetCrossesToTheWorkersAndIsCheckedAsOne() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        let one = block(size: 35, soft: false)
        try TemplatePNGEncoder().encode(one).write(to: glyphs.appendingPathComponent("star.png"))
        try TemplatePNGEncoder().encode(block(size: 105, soft: true)).write(
            to: glyphs.appendingPathComponent("star@3x.png"))
        let result = try CLIRunner.run(["build", "--fit", "viewbox"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 6 files written\n")
        let written = try PNGImage(
            data: Data(contentsOf: root.appendingPathComponent("output/Shortcuts.xcassets/star.imageset/star.png")))
        XCTAssertEqual(written.raster.alphaMask, one, "the @1x file's own pixels")

        try TemplatePNGEncoder().encode(block(size: 72, soft: true)).write(
            to: glyphs.appendingPathComponent("star@2x.png"))
        let wrong = try CLIRunner.run(["build", "--fit", "viewbox", "--quiet"], in: root)
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(
            wrong.stderr,
            "glyphs/star@2x.png: error: the @2x file is 72x72 px, but @2x is twice @1x and star.png is 35x35 px, "
                + "so it should be 70x70 px; export every scale from the same artboard [scales-disagree]\n")
    }
}

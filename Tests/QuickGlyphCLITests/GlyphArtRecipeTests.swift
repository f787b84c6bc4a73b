import Foundation
import XCTest

/// The sample handoff's PNG glyphs are drawn from our own art by a recipe in the repository
/// (`scripts/draw-glyph-art.sh` over `scripts/art/*.svg`): run into a temporary folder, it
/// writes exactly the bytes `glyphs/` holds, so no PNG there is anything but ours.
final class GlyphArtRecipeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryPNGGlyphIsWhatTheRecipeDraws() throws {
        let out = try CLIRunner.temporaryDirectory(self)
        let (status, output) = try CLIRunner.runTool(
            ["bash", Self.repository.appendingPathComponent("scripts/draw-glyph-art.sh").path, out.path])
        // The script names librsvg2-bin when rsvg-convert is missing.
        XCTAssertEqual(status, 0, "scripts/draw-glyph-art.sh failed: \(output)")

        let glyphs = Self.repository.appendingPathComponent("glyphs")
        let committed = try FileManager.default.contentsOfDirectory(atPath: glyphs.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        let drawn = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(committed, ["heart.png"])
        XCTAssertEqual(drawn, committed, "every PNG in glyphs/ has its art in scripts/art/, and no more")
        for name in committed {
            let expected = try Data(contentsOf: glyphs.appendingPathComponent(name))
            let made = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertTrue(made == expected, "glyphs/\(name) is not what the recipe draws: run make glyph-art")
        }
    }
}

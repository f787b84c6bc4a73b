import Foundation
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// Scale sets as an app ships them: the quick-action glyphs of the synthetic app
/// Fixtures/apps/icon-from-variable-8-candidates, exported at @2x (70 px) and @3x, one of
/// them at the HIG's 104 px, handed off as `NAME@2x.png` and `NAME@3x.png`.
final class RealScaleSetTests: XCTestCase {
    private static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/apps/icon-from-variable-8-candidates/Marigold/QuickMenu.xcassets")
    /// Imageset → the file stem; the sizes were read from the files by hand (`file`, and looked at).
    private static let sets = [
        "shelf_collection_quick": "quick_collection", "shelf_starred_quick": "quick_shelf_starred",
        "shelf_play_quick": "quick_shelf_play",
    ]

    private func handoff() throws -> Workspace {
        let workspace = try Workspace(self)
        for (imageset, stem) in Self.sets {
            for suffix in ["@2x", "@3x"] {
                let name = stem + suffix + ".png"
                try FileManager.default.copyItem(
                    at: Self.catalog.appendingPathComponent("\(imageset).imageset/\(name)"),
                    to: workspace.glyphs.appendingPathComponent(name))
            }
        }
        return workspace
    }

    private func alpha(_ url: URL) throws -> AlphaMask {
        try PNGImage(data: Data(contentsOf: url)).raster.alphaMask
    }

    /// How many pixels' alpha differ: a count, not two masks printed whole when they do.
    private func differences(_ written: AlphaMask, _ drawn: AlphaMask) -> Int {
        guard written.width == drawn.width, written.height == drawn.height else { return -1 }
        return zip(written.values, drawn.values).count { $0 != $1 }
    }

    /// Files of their scale's size are written as drawn, pixel for pixel; the 104 px @3x (the
    /// HIG's size, a pixel short of the 105 px canvas) is resampled, with a warning naming --hig.
    func testEachScaleIsKeptAsDrawnAndAHIGSizedThreeXIsNamed() throws {
        let workspace = try handoff()
        let sizes = try Self.sets.values.sorted().map {
            try PNGImage(data: Data(contentsOf: workspace.glyphs.appendingPathComponent($0 + "@3x.png"))).header.width
        }
        XCTAssertEqual(sizes, [104, 105, 105])
        let report = try workspace.build(options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(report.rendered.sorted(), Self.sets.values.sorted())
        XCTAssertEqual(
            report.findings.map {
                "\(($0.path as NSString).lastPathComponent) \($0.severity.diagnosticWord): \($0.message)"
            },
            [
                "quick_collection@3x.png warning: the source is 104x104 px, the HIG's size at @3x, and the @3x canvas is 105 px, so it "
                    + "was resampled and is a little soft; pass --hig to write 104 px and keep it pixel for pixel"
            ])
        for stem in Self.sets.values {
            for suffix in ["@2x", "@3x"] where !(stem == "quick_collection" && suffix == "@3x") {
                let drawn = try alpha(workspace.glyphs.appendingPathComponent(stem + suffix + ".png"))
                let written = try alpha(workspace.file("Shortcuts.xcassets/\(stem).imageset/\(stem)\(suffix).png"))
                XCTAssertEqual(differences(written, drawn), 0, "\(stem)\(suffix)")
            }
            // The @1x has no file of its own: drawn from the largest.
            XCTAssertEqual(try workspace.png("Shortcuts.xcassets/\(stem).imageset/\(stem).png").header.width, 35)
        }
        XCTAssertEqual(
            try workspace.png("Shortcuts.xcassets/quick_collection.imageset/quick_collection@3x.png").header.width, 105)
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
        XCTAssertEqual(manifest.glyphs["quick_collection"]?.source.scales?.map(\.scale), [2, 3])
    }

    /// Under `--hig` the 104 px file is its scale's size: kept as drawn, and no warning.
    func testUnderHIGTheHundredAndFourPixelFileIsKeptAsDrawn() throws {
        let workspace = try handoff()
        let report = try workspace.build(options: OutputOptions(fit: .viewbox, higSizes: true))
        XCTAssertEqual(report.findings.map(\.message), [])
        let drawn = try alpha(workspace.glyphs.appendingPathComponent("quick_collection@3x.png"))
        let written = try alpha(workspace.file("Shortcuts.xcassets/quick_collection.imageset/quick_collection@3x.png"))
        XCTAssertEqual(differences(written, drawn), 0)
    }

    /// A lone 104 px PNG meets the same rule as a set's @3x file: built, resampled, with the
    /// warning naming --hig (it was refused as too small); 103 px is still too small.
    func testALoneHundredAndFourPixelPNGIsBuiltWithTheSameWarning() throws {
        let workspace = try Workspace(self)
        try FileManager.default.copyItem(
            at: Self.catalog.appendingPathComponent("shelf_collection_quick.imageset/quick_collection@3x.png"),
            to: workspace.glyphs.appendingPathComponent("collection.png"))
        let report = try workspace.build(options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(report.rendered, ["collection"])
        XCTAssertEqual(
            report.findings.map { "\($0.severity.diagnosticWord): \($0.message)" },
            [
                "warning: the source is 104x104 px, the HIG's size at @3x, and the @3x canvas is 105 px, so it was resampled and is a "
                    + "little soft; pass --hig to write 104 px and keep it pixel for pixel"
            ])
    }
}

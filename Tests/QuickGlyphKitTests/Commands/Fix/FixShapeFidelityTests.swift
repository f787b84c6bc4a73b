import Foundation
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The shape a repair draws is the designer's: real icons (Adwaita's symbolic set, as a 16 pt
/// vector and as a 16 pt @3x bitmap, the two ways tab-bar glyphs are reused as quick actions)
/// repaired by `check --fix`, their ink scaled back to the original's size, cover the same pixels
/// as the original art's ink. Measured as the intersection over the union of the pixels at least
/// half covered.
final class FixShapeFidelityTests: XCTestCase {
    static let icons = [
        "actions/edit-find-symbolic.svg", "actions/document-new-symbolic.svg", "actions/mail-send-symbolic.svg",
        "actions/media-playback-start-symbolic.svg", "actions/edit-copy-symbolic.svg", "actions/list-add-symbolic.svg",
        "places/user-home-symbolic.svg", "status/mail-unread-symbolic.svg", "apps/help-contents-symbolic.svg",
        "devices/camera-photo-symbolic.svg", "actions/document-open-symbolic.svg",
        "emblems/emblem-favorite-symbolic.svg",
    ]

    /// The least overlap a repair keeps, from a vector and from a bitmap it had to enlarge (softer, so a little lower).
    static let vectorOverlap = 0.9
    static let bitmapOverlap = 0.85

    func testARepairedGlyphCoversTheSamePixelsAsItsArt() throws {
        var measured: [String] = []
        for icon in Self.icons {
            let url = AdwaitaCorpusTests.root.appendingPathComponent(icon)
            let svg = try Data(contentsOf: url)
            let art = try VectorImage(data: svg, kind: .svg).render(scale: 3)
            for asBitmap in [false, true] {
                let folder = try FileTree.temporaryFolder(self)
                var tree: [String: ExampleFile] = [
                    "App/Info.plist": Fixtures.infoPlist(items: [
                        Fixtures.plistItem("com.example.a", "Action", icon: "glyph")
                    ])
                ]
                if asBitmap {
                    tree["App/Assets.xcassets/glyph.imageset/glyph@3x.png"] = .bytes(try RGBAPNGEncoder().encode(art))
                    tree["App/Assets.xcassets/glyph.imageset/Contents.json"] = .text(
                        Fixtures.imagesetContents("glyph", scales: [3]))
                } else {
                    tree["App/Assets.xcassets/glyph.imageset/glyph.svg"] = .bytes(svg)
                    tree["App/Assets.xcassets/glyph.imageset/Contents.json"] =
                        .text(
                            "{\n  \"images\" : [\n    {\n      \"filename\" : \"glyph.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
                                + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
                }
                try FileTree.write(tree, to: folder)
                let app = folder.appendingPathComponent("App").path
                let outcome = try Fixer(auditor: Auditor()).run(paths: [app])
                XCTAssertEqual(outcome.repairs.count, 1, "\(icon): \(outcome.notRepaired.map(\.reason))")
                // Vector art is drawn again as one PDF (read at @3x as the app's build rasterizes it); a bitmap as PNGs.
                let imageset = folder.appendingPathComponent("App/Assets.xcassets/glyph.imageset")
                let repaired =
                    asBitmap
                    ? try PNGImage(data: Data(contentsOf: imageset.appendingPathComponent("glyph@3x.png"))).raster
                    : try VectorImage(data: Data(contentsOf: imageset.appendingPathComponent("glyph.pdf")), kind: .pdf)
                        .render(scale: 3)
                let overlap = Self.overlap(original: art, repaired: repaired)
                measured.append(String(format: "%@ %@ %.3f", icon, asBitmap ? "png" : "svg", overlap))
                XCTAssertGreaterThanOrEqual(
                    overlap, asBitmap ? Self.bitmapOverlap : Self.vectorOverlap,
                    "\(icon) as \(asBitmap ? "PNG" : "SVG")")
            }
        }
        print("fix shape overlap:\n" + measured.joined(separator: "\n"))
    }

    /// The repaired ink, cropped to its bounds and resampled into the original ink's bounds on the
    /// original's canvas, against the original: pixels at least half covered in either, how many in both.
    static func overlap(original: Raster, repaired: Raster) -> Double {
        guard let from = inkBounds(repaired), let to = inkBounds(original) else { return 0 }
        let scaled = Resampler.resample(repaired, from: from, to: to, canvas: original.width)
        var both = 0, either = 0
        for y in 0..<original.height {
            for x in 0..<original.width {
                let a = original.alpha(x: x, y: y) >= 128, b = scaled.alpha(x: x, y: y) >= 128
                if a && b { both += 1 }
                if a || b { either += 1 }
            }
        }
        return either == 0 ? 0 : Double(both) / Double(either)
    }

    /// The smallest rectangle holding every pixel with any ink.
    static func inkBounds(_ raster: Raster) -> Rect? {
        var minX = raster.width, minY = raster.height, maxX = -1, maxY = -1
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster.alpha(x: x, y: y) > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }
}

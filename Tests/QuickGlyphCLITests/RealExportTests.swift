import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// Icons laid out as the design tools export them (Figma, Sketch, Illustrator, Inkscape),
/// PDFs as Quartz and a converter write them, a PNG scale set: exports we wrote in each
/// tool's layout, drawing our own glyphs (each set's README.md lists the patterns it
/// covers), built by the binary as a handoff.
final class RealExportTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/exports")

    private struct Built {
        var result: CLIRunner.Result
        var document: BuildDocument
        var output: URL
    }

    /// Copies `TOOL/SET/glyphs` to a scratch `glyphs` folder and builds it there, so
    /// paths read `glyphs/…` and nothing is written into the source tree.
    private func build(_ set: String, _ options: [String] = []) throws -> Built {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(set).appendingPathComponent("glyphs"),
            to: root.appendingPathComponent("glyphs"))
        let result = try CLIRunner.run(["build", "glyphs", "--out", "out", "--format", "json"] + options, in: root)
        return Built(
            result: result, document: try BuildDocument(json: result.stdout),
            output: root.appendingPathComponent("out/Shortcuts.xcassets"))
    }

    /// Every built glyph is a full imageset: its Contents.json and the three scales at
    /// 35, 70 and 105 px; a refused one has no imageset at all.
    private func assertImagesets(_ built: Built, file: StaticString = #filePath, line: UInt = #line) throws {
        for glyph in built.document.glyphs.rendered {
            let folder = built.output.appendingPathComponent("\(glyph).imageset")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(
                files, ["Contents.json", "\(glyph).png", "\(glyph)@2x.png", "\(glyph)@3x.png"], glyph, file: file,
                line: line)
            for (name, side) in [("\(glyph).png", 35), ("\(glyph)@2x.png", 70), ("\(glyph)@3x.png", 105)] {
                let header = try PNGImage.header(of: Data(contentsOf: folder.appendingPathComponent(name)))
                XCTAssertEqual([header.width, header.height], [side, side], name, file: file, line: line)
                XCTAssertEqual(header.colorType, .grayAlpha, name, file: file, line: line)
            }
        }
        for glyph in built.document.glyphs.failed {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: built.output.appendingPathComponent("\(glyph).imageset").path),
                "\(glyph) was refused, yet has an imageset", file: file, line: line)
        }
    }

    /// The @3x image's ink box, and that its alpha is a real shape: fully covered
    /// pixels inside, partly covered ones along the anti-aliased edges.
    private func assertInk(
        _ built: Built, _ glyph: String, bounds: PixelRect,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let data = try Data(contentsOf: built.output.appendingPathComponent("\(glyph).imageset/\(glyph)@3x.png"))
        let mask = try PNGImage(data: data).raster.alphaMask
        XCTAssertEqual(mask.inkBounds(), bounds, glyph, file: file, line: line)
        let opaque = mask.values.filter { $0 == 255 }.count
        let partial = mask.values.filter { $0 > 0 && $0 < 255 }.count
        XCTAssertGreaterThan(opaque, 300, "\(glyph): solid ink", file: file, line: line)
        XCTAssertGreaterThan(partial, 100, "\(glyph): anti-aliased edges", file: file, line: line)
        XCTAssertLessThan(
            opaque + partial, 105 * 105 / 2, "\(glyph): a glyph, not a filled canvas", file: file, line: line)
    }

    // MARK: Figma

    /// Figma's layout: a `fill="none"` root, the frame's `clip0_…` clip (a white rect in
    /// `<clipPath>` in `<defs>` after the art). Two carry a second colour never flattened.
    func testFigmaFrameClipExportsBuildAndTheTwoColourOnesAreRefused() throws {
        let built = try build("figma/frame-clip-and-stray-colours")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["bookmark", "compose-pencil", "search-lens"])
        XCTAssertEqual(built.document.glyphs.failed, ["tinted-fill-black-outline", "white-knockout-lines"])
        XCTAssertEqual(
            built.document.summary,
            [
                "info fit-scaled glyphs",
                "error not-monochrome glyphs/tinted-fill-black-outline.svg",
                "error not-monochrome glyphs/white-knockout-lines.svg",
            ])
        let messages = Dictionary(built.document.findings.map { ($0.path, $0.message) }) { first, _ in first }
        // The shape in #AB92F0 at 80% opacity, its outline in black.
        XCTAssertTrue(
            try XCTUnwrap(messages["glyphs/tinted-fill-black-outline.svg"]).hasPrefix("uses 2 colours: #ab92f0 ("))
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/tinted-fill-black-outline.svg"]).contains("#000000 ("))
        // White paths over the page, knocking out its lines: white is ink too.
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/white-knockout-lines.svg"]).hasPrefix("uses 2 colours: #ab92f0 ("))
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/white-knockout-lines.svg"]).contains("#ffffff ("))
        try assertImagesets(built)
        // The frame's clip (a 20×20 white rect in <clipPath>) draws nothing itself. The set is scaled
        // by 0.89 about the centre, 4.6725 px a unit at @3x: the lens's x 1.5 is column 12.8.
        try assertInk(built, "search-lens", bounds: PixelRect(x: 12, y: 12, width: 82, height: 82))
        try assertInk(built, "compose-pencil", bounds: PixelRect(x: 15, y: 11, width: 79, height: 81))
    }

    /// Figma exports with only `fill="none"` and `xmlns` on the root, `currentColor` paths, one line.
    func testFigmaFillNoneRootExportsBuildCleanly() throws {
        let built = try build("figma/fill-none-root-only")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["envelope", "gear-centred", "heart"])
        XCTAssertEqual(built.document.glyphs.failed, [])
        XCTAssertEqual(
            built.document.findings,
            [
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs",
                    message:
                        "3 glyphs drawn on 15×15 artboards scaled by 0.83 as a set to fit the HIG glyph box (relative sizes kept as drawn)"
                )
            ])
        try assertImagesets(built)
        // The gear is drawn round the artboard's centre: its ink is centred on the canvas.
        try assertInk(built, "gear-centred", bounds: PixelRect(x: 12, y: 12, width: 81, height: 81))
        try assertInk(built, "envelope", bounds: PixelRect(x: 14, y: 26, width: 77, height: 53))
    }

    // MARK: Sketch

    /// Sketch 51–55's layout: the Generator comment, `<title>`, `<desc>Created with
    /// Sketch.</desc>`, `<defs>`, a `fill="none"` group; the two brand-like badges are in colour.
    func testSketchTitleDescExportsBuildAndTheColourBadgesAreRefused() throws {
        let built = try build("sketch/sketch-5-title-desc-groups")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(
            built.document.glyphs.rendered,
            [
                "add-photo-camera", "message-sent-stroke-only", "minus-fits-artboard",
                "phone-on-hidden-artboard-rect",
            ])
        XCTAssertEqual(built.document.glyphs.failed, ["four-colour-pinwheel", "two-colour-badge"])
        XCTAssertEqual(
            built.document.summary,
            [
                "error not-monochrome glyphs/four-colour-pinwheel.svg",
                "error not-monochrome glyphs/two-colour-badge.svg",
            ])
        let badge = try XCTUnwrap(built.document.findings.first { $0.path == "glyphs/two-colour-badge.svg" }).message
        XCTAssertTrue(badge.hasPrefix("uses 2 colours: #2e7d5b ("), badge)
        let pinwheel = try XCTUnwrap(built.document.findings.first { $0.path == "glyphs/four-colour-pinwheel.svg" })
            .message
        XCTAssertTrue(pinwheel.hasPrefix("uses 4 colours: #"), pinwheel)
        for colour in ["#e4572e (", "#f3a712 (", "#29335c (", "#669bbc ("] {
            XCTAssertTrue(pinwheel.contains(colour), pinwheel)
        }
        try assertImagesets(built)
        // Sketch's full-artboard white rect at opacity 0 adds no ink: the box is the
        // phone's (x and y 4–20, 4.375 px a unit), not the artboard's (0,0 105×105).
        try assertInk(built, "phone-on-hidden-artboard-rect", bounds: PixelRect(x: 17, y: 17, width: 71, height: 71))
        // A stroke-only path (stroke on the group, fill="none" inherited) is drawn.
        try assertInk(built, "message-sent-stroke-only", bounds: PixelRect(x: 9, y: 12, width: 87, height: 81))
        // The 24-unit artboard already fits, so it is drawn as `viewbox` draws it,
        // 4.375 px a unit: the rect x 6–18, y 11–13 covers columns 26–78, rows 48–56.
        let minus = try PNGImage(
            data: Data(
                contentsOf: built.output.appendingPathComponent(
                    "minus-fits-artboard.imageset/minus-fits-artboard@3x.png")))
        XCTAssertEqual(minus.raster.alphaMask.inkBounds(), PixelRect(x: 26, y: 48, width: 53, height: 9))
    }

    /// A Sketch 3.4 export with every mark of the old format: `xmlns:sketch`, a
    /// `Page-1` group and `sketch:type` attributes, on a 29×30 artboard.
    func testSketchPageGroupExportBuildsCleanly() throws {
        let built = try build("sketch/sketch-3-page-group")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["shield-29x30-artboard"])
        XCTAssertEqual(
            built.document.findings,
            [
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs/shield-29x30-artboard.svg",
                    message:
                        "drawn on a 29×30 artboard no other glyph has, scaled by 0.90 on its own to fit the HIG glyph box"
                )
            ])
        try assertImagesets(built)
        try assertInk(built, "shield-29x30-artboard", bounds: PixelRect(x: 14, y: 9, width: 77, height: 88))
    }

    /// Sketch exports of colour icons carrying an embedded bitmap (`<image>`, a base64 PNG
    /// shadow) and live `<text>` in macOS fonts: each is named where it is, with the
    /// font asked for; they are refused for their colours as well (the sampler for its white
    /// type painted on its card, which a template would lose).
    func testSketchExportsWithEmbeddedImagesAndLiveTextAreNamed() throws {
        let built = try build("sketch/embedded-bitmap-and-live-text")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, [])
        XCTAssertEqual(
            built.document.glyphs.failed, ["check-badge-small-bitmap", "font-sampler", "spreadsheet-with-label"])
        let named = built.document.findings.filter { $0.rule.hasPrefix("svg-") }.map {
            "\($0.severity) \($0.rule) \($0.path)"
        }
        XCTAssertEqual(
            named,
            [
                "error svg-raster-image glyphs/check-badge-small-bitmap.svg",
                "error svg-raster-image glyphs/font-sampler.svg", "warning svg-text glyphs/font-sampler.svg",
                "warning svg-raster-image glyphs/spreadsheet-with-label.svg",
                "warning svg-text glyphs/spreadsheet-with-label.svg",
            ])
        let texts = built.document.findings.filter { $0.rule == "svg-text" }.map(\.message)
        XCTAssertTrue(texts[0].contains("(and 7 more text elements) asks for \"Baskerville-Bold\""), texts[0])
        XCTAssertTrue(texts[1].contains("asks for \"AvenirNext-Bold\""), texts[1])
        // A 40 px PNG drawn over 46 of the 64 units, the set scaled by 0.80: 46 × 105/64 × 0.80 = 60.4, 61 px at @3x.
        let small = built.document.findings.first {
            $0.rule == "svg-raster-image" && $0.path == "glyphs/check-badge-small-bitmap.svg"
        }?.message
        XCTAssertEqual(
            small,
            "an embedded raster image (line 9) is pixels, not vector: its 40x40 px are drawn over 61x61 px at @3x, "
                + "so it would blur; redraw it as shapes, embed it at least that large, or pass --allow-upscale")
        try assertImagesets(built)
    }

    // MARK: A background

    /// Icons published as white art on a black square covering the whole artboard
    /// (`<path d="M0 0h512v512H0z"/>`, drawn first, the file one line): named as the
    /// background it is, not as a second colour; `--drop-background` removes that layer alone.
    func testIconsPublishedOnAFullArtboardBackgroundAreNamedAndDropBackgroundBuildsThem() throws {
        let names = ["house", "key", "padlock"]
        let built = try build("cleaned/full-artboard-black-background")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.failed, names)
        XCTAssertEqual(
            built.document.findings.filter { $0.rule != "fit-scaled" },
            names.map {
                BuildDocument.Finding(
                    severity: "error", rule: "svg-background", path: "glyphs/\($0).svg",
                    message:
                        "the artboard has a black background path (line 1); remove the frame's fill before exporting, "
                        + "or pass --drop-background")
            })
        let dropped = try build("cleaned/full-artboard-black-background", ["--drop-background"])
        XCTAssertEqual(dropped.result.status, 0, dropped.result.stderr)
        XCTAssertEqual(dropped.document.glyphs.rendered, names)
        XCTAssertEqual(
            dropped.document.findings.filter { $0.rule == "svg-background" }.map(\.severity), ["info", "info", "info"])
        try assertImagesets(dropped)
        // The white art alone: a padlock, not a filled square (looked at by hand). The set is
        // scaled by 0.90: the body's x 96–416 is columns 22.97–82.03, the shackle's top row 20.
        try assertInk(dropped, "padlock", bounds: PixelRect(x: 22, y: 20, width: 61, height: 74))
    }

    // MARK: PDF

    /// PDFs as an asset catalog holds them: four in macOS Quartz's layout (PDF 1.3, a Flate
    /// stream, Info), one in a converter's (PDF 1.7, no Info), and cairo's live text in a
    /// Type 3 font it embeds (Tests/QuickGlyphKitTests/Fixtures/pdf's text-type3-12pt.pdf).
    func testPDFExportsFromAnAssetCatalogBuildCleanly() throws {
        let built = try build("pdf/quartz-and-converter")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(
            built.document.glyphs.rendered, ["checkmark", "home", "live-text-ring", "more-dots", "person", "plus"])
        // The 24 pt pages already fit, so only the 12 pt one is scaled.
        XCTAssertEqual(
            built.document.findings,
            [
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs/live-text-ring.pdf",
                    message:
                        "drawn on a 12×12 artboard no other glyph has, scaled by 0.77 on its own to fit the HIG glyph box"
                )
            ])
        try assertImagesets(built)
        // 4.375 px a point: the plus's 3–21 pt is columns 13.1–91.9.
        try assertInk(built, "plus", bounds: PixelRect(x: 13, y: 13, width: 79, height: 79))
        try assertInk(built, "person", bounds: PixelRect(x: 17, y: 13, width: 71, height: 84))
        // Drawn from the embedded font: the text is there, not a blank page.
        try assertInk(built, "live-text-ring", bounds: PixelRect(x: 12, y: 12, width: 81, height: 81))
        // Three dots 3.5 pt across at y 12, a 24 pt page drawn at 4.375 px a unit: a thin band.
        let more = try PNGImage(
            data: Data(contentsOf: built.output.appendingPathComponent("more-dots.imageset/more-dots@3x.png")))
        XCTAssertEqual(more.raster.alphaMask.inkBounds(), PixelRect(x: 14, y: 44, width: 77, height: 17))
    }

    // MARK: PNG

    /// Status glyphs as an iOS bundle ships them: `name.png`,
    /// `name@2x.png`, `name@3x.png` (28, 56, 84 px; the @3x of `error` a palette PNG).
    /// Each name is one set, checked as one; drawn for a 28 pt HUD, every file is too
    /// small for its scale of the 35 pt canvas, and each is named at its own scale.
    func testPNGScaleSetIsOneGlyphAndEachFileIsJudgedAtItsScale() throws {
        let built = try build("png/scale-set-28pt")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, [])
        XCTAssertEqual(built.document.glyphs.failed, ["error", "info", "success"])
        var expected: [BuildDocument.Finding] = []
        for base in ["error", "info", "success"] {
            for (suffix, size, needed, scale) in [("", 28, 30, 1), ("@2x", 56, 59, 2), ("@3x", 84, 88, 3)] {
                expected.append(
                    BuildDocument.Finding(
                        severity: "error", rule: "source-too-small", path: "glyphs/\(base)\(suffix).png",
                        message:
                            "the source is \(size)x\(size) px but @\(scale)x needs \(needed) px; export it larger (upscaling blurs), "
                            + "or pass --allow-upscale"))
            }
        }
        XCTAssertEqual(built.document.findings.filter { $0.rule != "fit-scaled" }, expected)
        let imagesets = (try? FileManager.default.contentsOfDirectory(atPath: built.output.path)) ?? []
        XCTAssertEqual(imagesets.filter { $0.contains("@") }, [], "no imageset is named with a scale suffix")
    }

    // MARK: Illustrator

    /// Illustrator's layout: the Generator comment, `Layer_1`, `enable-background`,
    /// `xml:space="preserve"`, a `<style>` of `.st0` classes, `<polygon>`, `<rect>`, `<ellipse>`.
    func testIllustratorStyleClassExportsBuildCleanly() throws {
        let built = try build("illustrator/style-classes-layer")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["bottle", "cup", "gondola", "parking-garage"])
        XCTAssertEqual(
            built.document.findings,
            [
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs",
                    message:
                        "4 glyphs drawn on 15×15 artboards scaled by 0.83 as a set to fit the HIG glyph box (relative sizes kept as drawn)"
                )
            ])
        try assertImagesets(built)
        try assertInk(built, "cup", bounds: PixelRect(x: 14, y: 32, width: 77, height: 60))
        try assertInk(built, "parking-garage", bounds: PixelRect(x: 12, y: 12, width: 81, height: 81))
    }

    // MARK: Inkscape

    /// Inkscape 0.92's layout: `sodipodi:namedview` with an `inkscape:grid`, `inkscape:` and
    /// `sodipodi:` attributes, RDF metadata, a `Layer 1` group, circles as arcs in path data.
    func testInkscapeNamedviewExportsBuildCleanly() throws {
        let built = try build("inkscape/namedview-grid-metadata")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(
            built.document.glyphs.rendered, ["basket", "bicycle", "bicycle-small-11", "dog-full-width", "train"])
        XCTAssertEqual(
            built.document.findings,
            [
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs",
                    message:
                        "4 glyphs drawn on 15×15 artboards scaled by 0.86 as a set to fit the HIG glyph box (relative sizes kept as drawn)"
                ),
                BuildDocument.Finding(
                    severity: "info", rule: "fit-scaled", path: "glyphs/bicycle-small-11.svg",
                    message:
                        "drawn on a 11×11 artboard no other glyph has, scaled by 0.87 on its own to fit the HIG glyph box"
                ),
            ])
        try assertImagesets(built)
        // The dog spans the artboard's full width (x 0 to 15), so its ink spans the
        // scaled artboard: 105 × 0.86 = 90.3 px about the centre, columns 7 to 97.
        try assertInk(built, "dog-full-width", bounds: PixelRect(x: 7, y: 21, width: 91, height: 64))
        // The namedview's grid (opacity 0.125) is editor state, never drawn.
        try assertInk(built, "bicycle", bounds: PixelRect(x: 8, y: 22, width: 89, height: 63))
    }
}

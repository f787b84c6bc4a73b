import Foundation
import QuickGlyphCore
import QuickGlyphRaster
import XCTest

/// Icons exported by the real design tools (Figma, Sketch, Illustrator, Inkscape),
/// taken byte for byte from openly licensed icon sets (each set's SOURCE.md says
/// where from, and what each file shows), built by the binary as a handoff.
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
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(set).appendingPathComponent("glyphs"),
                                         to: root.appendingPathComponent("glyphs"))
        let result = try CLIRunner.run(["build", "glyphs", "--out", "out", "--format", "json"] + options, in: root)
        return Built(result: result, document: try BuildDocument(json: result.stdout),
                     output: root.appendingPathComponent("out/Shortcuts.xcassets"))
    }

    /// Every built glyph is a full imageset: its Contents.json and the three scales at
    /// 35, 70 and 105 px; a refused one has no imageset at all.
    private func assertImagesets(_ built: Built, file: StaticString = #filePath, line: UInt = #line) throws {
        for glyph in built.document.glyphs.rendered {
            let folder = built.output.appendingPathComponent("\(glyph).imageset")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(files, ["Contents.json", "\(glyph).png", "\(glyph)@2x.png", "\(glyph)@3x.png"], glyph, file: file, line: line)
            for (name, side) in [("\(glyph).png", 35), ("\(glyph)@2x.png", 70), ("\(glyph)@3x.png", 105)] {
                let header = try PNGImage.header(of: Data(contentsOf: folder.appendingPathComponent(name)))
                XCTAssertEqual([header.width, header.height], [side, side], name, file: file, line: line)
                XCTAssertEqual(header.colorType, .grayAlpha, name, file: file, line: line)
            }
        }
        for glyph in built.document.glyphs.failed {
            XCTAssertFalse(FileManager.default.fileExists(atPath: built.output.appendingPathComponent("\(glyph).imageset").path),
                           "\(glyph) was refused, yet has an imageset", file: file, line: line)
        }
    }

    /// The @3x image's ink box, and that its alpha is a real shape: fully covered
    /// pixels inside, partly covered ones along the anti-aliased edges.
    private func assertInk(_ built: Built, _ glyph: String, bounds: PixelRect,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let data = try Data(contentsOf: built.output.appendingPathComponent("\(glyph).imageset/\(glyph)@3x.png"))
        let mask = try PNGImage(data: data).raster.alphaMask
        XCTAssertEqual(mask.inkBounds(), bounds, glyph, file: file, line: line)
        let opaque = mask.values.filter { $0 == 255 }.count
        let partial = mask.values.filter { $0 > 0 && $0 < 255 }.count
        XCTAssertGreaterThan(opaque, 300, "\(glyph): solid ink", file: file, line: line)
        XCTAssertGreaterThan(partial, 100, "\(glyph): anti-aliased edges", file: file, line: line)
        XCTAssertLessThan(opaque + partial, 105 * 105 / 2, "\(glyph): a glyph, not a filled canvas", file: file, line: line)
    }

    // MARK: Figma

    /// Pepicons' raw Figma exports: `clip0_…` frame clips, a `fill="none"` root. Two
    /// of them carry a second colour the designer never flattened.
    func testFigmaPepiconsExportsBuildAndTheTwoColourOnesAreRefused() throws {
        let built = try build("figma/pepicons")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["airplane", "keyboard", "microphone-handheld"])
        XCTAssertEqual(built.document.glyphs.failed, ["arrow-down-left-print", "printer-pdf"])
        XCTAssertEqual(built.document.summary, [
            "info fit-scaled glyphs",
            "error not-monochrome glyphs/arrow-down-left-print.svg",
            "error not-monochrome glyphs/printer-pdf.svg",
        ])
        let messages = Dictionary(built.document.findings.map { ($0.path, $0.message) }) { first, _ in first }
        // The "print" style: the shape in #AB92F0 at 80% opacity, its outline in black.
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/arrow-down-left-print.svg"]).hasPrefix("uses 2 colours: #ab92f0 ("))
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/arrow-down-left-print.svg"]).contains("#000000 ("))
        // White paths inside the printer, knocking out the paper: white is ink too.
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/printer-pdf.svg"]).hasPrefix("uses 2 colours: #ab92f0 ("))
        XCTAssertTrue(try XCTUnwrap(messages["glyphs/printer-pdf.svg"]).contains("#ffffff ("))
        try assertImagesets(built)
        // The frame's clip (a 20×20 white rect in <clipPath>) draws nothing itself.
        try assertInk(built, "microphone-handheld", bounds: PixelRect(x: 21, y: 15, width: 66, height: 75))
        try assertInk(built, "airplane", bounds: PixelRect(x: 13, y: 13, width: 79, height: 79))
    }

    /// Radix Icons: Figma exports with only `fill="none"` and `xmlns` on the root.
    func testFigmaRadixExportsBuildCleanly() throws {
        let built = try build("figma/radix-icons")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["envelope-closed", "gear", "heart"])
        XCTAssertEqual(built.document.glyphs.failed, [])
        XCTAssertEqual(built.document.findings, [BuildDocument.Finding(
            severity: "info", rule: "fit-scaled", path: "glyphs",
            message: "3 glyphs drawn on 15×15 artboards scaled by 0.84 as a set to fit the HIG glyph box (relative sizes kept as drawn)")])
        try assertImagesets(built)
        // The gear is drawn round the artboard's centre: its ink is centred on the canvas.
        try assertInk(built, "gear", bounds: PixelRect(x: 12, y: 12, width: 81, height: 81))
        try assertInk(built, "envelope-closed", bounds: PixelRect(x: 8, y: 20, width: 89, height: 65))
    }

    // MARK: Sketch

    /// OpenTable's OTKit icons from Sketch 50–55: `<title>`, `<desc>Created with
    /// Sketch.</desc>`, a `fill="none"` group; the brand logos are in colour.
    func testSketchOTKitExportsBuildAndTheBrandLogosAreRefused() throws {
        let built = try build("sketch/design-tokens")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["ic_add_photo", "ic_message_sent", "ic_minus", "ic_phone_fill"])
        XCTAssertEqual(built.document.glyphs.failed, ["ic_facebook", "ic_google"])
        XCTAssertEqual(built.document.summary, [
            "error not-monochrome glyphs/ic_facebook.svg",
            "error not-monochrome glyphs/ic_google.svg",
        ])
        let facebook = try XCTUnwrap(built.document.findings.first { $0.path == "glyphs/ic_facebook.svg" }).message
        XCTAssertTrue(facebook.hasPrefix("uses 2 colours: #4267b2 ("), facebook)
        let google = try XCTUnwrap(built.document.findings.first { $0.path == "glyphs/ic_google.svg" }).message
        XCTAssertTrue(google.hasPrefix("uses 4 colours: #ea4335 ("), google)
        try assertImagesets(built)
        // Sketch's full-artboard white rect at opacity 0 adds no ink: the box is the
        // handset's, not the artboard's (0,0 105×105).
        try assertInk(built, "ic_phone_fill", bounds: PixelRect(x: 17, y: 17, width: 71, height: 71))
        // A stroke-only path (stroke on the path, fill="none" inherited) is drawn.
        try assertInk(built, "ic_message_sent", bounds: PixelRect(x: 17, y: 19, width: 71, height: 71))
        // The 24-unit artboard already fits, so it is drawn as `viewbox` draws it,
        // 4.375 px a unit: the rect x 6–18, y 11–13 covers columns 26–78, rows 48–56.
        let minus = try PNGImage(data: Data(contentsOf: built.output.appendingPathComponent("ic_minus.imageset/ic_minus@3x.png")))
        XCTAssertEqual(minus.raster.alphaMask.inkBounds(), PixelRect(x: 26, y: 48, width: 53, height: 9))
    }

    /// A Sketch 3.4 export with every mark of the old format: `xmlns:sketch`, a
    /// `Page-1` group and `sketch:type` attributes, on a 29×30 artboard.
    func testSketchPageGroupExportBuildsCleanly() throws {
        let built = try build("sketch/symbols")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["heraldry_small"])
        XCTAssertEqual(built.document.findings, [BuildDocument.Finding(
            severity: "info", rule: "fit-scaled", path: "glyphs/heraldry_small.svg",
            message: "drawn on a 29×30 artboard no other glyph has, scaled by 0.80 on its own to fit the HIG glyph box")])
        try assertImagesets(built)
        try assertInk(built, "heraldry_small", bounds: PixelRect(x: 12, y: 10, width: 81, height: 83))
    }

    /// deepin's Sketch exports carry an embedded bitmap (`<image>`, a base64 PNG
    /// shadow) and live `<text>` in macOS fonts: each is named where it is, with the
    /// font asked for; they are colour icons too, refused for that as well.
    func testSketchExportsWithEmbeddedImagesAndLiveTextAreNamed() throws {
        let built = try build("sketch/deepin-icon-theme")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, [])
        XCTAssertEqual(built.document.glyphs.failed, ["application-vnd.ms-excel", "dialog-ok", "preferences-desktop-font"])
        let named = built.document.findings.filter { $0.rule.hasPrefix("svg-") }.map { "\($0.severity) \($0.rule) \($0.path)" }
        XCTAssertEqual(named, [
            "warning svg-raster-image glyphs/application-vnd.ms-excel.svg", "warning svg-text glyphs/application-vnd.ms-excel.svg",
            "error svg-raster-image glyphs/dialog-ok.svg",
            "error svg-raster-image glyphs/preferences-desktop-font.svg", "warning svg-text glyphs/preferences-desktop-font.svg",
        ])
        let texts = built.document.findings.filter { $0.rule == "svg-text" }.map(\.message)
        XCTAssertTrue(texts[0].contains("asks for \"BanglaSangamMN-Bold\""), texts[0])
        XCTAssertTrue(texts[1].contains("(and 7 more text elements) asks for \"Athelas-Bold\""), texts[1])
        let small = built.document.findings.first { $0.rule == "svg-raster-image" && $0.path == "glyphs/dialog-ok.svg" }?.message
        XCTAssertEqual(small, "an embedded raster image (line 9) is pixels, not vector: its 62x62 px are drawn over 82x82 px at @3x, "
            + "so it would blur; redraw it as shapes, embed it at least that large, or pass --allow-upscale")
        try assertImagesets(built)
    }

    // MARK: A background

    /// game-icons.net publishes every icon as white art on a black square covering the
    /// whole artboard (`<path d="M0 0h512v512H0z"/>`, drawn first): named as the
    /// background it is, not as a second colour; `--drop-background` removes that layer alone.
    func testIconsPublishedOnAFullArtboardBackgroundAreNamedAndDropBackgroundBuildsThem() throws {
        let names = ["crossed-swords", "house-keys", "padlock"]
        let built = try build("cleaned/game-icons")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.failed, names)
        XCTAssertEqual(built.document.findings.filter { $0.rule != "fit-scaled" }, names.map {
            BuildDocument.Finding(severity: "error", rule: "svg-background", path: "glyphs/\($0).svg",
                                  message: "the artboard has a black background path (line 1); remove the frame's fill before exporting, "
                                      + "or pass --drop-background")
        })
        let dropped = try build("cleaned/game-icons", ["--drop-background"])
        XCTAssertEqual(dropped.result.status, 0, dropped.result.stderr)
        XCTAssertEqual(dropped.document.glyphs.rendered, names)
        XCTAssertEqual(dropped.document.findings.filter { $0.rule == "svg-background" }.map(\.severity), ["info", "info", "info"])
        try assertImagesets(dropped)
        // The white art alone: a padlock, not a filled square (looked at by hand).
        try assertInk(dropped, "padlock", bounds: PixelRect(x: 19, y: 11, width: 67, height: 83))
    }

    // MARK: PDF

    /// PDFs from an iOS asset catalog: four written by macOS Quartz (PDF 1.3), two by
    /// a converter (PDF 1.7, no Info); at.pdf's "@" is live text in an embedded font.
    func testPDFExportsFromAnAssetCatalogBuildCleanly() throws {
        let built = try build("pdf/fluentui-apple")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["add24Regular", "at", "ic_checkmark_24_outlined", "ic_fluent_home_24_regular",
                                                        "ic_fluent_person_24_regular", "ic_more_24_outlined"])
        // The 24 pt pages already fit, so only the 12 pt one is scaled.
        XCTAssertEqual(built.document.findings, [BuildDocument.Finding(
            severity: "info", rule: "fit-scaled", path: "glyphs/at.pdf",
            message: "drawn on a 12×12 artboard no other glyph has, scaled by 0.77 on its own to fit the HIG glyph box")])
        try assertImagesets(built)
        try assertInk(built, "add24Regular", bounds: PixelRect(x: 13, y: 13, width: 77, height: 77))
        try assertInk(built, "ic_fluent_person_24_regular", bounds: PixelRect(x: 17, y: 8, width: 71, height: 89))
        // Drawn from the embedded font: the text is there, not a blank page.
        try assertInk(built, "at", bounds: PixelRect(x: 12, y: 12, width: 81, height: 81))
        // Three dots, a 24 pt page drawn at 4.375 px a unit: a thin band.
        let more = try PNGImage(data: Data(contentsOf: built.output.appendingPathComponent("ic_more_24_outlined.imageset/ic_more_24_outlined@3x.png")))
        XCTAssertEqual(more.raster.alphaMask.inkBounds(), PixelRect(x: 19, y: 45, width: 67, height: 15))
    }

    // MARK: PNG

    /// SVProgressHUD's status glyphs as an iOS bundle ships them: `name.png`,
    /// `name@2x.png`, `name@3x.png` (28, 56, 84 px; the @3x of `error` a palette PNG).
    /// Each name is one set, checked as one; drawn for a 28 pt HUD, every file is too
    /// small for its scale of the 35 pt canvas, and each is named at its own scale.
    func testPNGScaleSetIsOneGlyphAndEachFileIsJudgedAtItsScale() throws {
        let built = try build("png/SVProgressHUD")
        XCTAssertEqual(built.result.status, 1, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, [])
        XCTAssertEqual(built.document.glyphs.failed, ["error", "info", "success"])
        var expected: [BuildDocument.Finding] = []
        for base in ["error", "info", "success"] {
            for (suffix, size, needed, scale) in [("", 28, 30, 1), ("@2x", 56, 59, 2), ("@3x", 84, 88, 3)] {
                expected.append(BuildDocument.Finding(
                    severity: "error", rule: "source-too-small", path: "glyphs/\(base)\(suffix).png",
                    message: "the source is \(size)x\(size) px but @\(scale)x needs \(needed) px; export it larger (upscaling blurs), "
                        + "or pass --allow-upscale"))
            }
        }
        XCTAssertEqual(built.document.findings.filter { $0.rule != "fit-scaled" }, expected)
        let imagesets = (try? FileManager.default.contentsOfDirectory(atPath: built.output.path)) ?? []
        XCTAssertEqual(imagesets.filter { $0.contains("@") }, [], "no imageset is named with a scale suffix")
    }

    // MARK: Illustrator

    /// Maki 4.0.0 as Illustrator 19.2.1 saved it: the Generator comment, `Layer_1`,
    /// `enable-background`, `xml:space="preserve"`.
    func testIllustratorMakiExportsBuildCleanly() throws {
        let built = try build("illustrator/maki")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["aerialway-15", "alcohol-shop-15", "cafe-15", "parking-garage-15"])
        XCTAssertEqual(built.document.findings, [BuildDocument.Finding(
            severity: "info", rule: "fit-scaled", path: "glyphs",
            message: "4 glyphs drawn on 15×15 artboards scaled by 0.84 as a set to fit the HIG glyph box (relative sizes kept as drawn)")])
        try assertImagesets(built)
        try assertInk(built, "cafe-15", bounds: PixelRect(x: 20, y: 26, width: 71, height: 59))
        try assertInk(built, "parking-garage-15", bounds: PixelRect(x: 11, y: 11, width: 83, height: 80))
    }

    // MARK: Inkscape

    /// Maki 4.0.0 icons opened and saved again in Inkscape 0.91: `sodipodi:namedview`
    /// with an `inkscape:grid`, `inkscape:` attributes, RDF metadata.
    func testInkscapeMakiExportsBuildCleanly() throws {
        let built = try build("inkscape/maki")
        XCTAssertEqual(built.result.status, 0, built.result.stderr)
        XCTAssertEqual(built.document.glyphs.rendered, ["bicycle-15", "bicycle-share-11", "dog-park-15", "grocery-15", "rail-15"])
        XCTAssertEqual(built.document.findings, [
            BuildDocument.Finding(severity: "info", rule: "fit-scaled", path: "glyphs",
                                  message: "4 glyphs drawn on 15×15 artboards scaled by 0.85 as a set to fit the HIG glyph box (relative sizes kept as drawn)"),
            BuildDocument.Finding(severity: "info", rule: "fit-scaled", path: "glyphs/bicycle-share-11.svg",
                                  message: "drawn on a 11×11 artboard no other glyph has, scaled by 0.77 on its own to fit the HIG glyph box"),
        ])
        try assertImagesets(built)
        // The dog spans the artboard's full width (x 0 to 15), so its ink spans the
        // scaled artboard: 105 × 0.85 = 89.25 px about the centre, columns 7 to 97.
        try assertInk(built, "dog-park-15", bounds: PixelRect(x: 7, y: 15, width: 91, height: 74))
        // The namedview's grid (opacity 0.125) is editor state, never drawn.
        try assertInk(built, "bicycle-15", bounds: PixelRect(x: 7, y: 19, width: 91, height: 67))
    }
}

import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// Designers' export mistakes, each named once where it is with the design tool's fix.
final class SVGExportMistakeTests: XCTestCase {
    /// A Figma frame with a white fill: the fill is drawn first inside the frame's clip group,
    /// and the clip's own rectangle (in defs) is the same size but is no background.
    static let figmaFrame = """
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#clip0_12_34)">
        <rect width="24" height="24" fill="white"/>
        <path d="M12 4L20 20H4L12 4Z" fill="black"/>
        </g>
        <defs>
        <clipPath id="clip0_12_34">
        <rect width="24" height="24" fill="white"/>
        </clipPath>
        </defs>
        </svg>
        """

    private func convert(_ svg: String, options: OutputOptions = OutputOptions()) throws(GlyphRefusal) -> ConvertedGlyph
    {
        try GlyphConverter(options: options).convert(
            data: Data(svg.utf8), kind: .svg, path: "g.svg", baseDirectory: nil)
    }

    private func refusal(_ svg: String, options: OutputOptions = OutputOptions()) -> [String] {
        do throws(GlyphRefusal) {
            let glyph = try convert(svg, options: options)
            return ["converted: " + glyph.findings.map(\.diagnosticLine).joined(separator: " | ")]
        } catch {
            return error.findings.map(\.diagnosticLine)
        }
    }

    func testAFigmaFrameFillIsOneBackgroundErrorAtItsLineAndNoColourFinding() {
        XCTAssertEqual(
            refusal(Self.figmaFrame),
            [
                "g.svg:3:1: error: the artboard has a white background rectangle (line 3); remove the frame's fill before exporting, "
                    + "or pass --drop-background [svg-background]"
            ])
    }

    func testDropBackgroundDrawsExactlyTheSVGWithoutThatRectangle() throws {
        let dropped = try convert(Self.figmaFrame, options: OutputOptions(dropBackground: true))
        XCTAssertEqual(
            dropped.findings.map(\.diagnosticLine),
            [
                "g.svg:3:1: note: the artboard's white background rectangle (line 3) was removed as asked (--drop-background) [svg-background]"
            ])
        let without = Self.figmaFrame.replacingOccurrences(
            of: "<rect width=\"24\" height=\"24\" fill=\"white\"/>\n<path", with: "\n<path")
        XCTAssertNotEqual(without, Self.figmaFrame)
        let expected = try convert(without)
        XCTAssertEqual(expected.findings.map(\.diagnosticLine), [])
        XCTAssertEqual(dropped.images.map(\.scale), [1, 2, 3])
        for (cut, plain) in zip(dropped.images, expected.images) {
            XCTAssertEqual(cut.mask.width, plain.mask.width)
            XCTAssertEqual(cut.mask.values, plain.mask.values, "@\(cut.scale)x")
            XCTAssertNotNil(cut.mask.inkBounds(), "the triangle is drawn")
        }
    }

    func testTheRemovedBytesAreExactlyTheBackgroundElement() throws {
        let data = Data(Self.figmaFrame.utf8)
        let inspection = SVGExportInspection(data: data)
        let background = try XCTUnwrap(inspection.background)
        XCTAssertEqual(background.position, SourcePosition(line: 3, column: 1))
        XCTAssertEqual(
            String(decoding: data[background.bytes], as: UTF8.self), #"<rect width="24" height="24" fill="white"/>"#)
        let removed = try XCTUnwrap(inspection.removingBackground(from: data))
        XCTAssertEqual(
            String(decoding: removed, as: UTF8.self),
            Self.figmaFrame.replacingOccurrences(
                of: "\n<rect width=\"24\" height=\"24\" fill=\"white\"/>\n<path", with: "\n\n<path"))
    }

    func testEveryTruncationOfAnExportIsReadWithoutACrash() {
        // A cut file is not XML: XMLParser stops, and what was read before it says nothing.
        let bytes = Array(Self.figmaFrame.utf8)
        var backgrounds = 0
        for end in 0..<bytes.count {
            let data = Data(bytes[..<end])
            let inspection = SVGExportInspection(data: data)
            if let removed = inspection.removingBackground(from: data) {
                backgrounds += 1
                XCTAssertEqual(removed.count, end - 43, "at \(end): exactly the 43 bytes of the rectangle")
            }
        }
        XCTAssertEqual(backgrounds, 0, "no truncated file parses")
    }

    func testAClipPathRectangleIsNoBackground() {
        let clipOnly = Self.figmaFrame.replacingOccurrences(
            of: "<rect width=\"24\" height=\"24\" fill=\"white\"/>\n<path", with: "<path")
        let inspection = SVGExportInspection(data: Data(clipOnly.utf8))
        XCTAssertNil(inspection.background)
        XCTAssertEqual(inspection.findings(path: "g.svg").map(\.diagnosticLine), [])
        XCTAssertEqual(refusal(clipOnly), ["converted: "])
    }

    func testARectangleInDefsOrAMaskIsNoBackground() {
        let masked = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
            <mask id="m"><rect width="24" height="24" fill="white"/><circle cx="12" cy="12" r="3" fill="black"/></mask>
            <defs><rect id="r" width="24" height="24" fill="white"/></defs>
            <circle cx="12" cy="12" r="8" mask="url(#m)"/>
            </svg>
            """
        XCTAssertNil(SVGExportInspection(data: Data(masked.utf8)).background)
    }

    func testAFirstRectangleSmallerThanTheArtboardIsArtAndDropBackgroundLeavesItAlone() throws {
        let inset = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
            <rect x="2" y="2" width="20" height="20" fill="black"/>
            <circle cx="12" cy="12" r="4" fill="black"/>
            </svg>
            """
        let data = Data(inset.utf8)
        XCTAssertNil(SVGExportInspection(data: data).background)
        XCTAssertNil(SVGExportInspection(data: data).removingBackground(from: data))
        let plain = try convert(inset), dropped = try convert(inset, options: OutputOptions(dropBackground: true))
        XCTAssertEqual(dropped.images.map(\.mask.values), plain.images.map(\.mask.values))
        XCTAssertEqual(
            dropped.images.first?.mask.inkBounds(), PixelRect(x: 2, y: 2, width: 31, height: 31), "the square is drawn")
    }

    func testFigmaPathBackgroundIsNamedAsAPath() {
        let svg = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
              <path d="M0 0h24v24H0z" fill="white"/>
              <path d="M12 4L20 20H4L12 4Z" fill="black"/>
            </svg>
            """
        XCTAssertEqual(
            refusal(svg),
            [
                "g.svg:2:3: error: the artboard has a white background path (line 2); remove the frame's fill before exporting, "
                    + "or pass --drop-background [svg-background]"
            ])
    }

    func testSketchArtboardFillWithANamedColour() {
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg width="24px" height="24px" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg">
                <title>compose</title>
                <g id="compose" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                    <rect fill="#F2F2F2" x="0" y="0" width="24" height="24"></rect>
                    <circle fill="#000000" cx="12" cy="12" r="6"></circle>
                </g>
            </svg>
            """
        let data = Data(svg.utf8)
        let inspection = SVGExportInspection(data: data)
        XCTAssertEqual(
            inspection.findings(path: "g.svg").map(\.diagnosticLine),
            [
                "g.svg:5:9: error: the artboard has a #f2f2f2 background rectangle (line 5); remove the frame's fill before "
                    + "exporting, or pass --drop-background [svg-background]"
            ])
        XCTAssertEqual(
            inspection.removingBackground(from: data).map { String(decoding: $0, as: UTF8.self) },
            svg.replacingOccurrences(
                of: ##"<rect fill="#F2F2F2" x="0" y="0" width="24" height="24"></rect>"##, with: ""))
    }

    func testAFaintOrRoundedFullSizeRectangleIsNoBackground() {
        for first in [
            #"<rect width="24" height="24" fill="white" fill-opacity="0.5"/>"#,
            #"<rect width="24" height="24" rx="6" fill="black"/>"#,
            #"<rect width="24" height="24" fill="none" stroke="black"/>"#,
            #"<rect width="24" height="24" fill="white" transform="rotate(45 12 12)"/>"#,
        ] {
            let svg =
                "<svg viewBox=\"0 0 24 24\" xmlns=\"http://www.w3.org/2000/svg\">\(first)<circle cx=\"12\" cy=\"12\" r=\"5\"/></svg>"
            XCTAssertNil(SVGExportInspection(data: Data(svg.utf8)).background, first)
        }
        let percent =
            "<svg viewBox=\"0 0 24 24\" xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
            + "<circle cx=\"12\" cy=\"12\" r=\"5\"/></svg>"
        XCTAssertNotNil(SVGExportInspection(data: Data(percent.utf8)).background, "100% of the artboard")
    }

    func testAnIllustratorBoundingBoxStyledInvisibleIsNoBackground() {
        // Illustrator's 24×24 bounding box, invisible through its stylesheet class.
        let svg = """
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" x="0px" y="0px" viewBox="0 0 24 24">
            <style type="text/css">.st0{fill:none;}</style>
            <rect class="st0" width="24" height="24"/>
            <circle cx="12" cy="12" r="8"/>
            </svg>
            """
        XCTAssertNil(SVGExportInspection(data: Data(svg.utf8)).background)
        XCTAssertEqual(refusal(svg), ["converted: "])
    }

    func testABackgroundTheStylesheetHidesIsNotReportedByTheBuild() throws {
        // The XML alone would take the rectangle for a fill; librsvg draws it invisible, and the corners say so.
        let svg = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
            <style>rect { fill: none }</style>
            <rect width="24" height="24" fill="white"/>
            <circle cx="12" cy="12" r="8"/>
            </svg>
            """
        XCTAssertNotNil(SVGExportInspection(data: Data(svg.utf8)).background)
        XCTAssertEqual(refusal(svg), ["converted: "])
    }

    func testTextThatWasNotOutlinedNamesTheFontItAsksFor() {
        let svg = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
              <circle cx="12" cy="12" r="10"/>
              <text x="4" y="18" font-family="SF Pro" font-size="14" fill="white">A</text>
            </svg>
            """
        XCTAssertEqual(
            SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg").map(\.diagnosticLine),
            [
                "g.svg:3:3: warning: text that was not outlined (line 3) asks for \"SF Pro\", so it renders with whatever font this "
                    + "machine has in its place, and differently on a Mac; outline the text (Figma: Flatten / Outline stroke; "
                    + "Sketch: Layer › Convert to Outlines; Illustrator: Type › Create Outlines) [svg-text]"
            ])
    }

    func testTheFontOfAStyleOrAnAncestorIsNamed() {
        let svg = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><g style="font-family: 'Helvetica Neue', sans-serif">
            <text x="4" y="18">A</text><text x="12" y="18">B</text></g></svg>
            """
        let findings = SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg")
        XCTAssertEqual(
            findings.map(\.message),
            [
                "text that was not outlined (line 2) (and 1 more text element) asks for \"Helvetica Neue\", so it renders with "
                    + "whatever font this machine has in its place, and differently on a Mac; outline the text (Figma: Flatten / "
                    + "Outline stroke; Sketch: Layer › Convert to Outlines; Illustrator: Type › Create Outlines)"
            ])
        XCTAssertEqual(findings.map(\.position), [SourcePosition(line: 2, column: 1)])
    }

    func testAnEmbeddedPNGIsNamedAtItsElement() throws {
        let svg = """
            <svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <circle cx="12" cy="12" r="4"/>
              <image x="0" y="0" width="24" height="24" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAGElEQVR4nGNgYGD4zwABMBqF8x+Dg6ECAANPB/kFdH4XAAAAAElFTkSuQmCC"/>
            </svg>
            """
        let checker =
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAGElEQVR4nGNgYGD4zwABMBqF8x+Dg6ECAANPB/kFdH4XAAAAAElFTkSuQmCC"
        XCTAssertEqual(
            try PNGImage(data: XCTUnwrap(Data(base64Encoded: checker))).header.width, 4, "a real 4×4 checkerboard")
        XCTAssertEqual(
            SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg").map(\.diagnosticLine),
            [
                "g.svg:3:3: warning: an embedded raster image (line 3) is pixels, not vector: it is drawn scaled to each canvas "
                    + "and judged as the PNG it is, so it blurs where it is enlarged; redraw it as shapes, or export the glyph as "
                    + "a PNG at @3x size [svg-raster-image]"
            ])
        // Drawn over the whole 24-unit artboard, its 4 px are 105 px at @3x: the build refuses it as a small PNG
        // source.
        XCTAssertEqual(
            refusal(svg).filter { $0.hasSuffix("[svg-raster-image]") },
            [
                "g.svg:3:3: error: an embedded raster image (line 3) is pixels, not vector: its 4x4 px are drawn over 105x105 px "
                    + "at @3x, so it would blur; redraw it as shapes, embed it at least that large, or pass --allow-upscale [svg-raster-image]"
            ])
        // check takes no --allow-upscale: its hint names the build that does.
        XCTAssertEqual(
            SVGExportInspection(data: Data(svg.utf8)).findings(
                path: "g.svg", pixelsPerUnit: 3, scale: 3, context: RuleContext(command: .check(repairs: true))
            ).map(\.message),
            [
                "an embedded raster image (line 3) is pixels, not vector: its 4x4 px are drawn over 72x72 px at @3x, "
                    + "so it would blur; redraw it as shapes, embed it at least that large, or convert it with "
                    + "`quickglyph build --allow-upscale`"
            ])
        let allowed = try convert(svg, options: OutputOptions(allowUpscale: true))
        XCTAssertEqual(
            allowed.findings.filter { $0.rule == .svgRasterImage }.map(\.diagnosticLine),
            [
                "g.svg:3:3: warning: an embedded raster image (line 3) is pixels, not vector: its 4x4 px are drawn over 105x105 px "
                    + "at @3x, enlarged as asked (--allow-upscale), so it is soft; redraw it as shapes [svg-raster-image]"
            ])
    }

    func testAFlatTintImageIsNoPicture() {
        // One colour over the artboard, as Inkscape's page-sized opacity masks are: nothing to blur.
        let flat = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAD0lEQVR4nGP4jwYYSBcAAHg8P8FY7imoAAAAAElFTkSuQmCC"
        XCTAssertNoThrow(try PNGImage(data: XCTUnwrap(Data(base64Encoded: flat))))
        let svg =
            #"<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><mask id="m"><image width="24" height="24" href="data:image/png;base64,"#
            + flat + #""/></mask><circle cx="12" cy="12" r="8" mask="url(#m)"/></svg>"#
        XCTAssertEqual(SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg"), [])
    }

    func testALinkedImageNamesItsFile() {
        let svg =
            #"<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="mark.png" width="24" height="24"/></svg>"#
        XCTAssertEqual(
            SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg").map(\.message),
            [
                "a linked raster image \"mark.png\" (line 1) is pixels, not vector: it is drawn scaled to each canvas and judged as "
                    + "the PNG it is, so it blurs where it is enlarged; redraw it as shapes, or export the glyph as a PNG at @3x size"
            ])
    }

    func testArtRunningOffTheRightEdgeIsCutOnTheRightAndNotAlsoTouchingTheEdge() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="20" cy="12" r="8"/></svg>"#
        let glyph = try convert(svg, options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(
            glyph.findings.map(\.diagnosticLine),
            [
                "g.svg: warning: the art runs past the artboard's right edge (first at 104,22), so part of the shape was lost at "
                    + "export; enlarge the frame/artboard so the whole shape is inside, or export the layer with its bounds [art-cut-by-artboard]"
            ])
        XCTAssertEqual(glyph.findings.first?.pixel, PixelPosition(x: 104, y: 22))
        // Placed by its ink, the whole shape is drawn: nothing is lost.
        XCTAssertEqual(try convert(svg, options: OutputOptions(fit: .glyph)).findings.map(\.rule), [])
    }

    func testABarDrawnOnPastTheEdgeLosesNothing() throws {
        // Adwaita's format-justify-right draws its lines from x = -1: past the edge, they are the edge's profile
        // carried on.
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="m 13 1 v 2 h -14 v -2 z m 0 4 v 2 h -10 v -2 z"/></svg>"#
        let rendered = try GlyphRenderer(options: RenderOptions(scales: [1])).render(
            data: Data(svg.utf8), kind: .svg, baseDirectory: nil)
        XCTAssertEqual(rendered.artboardEdges.overflow, [])
        let tapered =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M 13 1 V 7 L -3 4 Z"/></svg>"#
        let cut = try GlyphRenderer(options: RenderOptions(scales: [1])).render(
            data: Data(tapered.utf8), kind: .svg, baseDirectory: nil)
        XCTAssertEqual(cut.artboardEdges.overflow, [.left], "a shape that narrows past the edge lost its point")
    }

    func testArtClippedByTheFrameIsCutOnEachSideItCrosses() throws {
        let svg = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <g clip-path="url(#clip0)"><path d="M-6 4H20V30H-6Z" fill="black"/></g>
            <defs><clipPath id="clip0"><rect width="24" height="24" fill="white"/></clipPath></defs>
            </svg>
            """
        for (fit, first) in [(OutputOptions.Fit.auto, "0,104"), (.glyph, "12,92")] {
            let glyph = try convert(svg, options: OutputOptions(fit: fit))
            XCTAssertEqual(
                glyph.findings.filter { $0.rule == .artCutByArtboard }.map(\.message),
                [
                    "the art runs past the artboard's bottom and left edges (first at \(first)), so part of the shape was lost at export; "
                        + "enlarge the frame/artboard so the whole shape is inside, or export the layer with its bounds"
                ], "\(fit)")
            XCTAssertEqual(glyph.findings.filter { $0.rule == .glyphTouchesEdge }, [], "one finding for one cut")
        }
        // The same geometry under a clip that is not the artboard's is a shape the designer masked.
        let masked = svg.replacingOccurrences(
            of: #"<rect width="24" height="24" fill="white"/>"#, with: #"<rect width="24" height="24" rx="3"/>"#)
        XCTAssertFalse(SVGExportInspection(data: Data(masked.utf8)).clipsToArtboard)
        XCTAssertTrue(SVGExportInspection(data: Data(svg.utf8)).clipsToArtboard)
    }

    func testArtTouchingTheArtboardEdgeIsNotCut() throws {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/><rect x="0" y="6" width="16" height="4"/></svg>"#
        let rendered = try GlyphRenderer(options: RenderOptions(scales: [1])).render(
            data: Data(svg.utf8), kind: .svg, baseDirectory: nil)
        XCTAssertEqual(rendered.artboardEdges.overflow, [])
        XCTAssertEqual(rendered.artboardEdges.clipped, [])
    }

    func testPathRectanglesAreReadAsFigmaAndOthersWriteThem() {
        for d in [
            "M0 0h24v24H0z", "M0 0h24v24H0", "M0 0H24V24H0V0Z", "M 0,0 L 24,0 L 24,24 L 0,24 Z", "m0 0h24v24h-24z",
            "M24 24H0V0h24z",
        ] {
            XCTAssertEqual(SVGPathRectangle(d), SVGPathRectangle(minX: 0, minY: 0, maxX: 24, maxY: 24), d)
        }
        for d in [
            "M0 0h24v24H0z M4 4h2v2H4z", "M0 0h24v24", "M0 0L24 24H0z", "M0 0h24c0 8 0 16 0 24H0z", "M0 0h24v24H0zM1 1",
        ] {
            XCTAssertNil(SVGPathRectangle(d), d)
        }
    }

    /// A false error is costly: not one of Adwaita's symbolic icons, drawn by hand to the edge of
    /// a 16 px artboard, is any of these mistakes.
    func testNoAdwaitaIconIsAnExportMistake() throws {
        let root = AdwaitaCorpusTests.root
        guard FileManager.default.fileExists(atPath: root.path) else {
            return XCTFail("\(root.path) is missing: install adwaita-icon-theme (make test-deps)")
        }
        var count = 0
        var found: [String] = []
        let renderer = GlyphRenderer(options: RenderOptions(scales: [1]))
        for category in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(category)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
            where file.hasSuffix(".svg") {
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                let path = "\(category)/\(file)"
                let inspection = SVGExportInspection(data: data)
                found += inspection.findings(path: path).map(\.diagnosticLine)
                let edges = try renderer.render(data: data, kind: .svg, baseDirectory: nil).artboardEdges
                let cut = edges.overflow + (inspection.clipsToArtboard ? edges.clipped : [])
                if !cut.isEmpty { found.append("\(path): cut at \(cut)") }
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 600)
        XCTAssertEqual(found, [])
    }
}

extension SVGExportMistakeTests {
    /// A minified export is one line: finding each element's place must not read the line again for each.
    func testAOneLineFileOfManyElementsIsReadInTime() {
        let circles = (0..<20_000).map { #"<circle cx="\#($0 % 24)" cy="12" r="1"/>"# }.joined()
        let root = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#
        XCTAssertEqual(root.count, 60)
        let svg = root + circles + #"<text font-family="Inter">A</text></svg>"#
        let started = Date()
        let findings = SVGExportInspection(data: Data(svg.utf8)).findings(path: "g.svg")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "one pass over the line")
        XCTAssertEqual(findings.map(\.position), [SourcePosition(line: 1, column: 61 + circles.count)])
    }
}

extension SVGExportMistakeTests {
    func testDropBackgroundIsInTheOptionsHashAndAManifestWithoutItStillReads() throws {
        XCTAssertNotEqual(
            Manifest.optionsHash(for: OutputOptions(dropBackground: true)), Manifest.optionsHash(for: OutputOptions()))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(OutputOptions())) as? [String: Any]
        XCTAssertEqual(encoded?["dropBackground"] as? Bool, false)
        var older = try XCTUnwrap(encoded)
        older.removeValue(forKey: "dropBackground")
        let decoded = try JSONDecoder().decode(OutputOptions.self, from: JSONSerialization.data(withJSONObject: older))
        XCTAssertEqual(decoded, OutputOptions(), "written before the option existed: without it")
        let dropped = try JSONDecoder().decode(
            OutputOptions.self, from: JSONEncoder().encode(OutputOptions(fit: .glyph, dropBackground: true)))
        XCTAssertEqual(dropped, OutputOptions(fit: .glyph, dropBackground: true))
    }

    func testALoneFullSizeRectangleIsTheGlyphNotABackground() {
        let svg = #"<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><rect width="24" height="24"/></svg>"#
        XCTAssertNil(SVGExportInspection(data: Data(svg.utf8)).background, "nothing is drawn over it")
    }
}

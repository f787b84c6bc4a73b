import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// PDF glyphs through poppler into cairo: placed like SVGs, pixel for pixel.
final class PDFRenderingTests: XCTestCase {
    private func masks(
        _ name: String, kind: SourceKind = .pdf, options: OutputOptions = OutputOptions()
    ) throws -> [Int: AlphaMask] {
        let glyph = try GlyphConverter(options: options).convert(
            data: PDFFixture.data(name), kind: kind, path: name, baseDirectory: nil)
        return Dictionary(uniqueKeysWithValues: glyph.images.map { ($0.scale, $0.mask) })
    }

    private func largestDifference(_ one: AlphaMask, _ other: AlphaMask) -> Int {
        zip(one.values, other.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    func testAPDFAndItsSourceSVGGiveTheSameMasksAtEveryScale() throws {
        // Adwaita's icon as SVG and PDF hold the same numbers (see PDFFixture.adwaita),
        // so librsvg and poppler hand cairo the same paths.
        for options in [OutputOptions(), OutputOptions(higSizes: true)] {
            for icon in ["edit-copy-symbolic", "system-search-symbolic"] {
                let pdf = try masks(icon + ".pdf", options: options)
                let svg = try masks(icon + ".svg", kind: .svg, options: options)
                XCTAssertEqual(pdf.keys.sorted(), [1, 2, 3])
                for scale in [1, 2, 3] {
                    let (p, s) = (try XCTUnwrap(pdf[scale]), try XCTUnwrap(svg[scale]))
                    XCTAssertEqual(p.width, options.higSizes && scale == 3 ? 104 : 35 * scale)
                    XCTAssertLessThanOrEqual(largestDifference(p, s), 1, "\(icon) @\(scale)x")
                    XCTAssertNotNil(p.inkBounds(), "\(icon) @\(scale)x has ink")
                }
            }
        }
    }

    func testGlyphFitPlacesAPDFLikeItsSourceSVG() throws {
        // edit-copy lies inside its page; system-search's handle runs past the page
        // edge, which a PDF page clips and an SVG artboard does not, so only the
        // first can be the same glyph in both.
        let options = OutputOptions(fit: .glyph)
        let pdf = try masks("edit-copy-symbolic.pdf", options: options)
        let svg = try masks("edit-copy-symbolic.svg", kind: .svg, options: options)
        for scale in [1, 2, 3] {
            XCTAssertLessThanOrEqual(
                largestDifference(try XCTUnwrap(pdf[scale]), try XCTUnwrap(svg[scale])), 1, "@\(scale)x")
        }
        // A square glyph is 27 pt: 81 px at @3x, centred in 105.
        XCTAssertEqual(pdf[3]?.inkBounds(), PixelRect(x: 12, y: 12, width: 81, height: 81))
    }

    func testTheSquareLandsOnKnownPixels() throws {
        // The 12 pt square at (3,5) on the 24 pt page, which fills the 35 pt canvas:
        // 105/24 = 4.375 px a point at @3x, so columns 13.125 to 65.625 and rows
        // 21.875 to 74.375. Edge pixels hold their coverage, give or take cairo's
        // rounding (7/8 is 223.1 and cairo writes 224).
        let three = try XCTUnwrap(try masks("square-24pt.pdf")[3])
        XCTAssertEqual(three[12, 40], 0)
        XCTAssertEqual(Int(three[13, 40]), 223, accuracy: 1, "7/8 covered")
        XCTAssertEqual(three[14, 40], 255)
        XCTAssertEqual(three[64, 40], 255)
        XCTAssertEqual(Int(three[65, 40]), 159, accuracy: 1, "5/8 covered")
        XCTAssertEqual(three[66, 40], 0)
        XCTAssertEqual(Int(three[40, 21]), 32, accuracy: 1, "1/8 covered")
        XCTAssertEqual(three[40, 22], 255)
        XCTAssertEqual(three[40, 73], 255)
        XCTAssertEqual(Int(three[40, 74]), 96, accuracy: 1, "3/8 covered")
        XCTAssertEqual(three[40, 75], 0)
        XCTAssertEqual(three.inkBounds(), PixelRect(x: 13, y: 21, width: 53, height: 54))
    }

    func testGlyphFitMeasuresThePDFsInkFromPixels() throws {
        // poppler's own estimate of the square is half a point too large on every
        // side; the measured ink is the square, so it becomes exactly 27 pt.
        let glyph = try masks("square-24pt.pdf", options: OutputOptions(fit: .glyph))
        XCTAssertEqual(glyph[1]?.inkBounds(), PixelRect(x: 4, y: 4, width: 27, height: 27))
        XCTAssertEqual(glyph[2]?.inkBounds(), PixelRect(x: 8, y: 8, width: 54, height: 54))
        XCTAssertEqual(glyph[3]?.inkBounds(), PixelRect(x: 12, y: 12, width: 81, height: 81))
        XCTAssertEqual(glyph[3]?[12, 12], 255)
        XCTAssertEqual(glyph[3]?[11, 12], 0)
    }

    func testAWidePageIsFittedNotStretched() throws {
        // 32x16 pt into 35 pt: 35x17.5, rows 8.75 to 26.25; the 16x8 bar at (4,4)
        // covers columns 4.375 to 21.875 and rows 13.125 to 21.875 at @1x.
        let one = try XCTUnwrap(try masks("wide-32x16pt.pdf", options: OutputOptions(allowColor: false))[1])
        XCTAssertEqual(one.inkBounds(), PixelRect(x: 4, y: 13, width: 18, height: 9))
        XCTAssertEqual(one[10, 17], 255)
        XCTAssertEqual(Int(one[4, 17]), 159, accuracy: 1, "5/8 covered")
        XCTAssertEqual(Int(one[21, 17]), 223, accuracy: 1, "7/8 covered")
    }

    func testHairlinesKeepTheirWidthAsInAnSVG() throws {
        // A 0.5 pt stroke at x = 12 on the 24 pt page is 0.73 px wide at @1x. poppler's
        // screen path would widen it to a whole pixel and snap it to the grid; the
        // printing path draws it as it is, like librsvg draws the same line.
        let pdf = try XCTUnwrap(try masks("hairline-24pt.pdf")[1])
        let line =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 4V20" stroke="#000" stroke-width="0.5"/></svg>"##
        let svg = try XCTUnwrap(
            try GlyphConverter(options: OutputOptions())
                .convert(data: Data(line.utf8), kind: .svg, path: "line.svg", baseDirectory: nil).images.first {
                    $0.scale == 1
                }?.mask)
        XCTAssertEqual(Int(pdf[17, 17]), 186, accuracy: 1, "0.729 of the pixel")
        XCTAssertEqual(pdf[16, 17], 0)
        XCTAssertEqual(pdf[18, 17], 0)
        XCTAssertLessThanOrEqual(largestDifference(pdf, svg), 1)
    }

    func testOnlyPageOneIsDrawnAndMorePagesAreAWarning() throws {
        let glyph = try GlyphConverter(options: OutputOptions())
            .convert(data: PDFFixture.data("two-pages.pdf"), kind: .pdf, path: "two.pdf", baseDirectory: nil)
        let square = try masks("square-24pt.pdf")
        for image in glyph.images {
            XCTAssertEqual(
                image.mask, square[image.scale], "page 2, a full-page block, is never drawn (@\(image.scale)x)")
        }
        XCTAssertEqual(
            glyph.findings,
            [
                Finding(
                    ToolDiagnostics.pdfMultiplePages, path: "two.pdf",
                    message: "the PDF has 2 pages: page 1 is the glyph and page 2 is ignored; "
                        + "export each glyph as a file of its own")
            ])
    }

    func testAPasswordProtectedPDFIsRefusedAndARestrictedOneIsDrawn() throws {
        XCTAssertThrowsError(try masks("encrypted-password.pdf")) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .pdfInvalid)
            XCTAssertEqual(finding?.severity, .error)
            XCTAssertEqual(
                finding?.message,
                "not a usable PDF: Document is encrypted: it opens only with a password; "
                    + "export it again without one")
        }
        // Encrypted with an empty user password (printing and editing restricted):
        // opens without asking, as in any viewer, and is the plain square.
        XCTAssertEqual(try masks("encrypted-no-password.pdf"), try masks("square-24pt.pdf"))
    }

    func testWhatIsNotAPDFIsRefusedWithPopplersReason() {
        for bytes in [Data(), Data("hello".utf8), Data("%PDF-1.4\n".utf8)] {
            XCTAssertThrowsError(
                try GlyphConverter(options: OutputOptions()).convert(
                    data: bytes, kind: .pdf, path: "x.pdf", baseDirectory: nil)
            ) { error in
                let finding = (error as? GlyphRefusal)?.findings.first
                XCTAssertEqual(finding?.rule, .pdfInvalid)
                XCTAssertEqual(finding?.message, "not a usable PDF: PDF document is damaged")
            }
        }
    }

    func testAPDFWithoutAPageIsRefused() {
        XCTAssertThrowsError(try masks("no-pages.pdf")) { error in
            let finding = (error as? GlyphRefusal)?.findings.first
            XCTAssertEqual(finding?.rule, .pdfInvalid)
            XCTAssertEqual(finding?.message, "not a usable PDF: it has no pages")
        }
    }

    func testThePageIsTheCropBox() throws {
        // poppler-glib sizes and clips a page by its CropBox, here [6 6 18 18] inside
        // a 24 pt MediaBox: a 12 pt page whose square is cut at its top-left corner.
        let document = try PDFDocument(data: PDFFixture.data("cropbox-24pt.pdf"))
        XCTAssertEqual(document.pageSize, VectorSize(width: 12, height: 12))
        XCTAssertEqual(document.pageCount, 1)
        let raster = try document.render(
            from: Rect(x: 0, y: 0, width: 12, height: 12), to: Rect(x: 0, y: 0, width: 12, height: 12), canvas: 12)
        XCTAssertEqual(raster.alphaMask.inkBounds(), PixelRect(x: 0, y: 0, width: 9, height: 11))
    }

    /// Live text in a font the PDF embeds (make-fixtures.sh's Type 3 ring font, one 'o' set
    /// at 12 pt on a 12 pt page): poppler runs the glyph program, so the page is the ring, as
    /// the same ring drawn as an SVG gives it: within a level at @1x, and at @2x and @3x the
    /// same but for a few levels along the round edge (the glyph's arc is made by cairo in
    /// font units, one em a unit; the SVG's by librsvg at the page's size).
    func testLiveTextInAnEmbeddedFontIsDrawn() throws {
        let text = try masks("text-type3-12pt.pdf")
        let ring = """
            <svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 12 12">
            <path fill-rule="evenodd" d="M12 6A6 6 0 1 1 0 6A6 6 0 1 1 12 6ZM3.6 3.6H8.4V8.4H3.6Z"/></svg>
            """
        let svg = Dictionary(
            uniqueKeysWithValues: try GlyphConverter(options: OutputOptions())
                .convert(data: Data(ring.utf8), kind: .svg, path: "ring.svg", baseDirectory: nil).images.map {
                    ($0.scale, $0.mask)
                })
        for (scale, levels) in [(1, 1), (2, 12), (3, 12)] {
            let (p, s) = (try XCTUnwrap(text[scale]), try XCTUnwrap(svg[scale]))
            XCTAssertEqual(p.inkBounds(), PixelRect(x: 0, y: 0, width: 35 * scale, height: 35 * scale), "@\(scale)x")
            XCTAssertLessThanOrEqual(largestDifference(p, s), levels, "@\(scale)x")
            let edge = zip(p.values, s.values).filter { $0 != $1 }
            XCTAssertTrue(edge.allSatisfy { $0.0 > 0 && $0.0 < 255 }, "@\(scale)x: only edge pixels differ")
        }
        let three = try XCTUnwrap(text[3])
        // The hole spans 3.6 to 8.4 pt: 31.5 to 73.5 px at 8.75 px a point.
        XCTAssertEqual(three[52, 52], 0, "the square hole")
        XCTAssertEqual(three[30, 52], 255, "the ring left of the hole")
        XCTAssertEqual(three[52, 20], 255, "the ring above the hole")
    }

    func testPDFIsAGlyphSourceInAnyCase() {
        XCTAssertEqual(SourceKind(filename: "compose.pdf"), .pdf)
        XCTAssertEqual(SourceKind(filename: "compose.PDF"), .pdf)
        XCTAssertNil(SourceKind(filename: "compose.ai"))
    }
}

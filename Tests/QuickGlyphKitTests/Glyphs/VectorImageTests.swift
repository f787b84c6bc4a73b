import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// Vector imageset entries rasterized as Xcode does: the whole page at its own
/// size in points times the scale, not the 35 pt canvas.
final class VectorImageTests: XCTestCase {
    func testA24PointPDFIs24_48And72PixelsWithExactEdges() throws {
        let image = try VectorImage(data: PDFFixture.data("square-24pt.pdf"), kind: .pdf)
        XCTAssertEqual(image.pointSize, VectorSize(width: 24, height: 24))
        XCTAssertEqual(image.pageCount, 1)
        for scale in [1, 2, 3] {
            let raster = try image.render(scale: scale)
            XCTAssertEqual(raster.width, 24 * scale)
            XCTAssertEqual(raster.height, 24 * scale)
            let mask = raster.alphaMask
            // The 12 pt square at (3,5): whole pixels at every scale.
            XCTAssertEqual(
                mask.inkBounds(threshold: 0),
                PixelRect(x: 3 * scale, y: 5 * scale, width: 12 * scale, height: 12 * scale))
            XCTAssertEqual(mask[3 * scale, 5 * scale], 255, "first inked pixel at @\(scale)x")
            XCTAssertEqual(mask[15 * scale - 1, 17 * scale - 1], 255, "last inked pixel at @\(scale)x")
            XCTAssertEqual(mask[3 * scale - 1, 10 * scale], 0, "left of the square at @\(scale)x")
            XCTAssertEqual(mask[15 * scale, 10 * scale], 0, "right of the square at @\(scale)x")
            XCTAssertEqual(mask[10 * scale, 5 * scale - 1], 0, "above the square at @\(scale)x")
            XCTAssertEqual(mask[10 * scale, 17 * scale], 0, "below the square at @\(scale)x")
            XCTAssertEqual(
                raster.straightColor(x: 3 * scale, y: 5 * scale), RGB(red: 0, green: 0, blue: 0),
                "drawn in the PDF's black")
        }
    }

    func testANonSquarePageKeepsItsAspect() throws {
        let image = try VectorImage(data: PDFFixture.data("wide-32x16pt.pdf"), kind: .pdf)
        XCTAssertEqual(image.pointSize, VectorSize(width: 32, height: 16))
        let raster = try image.render(scale: 3)
        XCTAssertEqual(raster.width, 96)
        XCTAssertEqual(raster.height, 48)
        XCTAssertEqual(raster.alphaMask.inkBounds(threshold: 0), PixelRect(x: 12, y: 12, width: 48, height: 24))
    }

    func testAPDFOfManyPagesRastersPageOne() throws {
        let image = try VectorImage(data: PDFFixture.data("two-pages.pdf"), kind: .pdf)
        XCTAssertEqual(image.pageCount, 2)
        XCTAssertEqual(
            try image.render(scale: 2),
            try VectorImage(data: PDFFixture.data("square-24pt.pdf"), kind: .pdf).render(scale: 2))
    }

    func testAnSVGsPointSizeIsItsWidthAndHeightElseItsViewBox() throws {
        func image(_ svg: String) throws -> VectorImage { try VectorImage(data: Data(svg.utf8), kind: .svg) }
        let square = ##"<rect x="3" y="5" width="12" height="12"/>"##
        let sized = try image(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">"## + square
                + "</svg>")
        XCTAssertEqual(sized.pointSize, VectorSize(width: 24, height: 24))
        // The SVG and the PDF of the same square are the same pixels.
        for scale in [1, 2, 3] {
            XCTAssertEqual(
                try sized.render(scale: scale),
                try VectorImage(data: PDFFixture.data("square-24pt.pdf"), kind: .pdf).render(scale: scale), "@\(scale)x"
            )
        }
        // width/height win over the viewBox: drawn at 48 pt, the viewBox scaled to it.
        let doubled = try image(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24">"## + square
                + "</svg>")
        XCTAssertEqual(doubled.pointSize, VectorSize(width: 48, height: 48))
        XCTAssertEqual(
            try doubled.render(scale: 1).alphaMask.inkBounds(threshold: 0),
            PixelRect(x: 6, y: 10, width: 24, height: 24))
        // CSS units: 18pt is 24 CSS px, and one CSS px is one point.
        XCTAssertEqual(
            try image(##"<svg xmlns="http://www.w3.org/2000/svg" width="18pt" height="18pt"/>"##).pointSize,
            VectorSize(width: 24, height: 24))
        let viewBoxOnly = try image(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">"## + square + "</svg>")
        XCTAssertEqual(viewBoxOnly.pointSize, VectorSize(width: 30, height: 20))
        XCTAssertEqual(try viewBoxOnly.render(scale: 2).width, 60)
        XCTAssertEqual(try viewBoxOnly.render(scale: 2).height, 40)
        XCTAssertThrowsError(try image(##"<svg xmlns="http://www.w3.org/2000/svg">"## + square + "</svg>")) { error in
            XCTAssertEqual(error as? RenderError, .noArtboard)
        }
    }

    func testAnSVGWhoseViewBoxAndSizeDisagreeIsCentredNotStretched() throws {
        // A 10x10 viewBox on a 20x10 size: drawn 10x10, centred, as preserveAspectRatio's default does.
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"##
        let raster = try VectorImage(data: Data(svg.utf8), kind: .svg).render(scale: 1)
        XCTAssertEqual(raster.width, 20)
        XCTAssertEqual(raster.alphaMask.inkBounds(threshold: 0), PixelRect(x: 5, y: 0, width: 10, height: 10))
    }

    func testFractionalPointSizesRoundToTheNearestPixel() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24.4" height="24.6"/>"##
        let image = try VectorImage(data: Data(svg.utf8), kind: .svg)
        XCTAssertEqual(image.pixelSize(scale: 1).width, 24)
        XCTAssertEqual(image.pixelSize(scale: 1).height, 25)
        XCTAssertEqual(image.pixelSize(scale: 3).width, 73)
        XCTAssertEqual(image.pixelSize(scale: 3).height, 74)
    }

    func testAPageTooLargeToRasterIsRefusedBeforeDrawing() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="10"/>"##
        XCTAssertThrowsError(try VectorImage(data: Data(svg.utf8), kind: .svg).render(scale: 3)) { error in
            XCTAssertEqual(
                error as? RenderError, .svgRejected("it is 3000x10 pt, 9000x30 px at @3x: more than 8192 px a side"))
        }
        XCTAssertEqual(try VectorImage(data: Data(svg.utf8), kind: .svg).render(scale: 2).width, 6000)
    }

    func testBrokenBytesAreTheFormatsOwnError() {
        XCTAssertThrowsError(try VectorImage(data: Data("hello".utf8), kind: .pdf)) { error in
            XCTAssertEqual(error as? RenderError, .pdfRejected("PDF document is damaged"))
        }
        XCTAssertEqual(VectorImage.Kind(.pdf), .pdf)
        XCTAssertEqual(VectorImage.Kind(.svg), .svg)
        XCTAssertNil(VectorImage.Kind(.png))
    }
}

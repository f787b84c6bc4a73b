import Foundation
import QuickGlyphModel

/// A vector imageset entry (a single-scale PDF or SVG) rasterized the way Xcode
/// does at build time: the whole page or artboard at its own size in points
/// times the scale, so a 24 pt PDF becomes 24, 48 and 72 px at @1x, @2x and @3x.
/// Not the glyph canvas: the raster is the page's size, whatever its aspect, for
/// `check` to judge as the app would ship it.
package final class VectorImage {
    /// The vector formats an imageset can hold.
    package enum Kind: String, Sendable, CaseIterable {
        case svg, pdf

        /// The vector kind of a source kind; nil for PNG.
        package init?(_ kind: SourceKind) {
            self.init(rawValue: kind.rawValue)
        }
    }

    let kind: Kind
    /// The size Xcode rasterizes at, in points: a PDF's page (see `PDFDocument`
    /// on CropBox and MediaBox); an SVG's width and height in CSS px, one px a
    /// point, else its viewBox.
    package let pointSize: VectorSize
    /// How many pages a PDF has (only page 1 is drawn); 1 for an SVG.
    package let pageCount: Int

    private let document: any VectorDocument
    /// The page or artboard, in the document's own units.
    private let region: Rect

    package init(data: Data, kind: Kind, baseDirectory: URL? = nil) throws(RenderError) {
        self.kind = kind
        switch kind {
        case .pdf:
            let pdf = try PDFDocument(data: data)
            document = pdf
            pointSize = pdf.pageSize
            pageCount = pdf.pageCount
            region = Rect(x: 0, y: 0, width: pdf.pageSize.width, height: pdf.pageSize.height)
        case .svg:
            let svg = try SVGDocument(data: data, baseDirectory: baseDirectory)
            // Both are nil together: a file that declares no size has no size to rasterize at.
            guard let size = svg.intrinsicSize, let artboard = svg.artboard else { throw RenderError.noArtboard }
            document = svg
            pointSize = size
            pageCount = 1
            region = Rect(x: 0, y: 0, width: artboard.width, height: artboard.height)
        }
    }

    /// The raster's size at `scale`: points times scale, each side rounded to the
    /// nearest pixel and at least one (Apple does not document its rounding; whole
    /// points, the usual case, need none).
    package func pixelSize(scale: Int) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int { max(1, Int(min((points * Double(scale)).rounded(), Double(Int32.max)))) }
        return (pixels(pointSize.width), pixels(pointSize.height))
    }

    /// The whole page or artboard drawn into a transparent image of
    /// `pixelSize(scale:)`. A page larger than `PNGImage.maximumSide` pixels a
    /// side at this scale is refused before anything is allocated, as a PNG that
    /// large is.
    package func render(scale: Int) throws(RenderError) -> Raster {
        precondition(scale >= 1, "a scale is 1 or more")
        let size = pixelSize(scale: scale)
        guard size.width <= PNGImage.maximumSide, size.height <= PNGImage.maximumSide else {
            let reason =
                "it is \(GlyphGeometry.format(pointSize.width))x\(GlyphGeometry.format(pointSize.height)) pt, "
                + "\(size.width)x\(size.height) px at @\(scale)x: more than \(PNGImage.maximumSide) px a side"
            throw kind == .pdf ? RenderError.pdfRejected(reason) : RenderError.svgRejected(reason)
        }
        let target = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        // An SVG whose viewBox and width/height disagree in shape is centred
        // uniformly, as SVG's default preserveAspectRatio (xMidYMid meet) draws it;
        // a PDF page fills its raster (rounding aside, the shapes are the same).
        let placement = kind == .svg ? Rect.fitting(width: region.width, height: region.height, into: target) : target
        return try document.render(from: region, to: placement, width: size.width, height: size.height)
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphModel

/// The mistakes a design tool's SVG export carries, read from the file's XML
/// (bytes in, findings out): a frame or artboard fill drawn behind the art, text
/// that was not outlined, an embedded raster image. A file XMLParser cannot read
/// has none: librsvg judges it.
package struct SVGExportInspection: Sendable {
    /// The artboard's rectangle in user units: the root's viewBox, else its width and height.
    package var artboard: (x: Double, y: Double, width: Double, height: Double)?
    /// The layer drawn first that covers the whole artboard, opaque, with art drawn over it.
    package var background: SVGElement?
    /// A `<clipPath>` that is the artboard's rectangle, as Figma writes a frame that clips its content.
    package var clipsToArtboard = false
    package var texts: [SVGElement] = []
    var images: [SVGElement] = []
    /// The first of `images`' PNG header, when it is embedded as a PNG: how many pixels it has.
    private var firstEmbeddedHeader: PNGImage.Header?

    /// What an opaque layer under the art makes the image rules say (a second colour, no
    /// transparency, knocked-out detail): named as the background instead.
    package static let causedByBackground: Set<DiagnosticID> = [.notMonochrome, .alphaOpaque, .knockoutDetail]

    /// Whether the four corners of a render's ink are opaque, as a layer over the whole artboard
    /// leaves them: what the XML says is checked against what librsvg drew. One pixel in from
    /// each corner: an artboard placed at a fraction of a pixel (a set scaled under --fit auto)
    /// leaves its outermost row and column anti-aliased.
    package static func hasOpaqueCorners(_ raster: Raster) -> Bool {
        guard let ink = raster.alphaMask.inkBounds(), ink.width > 2, ink.height > 2 else { return false }
        let corners = [
            (ink.x + 1, ink.y + 1), (ink.x + ink.width - 2, ink.y + 1), (ink.x + 1, ink.y + ink.height - 2),
            (ink.x + ink.width - 2, ink.y + ink.height - 2),
        ]
        return corners.allSatisfy { raster.alpha(x: $0.0, y: $0.1) >= 230 }
    }

    /// Elements that draw something where they stand.
    static let graphics: Set<String> = [
        "rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text", "image", "use", "foreignObject",
    ]

    package init(data: Data) {
        let bytes = [UInt8](data)
        // Bytes the parser would crash on are left to librsvg, which names what is wrong with them.
        guard XMLParserInput.problem(in: bytes) == nil else { return }
        let reader = SVGExportReader(bytes: bytes)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        // Linux's XMLParser can report an error to the delegate yet return true.
        guard parser.parse(), !reader.failed, let root = reader.elements.first, root.name == "svg" else { return }
        artboard = SVGExportInspection.artboard(of: root)
        let drawn = reader.elements.filter {
            SVGExportInspection.graphics.contains($0.name) && !$0.isReferenced && !$0.isHidden
        }
        // A stylesheet can set a fill the attributes do not show (Illustrator's `.st0{fill:none}` on
        // its bounding box): then only a fill the element sets itself, with no class, is trusted.
        let styled = reader.elements.contains { $0.name == "style" }
        if let first = drawn.first, drawn.count > 1, isBackground(first),
            !styled || (first.attributes["class"] == nil && first.property("fill") != nil)
        {
            background = first
        }
        clipsToArtboard = reader.elements.contains { $0.container == "clipPath" && covers($0, exactly: true) }
        texts = reader.elements.filter { $0.name == "text" }
        // Each embedded PNG decoded once: to tell a flat tint, and to size the first one shown.
        let decoded = reader.elements.filter { $0.name == "image" }.map { ($0, SVGExportInspection.embeddedPNG($0)) }
        let pictures = decoded.filter { !isFlat($0.0, raster: $0.1?.raster) }
        images = pictures.map(\.0)
        firstEmbeddedHeader = pictures.first?.1?.header
    }

    /// One finding a kind, at the first element of that kind. `droppedBackground`: the
    /// background was removed as asked (`--drop-background`), which is said as a note.
    /// `pixelsPerUnit`: the largest canvas's pixels to one user unit, when known: an embedded
    /// PNG with fewer pixels than it is drawn over there blurs, an error as a PNG source
    /// would be, unless `allowUpscale` (`--allow-upscale`).
    package func findings(
        path: String, droppedBackground: Bool = false, pixelsPerUnit: Double? = nil, scale: Int = 3,
        allowUpscale: Bool = false, context: RuleContext = RuleContext()
    ) -> [Finding] {
        var findings: [Finding] = []
        if let background {
            let layer =
                "\(SVGExportInspection.colourWord(background.fill)) background \(background.name == "rect" ? "rectangle" : "path") "
                + "(line \(background.position.line))"
            if droppedBackground {
                findings.append(
                    Finding(
                        rule: ToolDiagnostics.svgBackground.id, severity: .info, path: path,
                        message: "the artboard's \(layer) was removed as asked (--drop-background)",
                        position: background.position))
            } else {
                findings.append(
                    Finding(
                        ToolDiagnostics.svgBackground, path: path,
                        message:
                            "the artboard has \(SVGExportInspection.article(layer))\(layer); remove the frame's fill "
                            + "before exporting, or \(context.backgroundHint)",
                        position: background.position))
            }
        }
        if let text = texts.first {
            let fonts = Array(Set(texts.compactMap { $0.fontFamily.map(SVGExportInspection.fontName) })).sorted()
            let asked =
                fonts.isEmpty
                ? "names no font, so it renders in this machine's default font"
                : "asks for \(DisplayText.list(fonts.map { DisplayText.quote($0) })), so it renders with whatever font this machine "
                    + "has in its place"
            let more =
                texts.count > 1
                ? " (and \(texts.count - 1) more text \(texts.count == 2 ? "element" : "elements"))" : ""
            findings.append(
                Finding(
                    ToolDiagnostics.svgText, path: path,
                    message: "text that was not outlined (line \(text.position.line))\(more) \(asked), and differently "
                        + "on a Mac; outline the text (Figma: Flatten / Outline stroke; Sketch: Layer › Convert to "
                        + "Outlines; Illustrator: Type › Create Outlines)",
                    position: text.position))
        }
        if let image = images.first {
            let href = image.attributes["href"] ?? image.attributes["xlink:href"] ?? ""
            let what =
                href.hasPrefix("data:")
                ? "an embedded raster image" : "a linked raster image \(DisplayText.quote(href))"
            let more = images.count > 1 ? " (and \(images.count - 1) more)" : ""
            var severity = ToolDiagnostics.svgRasterImage.severity
            var outcome =
                "it is drawn scaled to each canvas and judged as the PNG it is, so it blurs where it is enlarged; "
                + "redraw it as shapes, or export the glyph as a PNG at @3x size"
            if let pixelsPerUnit, let header = firstEmbeddedHeader,
                let enlarged = enlargement(of: image, header: header, pixelsPerUnit: pixelsPerUnit)
            {
                let drawn =
                    "its \(enlarged.width)x\(enlarged.height) px are drawn over \(enlarged.neededWidth)x\(enlarged.neededHeight) px at @\(scale)x"
                if allowUpscale {
                    outcome = "\(drawn), enlarged as asked (--allow-upscale), so it is soft; redraw it as shapes"
                } else {
                    severity = .error
                    outcome =
                        "\(drawn), so it would blur; redraw it as shapes, embed it at least that large, or "
                        + context.buildOption("--allow-upscale")
                }
            }
            findings.append(
                Finding(
                    rule: ToolDiagnostics.svgRasterImage.id, severity: severity, path: path,
                    message: "\(what) (line \(image.position.line))\(more) is pixels, not vector: \(outcome)",
                    position: image.position))
        }
        return findings
    }

    /// The file without its background layer: exactly that element's bytes cut out,
    /// the rest untouched; nil when there is none, or its bytes are not that element's.
    package func removingBackground(from data: Data) -> Data? {
        guard let background else { return nil }
        let bytes = [UInt8](data)
        guard background.bytes.upperBound <= bytes.count, !background.bytes.isEmpty else { return nil }
        let cut = String(decoding: bytes[background.bytes], as: UTF8.self)
        let closes =
            cut.hasSuffix("/>")
            || cut.replacingOccurrences(of: " ", with: "").hasSuffix("</\(background.qualifiedName)>")
        guard cut.hasPrefix("<\(background.qualifiedName)"), closes else { return nil }
        return Data(bytes[..<background.bytes.lowerBound] + bytes[background.bytes.upperBound...])
    }

    /// An embedded PNG drawn over more canvas pixels than it has, placed untransformed
    /// with its own width and height; nil when it has enough, or that is not known.
    private func enlargement(
        of image: SVGElement, header: PNGImage.Header,
        pixelsPerUnit: Double
    ) -> (width: Int, height: Int, neededWidth: Int, neededHeight: Int)? {
        guard !image.isTransformed,
            let width = image.attributes["width"].flatMap(SVGExportInspection.absolute),
            let height = image.attributes["height"].flatMap(SVGExportInspection.absolute)
        else { return nil }
        // A hundredth of slack: an exporter's rounding is not an enlargement.
        let neededWidth = Int((width * pixelsPerUnit * 0.99).rounded(.up)),
            neededHeight = Int((height * pixelsPerUnit * 0.99).rounded(.up))
        guard header.width < neededWidth || header.height < neededHeight else { return nil }
        return (
            header.width, header.height, Int((width * pixelsPerUnit).rounded(.up)),
            Int((height * pixelsPerUnit).rounded(.up))
        )
    }

    /// The PNG of a `data:image/png;base64,` href, decoded; nil for any other href.
    static func embeddedPNG(_ image: SVGElement) -> PNGImage? {
        let href = image.attributes["href"] ?? image.attributes["xlink:href"] ?? ""
        let prefix = "data:image/png;base64,"
        guard href.hasPrefix(prefix),
            let data = Data(base64Encoded: String(href.dropFirst(prefix.count)), options: .ignoreUnknownCharacters)
        else { return nil }
        return try? PNGImage(data: data)
    }

    /// An embedded PNG of one colour wherever it falls on the artboard: a flat tint
    /// (Inkscape writes a page-sized one as an opacity mask), with no detail to blur,
    /// so not a picture in the glyph. Where it is placed untransformed, only its pixels
    /// over the artboard count; otherwise all of them.
    func isFlat(_ image: SVGElement, raster: Raster?) -> Bool {
        guard let raster, raster.width > 0, raster.height > 0 else { return false }
        var columns = 0..<raster.width, rows = 0..<raster.height
        let number = { (name: String) in image.attributes[name].flatMap(SVGExportInspection.absolute) }
        if let artboard, !image.isTransformed, let width = number("width"), let height = number("height"), width > 0,
            height > 0,
            abs(width / height - Double(raster.width) / Double(raster.height)) < 0.001
        {
            // Same aspect: the pixels map straight onto the box, whatever preserveAspectRatio says.
            let x = number("x") ?? 0, y = number("y") ?? 0, perUnit = Double(raster.width) / width
            func span(_ from: Double, _ to: Double, _ limit: Int) -> Range<Int> {
                let low = max(0, min(limit, Int((from * perUnit).rounded(.down))))
                return low..<max(low, min(limit, Int((to * perUnit).rounded(.up))))
            }
            columns = span(artboard.x - x, artboard.x + artboard.width - x, raster.width)
            rows = span(artboard.y - y, artboard.y + artboard.height - y, raster.height)
            if columns.isEmpty || rows.isEmpty { return true }
        }
        let first = raster.pixels[
            ((rows.lowerBound * raster.width) + columns.lowerBound)
                * 4..<(((rows.lowerBound * raster.width) + columns.lowerBound) * 4 + 4)]
        for row in rows {
            for column in columns {
                let offset = (row * raster.width + column) * 4
                if raster.pixels[offset..<(offset + 4)] != first { return false }
            }
        }
        return true
    }

    private static func artboard(of root: SVGElement) -> (x: Double, y: Double, width: Double, height: Double)? {
        if let viewBox = root.attributes["viewBox"] {
            let numbers = viewBox.split(whereSeparator: {
                $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r"
            })
            .compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
                return (numbers[0], numbers[1], numbers[2], numbers[3])
            }
        }
        guard let width = root.attributes["width"].flatMap(absolute),
            let height = root.attributes["height"].flatMap(absolute),
            width > 0, height > 0
        else { return nil }
        return (0, 0, width, height)
    }

    /// A length in user units; nil for a percentage or another unit.
    private static func absolute(_ text: String) -> Double? {
        text.hasSuffix("%") ? nil : SVGExportReader.number(text)
    }

    /// Drawn first and opaque, covering the artboard: a frame's fill. A rounded
    /// rectangle is a shape (a badge), not a fill, and a transformed one may not
    /// sit where its numbers say.
    private func isBackground(_ element: SVGElement) -> Bool {
        let fill = element.fill?.lowercased() ?? "black"
        guard fill != "none", fill != "transparent", element.fillOpacity * element.opacity >= 0.9 else { return false }
        return covers(element)
    }

    /// A plain rectangle (a `<rect>`, or a `<path>` that draws one) over the whole artboard;
    /// `exactly` the artboard's rectangle, no larger.
    private func covers(_ element: SVGElement, exactly: Bool = false) -> Bool {
        guard let artboard, !element.isTransformed else { return false }
        // Half a percent of the artboard: exporters round a frame to its pixel grid.
        let tolerance = max(artboard.width, artboard.height) * 0.005
        func covers(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
            if exactly {
                return abs(minX - artboard.x) <= tolerance && abs(minY - artboard.y) <= tolerance
                    && abs(maxX - artboard.x - artboard.width) <= tolerance
                    && abs(maxY - artboard.y - artboard.height) <= tolerance
            }
            return minX <= artboard.x + tolerance && minY <= artboard.y + tolerance
                && maxX >= artboard.x + artboard.width - tolerance && maxY >= artboard.y + artboard.height - tolerance
        }
        switch element.name {
        case "rect":
            for corner in ["rx", "ry"] {
                if let radius = element.property(corner).flatMap(SVGExportReader.number), radius > 0 { return false }
            }
            func length(_ name: String, of size: Double, absent: Double?) -> Double? {
                guard let text = element.property(name) else { return absent }
                if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * size } }
                return SVGExportReader.number(text)
            }
            guard let x = length("x", of: artboard.width, absent: 0),
                let y = length("y", of: artboard.height, absent: 0),
                let width = length("width", of: artboard.width, absent: nil),
                let height = length("height", of: artboard.height, absent: nil)
            else { return false }
            return covers(minX: x, minY: y, maxX: x + width, maxY: y + height)
        case "path":
            guard let d = element.attributes["d"], let rectangle = SVGPathRectangle(d) else { return false }
            return covers(minX: rectangle.minX, minY: rectangle.minY, maxX: rectangle.maxX, maxY: rectangle.maxY)
        default:
            return false
        }
    }

    /// "white" for the ways exporters write white, "black" likewise, else the fill as written (cut as a value is).
    static func colourWord(_ fill: String?) -> String {
        let fill = (fill ?? "black").lowercased().replacingOccurrences(of: " ", with: "")
        if ["white", "#fff", "#ffffff", "#ffffffff", "rgb(255,255,255)"].contains(fill) { return "white" }
        if ["black", "#000", "#000000", "#000000ff", "rgb(0,0,0)"].contains(fill) { return "black" }
        if fill.hasPrefix("url(") { return "gradient-filled" }
        return DisplayText.shortened(fill)
    }

    private static func article(_ phrase: String) -> String {
        guard let first = phrase.first else { return "a " }
        return "aeiou".contains(first) ? "an " : "a "
    }

    /// The first family asked for, without its quotes: `'SF Pro', sans-serif` is SF Pro.
    static func fontName(_ family: String) -> String {
        let first = family.split(separator: ",").first.map(String.init) ?? family
        return first.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
    }
}

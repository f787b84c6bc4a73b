import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphModel

/// XMLParser's delegate for `SVGExportInspection`: every element in document
/// order, with its bytes and what it inherits. XMLParser reports where it is
/// when it has read a start tag (on libxml2, the tag's last character); the
/// tag's `<` is found from there, since `<` cannot occur inside a tag.
final class SVGExportReader: NSObject, XMLParserDelegate {
    private struct Frame {
        var referenced: Bool
        var container: String?
        var hidden: Bool
        var transformed: Bool
        var fill: String?
        var fillOpacity: Double
        var fontFamily: String?
        var opacity: Double
        /// Where in `elements` this element is, to fill in its end when the end tag comes.
        var index: Int
    }

    /// Containers whose shapes are drawn only where something refers to them.
    static let referencingContainers: Set<String> = [
        "defs", "clipPath", "mask", "pattern", "symbol", "marker", "linearGradient", "radialGradient", "filter",
        "style", "metadata", "title", "desc", "font", "font-face",
    ]

    private let source: XMLSourceText
    private var bytes: [UInt8] { source.bytes }
    private var stack: [Frame] = []
    private(set) var elements: [SVGElement] = []
    private(set) var failed = false

    init(bytes: [UInt8]) {
        source = XMLSourceText(bytes)
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let name = element.split(separator: ":").last.map(String.init) ?? element
        guard let start = tagStart(reportedLine: parser.lineNumber, column: parser.columnNumber, name: element) else {
            failed = true
            parser.abortParsing()
            return
        }
        let parent = stack.last
        let style = { (property: String) in SVGElement.property(property, in: attributes) }
        let opacity = style("opacity").flatMap(SVGExportReader.number) ?? 1
        var frame = Frame(
            referenced: (parent?.referenced ?? false) || SVGExportReader.referencingContainers.contains(name),
            container: SVGExportReader.referencingContainers.contains(name) ? name : parent?.container,
            hidden: (parent?.hidden ?? false) || style("display") == "none",
            // The root's own viewBox is the artboard; a nested svg is a viewport of its own.
            transformed: (parent?.transformed ?? false) || style("transform") != nil
                || (parent != nil && name == "svg"),
            fill: style("fill") ?? parent?.fill,
            fillOpacity: style("fill-opacity").flatMap(SVGExportReader.number) ?? parent?.fillOpacity ?? 1,
            fontFamily: style("font-family") ?? parent?.fontFamily,
            opacity: (parent?.opacity ?? 1) * opacity, index: elements.count)
        if style("fill") == "inherit" { frame.fill = parent?.fill }
        let tagEnd = source.tagEnd(from: start)
        let empty = tagEnd.map { $0 > start && bytes[$0 - 1] == UInt8(ascii: "/") } ?? false
        elements.append(
            SVGElement(
                qualifiedName: element, name: name, attributes: attributes, position: source.position(of: start),
                bytes: start..<((empty ? tagEnd.map { $0 + 1 } : nil) ?? start),
                isReferenced: frame.referenced, container: parent?.container, isHidden: frame.hidden,
                isTransformed: frame.transformed,
                fill: frame.fill, fillOpacity: frame.fillOpacity, fontFamily: frame.fontFamily,
                opacity: frame.opacity))
        stack.append(frame)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard let frame = stack.popLast() else { return }
        let index = frame.index
        guard elements[index].bytes.isEmpty else { return }
        // A non-empty element ends at its end tag's `>`, the last character read.
        let offset = source.offset(line: parser.lineNumber, column: parser.columnNumber)
        guard var close = offset.map({ min($0, bytes.count - 1) }) else { return }
        while close > elements[index].bytes.lowerBound, bytes[close] != UInt8(ascii: ">") { close -= 1 }
        if close > elements[index].bytes.lowerBound {
            elements[index].bytes = elements[index].bytes.lowerBound..<(close + 1)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failed = true
    }

    /// The `<` of the start tag XMLParser has just read: at the reported position, or the
    /// nearest before it. It must be followed by the element's name, else the position is not trusted.
    private func tagStart(reportedLine: Int, column: Int, name: String) -> Int? {
        guard let reported = source.offset(line: reportedLine, column: column), !bytes.isEmpty else { return nil }
        func isStart(_ offset: Int) -> Bool { bytes[offset] == UInt8(ascii: "<") && source.names(name, at: offset + 1) }
        if reported < bytes.count, isStart(reported) { return reported }
        guard reported > 0, let candidate = source.openingBracket(atOrBefore: reported - 1) else { return nil }
        return isStart(candidate) ? candidate : nil
    }

    /// A number as SVG writes one, with an optional `px`; a percentage is a fraction.
    static func number(_ text: String) -> Double? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        if text.hasSuffix("px") { text.removeLast(2) }
        return Double(text)
    }
}

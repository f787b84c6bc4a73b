import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphCore

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

    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    private var stack: [Frame] = []
    private(set) var elements: [SVGElement] = []
    private(set) var failed = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
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
            transformed: (parent?.transformed ?? false) || style("transform") != nil || (parent != nil && name == "svg"),
            fill: style("fill") ?? parent?.fill,
            fillOpacity: style("fill-opacity").flatMap(SVGExportReader.number) ?? parent?.fillOpacity ?? 1,
            fontFamily: style("font-family") ?? parent?.fontFamily,
            opacity: (parent?.opacity ?? 1) * opacity, index: elements.count)
        if style("fill") == "inherit" { frame.fill = parent?.fill }
        let tagEnd = startTagEnd(from: start)
        let empty = tagEnd.map { $0 > start && bytes[$0 - 1] == UInt8(ascii: "/") } ?? false
        elements.append(SVGElement(qualifiedName: element, name: name, attributes: attributes, position: position(of: start),
                                   bytes: start..<((empty ? tagEnd.map { $0 + 1 } : nil) ?? start),
                                   isReferenced: frame.referenced, container: parent?.container, isHidden: frame.hidden, isTransformed: frame.transformed,
                                   fill: frame.fill, fillOpacity: frame.fillOpacity, fontFamily: frame.fontFamily,
                                   opacity: frame.opacity))
        stack.append(frame)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard let frame = stack.popLast() else { return }
        let index = frame.index
        guard elements[index].bytes.isEmpty else { return }
        // A non-empty element ends at its end tag's `>`, the last character read.
        let offset = offset(line: parser.lineNumber, column: parser.columnNumber)
        guard var close = offset.map({ min($0, bytes.count - 1) }) else { return }
        while close > elements[index].bytes.lowerBound, bytes[close] != UInt8(ascii: ">") { close -= 1 }
        if close > elements[index].bytes.lowerBound { elements[index].bytes = elements[index].bytes.lowerBound..<(close + 1) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failed = true
    }

    /// Where the last conversion ended, as (line, column, offset): XMLParser reports positions
    /// in file order, so each walk goes on from the last and a file on one line is read once.
    private var cursor = (line: 1, column: 1, offset: 0)

    /// The byte offset of a 1-based line and character column, clamped to the file.
    private func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        var offset = lineStarts[line - 1], characters = 1
        if cursor.line == line, cursor.column <= column { (offset, characters) = (cursor.offset, cursor.column) }
        while characters < column, offset < bytes.count {
            offset += 1
            // UTF-8 continuation bytes belong to the character before.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        cursor = (line, characters, offset)
        return min(offset, bytes.count)
    }

    /// The `<` of the start tag XMLParser has just read: at the reported position, or the
    /// nearest before it. It must be followed by the element's name, else the position is not trusted.
    private func tagStart(reportedLine: Int, column: Int, name: String) -> Int? {
        guard let reported = offset(line: reportedLine, column: column), !bytes.isEmpty else { return nil }
        let name = Array(name.utf8)
        func isStart(_ offset: Int) -> Bool {
            guard offset + name.count + 1 < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return false }
            guard Array(bytes[(offset + 1)...(offset + name.count)]) == name else { return false }
            let after = bytes[offset + name.count + 1]
            return after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D
        }
        if reported < bytes.count, isStart(reported) { return reported }
        var candidate = min(reported, bytes.count) - 1
        while candidate >= 0, bytes[candidate] != UInt8(ascii: "<") { candidate -= 1 }
        return candidate >= 0 && isStart(candidate) ? candidate : nil
    }

    /// The `>` that closes the start tag at `start`, stepping over quoted attribute values.
    private func startTagEnd(from start: Int) -> Int? {
        var quote: UInt8?
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The last position worked out, as (offset, line, column), to count on from.
    private var lastPosition = (offset: 0, line: 1, column: 1)

    private func position(of offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var from = lineStarts[low], column = 1
        if lastPosition.line == low + 1, lastPosition.offset <= offset { (from, column) = (lastPosition.offset, lastPosition.column) }
        column += bytes[from..<offset].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        lastPosition = (offset, low + 1, column)
        return SourcePosition(line: low + 1, column: column)
    }

    /// A number as SVG writes one, with an optional `px`; a percentage is a fraction.
    static func number(_ text: String) -> Double? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        if text.hasSuffix("px") { text.removeLast(2) }
        return Double(text)
    }
}

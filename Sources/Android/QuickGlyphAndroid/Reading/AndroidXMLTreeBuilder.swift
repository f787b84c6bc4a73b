import Foundation
import QuickGlyphModel
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The parser's delegate: builds the element tree and keeps the first error. `XMLParser`
/// on Linux can report errors and still return true, so the error, not the return value, decides.
final class AndroidXMLTreeBuilder: NSObject, XMLParserDelegate {
    struct Failure {
        var position: SourcePosition
        var reason: String
        /// Past one of this reader's limits (depth, elements), not malformed XML.
        var isLimit = false
    }

    /// Far deeper than any Android resource nests, and below libxml2's own limit (256, or 2048 when the
    /// wrapper asks for huge documents), so the refusal is this one, in words, whichever libxml2 runs.
    static let maximumDepth = 128

    /// Ten times the strings of the largest real strings file: a file of more elements is refused before
    /// its tree costs hundreds of megabytes.
    static let maximumElements = 100_000

    private let positions: AndroidXMLPositions
    private var elementCount = 0
    private var open: [AndroidXMLElement] = []
    /// The innermost open element's character data since its last child: appended in place (libxml2
    /// delivers long text in many pieces) and added to the element when a child starts or it ends.
    private var pendingText = ""
    private(set) var root: AndroidXMLElement?
    private(set) var failure: Failure?

    init(positions: AndroidXMLPositions) {
        self.positions = positions
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        guard open.count < Self.maximumDepth else {
            failure = Failure(
                position: positions.elementStart(line: parser.lineNumber, column: parser.columnNumber),
                reason: "its elements nest deeper than the \(Self.maximumDepth) levels quickglyph reads", isLimit: true)
            parser.abortParsing()
            return
        }
        elementCount += 1
        guard elementCount <= Self.maximumElements else {
            fail(
                parser,
                reason:
                    "it holds more than the \(DisplayText.count(Self.maximumElements)) elements quickglyph reads of an Android XML file",
                isLimit: true)
            return
        }
        flushText()
        let position = positions.elementStart(line: parser.lineNumber, column: parser.columnNumber)
        open.append(AndroidXMLElement(name: qualifiedName ?? elementName, attributes: attributes, position: position))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        flushText()
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            if root == nil { root = element }
        } else {
            open[open.count - 1].nodes.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !open.isEmpty, failure == nil else { return }
        pendingText += string
    }

    private func flushText() {
        guard !pendingText.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].nodes.append(.text(pendingText))
        pendingText = ""
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        fail(parser, reason: AndroidXMLTreeBuilder.reason((parseError as NSError).code))
    }

    private func fail(_ parser: XMLParser, reason: String, isLimit: Bool = false) {
        failure = Failure(
            position: positions.converted(line: parser.lineNumber, column: parser.columnNumber), reason: reason,
            isLimit: isLimit)
        parser.abortParsing()
    }

    /// libxml2's error codes (which `XMLParser` passes on) in words, for the ones a hand edit makes.
    static func reason(_ code: Int) -> String {
        switch code {
        case 4: return "the file is empty or holds no element"
        case 5: return "there is content after the root element ends"
        case 9: return "it holds a character XML does not allow here"
        case 23: return "an entity reference (&name;) lacks its ';'"
        case 26, 27: return "it uses an undeclared entity (&name;); write &amp; for a plain '&'"
        case 38: return "an attribute value holds '<'; write &lt;"
        case 39: return "an attribute value does not start with a quote"
        case 40: return "an attribute value is not closed by its quote"
        case 41: return "an attribute has no value"
        case 42: return "an attribute is given twice on one element"
        case 68: return "a name is expected here (after '<', '</' or '&')"
        case 73: return "a tag is not closed by '>'"
        case 76: return "a closing tag does not match the element it closes"
        case 77: return "the file ends inside an element that is never closed"
        default: return "the XML is malformed (libxml2 error \(code))"
        }
    }
}

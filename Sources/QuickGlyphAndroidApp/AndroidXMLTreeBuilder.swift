import Foundation
import QuickGlyphCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The parser's delegate: builds the element tree and keeps the first error. `XMLParser`
/// on Linux can report errors and still return true, so the error, not the return value, decides.
final class AndroidXMLTreeBuilder: NSObject, XMLParserDelegate {
    struct Failure {
        var position: SourcePosition
        var reason: String
    }

    private let positions: AndroidXMLPositions
    private var open: [AndroidXMLElement] = []
    private(set) var root: AndroidXMLElement?
    private(set) var failure: Failure?

    init(positions: AndroidXMLPositions) {
        self.positions = positions
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let position = positions.elementStart(line: parser.lineNumber, column: parser.columnNumber)
        open.append(AndroidXMLElement(name: qualifiedName ?? elementName, attributes: attributes, position: position))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            if root == nil { root = element }
        } else {
            open[open.count - 1].nodes.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !open.isEmpty else { return }
        if case .text(let earlier)? = open[open.count - 1].nodes.last {
            open[open.count - 1].nodes[open[open.count - 1].nodes.count - 1] = .text(earlier + string)
        } else {
            open[open.count - 1].nodes.append(.text(string))
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        failure = Failure(position: positions.converted(line: parser.lineNumber, column: parser.columnNumber),
                          reason: AndroidXMLTreeBuilder.reason(code))
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

import Foundation
import QuickGlyphModel
import QuickGlyphSystem
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Android XML file parsed by Foundation's `XMLParser` (libxml2 on Linux), each element
/// at its `<`. The bytes are first asked of `XMLParserInput`, since some input crashes
/// Linux's parser rather than failing the parse.
package enum AndroidXMLDocument {
    /// The root element, or why there is none, at the parser's line and column.
    package static func parse(_ data: Data, path: String) throws(AndroidAppError) -> AndroidXMLElement {
        if let problem = XMLParserInput.problem(in: data) {
            if case let .tooLarge(size) = problem {
                throw AndroidAppError(
                    path: path, reason: "\(problem)", kind: .tooLarge(size: size, limit: XMLParserInput.limit))
            }
            throw AndroidAppError(path: path, reason: "\(problem)", kind: .malformed)
        }
        let text = AndroidXMLPositions(data)
        let builder = AndroidXMLTreeBuilder(positions: text)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        // Qualified names as written: `android:name`, `xliff:g`, whether or not the prefix is declared.
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = builder.failure {
            throw AndroidAppError(
                path: path, position: failure.position, reason: failure.reason,
                kind: failure.isLimit ? .pastLimit : .malformed)
        }
        guard parsed || builder.root == nil else {
            // A failure the delegate was not told of: the parser's own error, without a position.
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw AndroidAppError(path: path, reason: AndroidXMLTreeBuilder.reason(code), kind: .malformed)
        }
        guard let root = builder.root else {
            throw AndroidAppError(path: path, reason: "it holds no XML element", kind: .malformed)
        }
        return root
    }
}

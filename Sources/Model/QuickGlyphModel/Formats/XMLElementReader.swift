import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Foundation's `XMLParser` over a document someone else wrote, with each tag's
/// bytes: libxml2 reports a position only once it has read a tag (a start tag's
/// last character, just past an end tag), so the tag's `<` is found from there
/// (`<` cannot occur inside a tag) and its `>` by stepping over quoted values.
/// A position that does not land on the tag the parser named is not trusted:
/// the read fails rather than guess.
package final class XMLElementReader: NSObject, XMLParserDelegate {
    /// Why the bytes were not read, as a clause about "it" (the file), with where the parser stopped.
    package struct Failure: Error, Equatable {
        package var reason: String
        package var position: SourcePosition?
    }

    private let source: XMLSourceText
    private var bytes: [UInt8] { source.bytes }
    private(set) var events: [XMLElementEvent] = []
    private var failure: Failure?
    /// The open elements: their name and start tag, and whether that tag closed itself.
    private var open: [(name: String, tag: Range<Int>, selfClosing: Bool)] = []
    private var text: [UInt8] = []

    private init(bytes: [UInt8]) {
        source = XMLSourceText(bytes)
    }

    /// Every element, comment and piece of text, in document order.
    package static func read(_ bytes: [UInt8]) throws(Failure) -> [XMLElementEvent] {
        // Linux's parser crashes on some input rather than failing: it is asked first.
        if let problem = XMLParserInput.problem(in: bytes) { throw Failure(reason: problem.description) }
        if let declaration = declarationProblem(bytes) { throw declaration }
        let reader = XMLElementReader(bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed, reader.open.isEmpty else {
            throw Failure(
                reason: "it is not well-formed XML",
                position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
        }
        reader.flushText()
        return reader.events
    }

    /// A document type or entity declaration (`<!DOCTYPE`, `<!ENTITY`): entities put text the positions do
    /// not describe into the document, and no Android manifest has one. Comments, CDATA and
    /// processing instructions are stepped over, so `<!` in them is theirs.
    private static func declarationProblem(_ bytes: [UInt8]) -> Failure? {
        var index = 0, line = 1, lineStart = 0
        func starts(_ text: String, at offset: Int) -> Bool { bytes[offset...].starts(with: Array(text.utf8)) }
        func skip(to end: String, from offset: Int) -> Int {
            var cursor = offset
            while cursor < bytes.count, !starts(end, at: cursor) {
                if bytes[cursor] == UInt8(ascii: "\n") { line += 1; lineStart = cursor + 1 }
                cursor += 1
            }
            return cursor + end.utf8.count
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            if bytes[index] == UInt8(ascii: "<") {
                if starts("<!--", at: index) { index = skip(to: "-->", from: index + 4); continue }
                if starts("<![CDATA[", at: index) { index = skip(to: "]]>", from: index + 9); continue }
                if starts("<?", at: index) { index = skip(to: "?>", from: index + 2); continue }
                if starts("<!", at: index) {
                    return Failure(
                        reason:
                            "it has a document type or entity declaration (<!…>), which an Android manifest never has",
                        position: SourcePosition(line: line, column: index - lineStart + 1))
                }
            }
            index += 1
        }
        return nil
    }

    package func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        flushText()
        guard let tag = startTag(parser, name: element) else { return }
        let selfClosing = bytes[tag.upperBound - 2] == UInt8(ascii: "/")
        events.append(XMLElementEvent(kind: .start(name: element, attributes: attributes), bytes: tag))
        open.append((element, tag, selfClosing))
    }

    package func parser(
        _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
    ) {
        flushText()
        guard failure == nil, let top = open.popLast(), top.name == element else {
            return fail(parser, "it has an end tag the parser did not match")
        }
        if top.selfClosing {
            events.append(XMLElementEvent(kind: .end(name: element), bytes: top.tag))
            return
        }
        guard let tag = endTag(parser, name: element, after: top.tag.upperBound) else { return }
        events.append(XMLElementEvent(kind: .end(name: element), bytes: tag))
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += Array(string.utf8)
    }

    package func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text += Array(CDATABlock)
    }

    package func parser(_ parser: XMLParser, foundComment comment: String) {
        flushText()
        events.append(XMLElementEvent(kind: .comment(comment), bytes: 0..<0))
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil {
            failure = Failure(
                reason: Self.malformed(parseError),
                position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
        }
        parser.abortParsing()
    }

    /// The parser's reason in words, for the few codes libxml2 reports precisely on every platform;
    /// otherwise the position, which is where the parser stopped, says where to look.
    private static func malformed(_ error: Error) -> String {
        switch (error as NSError).code {
        case XMLParser.ErrorCode.undeclaredEntityError.rawValue:
            return "it is not well-formed XML: it uses an entity XML does not define"
        case XMLParser.ErrorCode.attributeRedefinedError.rawValue:
            return "it is not well-formed XML: an element has an attribute twice"
        // libxml2's own code, passed through: a prefix no xmlns: declaration gives a namespace.
        case 201: return "it is not well-formed XML: it uses a namespace prefix that no xmlns: attribute declares"
        default: return "it is not well-formed XML"
        }
    }

    private func flushText() {
        let trimmed = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { events.append(XMLElementEvent(kind: .text(trimmed), bytes: 0..<0)) }
        text = []
    }

    private func fail(_ parser: XMLParser, _ reason: String) {
        if failure == nil {
            failure = Failure(
                reason: reason, position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
        }
        parser.abortParsing()
    }

    /// The start tag the parser has just read: its last character is at the reported position.
    private func startTag(_ parser: XMLParser, name: String) -> Range<Int>? {
        guard let reported = source.offset(line: parser.lineNumber, column: parser.columnNumber), !bytes.isEmpty else {
            fail(parser, "it has a <\(name)> whose place in the file the parser did not give")
            return nil
        }
        // The reported character is the tag's own, never its `<`: one found there is the next tag's.
        var start = min(reported, bytes.count - 1)
        if bytes[start] == UInt8(ascii: "<") { start -= 1 }
        while start >= 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        guard start >= 0, source.names(name, at: start + 1), let close = source.tagEnd(from: start),
            (close - 1...close + 1).contains(reported)
        else {
            fail(parser, "it has a <\(name)> whose place in the file could not be found")
            return nil
        }
        return start..<(close + 1)
    }

    /// The end tag just read: the reported position is just past its `>`.
    private func endTag(_ parser: XMLParser, name: String, after: Int) -> Range<Int>? {
        guard let reported = source.offset(line: parser.lineNumber, column: parser.columnNumber) else {
            fail(parser, "it has a </\(name)> whose place in the file the parser did not give")
            return nil
        }
        var start = min(reported, bytes.count) - 1
        while start >= after, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        guard start >= after, start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "/"),
            source.names(name, at: start + 2), let close = source.tagEnd(from: start),
            (close...close + 1).contains(reported)
        else {
            fail(parser, "it has a </\(name)> whose place in the file could not be found")
            return nil
        }
        return start..<(close + 1)
    }
}

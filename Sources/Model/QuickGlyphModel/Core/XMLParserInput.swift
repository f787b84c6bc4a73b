import QuickGlyphSystem

/// Whether bytes can be handed to Foundation's `XMLParser`. On Linux that parser is
/// libxml2 under a thin wrapper, and the fuzzer found input that crashes the process
/// rather than failing the parse: a declared encoding other than UTF-8 (UTF-7 reaches
/// `xmlSwitchToEncoding` even in a declaration libxml2 goes on to reject), leading NULs
/// (libxml2 guesses UCS-4), and a processing instruction without data (the wrapper's
/// own callback). Every reader of XML written by someone else asks here first.
package enum XMLParserInput {
    /// 10 MB: libxml2 (2.9.14, under Linux's `XMLParser`) fails a document of more than
    /// 10,000,000 bytes, well-formed or not, with an internal error at its last line unless
    /// asked for huge documents, which the wrapper never does (measured: 10,000,000 bytes read,
    /// 10,000,001 refused). Past it the refusal is this one, a size, not a parse error.
    package static let limit = FileSizeLimit(bytes: 10_000_000, what: "the XML parser (libxml2) reads")

    /// Why the bytes are not handed to the parser.
    package enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// More bytes than `limit`.
        case tooLarge(size: Int)
        /// Not UTF-8 text.
        case notUTF8
        /// A character XML 1.0 forbids (a NUL, say).
        case forbiddenCharacter(Unicode.Scalar)
        /// An XML declaration that does not end with `?>`, or whose `encoding` is not a quoted name.
        case brokenDeclaration
        /// A declaration naming an encoding other than UTF-8.
        case encoding(String)
        /// A processing instruction (`<?name?>`) with nothing after its name.
        case emptyProcessingInstruction(line: Int)

        package var description: String {
            switch self {
            case let .tooLarge(size): return XMLParserInput.limit.refusal(size)
            case .notUTF8: return "it is not UTF-8 text"
            case let .forbiddenCharacter(scalar): return "it holds \(XMLCharacters.name(scalar)), which XML forbids"
            case .brokenDeclaration: return "its XML declaration (<?xml …?>) is broken"
            case let .encoding(name): return "it declares the encoding \(DisplayText.quote(name)); only UTF-8 is read"
            case let .emptyProcessingInstruction(line):
                return "it has an empty processing instruction (<?…?>) at line \(line)"
            }
        }
    }

    /// The first reason the bytes must not reach the parser, or nil when they may.
    package static func problem<Bytes: Collection>(in bytes: Bytes) -> Problem? where Bytes.Element == UInt8 {
        guard limit.allows(bytes.count) else { return .tooLarge(size: bytes.count) }
        var body = Array(bytes)
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { return .notUTF8 }
        if let scalar = XMLCharacters.firstForbidden(in: text) { return .forbiddenCharacter(scalar) }
        if let problem = declarationProblem(body) { return problem }
        return emptyInstruction(body)
    }

    /// The declaration, when the text opens with one: closed by `?>` before any other `<` or `>`,
    /// its encoding, when named, a quoted UTF-8.
    static func declarationProblem(_ body: [UInt8]) -> Problem? {
        let opening = Array("<?xml".utf8)
        guard isDeclaration(body, at: 0) else { return nil }
        guard
            let close = body[opening.count...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }
            ),
            body[close] == UInt8(ascii: ">"), body[close - 1] == UInt8(ascii: "?")
        else { return .brokenDeclaration }
        let declaration = String(decoding: body[opening.count..<(close - 1)], as: UTF8.self)
        guard let keyword = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[keyword.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return .brokenDeclaration }
        let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = value.first, quote == "\"" || quote == "'",
            let end = value.dropFirst().firstIndex(of: quote)
        else { return .brokenDeclaration }
        let name = String(value[value.index(after: value.startIndex)..<end])
        return ["utf-8", "utf8"].contains(name.lowercased()) ? nil : .encoding(name)
    }

    /// The first `<?name?>` (after the declaration) with no data after its name.
    static func emptyInstruction(_ body: [UInt8]) -> Problem? {
        var line = 1
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<"), index + 1 < body.endIndex, body[index + 1] == UInt8(ascii: "?"),
                !isDeclaration(body, at: index)
            {
                var cursor = index + 2
                while cursor < body.endIndex, !isSpace(body[cursor]), body[cursor] != UInt8(ascii: "?") { cursor += 1 }
                while cursor < body.endIndex, isSpace(body[cursor]) { cursor += 1 }
                if cursor >= body.endIndex || body[cursor] == UInt8(ascii: "?") {
                    return .emptyProcessingInstruction(line: line)
                }
            }
            index += 1
        }
        return nil
    }

    /// The declaration, which opens the text: `<?xml` and a space.
    static func isDeclaration(_ body: [UInt8], at index: Int) -> Bool {
        let opening = Array("<?xml".utf8)
        return index == 0 && body.starts(with: opening) && body.count > opening.count && isSpace(body[opening.count])
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

import QuickGlyphModel

/// A source file as tokens, keeping its bytes so that an expression can be
/// quoted exactly as written.
package struct TokenizedSource: Sendable {
    let language: SourceLanguage
    package let bytes: [UInt8]
    let lines: LineTable
    let tokens: [Token]

    package init(_ text: String, language: SourceLanguage) {
        self.init(bytes: Array(text.utf8), language: language)
    }

    package init(bytes: [UInt8], language: SourceLanguage) {
        self.language = language
        self.bytes = bytes
        lines = LineTable(bytes)
        switch language {
        case .swift: tokens = SwiftTokenizer.tokens(in: bytes, lines: lines)
        case .objectiveC: tokens = ObjCTokenizer.tokens(in: bytes, lines: lines)
        }
    }

    /// The source from the first token of `tokenRange` to the end of its last, as written.
    package func text(of tokenRange: Range<Int>) -> String {
        guard !tokenRange.isEmpty else { return "" }
        let start = tokens[tokenRange.lowerBound].range.lowerBound
        let end = tokens[tokenRange.upperBound - 1].range.upperBound
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The line a token ends on (a multi-line string ends below where it starts).
    func endLine(of index: Int) -> Int {
        lines.line(at: max(tokens[index].range.upperBound - 1, tokens[index].range.lowerBound))
    }
}

import QuickGlyphModel

/// One token of a source file, with where it starts.
package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    /// The source text; for a Swift identifier in backticks, the name without them.
    package var text: String
    /// 1-based line and byte column of the first character, as compilers count them.
    package var position: SourcePosition
    /// The token's bytes in the file (UTF-8 offsets), backticks and quotes included.
    var range: Range<Int>

    init(kind: TokenKind, text: String, position: SourcePosition, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.position = position
        self.range = range
    }

    /// Punctuation or a keyword spelt `text`.
    func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .keyword) && text == symbol
    }

    func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    /// The decoded value of a string literal.
    package var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }
}

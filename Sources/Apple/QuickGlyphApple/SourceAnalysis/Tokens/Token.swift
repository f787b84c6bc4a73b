import QuickGlyphModel

/// One token of a source file, with where it starts.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// The source text; for a Swift identifier in backticks, the name without them.
    public var text: String
    /// 1-based line and byte column of the first character, as compilers count them.
    public var position: SourcePosition
    /// The token's bytes in the file (UTF-8 offsets), backticks and quotes included.
    public var range: Range<Int>

    public init(kind: TokenKind, text: String, position: SourcePosition, range: Range<Int>) {
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
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }
}

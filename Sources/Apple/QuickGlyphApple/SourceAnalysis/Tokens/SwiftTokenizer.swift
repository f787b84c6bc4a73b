import QuickGlyphModel

/// Swift source into tokens, as the compiler's lexer splits it where quick
/// actions are concerned: comments (`//`, nested `/* */`) vanish, so a call in
/// a comment is no call; a string is one token whatever it holds, so a call's
/// text inside a string is no call either. Strings: escapes, `\u{…}`, raw
/// strings with any number of `#`, multi-line strings with their indentation
/// stripped; an interpolated string keeps its text and is marked non-literal.
/// `#if`, `#available` and the like are keywords; `@MainActor` too.
package struct SwiftTokenizer {
    private let bytes: [UInt8]
    private let lines: LineTable
    private var index = 0
    private var tokens: [Token] = []

    /// Swift's reserved words, so that `init`, `let` and `return` are never names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    package static func tokens(in text: String) -> [Token] {
        let bytes = Array(text.utf8)
        return tokens(in: bytes, lines: LineTable(bytes))
    }

    static func tokens(in bytes: [UInt8], lines: LineTable) -> [Token] {
        var tokenizer = SwiftTokenizer(bytes: bytes, lines: lines)
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8], lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
    }

    private func peek(_ ahead: Int) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func run() {
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            if ByteClass.isSpace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && !ByteClass.isNewline(bytes[index]) { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                string(start: start, hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    string(start: start, hashes: hashes)
                } else if let next = peek(1), ByteClass.isIdentifierStart(next) {
                    index += 1
                    skipIdentifierBytes()
                    emit(.keyword, from: start)
                } else {
                    index += 1
                    emit(.punctuation, from: start)
                }
            case UInt8(ascii: "@"):
                index += 1
                if let next = peek(0), ByteClass.isIdentifierStart(next) {
                    skipIdentifierBytes()
                    emit(.keyword, from: start)
                } else {
                    emit(.punctuation, from: start)
                }
            case UInt8(ascii: "`"):
                backtickIdentifier(start: start)
            case UInt8(ascii: "."):
                // `...` and `..<` are operators; a lone dot is member access.
                index += 1
                if peek(0) == UInt8(ascii: ".") {
                    index += 1
                    if peek(0) == UInt8(ascii: ".") || peek(0) == UInt8(ascii: "<") { index += 1 }
                }
                emit(.punctuation, from: start)
            default:
                if ByteClass.isIdentifierStart(byte) {
                    skipIdentifierBytes()
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    append(Self.keywords.contains(text) ? .keyword : .identifier, text: text, from: start)
                } else if ByteClass.isDigit(byte) {
                    number()
                    emit(.number, from: start)
                } else if Self.isOperatorByte(byte) {
                    index += 1
                    while let next = peek(0), Self.isOperatorByte(next), !startsComment(at: index) { index += 1 }
                    emit(.punctuation, from: start)
                } else {
                    index += 1
                    emit(.punctuation, from: start)
                }
            }
        }
    }

    /// Swift's operator characters (a `.` only leads an operator, handled apart).
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/")
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    /// Swift's block comments nest: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private mutating func skipIdentifierBytes() {
        while index < bytes.count && ByteClass.isIdentifierByte(bytes[index]) { index += 1 }
    }

    /// `` `default` `` is the name `default`.
    private mutating func backtickIdentifier(start: Int) {
        var end = start + 1
        while end < bytes.count && ByteClass.isIdentifierByte(bytes[end]) { end += 1 }
        guard end > start + 1, end < bytes.count, bytes[end] == UInt8(ascii: "`") else {
            index += 1
            emit(.punctuation, from: start)
            return
        }
        index = end + 1
        append(.identifier, text: String(decoding: bytes[start + 1..<end], as: UTF8.self), from: start)
    }

    /// Digits, `_`, letters (`0x1F`, `1e5`, `1_000`), a fraction, and an exponent's sign.
    private mutating func number() {
        let hex = bytes[index] == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        index += 1
        while let byte = peek(0) {
            if ByteClass.isIdentifierByte(byte) {
                let exponent =
                    hex
                    ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                    : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
                index += 1
                if exponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            } else if byte == UInt8(ascii: "."), let next = peek(1),
                ByteClass.isDigit(next) || (hex && ByteClass.isHexDigit(next))
            {
                index += 2
            } else {
                break
            }
        }
    }

    private mutating func string(start: Int, hashes: Int) {
        let extent = SwiftStringLiteral.extent(in: bytes, start: start, hashes: hashes)
        index = extent.end
        let kind: TokenKind
        if extent.terminated && !extent.interpolated {
            kind = .string(
                SwiftStringLiteral.value(of: bytes[extent.content], hashes: hashes, multiline: extent.multiline))
        } else {
            kind = .nonLiteralString
        }
        emit(kind, from: start)
    }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        append(kind, text: String(decoding: bytes[start..<index], as: UTF8.self), from: start)
    }

    private mutating func append(_ kind: TokenKind, text: String, from start: Int) {
        tokens.append(Token(kind: kind, text: text, position: lines.position(at: start), range: start..<index))
    }
}

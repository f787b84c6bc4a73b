import QuickGlyphModel

/// Objective-C (and Objective-C++) source into tokens: `//` and `/* */`
/// comments vanish; a preprocessor line (`#import`, `#define`, `#if`, with its
/// backslash continuations) is skipped whole, so a macro's body is never taken
/// for code; `@"…"` and C strings are one token with their decoded value;
/// `@interface`-style words are keywords.
package struct ObjCTokenizer {
    private let bytes: [UInt8]
    private let lines: LineTable
    private var index = 0
    private var tokens: [Token] = []

    /// C's control words; `self`, `nil`, `YES` stay names, as the finders read them.
    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "return", "goto",
        "sizeof", "typedef", "struct", "union", "enum", "static", "extern", "const", "volatile", "inline",
    ]

    private static let operators: [[UInt8]] = [
        "<<=", ">>=", "...", "->*", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=",
        "*=", "/=", "%=", "&=", "|=", "^=", "::", "##",
    ].map { Array($0.utf8) }

    package static func tokens(in text: String) -> [Token] {
        let bytes = Array(text.utf8)
        return tokens(in: bytes, lines: LineTable(bytes))
    }

    static func tokens(in bytes: [UInt8], lines: LineTable) -> [Token] {
        var tokenizer = ObjCTokenizer(bytes: bytes, lines: lines)
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
        // A `#` starts a directive only as the first thing on its line.
        var lineHasCode = false
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lineHasCode = false
                index += 1
                continue
            }
            if ByteClass.isSpace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if byte == UInt8(ascii: "#") && !lineHasCode {
                skipDirective()
                continue
            }
            lineHasCode = true
            switch byte {
            case UInt8(ascii: "@"):
                if peek(1) == UInt8(ascii: "\"") {
                    string(start: start, open: start + 1)
                } else if let next = peek(1), ByteClass.isIdentifierStart(next) {
                    index += 1
                    skipIdentifierBytes()
                    emit(.keyword, from: start)
                } else {
                    index += 1
                    emit(.punctuation, from: start)
                }
            case UInt8(ascii: "\""):
                string(start: start, open: start)
            case UInt8(ascii: "'"):
                index = CStringLiteral.end(in: bytes, open: start, quote: byte).end
                emit(.character, from: start)
            case UInt8(ascii: "."):
                if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
                    index += 3
                    emit(.punctuation, from: start)
                } else if let next = peek(1), ByteClass.isDigit(next) {
                    number()
                    emit(.number, from: start)
                } else {
                    index += 1
                    emit(.punctuation, from: start)
                }
            default:
                if ByteClass.isIdentifierStart(byte) {
                    skipIdentifierBytes()
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    append(Self.keywords.contains(text) ? .keyword : .identifier, text: text, from: start)
                } else if ByteClass.isDigit(byte) {
                    number()
                    emit(.number, from: start)
                } else {
                    index += Self.operators.first { matches($0) }?.count ?? 1
                    emit(.punctuation, from: start)
                }
            }
        }
    }

    private func matches(_ pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        return bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private mutating func skipLineComment() {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
    }

    /// To the end of the line, through backslash continuations and comments;
    /// the line break itself stays, so the next line can start a directive.
    private mutating func skipDirective() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 1
                if peek(0) == UInt8(ascii: "\r") { index += 1 }
                if peek(0) == UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "\n") { return }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                return
            }
            index += 1
        }
    }

    private mutating func skipIdentifierBytes() {
        while index < bytes.count && ByteClass.isIdentifierByte(bytes[index]) { index += 1 }
    }

    /// Digits and letters (`0x1F`, `10u`, `1e5`, `2.0f`), a fraction, an exponent's sign.
    private mutating func number() {
        index += 1
        while let byte = peek(0) {
            if ByteClass.isIdentifierByte(byte) {
                index += 1
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P"),
                    let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
                {
                    index += 1
                }
            } else if byte == UInt8(ascii: ".") {
                index += 1
            } else {
                break
            }
        }
    }

    private mutating func string(start: Int, open: Int) {
        let (end, terminated) = CStringLiteral.end(in: bytes, open: open, quote: UInt8(ascii: "\""))
        index = end
        emit(
            terminated ? .string(CStringLiteral.value(of: bytes[(open + 1)..<(end - 1)])) : .nonLiteralString,
            from: start)
    }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        append(kind, text: String(decoding: bytes[start..<index], as: UTF8.self), from: start)
    }

    private mutating func append(_ kind: TokenKind, text: String, from start: Int) {
        tokens.append(Token(kind: kind, text: text, position: lines.position(at: start), range: start..<index))
    }
}

import QuickGlyphModel

/// Swift's string literal rules, applied to a literal's bytes: finding where it
/// ends (through interpolations that hold strings of their own), then decoding
/// it as the compiler does (escapes, raw `#` delimiters, and a multi-line
/// string's indentation, which is the closing delimiter's).
enum SwiftStringLiteral {
    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// Strings inside interpolations inside strings are followed this deep; past
    /// it (never in real code) a nested string is read as plain bytes, so a
    /// hostile file cannot exhaust the stack.
    private static let maximumNesting = 32

    /// The extent of the literal whose `hashes` opening `#`s (if any) start at `start`.
    static func extent(in bytes: [UInt8], start: Int, hashes: Int, nesting: Int = 0) -> SwiftStringExtent {
        let open = start + hashes
        let multiline = open + 2 < bytes.count && bytes[open + 1] == quote && bytes[open + 2] == quote
        var index = open + (multiline ? 3 : 1)
        let contentStart = index
        var interpolated = false
        while index < bytes.count {
            let byte = bytes[index]
            // A one-line string cannot hold a line break: it ends unclosed here.
            if !multiline && (byte == newline || byte == carriageReturn) { break }
            if byte == backslash && hashesFollow(in: bytes, at: index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                if escaped < bytes.count && bytes[escaped] == openParen {
                    interpolated = true
                    index = interpolationEnd(in: bytes, open: escaped, multiline: multiline, nesting: nesting)
                } else {
                    index = escaped + 1
                }
                continue
            }
            if byte == quote {
                if multiline {
                    if index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
                        && hashesFollow(in: bytes, at: index + 3, count: hashes)
                    {
                        return SwiftStringExtent(
                            hashes: hashes, multiline: true, content: contentStart..<index,
                            end: index + 3 + hashes, interpolated: interpolated, terminated: true)
                    }
                } else if hashesFollow(in: bytes, at: index + 1, count: hashes) {
                    return SwiftStringExtent(
                        hashes: hashes, multiline: false, content: contentStart..<index,
                        end: index + 1 + hashes, interpolated: interpolated, terminated: true)
                }
            }
            index += 1
        }
        let end = min(index, bytes.count)
        return SwiftStringExtent(
            hashes: hashes, multiline: multiline, content: contentStart..<end, end: end,
            interpolated: interpolated, terminated: false)
    }

    /// Just past the `)` that closes the interpolation opened at `open`, stepping
    /// over any string inside it (`"\(names.joined(separator: ", "))"`).
    private static func interpolationEnd(in bytes: [UInt8], open: Int, multiline: Bool, nesting: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if !multiline && (byte == newline || byte == carriageReturn) { return index }
            if byte == openParen {
                depth += 1
            } else if byte == closeParen {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if (byte == quote || byte == hash) && nesting < maximumNesting {
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == hash { hashes += 1 }
                if index + hashes < bytes.count && bytes[index + hashes] == quote {
                    index = extent(in: bytes, start: index, hashes: hashes, nesting: nesting + 1).end
                    continue
                }
            }
            index += 1
        }
        return bytes.count
    }

    private static func hashesFollow(in bytes: [UInt8], at offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<offset + count].allSatisfy { $0 == hash }
    }

    /// The value of a closed literal without interpolation.
    static func value(of content: ArraySlice<UInt8>, hashes: Int, multiline: Bool) -> String {
        let raw = multiline ? stripIndentation(Array(content)) : Array(content)
        return unescape(raw, hashes: hashes)
    }

    /// A multi-line string's lines without the indentation of its closing
    /// delimiter; the line break after the opening delimiter and the one before
    /// the closing delimiter are not part of the value.
    static func stripIndentation(_ content: [UInt8]) -> [UInt8] {
        var lines = content.split(separator: newline, omittingEmptySubsequences: false).map {
            line -> ArraySlice<UInt8> in
            line.last == carriageReturn ? line.dropLast() : line
        }
        guard lines.count >= 2 else { return [] }
        let indentation = lines.removeLast()
        let isIndentation = indentation.allSatisfy { $0 == space || $0 == tab }
        var out: [UInt8] = []
        for (number, line) in lines.dropFirst().enumerated() {
            if number > 0 { out.append(newline) }
            if isIndentation && line.starts(with: indentation) {
                out += line.dropFirst(indentation.count)
            } else if !line.allSatisfy({ $0 == space || $0 == tab }) {
                // Less indented than the delimiter: the compiler refuses it; keep the text.
                out += line
            }
        }
        return out
    }

    /// Escapes decoded: `\n \t \r \0 \\ \" \'`, `\u{…}`, and in a multi-line string a
    /// backslash ending a line joins it to the next. A raw string's escapes need its `#`s.
    static func unescape(_ raw: [UInt8], hashes: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == backslash, hashesFollow(in: raw, at: index + 1, count: hashes), index + 1 + hashes < raw.count
            else {
                out.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 + hashes
            switch raw[escaped] {
            case UInt8(ascii: "n"): out.append(newline)
            case UInt8(ascii: "t"): out.append(tab)
            case UInt8(ascii: "r"): out.append(carriageReturn)
            case UInt8(ascii: "0"): out.append(0)
            case backslash, quote, UInt8(ascii: "'"): out.append(raw[escaped])
            case UInt8(ascii: "u"):
                if let (scalar, next) = unicodeEscape(raw, at: escaped + 1) {
                    out += Array(String(Character(scalar)).utf8)
                    index = next
                    continue
                }
                out += raw[index...escaped]
            case space, tab, newline:
                var next = escaped
                while next < raw.count && (raw[next] == space || raw[next] == tab) { next += 1 }
                if next < raw.count && raw[next] == newline {
                    index = next + 1
                    continue
                }
                out += raw[index...escaped]
            default:
                out += raw[index...escaped]
            }
            index = escaped + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `{1F600}` at `offset`: the scalar and the offset after the brace.
    private static func unicodeEscape(_ raw: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        guard offset < raw.count, raw[offset] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var index = offset + 1
        while index < raw.count, let digit = ByteClass.hexValue(raw[index]), index - offset <= 8 {
            value = value * 16 + digit
            index += 1
        }
        guard index > offset + 1, index < raw.count, raw[index] == UInt8(ascii: "}"),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, index + 1)
    }
}

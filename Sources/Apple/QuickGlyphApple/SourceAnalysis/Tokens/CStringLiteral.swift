import QuickGlyphModel

/// C's string and character literal rules, which Objective-C's `@"…"` shares:
/// where one ends, and its value with escapes decoded.
enum CStringLiteral {
    private static let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// Just past the closing `quote` of the literal whose opening quote is at `open`,
    /// and whether it was closed (a line break ends an unclosed one, as clang reports).
    static func end(in bytes: [UInt8], open: Int, quote: UInt8) -> (end: Int, terminated: Bool) {
        var index = open + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash {
                // An escaped line break continues the literal on the next line.
                index +=
                    bytes.count > index + 2 && bytes[index + 1] == carriageReturn && bytes[index + 2] == newline ? 3 : 2
                continue
            }
            if byte == quote { return (index + 1, true) }
            if byte == newline || byte == carriageReturn { return (index, false) }
            index += 1
        }
        return (bytes.count, false)
    }

    /// `\n \t \r \a \b \f \v \\ \' \" \?`, octal `\101`, hex `\x41`, `\u00e9`, `\U0001F600`;
    /// a backslash before a line break joins the lines.
    static func value(of content: ArraySlice<UInt8>) -> String {
        let raw = Array(content)
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        func appendScalar(_ value: UInt32) {
            if value < 0x80 {
                out.append(UInt8(value))
            } else if let scalar = Unicode.Scalar(value) {
                out += Array(String(Character(scalar)).utf8)
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == backslash, index + 1 < raw.count else {
                out.append(byte)
                index += 1
                continue
            }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): out.append(newline)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(carriageReturn)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case newline: break
            case carriageReturn:
                if index < raw.count && raw[index] == newline { index += 1 }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < raw.count, raw[index] >= UInt8(ascii: "0"), raw[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(raw[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                appendScalar(value)
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                var digits = 0
                while index < raw.count, let digit = ByteClass.hexValue(raw[index]), digits < 8 {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                if digits == 0 { out += [backslash, escaped] } else { appendScalar(value) }
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let width = escaped == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < width, index + digits < raw.count, let digit = ByteClass.hexValue(raw[index + digits]) {
                    value = value * 16 + digit
                    digits += 1
                }
                if digits == width {
                    index += width
                    appendScalar(value)
                } else {
                    out += [backslash, escaped]
                }
            default:
                // `\\`, `\"`, `\'`, `\?` stand for themselves; so does any unknown escape.
                out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

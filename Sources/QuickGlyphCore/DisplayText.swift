/// Text from files and file names made safe to print in a finding: one line,
/// no terminal escape codes, and not a whole paragraph inside a message.
public enum DisplayText {
    /// How many characters of a value a message quotes before cutting it.
    public static let quoteLimit = 60

    /// `"value"`, cut at `limit` characters with "…": a 4 MB title must not become a 4 MB message.
    public static func quote(_ value: String, limit: Int = quoteLimit) -> String {
        "\"\(shortened(value, limit: limit))\""
    }

    public static func shortened(_ value: String, limit: Int = quoteLimit) -> String {
        value.count > limit ? String(value.prefix(limit)) + "…" : value
    }

    /// Control characters written as Swift escapes (`\n`, `\t`, `\u{1B}`), so a
    /// name holding a newline cannot split a finding in two, nor an escape
    /// sequence recolour or rewrite the user's terminal. Everything else is kept.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// C0, DEL and C1 controls, and the line and paragraph separators some terminals break on.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

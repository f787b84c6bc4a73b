import QuickGlyphCore

/// The one place text becomes HTML: every title, path, message and attribute
/// value in the report goes through `escape`, so a title such as `<b>` or a path
/// with a quote is shown as written and can never open a tag or end an attribute.
enum HTMLText {
    /// For text and for double- or single-quoted attribute values alike. A character
    /// HTML cannot carry (NUL, a lone control) becomes U+FFFD, as a parser would make it.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || !XMLCharacters.allows(scalar) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `name="value"`, escaped.
    static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }

    /// `text` escaped, with a line-break opportunity (`<wbr>`) after each `/` and before each
    /// `.` of a word too long for a narrow column (a path, a dotted name, a call): a table cell
    /// then wraps between a path's parts, never inside a word such as "dynamic".
    static func breakable(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.count > breakableLength else { return escape(String(word)) }
            var result = ""
            var previous: Character?
            for character in word {
                if character == ".", let previous, previous != "/", previous != "." { result += "<wbr>" }
                result += escape(String(character))
                if character == "/" { result += "<wbr>" }
                previous = character
            }
            return result
        }.joined(separator: " ")
    }

    /// Words up to this many characters are never broken: a column fits them whole.
    static let breakableLength = 16
}

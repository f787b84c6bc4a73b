import QuickGlyphModel

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

    /// `text` escaped, with a line-break opportunity (`<wbr>`) after each `/`, before each `.`,
    /// and after each `(` or `:` inside a word too long for a narrow column (a path, a dotted
    /// name, a call such as `windowScene(_:performActionFor:completionHandler:)`): a cell or a
    /// phone's line then wraps between its parts, never inside a word such as "dynamic".
    static func breakable(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.count > breakableLength else { return escape(String(word)) }
            var result = ""
            let characters = Array(word)
            for (index, character) in characters.enumerated() {
                let previous = index > 0 ? characters[index - 1] : nil
                if character == ".", let previous, previous != "/", previous != "." { result += "<wbr>" }
                result += escape(String(character))
                // After `(` or `:` only inside the word and not before a line number (`file.swift:12:5` stays whole).
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let opensPart = (character == "(" || character == ":") && next != nil && next?.isNumber == false
                if character == "/" || opensPart { result += "<wbr>" }
            }
            return result
        }.joined(separator: " ")
    }

    /// Words up to this many characters are never broken: a column fits them whole.
    static let breakableLength = 16
}

/// One line of a strings file, read far enough to edit the file line by line:
/// the key when the line is exactly one `"key" = "value";` entry (trailing
/// comments allowed), and whether a `/* … */` comment is still open at its end.
/// Entries spread over several lines, or sharing a line, are not recognised:
/// they are left as they are.
struct StringsLine {
    private(set) var key: String?
    private(set) var endsInComment: Bool

    private enum Token: Equatable {
        case string(String), equals, semicolon, other
    }

    init(_ line: String, startsInComment: Bool) {
        let characters = Array(line.unicodeScalars)
        var tokens: [Token] = []
        var inComment = startsInComment
        var index = 0
        scanning: while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inComment {
                if character == "*", next == "/" {
                    inComment = false
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            switch character {
            case "/" where next == "*":
                inComment = true
                index += 2
            case "/" where next == "/":
                break scanning
            case "\"":
                guard let (text, end) = StringsLine.quoted(characters, from: index + 1) else {
                    tokens.append(.other)
                    break scanning
                }
                tokens.append(.string(text))
                index = end
            case " ", "\t", "\r":
                index += 1
            case "=":
                tokens.append(.equals)
                index += 1
            case ";":
                tokens.append(.semicolon)
                index += 1
            default:
                tokens.append(.other)
                index += 1
            }
        }
        endsInComment = inComment
        if !startsInComment, tokens.count == 4, case .string(let key) = tokens[0], tokens[1] == .equals,
           case .string = tokens[2], tokens[3] == .semicolon {
            self.key = key
        }
    }

    /// The text of a quoted string opening before `start`, unescaped, and the index after its closing quote.
    private static func quoted(_ characters: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var text = String.UnicodeScalarView()
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { return (String(text), index + 1) }
            if character == "\\", index + 1 < characters.count {
                let escaped = characters[index + 1]
                index += 2
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u":
                    // \U00E9: four hex digits, as Xcode's exports write non-ASCII.
                    let digits = String(String.UnicodeScalarView(characters[index..<min(index + 4, characters.count)]))
                    guard digits.count == 4, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                        return nil
                    }
                    text.append(scalar)
                    index += 4
                default: text.append(escaped)
                }
                continue
            }
            text.append(character)
            index += 1
        }
        return nil
    }
}

import Foundation

/// The token-level reading the Gradle scanners share. A Gradle file is a Groovy or Kotlin program that no library
/// parses outside Gradle, so its text is cut into statements the way both languages mostly write them: a line ends
/// one unless a bracket is still open or it ends in `,` or `=` (an argument list or an assignment going on), `;`
/// ends one, and every `{` and `}` ends one too, so the scanners can follow the blocks.
enum GradleText {
    /// One statement, or the head of a block (the text before its `{`), or what precedes a `}`.
    struct Piece: Equatable {
        /// From its first non-blank character, without trailing blanks; the lines it spans stay as `\n`.
        var text: String
        /// The 1-based line of its first character.
        var line: Int
        /// The `{` or `}` that ends it; nil when a line's end or `;` does.
        var brace: Character?

        /// The line of the character at `offset` (in characters) of `text`.
        func line(at offset: Int) -> Int {
            line + text.prefix(offset).filter { $0 == "\n" }.count
        }
    }

    /// The text with its `//` and `/* */` comments replaced by blanks (the lines a block comment spans stay lines),
    /// string literals left alone: `"https://x"` keeps its slashes.
    static func withoutComments(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/", next == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", next == "*" {
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count
                        && scalars[index + 1] == "/")
                {
                    if scalars[index] == "\n" { out.append("\n") }
                    index += 1
                }
                index += 2
                out.append(" ")
            } else if scalar == "\"" || scalar == "'" {
                let end = literalEnd(scalars, from: index)
                out.append(contentsOf: scalars[index..<end])
                index = end
            } else {
                out.append(scalar)
                index += 1
            }
        }
        return joined(out)
    }

    /// The index just past the string literal opening at `start`: `'…'`, `"…"` (its `${…}` templates may hold
    /// quotes of their own) or a triple-quoted one. A one-line literal left open ends at its line's end.
    static func literalEnd<Element: Equatable & ExpressibleByUnicodeScalarLiteral>(
        _ scalars: [Element], from start: Int
    ) -> Int {
        let quote = scalars[start]
        if start + 2 < scalars.count, scalars[start + 1] == quote, scalars[start + 2] == quote {
            var index = start + 3
            while index + 2 < scalars.count {
                if scalars[index] == quote, scalars[index + 1] == quote, scalars[index + 2] == quote {
                    return index + 3
                }
                index += 1
            }
            return scalars.count
        }
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote { return index + 1 }
            if scalar == "\n" { return index }
            if quote == "\"", scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                var depth = 0
                while index < scalars.count, scalars[index] != "\n" {
                    if scalars[index] == "{" { depth += 1 }
                    if scalars[index] == "}" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    index += 1
                }
            }
            index += 1
        }
        return min(index, scalars.count)
    }

    /// The statements and block heads of text without comments, in order.
    static func pieces(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var current: [Unicode.Scalar] = []
        // The last character of the statement so far that is not blank: a line ending in `,` or `=` goes on.
        var last: Unicode.Scalar?
        var start: Int?
        var line = 1
        var depth = 0
        func end(_ brace: Character?) {
            let piece = joined(current).trimmingCharacters(in: .whitespacesAndNewlines)
            if !piece.isEmpty || brace != nil { pieces.append(Piece(text: piece, line: start ?? line, brace: brace)) }
            current = []
            last = nil
            start = nil
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"", "'":
                let close = literalEnd(scalars, from: index)
                if start == nil { start = line }
                current.append(contentsOf: scalars[index..<close])
                last = scalars[close - 1]
                line += scalars[index..<close].filter { $0 == "\n" }.count
                index = close
                continue
            case "\n":
                if depth == 0, !(last == "," || last == "=") {
                    end(nil)
                } else if !current.isEmpty {
                    current.append("\n")
                }
                line += 1
            case "\r":
                break
            case "{", "}":
                end(Character(scalar))
                // A bracket a block opens or closes inside is not let run on past it.
                depth = 0
            case ";" where depth == 0:
                end(nil)
            case " " where current.isEmpty, "\t" where current.isEmpty:
                break
            default:
                if scalar == "(" || scalar == "[" { depth += 1 }
                if scalar == ")" || scalar == "]" { depth = max(0, depth - 1) }
                if start == nil { start = line }
                current.append(scalar)
                if !(scalar == " " || scalar == "\t") { last = scalar }
            }
            index += 1
        }
        end(nil)
        return pieces
    }

    /// Scalars gathered in an array (a scalar view appended to one by one grows slower than linearly) made text.
    static func joined(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.reserveCapacity(scalars.count)
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The text with the blanks outside its string literals removed: `project(':a') .projectDir = file( 'x' )`
    /// → `project(':a').projectDir=file('x')`.
    static func compact(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "'" {
                let end = literalEnd(scalars, from: index)
                out.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if !(scalar == " " || scalar == "\t" || scalar == "\n") { out.append(scalar) }
            index += 1
        }
        return joined(out)
    }

    /// The text of a string literal that is the whole of `text` and has no template in it (`'a'`, `":a"`), else nil.
    static func literal(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, first == "\"" || first == "'", scalars.count >= 2,
            literalEnd(scalars, from: 0) == scalars.count, scalars.last == first
        else { return nil }
        let body = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
        if body.contains("$") || body.contains("\\") || body.hasPrefix("\(first)\(first)") { return nil }
        return body
    }

    /// The text inside the bracket that opens at `open` (an index of `characters`, which holds `(` or `[`) and the
    /// index just past its close, or nil when it never closes.
    static func bracketed(_ characters: [Character], open: Int) -> (inside: Range<Int>, end: Int)? {
        var depth = 0
        var index = open
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || character == "'" {
                index = literalEnd(characters, from: index)
                continue
            }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" {
                depth -= 1
                if depth == 0 { return (open + 1..<index, index + 1) }
            }
            index += 1
        }
        return nil
    }

    /// The items of an argument list split at its top-level commas, each with its offset, blanks around it trimmed.
    static func arguments(_ characters: [Character], in range: Range<Int>) -> [(text: String, offset: Int)] {
        var items: [(text: String, offset: Int)] = []
        var depth = 0
        var itemStart = range.lowerBound
        var index = range.lowerBound
        func add(until end: Int) {
            var from = itemStart
            while from < end, characters[from].isWhitespace { from += 1 }
            let text = String(characters[from..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { items.append((text, from)) }
        }
        while index < range.upperBound {
            let character = characters[index]
            if character == "\"" || character == "'" {
                index = min(literalEnd(characters, from: index), range.upperBound)
                continue
            }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if character == ",", depth == 0 {
                add(until: index)
                itemStart = index + 1
            }
            index += 1
        }
        add(until: range.upperBound)
        return items
    }

    /// The identifier (letters, digits, `_`) starting at `start`.
    static func identifier(_ characters: [Character], from start: Int) -> String {
        var index = start
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || characters[index] == "_"
        {
            index += 1
        }
        return String(characters[start..<index])
    }
}

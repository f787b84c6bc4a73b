import Foundation

/// One line of a strings file, read far enough to edit the file line by line:
/// the key when the line is exactly one `"key" = "value";` entry (trailing
/// comments allowed), and whether a `/* … */` comment or a quoted string is
/// still open at its end. Entries spread over several lines, sharing a line,
/// or on a line a comment or string runs into or out of, are not recognised:
/// they are left as they are.
///
/// The scan follows Foundation's old-style property list reader where it
/// decides what is a comment and what is a string: a quoted string may run
/// over lines and be in single quotes, a backslash escapes the character after it (a line break too),
/// and a `//` comment ends at a line break (`\n`, `\r`, U+2028 or U+2029).
struct StringsLine {
    /// Where the scan is at a line break.
    enum State: Equatable {
        case code
        /// Inside a `/*` comment opened on this line (counted from 1).
        case comment(openedOnLine: Int)
        /// Inside a string opened on this line with this quote (`"` or `'`, both Foundation's).
        case string(openedOnLine: Int, quote: Unicode.Scalar)
    }

    private(set) var key: String?
    private(set) var endState: State

    private enum Token: Equatable {
        case string, equals, semicolon, other
    }

    /// - Parameter number: the line's number, for the state an opening on it leaves.
    init(_ line: String, number: Int, startState: State) {
        let characters = Array(line.unicodeScalars)
        var tokens: [Token] = []
        var state = startState
        var index = 0
        if startState != .code { tokens.append(.other) }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch state {
            case .comment:
                if character == "*", next == "/" {
                    state = .code
                    index += 2
                } else {
                    index += 1
                }
                continue
            case .string(_, let quote):
                if character == quote {
                    state = .code
                } else if character == "\\" {
                    index += 1
                }
                index += 1
                continue
            case .code:
                break
            }
            switch character {
            case "/" where next == "*":
                state = .comment(openedOnLine: number)
                index += 2
            case "/" where next == "/":
                index += 2
                while index < characters.count, !Self.endsLineComment(characters[index]) { index += 1 }
            case "\"", "'":
                tokens.append(.string)
                state = .string(openedOnLine: number, quote: character)
                index += 1
            case _ where Self.isBare(character):
                // A bare word, as Foundation reads one: `/` included, so `a//b` is one word.
                tokens.append(.string)
                while index < characters.count, Self.isBare(characters[index]) { index += 1 }
            case " ", "\t", "\r", "\u{0B}", "\u{0C}", "\u{2028}", "\u{2029}":
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
        endState = state
        if startState == .code, state == .code, tokens == [.string, .equals, .string, .semicolon] {
            key = Self.foundationKey(line)
        }
    }

    /// The line's one key as Foundation reads it, so that its escapes (`\U00E9`,
    /// octal, `\a`…) mean what they mean to the app, not what a second reader thinks.
    private static func foundationKey(_ line: String) -> String? {
        let object = try? PropertyListSerialization.propertyList(from: Data(line.utf8), options: [], format: nil)
        guard let table = object as? [String: Any], table.count == 1 else { return nil }
        return table.keys.first
    }

    /// The characters of an unquoted string in an old-style property list.
    private static func isBare(_ character: Unicode.Scalar) -> Bool {
        switch character {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private static func endsLineComment(_ character: Unicode.Scalar) -> Bool {
        character == "\r" || character == "\u{2028}" || character == "\u{2029}"
    }
}

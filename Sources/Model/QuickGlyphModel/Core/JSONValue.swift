import Foundation

/// Any JSON document, decoded strictly (a number is never a boolean), so hand-written
/// files can be checked field by field with messages that name the field.
package indirect enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: Decoder) throws {
        // Each kind that does not match throws, and throwing is most of the cost: the kinds
        // documents are mostly made of are tried first. No value decodes as two kinds (a
        // number is not a boolean, a string not a number), so the order changes no result;
        // only an integer is tried before a fraction, so `1` stays an integer.
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    package static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw syntaxError(in: data) ?? JSONParseError(message: "\(error)", position: nil)
        }
    }

    /// JSONDecoder only says the data is not JSON; JSONSerialization says what and where
    /// ("Invalid value around character 9.", or on Apple's platforms "around line 2, column 5"),
    /// which becomes a position by the one `LineTable`. It gives no place for a file that ends
    /// too soon: that error is where the file's last value ends, the first place something was missing.
    static func syntaxError(in data: Data) -> JSONParseError? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            let sentence = text.hasSuffix(".") ? String(text.dropLast()) : text
            let bytes = [UInt8](data)
            let lines = LineTable(bytes)
            if sentence.hasPrefix("Unexpected end of file") {
                return JSONParseError(message: endOfFile(bytes), position: lines.position(at: contentEnd(bytes)))
            }
            guard
                let range = sentence.range(
                    of: #"\s*around (line \d+, column \d+|character \d+)"#, options: .regularExpression)
            else {
                return JSONParseError(message: lowercasingFirst(sentence), position: nil)
            }
            let numbers = sentence[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            var offset =
                numbers.count == 2
                ? lines.offset(line: numbers[0], column: numbers[1]) : min(numbers.first ?? 0, bytes.count)
            // Inside a bare word (`nope` stops at its `o`, read as the start of `null`): where the word starts.
            while offset > 0, offset < bytes.count, isLetter(bytes[offset]), isLetter(bytes[offset - 1]) { offset -= 1 }
            let message = lowercasingFirst(String(sentence[..<range.lowerBound]))
            return JSONParseError(
                message: hint(bytes, at: offset).map { "\(message): \($0)" } ?? message,
                position: lines.position(at: offset))
        }
    }

    /// What a person most likely got wrong where the parser stopped, from the byte there and the
    /// one before it (white space skipped): a missing or an extra comma, single quotes, a comment,
    /// a bare word. Nil when it is none of these: the parser's own words then stand alone.
    static func hint(_ bytes: [UInt8], at offset: Int) -> String? {
        guard offset < bytes.count else { return nil }
        let here = bytes[offset]
        let before = bytes[..<offset].last { !isSpace($0) }
        // The end of a value: a string's quote, a container's close, a digit, true/false/null's last letter.
        let endsValue =
            before.map { [0x22, 0x7D, 0x5D, 0x65, 0x6C].contains($0) || (0x30...0x39).contains($0) } ?? false
        if (here == 0x7D || here == 0x5D) && before == 0x2C {
            return "a comma before a closing \(here == 0x7D ? "}" : "]") is not allowed in JSON; remove it"
        }
        if [0x22, 0x7B, 0x5B].contains(here) && endsValue { return "a comma is missing before this" }
        if here == 0x27 { return "JSON strings take double quotes (\"), not single ones" }
        if here == 0x2F { return "JSON has no comments; remove it" }
        guard isLetter(here) else { return nil }
        let word = String(decoding: bytes[offset...].prefix(while: isLetter), as: UTF8.self)
        return ["true", "false", "null"].contains(word) ? nil : "a string takes double quotes: \"\(word)\""
    }

    /// Why a file ended too soon, in words: empty, or still inside an object, an array or a string.
    private static func endOfFile(_ bytes: [UInt8]) -> String {
        guard bytes.contains(where: { !isSpace($0) }) else { return "the file is empty" }
        var open: [UInt8] = []
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x7B, 0x5B: open.append(byte)
            case 0x7D, 0x5D: if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        if inString { return "the file ends inside a string: a closing \" is missing" }
        let closers = String(decoding: open.reversed().map { $0 == 0x7B ? 0x7D : 0x5D }, as: UTF8.self)
        return closers.isEmpty
            ? "the file ends before its value is complete"
            : "the file ends before everything opened is closed: \(closers) is missing here"
    }

    /// Just after the file's last byte that is not white space: where a person sees it end.
    private static func contentEnd(_ bytes: [UInt8]) -> Int {
        (bytes.lastIndex { !isSpace($0) }).map { $0 + 1 } ?? 0
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The value in one short line, for messages: strings unquoted, containers in JSON-like brackets.
    package var compactText: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.compactText)" }.joined(separator: ", ") + "}"
        }
    }

    /// What a person calls this kind of value, for error messages.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Why bytes are not JSON, and where when that is known: a message a `file:line:column:`
/// prefix can stand before.
package struct JSONParseError: Error, Sendable, Equatable {
    /// What is wrong, without the place ("invalid value").
    var message: String
    var position: SourcePosition?

    init(message: String, position: SourcePosition?) {
        self.message = message
        self.position = position
    }

    /// The message with its place in words, for a finding that has no position of its own.
    package var reason: String {
        position.map { "\(message) at line \($0.line), column \($0.column)" } ?? message
    }
}

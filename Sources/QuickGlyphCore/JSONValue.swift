import Foundation

/// Any JSON document, decoded strictly (a number is never a boolean), so hand-written
/// files can be checked field by field with messages that name the field.
public indirect enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
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

    public static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JSONParseError(reason: syntaxError(in: data) ?? "\(error)")
        }
    }

    /// JSONDecoder only says the data is not JSON; JSONSerialization says where
    /// ("Invalid value around character 9."), which becomes a line and column.
    static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            let sentence = text.hasSuffix(".") ? String(text.dropLast()) : text
            guard let range = sentence.range(of: #"around (line \d+, column \d+|character \d+)"#, options: .regularExpression),
                  let offset = Int(sentence[range].split(separator: " ").last ?? ""), sentence[range].contains("character") else {
                return sentence.prefix(1).lowercased() + sentence.dropFirst()
            }
            let before = data.prefix(offset)
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let what = sentence[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            return "\(what.prefix(1).lowercased() + what.dropFirst()) near line \(line), column \(column)"
        }
    }

    /// The value in one short line, for messages: strings unquoted, containers in JSON-like brackets.
    public var compactText: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let fields): return "{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.compactText)" }.joined(separator: ", ") + "}"
        }
    }

    /// What a person calls this kind of value, for error messages.
    public var kindName: String {
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

public struct JSONParseError: Error, Sendable, Equatable {
    public var reason: String
}

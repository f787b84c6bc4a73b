import Foundation

/// The one JSON layout quickglyph writes, as Xcode writes asset catalogs:
/// two-space indent, `"key" : value`, keys sorted, slashes unescaped, a final
/// newline. Catalogs, the manifest and the JSON report all use it, so opening a
/// catalog in Xcode changes nothing in git and the same input gives the same bytes.
package enum JSONFormatting {
    static let encoderFormatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    static let serializationOptions: JSONSerialization.WritingOptions = [
        .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]

    /// An encoder with the layout above (without the final newline: `encode` adds it).
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = encoderFormatting
        return encoder
    }

    /// A whole file's bytes: the value's JSON and a final newline.
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        var data = try encoder().encode(value)
        data.append(0x0A)
        return data
    }

    /// A whole file's bytes from Foundation objects (strings, numbers, arrays, dictionaries).
    package static func serialize(_ object: Any) throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: object, options: serializationOptions)
        data.append(0x0A)
        return data
    }
}

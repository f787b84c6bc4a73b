import Foundation

/// JSON as Xcode writes asset catalogs: two-space indent, `"key" : value`,
/// keys sorted, slashes unescaped, a final newline. Opening the catalog in
/// Xcode then changes nothing in git.
public enum XcodeJSON {
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}

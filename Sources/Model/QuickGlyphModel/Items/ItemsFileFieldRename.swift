import Foundation

/// Renames one field of one item of an items file as text: only the characters between the key's
/// quotes change, so the file's indentation, key order and every other byte stay the author's. Pure:
/// bytes in, bytes out; the caller reads and writes the file.
///
/// The result is parsed again and must be the original document with exactly that rename, or nothing is
/// given back: a rename that cannot be shown faithful (a key written twice, one spelt with escapes) is
/// refused, never guessed at.
package enum ItemsFileFieldRename {
    /// Why the file was left, in words for a "not fixed" line.
    package struct Refusal: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path) was left as it is: \(reason)" }
    }

    /// The bytes with `items[item].field` renamed `newField`; the bytes themselves when it is renamed already.
    package static func apply(
        to data: Data, path: String, item: Int, field: String, newField: String
    ) throws(Refusal) -> Data {
        func refuse(_ reason: String) -> Refusal { Refusal(path: path, reason: reason) }
        let label = "\(ItemsFile.itemsKey)[\(item)]"
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            throw refuse("it is not valid JSON: \(error)")
        }
        guard case .object(var root) = document, case .array(var items)? = root[ItemsFile.itemsKey],
            items.indices.contains(item), case .object(var fields) = items[item]
        else {
            throw refuse("it has no \(label) object")
        }
        if fields[field] == nil, fields[newField] != nil { return data }
        guard let value = fields[field] else { throw refuse("its \(label) has no \"\(field)\" to rename") }
        // Two members of one name read as one: which value a reader keeps is not ours to choose.
        guard fields[newField] == nil else {
            throw refuse("its \(label) already has \"\(newField)\", so \"\(field)\" is not renamed over it")
        }
        fields[newField] = value
        fields[field] = nil
        items[item] = .object(fields)
        root[ItemsFile.itemsKey] = .array(items)

        let bytes = [UInt8](data)
        let written = Array("\"\(field)\"".utf8)
        guard let elements = JSONLocator.scan(bytes).arrays[ItemsFile.itemsKey], elements.indices.contains(item),
            let start = elements[item].keys[field], start + written.count <= bytes.count,
            Array(bytes[start..<(start + written.count)]) == written
        else {
            throw refuse(
                "its text does not show \(label)'s \"\(field)\" as written plainly, so it is not edited in place")
        }
        // The names an item has are plain ASCII words: nothing to escape.
        guard newField.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw refuse("\"\(newField)\" is no field name it writes")
        }
        let edited = Array(bytes[..<start]) + Array("\"\(newField)\"".utf8) + Array(bytes[(start + written.count)...])
        guard let reread = try? JSONValue.parse(Data(edited)), reread == .object(root) else {
            throw refuse("the edited file would not read back as the same items with only \"\(field)\" renamed")
        }
        return Data(edited)
    }
}

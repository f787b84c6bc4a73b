import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Edits items of an XML Info.plist's `UIApplicationShortcutItems` as text, as
/// `InfoPlistMerger` edits the whole key: every byte outside the changed entries
/// stays as it was (other keys, comments, the declarations, the line endings),
/// and what is written takes the item's indentation and Foundation's escaping.
/// Pure: bytes in, bytes out; the caller reads and writes the file.
///
/// The result is read back by Foundation and must equal the original property
/// list with exactly the intended changes, or nothing is given back: an edit in
/// place that cannot be shown faithful is refused, never guessed at.
package enum InfoPlistItemEditor {
    /// The file's bytes with every edit made, in order (a later edit sees the earlier ones' result).
    /// - Parameter path: the file as messages name it.
    package static func apply(
        _ edits: [InfoPlistItemEdit], to data: Data, path: String
    ) throws(InfoPlistEditRefusal) -> Data {
        try apply(edits, to: data, path: path, afterEdit: { $0 })
    }

    /// - Parameter afterEdit: applied to the edited bytes before they are read back: a seam for the tests of
    ///   that check, since a correct edit never trips it.
    static func apply(
        _ edits: [InfoPlistItemEdit], to data: Data, path: String,
        afterEdit: ([UInt8]) -> [UInt8]
    ) throws(InfoPlistEditRefusal) -> Data {
        func refuse(_ reason: InfoPlistEditRefusal.Reason) -> InfoPlistEditRefusal {
            InfoPlistEditRefusal(path: path, reason: reason)
        }
        let key = InfoPlistKey.shortcutItems
        let (bytes, root) = try editableRoot(data, path: path)
        guard let value = root[key] else { throw refuse(.noShortcutItems) }
        guard var items = value as? [Any] else {
            throw refuse(.shortcutItemsNotArray(found: PlistKind.name(of: value)))
        }

        // What the items must be afterwards, each edit judged against the ones before it; an edit that
        // changes no value (the string it already holds, a key already absent) leaves its text as written.
        var effective: [InfoPlistItemEdit] = []
        for edit in edits {
            guard items.indices.contains(edit.item) else {
                throw refuse(.noSuchItem(index: edit.item, count: items.count))
            }
            guard var item = items[edit.item] as? [String: Any] else {
                throw refuse(.itemNotDictionary(index: edit.item, found: PlistKind.name(of: items[edit.item])))
            }
            switch edit.change {
            case let .set(entryKey, newValue):
                if let old = item[entryKey], !(old is String) {
                    throw refuse(.notString(index: edit.item, key: entryKey, found: PlistKind.name(of: old)))
                }
                if let forbidden = XMLCharacters.firstForbidden(in: newValue)
                    ?? XMLCharacters.firstForbidden(in: entryKey)
                {
                    throw refuse(.forbiddenCharacter(key: entryKey, character: XMLCharacters.name(forbidden)))
                }
                if item[entryKey] as? String == newValue { continue }
                item[entryKey] = newValue
            case .remove(let entryKey):
                if item[entryKey] == nil { continue }
                item[entryKey] = nil
            case let .rename(entryKey, newKey):
                if item[entryKey] == nil, item[newKey] != nil { continue }
                guard let moved = item[entryKey] else { throw refuse(.noSuchKey(index: edit.item, key: entryKey)) }
                // Two keys of one name read as one: which value Foundation keeps is not ours to choose.
                if item[newKey] != nil { throw refuse(.keyExists(index: edit.item, key: newKey)) }
                if let forbidden = XMLCharacters.firstForbidden(in: newKey) {
                    throw refuse(.forbiddenCharacter(key: newKey, character: XMLCharacters.name(forbidden)))
                }
                item[newKey] = moved
                item[entryKey] = nil
            }
            items[edit.item] = item
            effective.append(edit)
        }
        var expected = root
        expected[key] = items

        var edited = bytes
        for edit in effective {
            do throws(XMLPlistOutline.Failure) {
                edited = try applying(edit, to: edited, root: root)
            } catch {
                throw refuse(.layout(reason: error.description))
            }
        }
        edited = afterEdit(edited)
        guard edited != bytes else { return data }
        guard let reread = try? PropertyListSerialization.propertyList(from: Data(edited), options: [], format: nil),
            PropertyListEquality.equal(reread, expected)
        else {
            throw refuse(.editNotFaithful)
        }
        return Data(edited)
    }

    /// The bytes and root dictionary of a plist that can be edited as text: XML (not binary, not OpenStep, no
    /// preprocessor directives), UTF-8, a dictionary at its root. Both edits start here.
    private static func editableRoot(
        _ data: Data, path: String
    ) throws(InfoPlistEditRefusal) -> (bytes: [UInt8], root: [String: Any]) {
        func refuse(_ reason: InfoPlistEditRefusal.Reason) -> InfoPlistEditRefusal {
            InfoPlistEditRefusal(path: path, reason: reason)
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) { throw refuse(.binary) }
        if PlistPreprocessor.hasDirectives(bytes) { throw refuse(.preprocessed) }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw refuse(.notPropertyList(reason: ErrorText.describe(error)))
        }
        if format == .openStep { throw refuse(.openStep) }
        guard let root = object as? [String: Any] else {
            throw refuse(.rootNotDictionary(found: PlistKind.name(of: object)))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw refuse(.notUTF8) }
        return (bytes, root)
    }

    /// The file's bytes with its top-level `key` renamed `newKey`: only the text of that `<key>` changes, its value
    /// and every other byte stay. Refused, as an item's edit is, unless it reads back as exactly that rename.
    package static func renamingTopLevelKey(
        _ key: String, to newKey: String, in data: Data, path: String
    ) throws(InfoPlistEditRefusal) -> Data {
        func refuse(_ reason: InfoPlistEditRefusal.Reason) -> InfoPlistEditRefusal {
            InfoPlistEditRefusal(path: path, reason: reason)
        }
        let editable = try editableRoot(data, path: path)
        let bytes = editable.bytes
        var expected = editable.root
        if expected[key] == nil, expected[newKey] != nil { return data }
        guard let value = expected[key] else { throw refuse(.layout(reason: "it has no top-level \(key)")) }
        guard expected[newKey] == nil else { throw refuse(.layout(reason: "it has \(newKey) already")) }
        expected[newKey] = value
        expected[key] = nil
        let edited: [UInt8]
        do throws(XMLPlistOutline.Failure) {
            let outline = try XMLPlistOutline(bytes: bytes)
            try requireOnce(outline.entries.map(\.key), in: "its top-level dictionary")
            guard let entry = outline.entries.first(where: { $0.key == key }),
                newKey.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw XMLPlistOutline.Failure(description: "its text has no plain <key>\(key)</key>")
            }
            edited =
                Array(bytes[..<entry.keyRange.lowerBound]) + Array("<key>\(newKey)</key>".utf8)
                + Array(bytes[entry.keyRange.upperBound...])
        } catch {
            throw refuse(.layout(reason: error.description))
        }
        guard let reread = try? PropertyListSerialization.propertyList(from: Data(edited), options: [], format: nil),
            PropertyListEquality.equal(reread, expected)
        else {
            throw refuse(.editNotFaithful)
        }
        return Data(edited)
    }

    /// One edit in the text. The text is outlined afresh for each, so an earlier edit's bytes never leave a
    /// later one with stale offsets; `root` is the original as Foundation read it, for the counts that must agree.
    private static func applying(
        _ edit: InfoPlistItemEdit, to bytes: [UInt8], root: [String: Any]
    ) throws(XMLPlistOutline.Failure) -> [UInt8] {
        let key = InfoPlistKey.shortcutItems
        let outline = try XMLPlistOutline(bytes: bytes)
        let keys = outline.entries.map(\.key)
        try requireOnce(keys, in: "its top-level dictionary")
        guard keys.count == root.count else {
            throw XMLPlistOutline.Failure(
                description: "its text shows \(keys.count) top-level keys where Foundation reads \(root.count)")
        }
        guard let entry = outline.entries.first(where: { $0.key == key }) else {
            throw XMLPlistOutline.Failure(description: "its text has no \(key) where Foundation reads one")
        }
        let elements = try XMLPlistArrayOutline(bytes: bytes, value: entry.valueRange).elements
        let count = (root[key] as? [Any])?.count ?? 0
        guard elements.count == count else {
            throw XMLPlistOutline.Failure(
                description: "its text shows \(elements.count) items in \(key) where Foundation reads \(count)")
        }
        let range = elements[edit.item]
        let item = try XMLPlistOutline(bytes: Array(bytes[range])).offset(by: range.lowerBound)
        let itemKeys = item.entries.map(\.key)
        try requireOnce(itemKeys, in: "its \(key)[\(edit.item)]")
        // A new key's indentation, when the item's own keys do not show one, is the file's.
        let fileUnit = XMLPlistSplice(bytes: bytes, outline: outline).unit
        let splice = XMLPlistSplice(bytes: bytes, outline: item, fallbackUnit: fileUnit)
        switch edit.change {
        case let .set(entryKey, value):
            return splice.setting(entryKey, to: try fragment(entryKey, value))
        case .remove(let entryKey):
            return splice.setting(entryKey, to: nil)
        case let .rename(entryKey, newKey):
            guard let entry = item.entries.first(where: { $0.key == entryKey }) else {
                throw XMLPlistOutline.Failure(description: "its text has no \(entryKey) where Foundation reads one")
            }
            // Only the element's name changes: the `<key>` keeps its place, so the indentation, the comments
            // and the key order stay the author's.
            let escaped = newKey.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            return Array(bytes[..<entry.keyRange.lowerBound]) + Array("<key>\(escaped)</key>".utf8)
                + Array(bytes[entry.keyRange.upperBound...])
        }
    }

    /// A key written twice reads as one: which one Foundation keeps is not the text's business to guess.
    private static func requireOnce(_ keys: [String], in place: String) throws(XMLPlistOutline.Failure) {
        guard Set(keys).count != keys.count else { return }
        let twice = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        throw XMLPlistOutline.Failure(
            description: "\(place) has \(DisplayText.list(twice.map { DisplayText.shortened($0) })) more than once")
    }

    /// The key and its string as Foundation writes them (Xcode's escaping: `&amp;`, `&lt;`, `&gt;`).
    private static func fragment(_ key: String, _ value: String) throws(XMLPlistOutline.Failure) -> PlistEntryFragment {
        guard let xml = try? PropertyListSerialization.data(fromPropertyList: [key: value], format: .xml, options: 0)
        else {
            throw XMLPlistOutline.Failure(description: "Foundation cannot write the string for \(key)")
        }
        do {
            return try PlistEntryFragment(xml: xml)
        } catch {
            throw XMLPlistOutline.Failure(description: error.description)
        }
    }
}

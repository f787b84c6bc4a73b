import QuickGlyphModel

/// Why an Info.plist's quick-action items were not edited, naming the file: the
/// text is given back unchanged, so a person makes the change by hand.
package struct InfoPlistEditRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    enum Reason: Sendable, Equatable {
        /// `bplist00…`: it has no text to edit in place.
        case binary
        /// `#if`/`#include` lines: the file is an input of the C preprocessor, not a plist.
        case preprocessed
        case notPropertyList(reason: String)
        /// The old NeXT text format, which Foundation reads but cannot write.
        case openStep
        case rootNotDictionary(found: String)
        case notUTF8
        case noShortcutItems
        case shortcutItemsNotArray(found: String)
        /// The edit names an item the array does not have; `count` is how many it has.
        case noSuchItem(index: Int, count: Int)
        case itemNotDictionary(index: Int, found: String)
        /// A value that is not a string, where the edit would write a string over it.
        case notString(index: Int, key: String, found: String)
        /// The new value holds a character XML cannot hold (`U+0000`).
        case forbiddenCharacter(key: String, character: String)
        /// A rename of a key the item does not have.
        case noSuchKey(index: Int, key: String)
        /// A rename to a key the item already has.
        case keyExists(index: Int, key: String)
        /// The XML could not be outlined for an edit in place.
        case layout(reason: String)
        /// The edited text did not read back as the original with exactly the intended changes.
        case editNotFaithful
    }

    /// The file as the caller names it in messages.
    var path: String
    var reason: Reason

    init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path) was left as it is: \(reasonText)" }
    /// Why, without the file's name: for a line that names it already.
    package var why: String { reasonText }

    private var reasonText: String {
        let key = InfoPlistKey.shortcutItems
        switch reason {
        case .binary:
            return
                "it is a binary property list, and only an XML one can be edited in place; convert it to XML (plutil -convert xml1)"
        case .preprocessed:
            return
                "it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; change \(key) in it by hand"
        case .notPropertyList(let reason): return "it is not a property list: \(reason)"
        case .openStep:
            return "it is an old-style (OpenStep) property list, which Foundation cannot write; convert it to XML"
        case .rootNotDictionary(let found): return "its root is \(found), not a dictionary"
        case .notUTF8: return "its XML is not UTF-8 (Xcode writes UTF-8); convert it"
        case .noShortcutItems: return "it has no \(key)"
        case .shortcutItemsNotArray(let found): return "its \(key) is \(found), not an array"
        case let .noSuchItem(index, count):
            return "it has no \(key)[\(index)]: \(key) holds \(count) \(count == 1 ? "item" : "items")"
        case let .itemNotDictionary(index, found): return "its \(key)[\(index)] is \(found), not a dictionary"
        case let .notString(index, key, found):
            return
                "its \(InfoPlistKey.shortcutItems)[\(index)] \(key) is \(found), not a string, so no string is written over it"
        case let .forbiddenCharacter(key, character):
            return "the new value of \(key) holds \(character), which XML cannot hold"
        case let .noSuchKey(index, entryKey): return "its \(key)[\(index)] has no \(entryKey) to rename"
        case let .keyExists(index, entryKey):
            return "its \(key)[\(index)] already has \(entryKey), so the misspelt key is not renamed over it"
        case .layout(let reason): return "its XML cannot be edited in place: \(reason)"
        case .editNotFaithful:
            return
                "the edited file would not read back as the same property list with only the intended changes to \(key)"
        }
    }
}

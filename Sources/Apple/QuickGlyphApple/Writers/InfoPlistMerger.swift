import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Sets `UIApplicationShortcutItems` in an app's existing Info.plist to the
/// static items and changes nothing else. An XML plist is edited as text, so
/// its other keys, their order, its indentation, comments and declarations
/// stay byte for byte and `git diff` shows only the lines of that key; a
/// binary plist is rewritten by Foundation, binary again. The edited result is
/// read back and compared with the original before anything is written, the
/// write is atomic and keeps the file's permissions, and a file whose bytes
/// would not change is not touched.
package struct InfoPlistMerger: Sendable {
    var url: URL
    /// The path as the user wrote it, for messages and the report.
    var displayPath: String
    /// Every read and write of the plist goes through it: no link on the way, never an input or `--out`'s file.
    package var files = AppFileGuard()
    /// Applied to the edited XML before it is checked: a seam for the tests of
    /// that check, since a correct edit never trips it.
    var afterEdit: @Sendable ([UInt8]) -> [UInt8] = { $0 }
    /// Whether a missing file is created, holding only the items (Xcode merges such a file with the keys it
    /// generates); else a missing file is an error.
    package var createsMissing = false
    /// Called with what the file holds (nil: nothing is there) and the bytes about to replace it, once they are
    /// known and before the write: in place a kill can cut that write short, so the build journals both first
    /// (`InfoPlistFileSync`). A throw leaves the file as it is.
    package var beforeWrite: (@Sendable (_ original: Data?, _ data: Data) throws(InfoPlistMergeError) -> Void)?

    package init(url: URL, displayPath: String, files: AppFileGuard = AppFileGuard()) {
        self.url = url
        self.displayPath = displayPath
        self.files = files
    }

    /// Sets the key to `items` (their static ones) or, when there are none, removes it.
    @discardableResult
    package func merge(_ items: [QuickAction]) throws(InfoPlistMergeError) -> FileWriter.Outcome {
        let file: AppFile
        do throws(AppFileError) {
            // The limit check keeps to when it reads the same Info.plist.
            file = try files.open(url, limit: SourceFile.limit)
        } catch {
            throw InfoPlistMergeError(error)
        }
        guard let original = file.contents else {
            guard createsMissing else { throw .missing }
            // Nothing to hold, nothing to create.
            guard !items.staticItems.isEmpty else { return .unchanged }
            let created = try Self.fragment(items.staticItems)
            try beforeWrite?(nil, created)
            do throws(AppFileError) {
                return try files.replace(file, with: created, claim: .edit)
            } catch {
                throw InfoPlistMergeError(error)
            }
        }
        let bytes = [UInt8](original)
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        if !isBinary, PlistPreprocessor.hasDirectives(bytes) { throw .preprocessed }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let root: [String: Any]
        do {
            let object = try PropertyListSerialization.propertyList(from: original, options: [], format: &format)
            guard let dictionary = object as? [String: Any] else {
                throw InfoPlistMergeError.rootNotDictionary(found: PlistKind.name(of: object))
            }
            root = dictionary
        } catch let error as InfoPlistMergeError {
            throw error
        } catch {
            throw .notPropertyList(reason: ErrorText.describe(error))
        }
        let key = InfoPlistKey.shortcutItems
        let staticItems = items.staticItems
        let fragmentXML = try Self.fragment(staticItems)
        // What the key must hold afterwards, as Foundation reads it back.
        var expected = root
        expected[key] = staticItems.isEmpty ? nil : Self.parse(fragmentXML)?[key]

        let edited: Data
        switch format {
        case .binary:
            guard !PropertyListEquality.equal(expected, root) else { return .unchanged }
            do {
                edited = try PropertyListSerialization.data(fromPropertyList: expected, format: .binary, options: 0)
            } catch {
                throw .writeFailed(reason: ErrorText.describe(error))
            }
        case .openStep:
            throw .openStep
        default:
            guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
            edited = Data(
                afterEdit(
                    try Self.editXML(bytes, root: root, setting: key, to: staticItems.isEmpty ? nil : fragmentXML)))
        }
        guard edited != original else { return .unchanged }
        guard let reread = Self.parse(edited), PropertyListEquality.equal(reread, expected) else {
            throw .editNotFaithful
        }
        try beforeWrite?(original, edited)
        do throws(AppFileError) {
            // The file read is the file written, in the folder opened for the read; it keeps its mode.
            return try files.replace(file, with: edited, claim: .edit)
        } catch {
            throw InfoPlistMergeError(error)
        }
    }

    private static func editXML(
        _ bytes: [UInt8], root: [String: Any], setting key: String, to xml: Data?
    ) throws(InfoPlistMergeError) -> [UInt8] {
        let outline: XMLPlistOutline
        do {
            outline = try XMLPlistOutline(bytes: bytes)
        } catch {
            throw .layout(reason: error.description)
        }
        let keys = outline.entries.map(\.key)
        // A key written twice reads as one: which one Foundation keeps is not the text's business to guess.
        if Set(keys).count != keys.count {
            let twice = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            throw .layout(
                reason:
                    "its top-level dictionary has \(DisplayText.list(twice.map { DisplayText.shortened($0) })) more than once"
            )
        }
        guard keys.count == root.count else {
            throw .layout(reason: "its text shows \(keys.count) top-level keys where Foundation reads \(root.count)")
        }
        var fragment: PlistEntryFragment?
        if let xml {
            do {
                fragment = try PlistEntryFragment(xml: xml)
            } catch {
                throw .layout(reason: error.description)
            }
        }
        return XMLPlistSplice(bytes: bytes, outline: outline).setting(key, to: fragment)
    }

    /// The items as a whole property list, in Foundation's XML layout (Xcode's).
    private static func fragment(_ staticItems: [QuickAction]) throws(InfoPlistMergeError) -> Data {
        do {
            return try ShortcutItemsPlist.data(for: staticItems)
        } catch {
            throw .writeFailed(reason: ErrorText.describe(error))
        }
    }

    private static func parse(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }
}

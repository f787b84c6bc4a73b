import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// `--android-manifest`: puts the line that makes Android read the shortcuts,
/// `<meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/>`,
/// inside the app's launcher activity, as the Info.plist gets its quick actions.
/// The file is edited as text: one line is inserted after the activity's last
/// child, indented like it, with the file's line ending, and every other byte
/// stays, so `git diff` shows that line alone. Foundation's `XMLParser` locates
/// the elements; the edited text is read back by it and must be the original's
/// elements with only that one added (or, when the build removes what it
/// inserted, taken away) before anything is written. The write goes through the
/// app-file guard: no link followed, regular files only, atomic (or in place
/// with the original put back), mode kept, and not at all when nothing changes.
package struct AndroidManifestMerger: Sendable {
    var url: URL
    /// The path as the user wrote it, for messages and the report.
    var displayPath: String
    package var files = AppFileGuard()
    /// Applied to the edited bytes before they are checked: a seam for the tests of
    /// that check, since a correct edit never trips it.
    var afterEdit: @Sendable ([UInt8]) -> [UInt8] = { $0 }

    package enum Change: Sendable {
        /// The entry inside the launcher activity (nothing written when it is there already).
        case insert
        /// The entry with `@xml/shortcuts` taken out of the launcher activity, when it is there.
        case remove
    }

    package init(url: URL, displayPath: String, files: AppFileGuard = AppFileGuard()) {
        self.url = url
        self.displayPath = displayPath
        self.files = files
    }

    /// The element as written into a manifest whose root names the Android namespace `prefix`.
    static func entry(prefix: String) -> String {
        "<meta-data \(prefix):name=\"\(AndroidManifestOutline.shortcutsName)\" \(prefix):resource=\"\(resource)\"/>"
    }

    package static let resource = "@xml/shortcuts"

    /// Makes the change; `beforeWrite` is given the bytes about to be written (for the build's journal)
    /// and may refuse them by throwing. `.unchanged` when the file already is as asked.
    @discardableResult
    package func merge(
        _ change: Change, beforeWrite: (Data) throws -> Void = { _ in }
    ) throws(AndroidManifestMergeError) -> FileWriter.Outcome {
        let file: AppFile
        do throws(AppFileError) {
            file = try files.open(url, limit: .androidManifest)
        } catch {
            throw AndroidManifestMergeError(error)
        }
        guard let original = file.contents else { throw .missing }
        guard let edited = try Self.edit([UInt8](original), change, afterEdit: afterEdit) else { return .unchanged }
        let data = Data(edited)
        do {
            try beforeWrite(data)
        } catch {
            throw .writeFailed(reason: ErrorText.describe(error))
        }
        do throws(AppFileError) {
            // The file read is the file written, in the folder opened for the read; it keeps its mode.
            return try files.replace(file, with: data, claim: .edit)
        } catch {
            throw AndroidManifestMergeError(error)
        }
    }

    /// The edited bytes, checked by reading them back; nil when the file already is as asked.
    package static func edited(_ data: Data, _ change: Change) throws(AndroidManifestMergeError) -> Data? {
        try edit([UInt8](data), change).map { Data($0) }
    }

    static func edit(
        _ bytes: [UInt8], _ change: Change,
        afterEdit: ([UInt8]) -> [UInt8] = { $0 }
    ) throws(AndroidManifestMergeError) -> [UInt8]? {
        let outline = try AndroidManifestOutline(bytes: bytes)
        let splice: (range: Range<Int>, text: [UInt8], events: (inout [XMLElementEvent.Kind]) -> Void)
        switch change {
        case .insert:
            guard let planned = try insertion(outline) else { return nil }
            splice = planned
        case .remove:
            guard let planned = removal(outline) else { return nil }
            splice = planned
        }
        var edited = bytes
        edited.replaceSubrange(splice.range, with: splice.text)
        edited = afterEdit(edited)
        // Read back: the same elements, comments and text, with only the entry changed.
        var expected = outline.events.map(\.kind)
        splice.events(&expected)
        guard let reread = try? AndroidManifestOutline(bytes: edited), reread.events.map(\.kind) == expected,
            reread.launchers.count == 1
        else { throw .editNotFaithful }
        let entries = reread.shortcutsEntries(in: reread.launchers[0])
        let wanted = change == .insert ? 1 : 0
        guard entries.count == wanted,
            entries.allSatisfy({ reread.android("resource", of: reread.elements[$0]) == resource })
        else { throw .editNotFaithful }
        return edited
    }

    /// Where the entry goes: on a line of its own before the launcher's end tag, indented as its last child
    /// that starts a line; just before the end tag when that tag shares its line with something else.
    private static func insertion(
        _ outline: AndroidManifestOutline
    ) throws(AndroidManifestMergeError)
        -> (range: Range<Int>, text: [UInt8], events: (inout [XMLElementEvent.Kind]) -> Void)?
    {
        let launcher = try onlyLauncher(outline)
        let element = outline.elements[launcher]
        let entries = outline.shortcutsEntries(in: launcher)
        if entries.count > 1 {
            throw .entryTwice(positions: entries.map { outline.position(of: outline.elements[$0].start.lowerBound) })
        }
        if let entry = entries.first {
            let resource = outline.android("resource", of: outline.elements[entry])
            guard resource == Self.resource else {
                throw .otherResource(
                    resource: resource, position: outline.position(of: outline.elements[entry].start.lowerBound))
            }
            return nil
        }
        let bytes = outline.bytes
        let close = element.end.lowerBound
        let closeLine = lineStart(bytes, close)
        let entry = Array(Self.entry(prefix: outline.prefix).utf8)
        let attributes = [
            "\(outline.prefix):name": AndroidManifestOutline.shortcutsName, "\(outline.prefix):resource": Self.resource,
        ]
        let events: (inout [XMLElementEvent.Kind]) -> Void = { kinds in
            kinds.insert(
                contentsOf: [.start(name: "meta-data", attributes: attributes), .end(name: "meta-data")],
                at: element.endEvent)
        }
        let indents = element.children.compactMap { indent(bytes, before: outline.elements[$0].start.lowerBound) }
        guard closeLine > 0, indent(bytes, before: close) != nil, let childIndent = indents.last else {
            return (close..<close, entry, events)
        }
        let lineEnd: [UInt8] = closeLine >= 2 && bytes[closeLine - 2] == UInt8(ascii: "\r") ? [0x0D, 0x0A] : [0x0A]
        return (closeLine..<closeLine, childIndent + entry + lineEnd, events)
    }

    /// The entry with `@xml/shortcuts` in the one launcher activity, with its line when it is alone on it.
    private static func removal(
        _ outline: AndroidManifestOutline
    )
        -> (range: Range<Int>, text: [UInt8], events: (inout [XMLElementEvent.Kind]) -> Void)?
    {
        guard outline.launchers.count == 1 else { return nil }
        let entries = outline.shortcutsEntries(in: outline.launchers[0])
        guard entries.count == 1, outline.android("resource", of: outline.elements[entries[0]]) == Self.resource else {
            return nil
        }
        let element = outline.elements[entries[0]]
        let bytes = outline.bytes
        var range = element.start.lowerBound..<element.end.upperBound
        let start = lineStart(bytes, range.lowerBound)
        if indent(bytes, before: range.lowerBound) != nil {
            let end = range.upperBound
            if bytes[end...].starts(with: [0x0D, 0x0A]) {
                range = start..<(end + 2)
            } else if bytes[end...].starts(with: [0x0A]) {
                range = start..<(end + 1)
            }
        }
        return (range, [], { kinds in kinds.removeSubrange(element.startEvent...element.endEvent) })
    }

    private static func onlyLauncher(_ outline: AndroidManifestOutline) throws(AndroidManifestMergeError) -> Int {
        switch outline.launchers.count {
        case 0: throw .noLauncher
        case 1: return outline.launchers[0]
        default:
            throw .severalLaunchers(
                positions: outline.launchers.map { outline.position(of: outline.elements[$0].start.lowerBound) })
        }
    }

    /// Where the line holding `offset` begins.
    private static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The spaces and tabs before `offset` on its line, when nothing else is there.
    private static func indent(_ bytes: [UInt8], before offset: Int) -> [UInt8]? {
        let start = lineStart(bytes, offset)
        let prefix = Array(bytes[start..<offset])
        return prefix.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? prefix : nil
    }
}

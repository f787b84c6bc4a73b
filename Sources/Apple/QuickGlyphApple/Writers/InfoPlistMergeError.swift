import QuickGlyphModel
import QuickGlyphSystem

/// Why an Info.plist was left as it was, in words that follow "not merged: ".
package enum InfoPlistMergeError: Error, Equatable, CustomStringConvertible {
    case missing
    case symbolicLink
    case folder
    /// A FIFO, a socket, a device.
    case notRegularFile
    case unreadable(reason: String)
    /// Refused unread: more bytes than `limit`.
    case tooLarge(size: Int, limit: FileSizeLimit)
    /// `#if`/`#include` lines: the file is an input of the C preprocessor, not a plist.
    case preprocessed
    case notPropertyList(reason: String)
    case rootNotDictionary(found: String)
    /// The old NeXT text format, which Foundation reads but cannot write.
    case openStep
    case notUTF8
    /// The XML could not be outlined for an edit in place.
    case layout(reason: String)
    /// The edited text did not read back as the original with only the quick actions changed.
    case editNotFaithful
    case writeFailed(reason: String)
    /// Refused by the guard on files outside `--out` (a link on the way, a build input, a file in `--out`),
    /// or a write that failed in place; `damaged` says whether the file changed.
    case unsafe(AppFileError)
    /// The items file has errors, so there are no items to set.
    case itemsFileHasErrors
    case noItemsFile
    /// Items name glyphs that did not build and have no imageset from an earlier build.
    case glyphsNotBuilt([String])

    /// The one message shape of `info-plist-not-merged`, naming the file as the user wrote it.
    package func finding(path: String) -> Finding {
        if case .unsafe(let error) = self, error.changedTheFile {
            return Finding(ToolDiagnostics.infoPlistNotMerged, path: path, message: "quick actions not merged: \(self)")
        }
        return Finding(
            ToolDiagnostics.infoPlistNotMerged, path: path,
            message: "quick actions not merged: \(self); the file was left as it is")
    }

    /// The finding for a file `--info-plist` names that does not exist yet, when the items could not be
    /// written (errors, a glyph not built): the build creates it once they can be, so there is nothing
    /// "kept" or "left as it is"; what it then needs of the project is said now, as the created file's warning says it.
    package func findingForMissingFile(path: String, projectGiven: Bool) -> Finding {
        let why: String
        switch self {
        case .itemsFileHasErrors: why = "the items file has errors"
        case .noItemsFile: why = "there is no items file to take the quick actions from (--items FILE)"
        case .glyphsNotBuilt(let names):
            why =
                "the \(names.count == 1 ? "glyph" : "glyphs") \(DisplayText.list(names.map { DisplayText.quote($0) })) did not build"
        default: return finding(path: path)
        }
        return Finding(
            ToolDiagnostics.infoPlistNotMerged, path: path,
            message:
                "not created: \(why), so there are no quick actions to write; once there are, the build creates it "
                + "holding them, and the app target's INFOPLIST_FILE must name it"
                + (projectGiven
                    ? " (--project sets it then)"
                    : " (Info.plist File in its Build Settings), or build with --project App.xcodeproj to have that done")
        )
    }

    /// The guard's refusal in this type's words: the kinds it already names keep their messages.
    init(_ error: AppFileError) {
        switch error {
        case .notRegular(_, let found) where found == FileStatus.Kind.symbolicLink.phrase: self = .symbolicLink
        case .notRegular(_, let found) where found == FileStatus.Kind.directory.phrase: self = .folder
        case .notRegular: self = .notRegularFile
        case .unreadable(_, let reason): self = .unreadable(reason: reason)
        case let .tooLarge(_, size, limit): self = .tooLarge(size: size, limit: limit)
        default: self = .unsafe(error)
        }
    }

    package var description: String {
        let key = InfoPlistKey.shortcutItems
        switch self {
        case .missing: return "there is no such file"
        case .symbolicLink: return "it is a symbolic link, which quickglyph does not follow; name the file it points to"
        case .folder: return "it is a folder, not a property list"
        case .notRegularFile: return "it is not a regular file (a FIFO, a socket or a device)"
        case .unreadable(let reason): return "it cannot be read: \(reason)"
        case let .tooLarge(size, limit): return limit.refusal(size)
        case .preprocessed:
            return "it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; "
                + "set \(key) in it by hand from ShortcutItems.plist"
        case .notPropertyList(let reason): return "it is not a property list: \(reason)"
        case .rootNotDictionary(let found): return "its root is \(found), not a dictionary"
        case .openStep:
            return "it is an old-style (OpenStep) property list, which Foundation cannot write; convert it to XML"
        case .notUTF8: return "its XML is not UTF-8 (Xcode writes UTF-8); convert it"
        case .layout(let reason): return "its XML cannot be edited in place: \(reason)"
        case .editNotFaithful:
            return
                "the edited file would not read back as the same property list with only \(key) changed, so it was not written"
        case .writeFailed(let reason): return "it cannot be written: \(reason)"
        case .unsafe(let error): return error.description
        case .itemsFileHasErrors: return "the items file has errors, so the quick actions already in it were kept"
        case .noItemsFile: return "there is no items file to take the quick actions from (--items FILE)"
        case .glyphsNotBuilt(let names):
            return
                "the \(names.count == 1 ? "glyph" : "glyphs") \(DisplayText.list(names.map { DisplayText.quote($0) })) did not build "
                + "and \(names.count == 1 ? "has" : "have") no imageset from an earlier build, so the quick actions already in it were kept"
        }
    }
}

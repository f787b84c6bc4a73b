import QuickGlyphModel
import QuickGlyphSystem

/// Why an AndroidManifest.xml was left as it was, in words that follow
/// "shortcuts entry not merged: ", with the place in the file when there is one.
package enum AndroidManifestMergeError: Error, Equatable, CustomStringConvertible {
    case missing
    case symbolicLink
    case folder
    /// A FIFO, a socket, a device.
    case notRegularFile
    case unreadableFile(reason: String)
    /// Refused unread: more bytes than `limit`.
    case tooLarge(size: Int, limit: FileSizeLimit)
    /// Not UTF-8, not well-formed, a DOCTYPE: `reason` is a clause about the file ("it is not UTF-8 text").
    case unreadable(reason: String, position: SourcePosition?)
    case notManifest(found: String)
    case noAndroidPrefix
    case noLauncher
    /// Where each launcher's start tag is.
    case severalLaunchers(positions: [SourcePosition])
    /// The launcher's `android.app.shortcuts` meta-data names another resource (or none).
    case otherResource(resource: String?, position: SourcePosition)
    case entryTwice(positions: [SourcePosition])
    /// The edited text did not read back as the original with only the entry added or removed.
    case editNotFaithful
    case writeFailed(reason: String)
    /// Refused by the guard on files outside `--out`, or a write that failed in place; `damaged` says whether the file
    /// changed.
    case unsafe(AppFileError)

    /// The guard's refusal in this type's words.
    init(_ error: AppFileError) {
        switch error {
        case .notRegular(_, let found) where found == FileStatus.Kind.symbolicLink.phrase: self = .symbolicLink
        case .notRegular(_, let found) where found == FileStatus.Kind.directory.phrase: self = .folder
        case .notRegular: self = .notRegularFile
        case .unreadable(_, let reason): self = .unreadableFile(reason: reason)
        case let .tooLarge(_, size, limit): self = .tooLarge(size: size, limit: limit)
        default: self = .unsafe(error)
        }
    }

    /// Where in the file the problem is.
    var position: SourcePosition? {
        switch self {
        case let .unreadable(_, position): return position
        case let .severalLaunchers(positions), let .entryTwice(positions): return positions.first
        case let .otherResource(_, position): return position
        default: return nil
        }
    }

    /// The one message shape of `android-manifest-not-merged`, naming the file as the user wrote it.
    package func finding(path: String) -> Finding {
        let what = "the shortcuts entry was not merged"
        if case .unsafe(let error) = self, error.changedTheFile {
            return Finding(
                ToolDiagnostics.androidManifestNotMerged, path: path, message: "\(what): \(self)", position: position)
        }
        return Finding(
            ToolDiagnostics.androidManifestNotMerged, path: path,
            message: "\(what): \(self); the file was left as it is", position: position)
    }

    package var description: String {
        let entry = AndroidManifestMerger.entry(prefix: "android")
        switch self {
        case .missing: return "there is no such file"
        case .symbolicLink: return "it is a symbolic link, which quickglyph does not follow; name the file it points to"
        case .folder: return "it is a folder, not a manifest"
        case .notRegularFile: return "it is not a regular file (a FIFO, a socket or a device)"
        case .unreadableFile(let reason): return "it cannot be read: \(reason)"
        case let .tooLarge(size, limit): return limit.refusal(size)
        case let .unreadable(reason, position):
            return reason + (position.map { " (line \($0.line), column \($0.column))" } ?? "")
        case .notManifest(let found): return "its root element is <\(found)>, not <manifest>"
        case .noAndroidPrefix:
            return
                "its <manifest> declares no prefix for the Android namespace (xmlns:android=\"\(AndroidManifestOutline.androidNamespace)\")"
        case .noLauncher:
            return
                "it has no launcher activity (an <activity> or <activity-alias> in <application> with an <intent-filter> "
                + "holding the action android.intent.action.MAIN and the category android.intent.category.LAUNCHER), "
                + "the only kind Android reads shortcuts from"
        case .severalLaunchers(let positions):
            return
                "it has \(positions.count) launcher activities (lines \(DisplayText.list(positions.map { String($0.line) }))), "
                + "so which one the shortcuts belong to is the app's choice: add \(entry) inside that one by hand"
        case let .otherResource(resource, position):
            return "its launcher activity's android.app.shortcuts meta-data (line \(position.line)) names "
                + (resource.map { "the resource \($0)" } ?? "no resource")
                + ", not the @xml/shortcuts quickglyph writes: point it at @xml/shortcuts, or remove it"
        case .entryTwice(let positions):
            return "its launcher activity has android.app.shortcuts meta-data \(positions.count) times (lines "
                + "\(DisplayText.list(positions.map { String($0.line) }))); keep one"
        case .editNotFaithful:
            return
                "the edited file would not read back as the same elements with only the shortcuts entry changed, so it was not written"
        case .writeFailed(let reason): return "it cannot be written: \(reason)"
        case .unsafe(let error): return error.description
        }
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// Reads for `AndroidOwnShortcuts` what an app module has that could be shortcuts of
/// its own, every file through the app-file guard: res/ and each of its `xml…` folders
/// listed (no link on the way, none among the entries followed), the `shortcuts.xml`
/// at the path quickglyph writes read to compare with its records (a link or a FIFO
/// is named, never opened; size-limited), and the module's manifest: the
/// `--android-manifest` file, else the AndroidManifest.xml beside res/ when there is
/// one. Nothing else of the app's is read.
struct AndroidOwnShortcutsScan {
    var configuration: BuildConfiguration
    var files: AppFileGuard

    /// The findings that stop the Android output; none when it may be written.
    /// - Parameter recorded: every version of the files quickglyph recorded writing, from the manifest (whichever
    ///   res/ folder it names: bytes quickglyph wrote are its own wherever they are now) and the journal.
    func findings(res folder: URL, display: String, itemsFile: String, recorded: [Manifest.File]) -> [Finding] {
        let judge = AndroidOwnShortcuts(
            resFolder: display, itemsFile: itemsFile, written: AndroidResourceSet.shortcutsPath,
            recorded: recorded, generatedPrefix: AndroidResourceDocuments.generatedPrefix)
        return judge.conflicts(in: found(in: folder), manifest: manifest(beside: folder, display: display)).map {
            Finding(ToolDiagnostics.androidNotWritten, path: $0.path, message: $0.message, position: $0.position)
        }
    }

    private func found(in res: URL) -> [AndroidOwnShortcuts.Found] {
        let entries: [FolderListing.Entry]
        do throws(AppFileError) {
            guard let listed = try files.entries(of: res) else { return [] }
            entries = listed
        } catch {
            return [.unknown(path: "", reason: error.description)]
        }
        var found: [AndroidOwnShortcuts.Found] = []
        let folders = entries.filter { AndroidOwnShortcuts.isXMLFolder($0.name) }.sorted {
            $0.bytes.lexicographicallyPrecedes($1.bytes)
        }
        for folder in folders {
            switch folder.kind {
            case .directory:
                found += shortcutsFile(in: folder.name, of: res)
            case .symbolicLink:
                // aapt would follow it to whatever folder it names, and that may hold a shortcuts.xml.
                found.append(
                    .unknown(path: folder.name, reason: "it is a symbolic link, which quickglyph does not follow"))
            default:
                // A file named like a folder is no resource folder: aapt refuses it on its own.
                continue
            }
        }
        return found
    }

    private func shortcutsFile(in name: String, of res: URL) -> [AndroidOwnShortcuts.Found] {
        let folder = res.appendingPathComponent(name)
        let path = name + "/" + AndroidOwnShortcuts.fileName
        do throws(AppFileError) {
            guard let entry = try files.entries(of: folder)?.first(where: { $0.name == AndroidOwnShortcuts.fileName })
            else { return [] }
            switch entry.kind {
            case .regular where path == AndroidResourceSet.shortcutsPath:
                // Only there can it be quickglyph's, by the bytes recorded.
                guard
                    let bytes = try files.read(
                        folder.appendingPathComponent(AndroidOwnShortcuts.fileName), limit: .androidResource)
                else { return [] }
                return [.file(path: path, bytes: bytes)]
            case .regular:
                return [.file(path: path, bytes: nil)]
            case .directory, .missing:
                return []
            case .symbolicLink, .special:
                return [.unknown(path: path, reason: "it is \(entry.kind.phrase), which quickglyph does not open")]
            }
        } catch {
            return [.unknown(path: path, reason: error.description)]
        }
    }

    /// The manifest to judge and its path as shown; nil when there is none or it cannot be read,
    /// which the manifest merge reports when it is asked to edit the file.
    private func manifest(beside res: URL, display: String) -> (path: String, bytes: Data)? {
        let url =
            configuration.androidManifest ?? res.deletingLastPathComponent().appendingPathComponent(Self.manifestName)
        let shown =
            configuration.androidManifest == nil
            ? ((display as NSString).deletingLastPathComponent as NSString).appendingPathComponent(Self.manifestName)
            : configuration.androidManifestDisplayPath ?? url.path
        guard let bytes = try? files.read(url, limit: .androidManifest) else { return nil }
        return (shown, bytes)
    }

    static let manifestName = "AndroidManifest.xml"
}

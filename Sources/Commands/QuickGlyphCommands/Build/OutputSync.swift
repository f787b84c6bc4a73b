import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// The outputs that belong to no single glyph, and the clean-up after a build:
/// writes the catalog's own Contents.json and the Info.plist fragment, and deletes
/// what an earlier build made and this one did not.
struct OutputSync {
    var configuration: BuildConfiguration
    var ownership: OutputOwnership
    var removeFile: (URL) throws -> Void
    /// A folder quickglyph writes into that it takes away once a removal leaves it empty:
    /// the file just removed was the last thing in it, so nothing of anyone else's goes.
    var isRemovedWhenEmpty: (String) -> Bool = { $0.hasSuffix("." + AssetNaming.imagesetExtension) }

    /// The catalog's own Contents.json and, when there are items, the Info.plist fragment;
    /// the files it keeps are `owned`.
    func writeShared(items: [QuickAction]?) -> StepOutcome {
        var outcome = StepOutcome()
        let catalogContents = configuration.catalogFolder + "/" + AssetNaming.contentsFile
        var shared: [(String, () throws -> Data)] = [
            (catalogContents, { try JSONFormatting.encode(CatalogContents()) })
        ]
        // Dynamic items are made by the app's code; declared in Info.plist too, they would show twice.
        if let items {
            shared.append((ShortcutItemsPlist.filename, { try ShortcutItemsPlist.data(for: items.staticItems) }))
        }
        for (relative, make) in shared {
            do {
                let data = try make()
                // An existing catalog's own Contents.json is the user's to keep.
                // Only a regular file: anything else there is in the way, and reported as such.
                if relative == catalogContents, !ownership.owns(relative),
                    FileStatus.kind(atPath: ownership.url(relative).path) == .regular
                {
                    continue
                }
                if try ownership.write(data, to: relative) == .written { outcome.written.append(relative) }
                outcome.owned.append(Manifest.File(path: relative, sha256: SHA256.hex(data), bytes: data.count))
            } catch {
                outcome.findings.append(
                    WriteFailure(what: "it", underlying: error).finding(path: ownership.url(relative).path))
            }
        }
        return outcome
    }

    /// Deletes what an earlier build made (the previous manifest's files, and the
    /// journal's of a build that was interrupted) and this one did not, and only
    /// when nobody changed it since. A file that cannot be deleted is reported
    /// and stays owned (in `owned`), so the next build tries again.
    func removeStale(keeping: Set<String>) -> StepOutcome {
        var outcome = StepOutcome()
        var folders = Set<String>()
        for (path, versions) in ownership.recorded.sorted(by: { $0.key < $1.key }) where !keeping.contains(path) {
            let url = ownership.url(path)
            do {
                try ownership.checkFolders(of: path)
            } catch {
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.staleOutputKept, path: url.path,
                        message: "no longer produced, but \(error)"))
                continue
            }
            switch FileStatus.kind(atPath: url.path) {
            case .missing:
                continue
            case .regular where ownership.isIntact(path) || ownership.mayBeCutShort(path):
                break
            case .regular:
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.staleOutputKept, path: url.path,
                        message: "no longer produced, but changed since quickglyph wrote it; left in place"))
                continue
            case let kind:
                let what = OwnershipError.describe(kind) ?? "something else"
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.staleOutputKept, path: url.path,
                        message: "no longer produced, but \(what) is there now, not quickglyph's file; left in place"))
                continue
            }
            do {
                try removeFile(url)
                outcome.removed.append(path)
                folders.insert((path as NSString).deletingLastPathComponent)
            } catch {
                outcome.owned.append(versions.last!)
                outcome.findings.append(
                    Finding(
                        ToolDiagnostics.deleteFailed, path: url.path,
                        message: "no longer produced, but it cannot be deleted: \(ErrorText.describe(error)); "
                            + "the next build tries again"))
            }
        }
        // Checked above: a real folder, not a link. rmdir(2) takes only an empty one, whatever
        // arrives in it after the listing.
        for folder in folders.sorted(by: >) where isRemovedWhenEmpty(folder) {
            let url = ownership.url(folder)
            if FileStatus.kind(atPath: url.path) == .directory,
                let contents = try? FileManager.default.contentsOfDirectory(atPath: url.path), contents.isEmpty
            {
                _ = rmdir(url.path)
            }
        }
        return outcome
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// `--android-manifest PATH`: the shortcuts entry kept in the module's
/// AndroidManifest.xml as `--info-plist` keeps the quick actions in the
/// Info.plist. While items are static the entry is put in the launcher
/// activity; when none is (the Info.plist then loses its key) the entry is taken
/// out again, but only when a build inserted it, as the manifest's record (or
/// the journal of a build killed after the write) says: an entry the app wrote
/// itself stays. Without `--android-manifest`, or when the res/ folder was not
/// written, the file is not touched, as an Info.plist is not without `--info-plist`.
struct AndroidManifestSync {
    var configuration: BuildConfiguration
    var files: AppFileGuard
    /// Records the bytes of an insertion before they are written: a build killed after the
    /// rename and before the manifest still leaves the entry known as quickglyph's.
    var journal: BuildJournal?

    /// The journal's one name for the file, whose path the configuration gives.
    static let journalName = "AndroidManifest.xml"

    /// - Parameters:
    ///   - shortcuts: how many shortcuts res/ holds now; nil when this build did not write res/.
    ///   - previous: the record's manifest with an inserted entry, from the last build.
    /// - Returns: the file among the app's inputs and outputs whether or not it is touched, and the
    ///   record's manifest with an inserted entry as `androidManifestEntry`.
    func run(shortcuts: Int?, previous: String?) -> StepOutcome {
        var outcome = StepOutcome(androidManifestEntry: previous)
        if let path = configuration.androidManifestDisplayPath {
            outcome.appInputs.append(path)
            outcome.appOutputs.append(path)
        }
        guard let url = configuration.androidManifest else { return outcome }
        let display = configuration.androidManifestDisplayPath ?? url.path
        let resolved = url.standardizedFileURL.path
        guard let shortcuts else { return outcome }
        let merger = AndroidManifestMerger(url: url, displayPath: display, files: files)
        do throws(AndroidManifestMergeError) {
            if shortcuts > 0 {
                let merged = try merger.merge(.insert) { data in
                    try journal?.record(
                        Manifest.File(path: Self.journalName, sha256: SHA256.hex(data), bytes: data.count))
                }
                if merged == .written {
                    outcome.written.append(display)
                    outcome.androidManifestEntry = resolved
                } else if !isOurs(resolved: resolved, previous: previous, url: url) {
                    // There already, and not put there by a build: the app's own line.
                    outcome.androidManifestEntry = previous == resolved ? nil : previous
                } else {
                    outcome.androidManifestEntry = resolved
                }
            } else if isOurs(resolved: resolved, previous: previous, url: url) {
                if try merger.merge(.remove) == .written { outcome.written.append(display) }
                outcome.androidManifestEntry = previous == resolved ? nil : previous
            }
        } catch {
            outcome.findings.append(error.finding(path: display))
        }
        return outcome
    }

    /// Whether the entry in the file now is one a build inserted: recorded so, or the very bytes a killed build
    /// journalled.
    private func isOurs(resolved: String, previous: String?, url: URL) -> Bool {
        if previous == resolved { return true }
        guard let journal, !journal.recorded.isEmpty, let contents = try? files.read(url) else { return false }
        let hash = SHA256.hex(contents)
        return journal.recorded.contains { $0.path == Self.journalName && $0.sha256 == hash }
    }
}

import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem

/// The output folder while one build holds it: its lock, kept as long as this value lives, and
/// the journals each output is recorded in before it is written.
struct HeldOutputFolder {
    let manifestURL: URL
    let journal: BuildJournal
    /// With `--android`: the journal of the files written into its res/ folder.
    let androidJournal: BuildJournal?
    /// With `--android-manifest`: the journal of the bytes about to be written into the AndroidManifest.xml.
    let androidManifestJournal: BuildJournal?
    /// With `--info-plist`: the record of the Info.plist and project edit about to be made (`InfoPlistFileSync`).
    let xcodeJournal: URL
    private let lock: OutputLock

    /// Makes the folder when it is missing and takes its lock, waiting for another build into it to finish.
    /// - Parameter waiting: called once when another build holds the folder for more than a moment.
    init(configuration: BuildConfiguration, waiting: @escaping () -> Void) throws(BuildError) {
        let folder = configuration.outputDirectory
        manifestURL = folder.appendingPathComponent(Manifest.filename)
        xcodeJournal = folder.appendingPathComponent(InfoPlistFileSync.journalFilename)
        // Before anything is created in the folder, not even the lock file: someone else's manifest means it is not
        // ours.
        if case .notOurs(let reason) = ManifestOnDisk.inspect(manifestURL, decoding: false) {
            throw .manifestNotOurs(path: manifestURL.path, reason: reason)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Held until the build returns: the manifest read after this is the one the previous build finished.
            lock = try OutputLock(folder: folder, onWait: waiting)
            journal = try BuildJournal(folder: folder)
            androidJournal =
                configuration.androidResources == nil
                ? nil
                : try BuildJournal(folder: folder, filename: BuildJournal.androidFilename)
            androidManifestJournal =
                configuration.androidManifest == nil
                ? nil
                : try BuildJournal(folder: folder, filename: BuildJournal.androidManifestFilename)
        } catch {
            throw .outputNotWritable(path: folder.path, reason: ErrorText.describe(error))
        }
    }

    /// Once the manifest claims every file the build keeps, the journals have nothing left to say.
    /// - Parameter keepingXcodeJournal: but the Info.plist's has, when it names a file still cut short.
    func finishJournals(keepingXcodeJournal: Bool = false) {
        journal.finish()
        androidJournal?.finish()
        androidManifestJournal?.finish()
        guard !keepingXcodeJournal, FileStatus.kind(atPath: xcodeJournal.path) == .regular else { return }
        // A declared output stays, emptied, as the build journal does: an empty one records nothing.
        if BuildJournal.isDeclaredOutput { truncate(xcodeJournal.path, 0) } else { unlink(xcodeJournal.path) }
    }
}

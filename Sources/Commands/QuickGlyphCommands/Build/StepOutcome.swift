import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel

/// What one step of a build did: the one shape every step (the catalog's own files, the
/// strings, the Info.plist, the Swift, the Android files, the manifest, the preview, the file
/// lists...) reports in, folded into the report by `BuildReport.add(_:)`, in the order the steps ran.
struct StepOutcome {
    /// Files written because their bytes changed, as the report names them.
    var written: [String] = []
    var removed: [String] = []
    /// Of `written`, the files outside the output folder that were not there before.
    var created: [String] = []
    var findings: [Finding] = []
    /// The app's files the step read, as the user wrote their paths (`BuildReport.appInputs`).
    var appInputs: [String] = []
    /// The app's files the step keeps up to date, changed this time or not (`BuildReport.appOutputs`).
    var appOutputs: [String] = []
    /// With `--android`: the launcher's popup of what was meant to be written, for `--preview` and the report.
    var androidPopup: AndroidShortcutPopup?

    // What a later step needs, beyond the report: each filled by the one step named.

    /// Files below the output folder that are now the build's (the catalog's own, the strings, a
    /// stale file that could not be deleted): the manifest claims them, with their hashes.
    var owned: [Manifest.File] = []
    /// The strings: what the build wrote beside the Info.plist, for the manifest; nil when nothing.
    var managedStrings: LocalizedStringsSync.Managed?
    /// The Android resources: the manifest's record of res/, as this build leaves it.
    var androidRecord: AndroidResourcesRecord?
    /// The Android resources: how many shortcuts res/'s shortcuts.xml holds after this build; nil when this
    /// build did not write res/ (nothing there is known to be current, so the AndroidManifest.xml is not touched).
    var androidShortcuts: Int?
    /// The AndroidManifest.xml: the resolved path of the one holding an entry a build inserted, as the record keeps it.
    var androidManifestEntry: String?
    /// `--info-plist`, `--project`: the Info.plist created and the project edit that names it, as the manifest records
    /// them.
    var xcodeRecord: XcodeProjectRecord?
    /// `--info-plist`: an Info.plist a killed build cut short is still so, and its journal, which alone knows it, is
    /// kept.
    var keepsXcodeJournal = false
}

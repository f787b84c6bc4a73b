import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphModel

/// What one build did.
package struct BuildReport: Sendable {
    package var findings: [Finding]
    /// Glyphs rendered this time, by name.
    package var rendered: [String]
    /// Glyphs whose source and options had not changed.
    var skipped: [String]
    var failed: [String]
    /// Files written because their bytes changed (unchanged files are not touched).
    package var writtenFiles: [String]
    var removedFiles: [String]
    /// Files outside the output folder the build created this time (an Info.plist the app lacked).
    var createdFiles: [String] = []
    /// Files outside the output folder the build read (the items file, an
    /// Info.plist, a String Catalog), as the user wrote their paths: with the
    /// glyph sources, the inputs an Xcode build phase declares.
    var appInputs: [String] = []
    /// Files outside the output folder the build keeps up to date (the Info.plist
    /// it merges into, strings files, the generated Swift), whether or not this
    /// run changed them: the outputs an Xcode build phase declares.
    var appOutputs: [String] = []
    /// The items file's quick actions, when it had no error (the plist was written from them).
    var items: [QuickAction] = []
    /// The manifest as this build left it: every glyph's source and PNGs; nil when it could not be written.
    var manifest: Manifest?
    /// With `--android`: the app shortcuts as the launcher's popup lists them, drawn from the icons written.
    var androidPopup: AndroidShortcutPopup?

    /// Folds in what one step did: every step's files and findings come in this one way, each
    /// after those of the steps before it.
    mutating func add(_ outcome: StepOutcome) {
        writtenFiles += outcome.written
        removedFiles += outcome.removed
        createdFiles += outcome.created
        findings += outcome.findings
        appInputs += outcome.appInputs
        appOutputs += outcome.appOutputs
        if let popup = outcome.androidPopup { androidPopup = popup }
    }

    package var errorCount: Int { findings.filter { $0.severity == .error }.count }
    var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// `6 glyphs in output/Shortcuts.xcassets, 6 rendered, 0 unchanged, 28 files written, App/Info.plist updated, 0
    /// errors, 2 warnings`.
    func summary(configuration: BuildConfiguration) -> String {
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let total = rendered.count + skipped.count
        var parts = [
            counted(total, "glyph")
                + " in \(configuration.outputDirectory.relativePath)/\(configuration.catalogFolder)",
            "\(rendered.count) rendered", "\(skipped.count) unchanged",
        ]
        if !failed.isEmpty { parts.append("\(failed.count) failed") }
        parts.append(counted(writtenFiles.count, "file") + " written")
        // The one file outside the output folder a build changes: named, since it is the app's.
        // The Info.plist a build created is deleted once the merge leaves it empty: "removed", not "updated".
        let plist = configuration.infoPlistDisplayPath
        if let plist, removedFiles.contains(plist) {
            parts.append("\(plist) removed")
        } else if let plist, writtenFiles.contains(plist) {
            parts.append("\(plist) \(createdFiles.contains(plist) ? "created" : "updated")")
        }
        if let target = configuration.xcodeTarget, writtenFiles.contains(target.pbxprojDisplayPath) {
            parts.append("\(target.projectDisplayPath) updated (target \(target.name))")
        }
        let removedOutputs = removedFiles.filter { $0 != plist }
        if !removedOutputs.isEmpty { parts.append("\(removedOutputs.count) removed") }
        if errorCount + warningCount > 0 {
            parts.append(counted(errorCount, "error") + ", " + counted(warningCount, "warning"))
        }
        return parts.joined(separator: ", ")
    }
}

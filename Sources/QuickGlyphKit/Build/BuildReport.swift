import QuickGlyphCore
import QuickGlyphItems

/// What one build did.
public struct BuildReport: Sendable {
    public var findings: [Finding]
    /// Glyphs rendered this time, by name.
    public var rendered: [String]
    /// Glyphs whose source and options had not changed.
    public var skipped: [String]
    public var failed: [String]
    /// Files written because their bytes changed (unchanged files are not touched).
    public var writtenFiles: [String]
    public var removedFiles: [String]
    /// The items file's quick actions, when it had no error (the plist was written from them).
    public var items: [ShortcutItem] = []
    /// The manifest as this build left it: every glyph's source and PNGs; nil when it could not be written.
    public var manifest: Manifest?

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// `6 glyphs in output/Shortcuts.xcassets, 6 rendered, 0 unchanged, 27 files written, 0 errors, 2 warnings`.
    public func summary(configuration: BuildConfiguration) -> String {
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let total = rendered.count + skipped.count
        var parts = [counted(total, "glyph") + " in \(configuration.outputDirectory.relativePath)/\(configuration.catalogFolder)",
                     "\(rendered.count) rendered", "\(skipped.count) unchanged"]
        if !failed.isEmpty { parts.append("\(failed.count) failed") }
        parts.append(counted(writtenFiles.count, "file") + " written")
        if !removedFiles.isEmpty { parts.append("\(removedFiles.count) removed") }
        if errorCount + warningCount > 0 {
            parts.append(counted(errorCount, "error") + ", " + counted(warningCount, "warning"))
        }
        return parts.joined(separator: ", ")
    }
}

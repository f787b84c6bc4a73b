import QuickGlyphCore

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

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

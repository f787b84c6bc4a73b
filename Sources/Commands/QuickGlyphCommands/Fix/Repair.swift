import QuickGlyphModel

/// One repair `--fix` made (or, in a dry run, would make): what it repaired, in a sentence,
/// the findings it answers, and every file it changes.
package struct Repair: Sendable, Equatable {
    /// The imageset, Info.plist or source file repaired.
    var subject: String
    /// What was done, as a sentence after the subject: "drawn again from search.pdf …".
    var summary: String
    /// The findings it answers: left with the reason when the repair cannot be made after all.
    var findings: [Finding]
    var changes: [FileChange]
    /// What a person should still know: a bitmap enlarged (soft; vector art would be sharper), an imageset
    /// left alone because the app uses it for something else.
    var notes: [String]
    /// Findings of kinds `--fix` does not repair that this repair makes moot (`not-monochrome` on opaque art in
    /// greys, whose two colours were ink and ground), named in its line so that none goes in silence.
    var moot: [Finding] = []

    init(subject: String, summary: String, findings: [Finding], changes: [FileChange], notes: [String] = []) {
        self.subject = subject
        self.summary = summary
        self.findings = findings
        self.changes = changes
        self.notes = notes
    }

    /// The rules of the findings it answers, each once, sorted.
    var rules: [DiagnosticID] {
        Array(Set(findings.map(\.rule))).sorted { $0.rawValue < $1.rawValue }
    }

    /// The rules of the findings it makes moot, each once, sorted.
    var mootRules: [DiagnosticID] {
        Array(Set(moot.map(\.rule))).sorted { $0.rawValue < $1.rawValue }
    }
}

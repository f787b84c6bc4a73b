/// What one diagnostic id means: its title, its severity, when it fires and what `check --fix` may do
/// about it. The docs, the reporters, the fixer and the tests are all built from these.
package struct DiagnosticDescription: Sendable {
    package var id: DiagnosticID
    package var name: String
    package var severity: Severity
    /// What `check --fix` may do about a finding of this id; `.none` unless its rule says otherwise.
    package var repair: RepairKind
    package var summary: String

    package init(id: DiagnosticID, name: String, severity: Severity, repair: RepairKind = .none, summary: String) {
        self.id = id
        self.name = name
        self.severity = severity
        self.repair = repair
        self.summary = summary
    }
}

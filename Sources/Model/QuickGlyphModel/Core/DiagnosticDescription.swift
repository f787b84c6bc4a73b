/// What one diagnostic id means: its title, its severity, when it fires and what `check --fix` may do
/// about it. The docs, the reporters, the fixer and the tests are all built from these.
public struct DiagnosticDescription: Sendable {
    public var id: DiagnosticID
    public var name: String
    public var severity: Severity
    /// What `check --fix` may do about a finding of this id; `.none` unless its rule says otherwise.
    public var repair: RepairKind
    public var summary: String

    public init(id: DiagnosticID, name: String, severity: Severity, repair: RepairKind = .none, summary: String) {
        self.id = id
        self.name = name
        self.severity = severity
        self.repair = repair
        self.summary = summary
    }
}

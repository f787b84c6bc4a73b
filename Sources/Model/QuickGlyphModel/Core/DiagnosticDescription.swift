/// What one diagnostic id means: its title, its severity and when it fires.
/// The docs, the reporters and the tests are all built from these.
public struct DiagnosticDescription: Sendable {
    public var id: DiagnosticID
    public var name: String
    public var severity: Severity
    public var summary: String

    public init(id: DiagnosticID, name: String, severity: Severity, summary: String) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
    }
}

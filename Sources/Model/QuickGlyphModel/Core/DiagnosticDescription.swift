/// What one diagnostic id means: its title, its severity and when it fires.
/// The docs, the reporters and the tests are all built from these.
package struct DiagnosticDescription: Sendable {
    package var id: DiagnosticID
    package var name: String
    package var severity: Severity
    package var summary: String

    package init(id: DiagnosticID, name: String, severity: Severity, summary: String) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
    }
}

/// One output format (SwiftLint's reporters are the model): it turns a report into
/// text and nothing else, so the CLI only picks one and prints what it returns.
package protocol Reporter: Sendable {
    func render(_ subject: some ReportSubject) -> ReportOutput
}

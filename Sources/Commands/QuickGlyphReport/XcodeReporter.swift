import QuickGlyphModel

/// `path:line:col: error: message [rule-id]`, the lines Xcode and compilers print,
/// framed as the command always framed them; the severity word is coloured on a terminal.
package struct XcodeReporter: Reporter {
    /// Whether each stream is a terminal that takes colour (the CLI knows, the library does not).
    var colorsStandardOutput: Bool
    var colorsStandardError: Bool

    package init(colorsStandardOutput: Bool = false, colorsStandardError: Bool = false) {
        self.colorsStandardOutput = colorsStandardOutput
        self.colorsStandardError = colorsStandardError
    }

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        let layout = subject.textLayout
        let color = layout.findingsOnStandardError ? colorsStandardError : colorsStandardOutput
        let findings = subject.orderedFindings.map { XcodeReporter.line($0, color: color) }
        let summary = layout.summary.map { [$0] } ?? []
        func text(_ lines: [String]) -> String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
        if layout.findingsOnStandardError {
            return ReportOutput(standardOutput: text(layout.preamble + summary), standardError: text(findings))
        }
        return ReportOutput(standardOutput: text(layout.preamble + findings + summary))
    }

    /// One finding's line, its severity word in bold colour when `color` is set.
    package static func line(_ finding: Finding, color: Bool) -> String {
        guard color else { return finding.diagnosticLine }
        let code: String
        switch finding.severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .info: code = "1;36"
        }
        let word = finding.severity.diagnosticWord
        return finding.diagnosticLine.replacingOccurrences(
            of: ": \(word): ", with: ": \u{1B}[\(code)m\(word)\u{1B}[0m: ",
            options: [], range: nil)
    }
}

import QuickGlyphCore
import QuickGlyphKit

/// Findings as compilers print them, with the severity coloured on a terminal.
enum FindingFormatter {
    static func line(_ finding: Finding, color: Bool) -> String {
        guard color else { return finding.diagnosticLine }
        let code: String
        switch finding.severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .info: code = "1;36"
        }
        let word = finding.severity.diagnosticWord
        return finding.diagnosticLine.replacingOccurrences(of: ": \(word): ", with: ": " + Terminal.paint(word, code, enabled: true) + ": ",
                                                           options: [], range: nil)
    }
}

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

/// A stable order for printing: by path, then position, then rule.
enum FindingOrder {
    static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        let lineA = a.position?.line ?? 0, lineB = b.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.position?.column ?? 0, columnB = b.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if a.severity != b.severity { return a.severity < b.severity }
        return a.rule < b.rule
    }
}

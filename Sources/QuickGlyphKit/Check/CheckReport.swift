import Foundation

/// What a check found, sorted so the same input always prints the same output.
public struct CheckReport: Sendable, Equatable {
    public var findings: [Finding]
    public var filesChecked: Int

    public init(findings: [Finding], filesChecked: Int) {
        self.findings = findings.sorted(by: CheckReport.order)
        self.filesChecked = filesChecked
    }

    public func count(_ severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Errors fail a check; warnings too when strict.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// `3 errors, 1 warning, 2 notes in 12 files`.
    public var summary: String {
        func counted(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return [counted(count(.error), "error"), counted(count(.warning), "warning"), counted(count(.info), "note")]
            .joined(separator: ", ") + " in " + counted(filesChecked, "file")
    }

    /// By path, then position in the file, then rule and message.
    static func order(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        let lineA = a.position?.line ?? 0, lineB = b.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.position?.column ?? 0, columnB = b.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

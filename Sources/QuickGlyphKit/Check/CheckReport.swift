import Foundation
import QuickGlyphCore

/// What a check found, sorted so the same input always prints the same output.
public struct CheckReport: Sendable, Equatable {
    public var findings: [Finding]
    public var filesChecked: Int

    public init(findings: [Finding], filesChecked: Int) {
        self.findings = findings.sorted(by: Finding.precedes)
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
}

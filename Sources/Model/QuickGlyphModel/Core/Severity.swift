/// How much a finding matters: errors fail a build or a check, warnings only
/// with `--strict`, information never.
package enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word compilers print, which Xcode and CI annotate on: `note` for information.
    package var diagnosticWord: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

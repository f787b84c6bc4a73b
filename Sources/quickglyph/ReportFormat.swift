/// How `check` prints its report: for people and CI logs, or for programs.
enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
}

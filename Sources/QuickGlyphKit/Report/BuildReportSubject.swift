import QuickGlyphCore

/// A build's report with what printing it needs besides the findings: the
/// configuration names the catalog in the summary, and `--quiet` drops the summary.
public struct BuildReportSubject: ReportSubject {
    public var report: BuildReport
    public var configuration: BuildConfiguration
    public var showsSummary: Bool

    public init(report: BuildReport, configuration: BuildConfiguration, showsSummary: Bool = true) {
        self.report = report
        self.configuration = configuration
        self.showsSummary = showsSummary
    }

    public var commandName: String { "build" }
    public var orderedFindings: [Finding] { report.findings.sorted(by: Finding.precedes) }

    /// Findings on stderr, the summary on stdout: as the build always printed them.
    public var textLayout: TextLayout {
        TextLayout(findingsOnStandardError: true, summary: showsSummary ? report.summary(configuration: configuration) : nil)
    }

    /// The build's version-1 document, shaped like check's so one reader takes both:
    ///
    ///     {"version": 1, "findings": [same as check's],
    ///      "glyphs": {"rendered", "unchanged", "failed": [name]},
    ///      "files": {"written", "removed": [path]},
    ///      "counts": {"error", "warning", "info", "glyphs"}}
    public var jsonObject: [String: Any] {
        let findings = orderedFindings
        func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
        return ["version": CheckReport.jsonVersion, "findings": findings.map(\.jsonObject),
                "glyphs": ["rendered": report.rendered.sorted(), "unchanged": report.skipped.sorted(), "failed": report.failed.sorted()],
                "files": ["written": report.writtenFiles.sorted(), "removed": report.removedFiles.sorted()],
                "counts": ["error": count(.error), "warning": count(.warning), "info": count(.info),
                           "glyphs": report.rendered.count + report.skipped.count]]
    }
}

import QuickGlyphModel

extension CheckConfiguration {
    /// The report as the file asks: disabled rules' findings and those in excluded paths dropped, each
    /// rule at its configured severity, the file's own warnings added, and the file named.
    package func apply(to report: CheckReport) -> CheckReport {
        var report = report
        let kept = report.findings.compactMap { finding -> Finding? in
            guard !disabledRules.contains(finding.rule), !isExcluded(finding.path)
            else { return nil }
            var finding = finding
            finding.severity = severities[finding.rule] ?? finding.severity
            return finding
        }
        report.findings = (kept + warnings).sorted(by: Finding.precedes)
        report.configurationPath = path
        return report
    }

    /// Whether `path` is an excluded file or folder, or under one.
    package func isExcluded(_ path: String) -> Bool {
        excluded.contains { $0.matches(path, currentDirectory: currentDirectory) }
    }
}

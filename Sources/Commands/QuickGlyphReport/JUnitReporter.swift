#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import QuickGlyphModel

/// JUnit XML as CI servers read test results: a `<testsuite>` per file, a `<testcase>`
/// per finding, failing (`<failure>`) for an error or a warning; a note is a passing
/// case, so it is listed but fails nothing.
package struct JUnitReporter: Reporter {
    package init() {}

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        let findings = subject.orderedFindings
        func failing(_ finding: Finding) -> Bool { finding.severity != .info }
        let root = XMLReportWriter.element(
            "testsuites",
            [
                "name": "quickglyph \(subject.commandName)",
                "tests": String(findings.count),
                "failures": String(findings.filter(failing).count),
            ])
        // Findings are ordered by path already, so a file's findings are consecutive.
        var groups: [(path: String, findings: [Finding])] = []
        for finding in findings {
            if groups.last?.path == finding.path {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.path, [finding]))
            }
        }
        for group in groups {
            let suite = XMLReportWriter.element(
                "testsuite",
                [
                    "name": group.path, "tests": String(group.findings.count),
                    "failures": String(group.findings.filter(failing).count),
                ])
            for finding in group.findings {
                let location = finding.position.map { ":\($0.line):\($0.column)" } ?? ""
                let testcase = XMLReportWriter.element(
                    "testcase",
                    [
                        "classname": group.path,
                        "name": finding.rule.rawValue + location,
                    ])
                if failing(finding) {
                    testcase.addChild(
                        XMLReportWriter.element(
                            "failure",
                            [
                                "message": finding.message,
                                "type": finding.severity.diagnosticWord,
                            ],
                            text: finding.diagnosticLine))
                } else {
                    testcase.addChild(XMLReportWriter.element("system-out", text: finding.diagnosticLine))
                }
                suite.addChild(testcase)
            }
            root.addChild(suite)
        }
        return ReportOutput(standardOutput: XMLReportWriter.serialize(root))
    }
}

#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import QuickGlyphModel

/// Checkstyle's XML, which Jenkins, GitLab and reviewdog read: a `<file>` per path
/// and an `<error>` per finding, whatever its severity (the attribute says which),
/// `source` naming the rule as `quickglyph.<rule-id>`.
package struct CheckstyleReporter: Reporter {
    package init() {}

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        let root = XMLReportWriter.element("checkstyle", ["version": "4.3"])
        var file: XMLElement?
        var filePath: String?
        // Findings are ordered by path already, so a file's findings are consecutive.
        for finding in subject.orderedFindings {
            if filePath != finding.path {
                let element = XMLReportWriter.element("file", ["name": finding.path])
                root.addChild(element)
                file = element
                filePath = finding.path
            }
            file?.addChild(
                XMLReportWriter.element(
                    "error",
                    [
                        "line": finding.position.map { String($0.line) },
                        "column": finding.position.map { String($0.column) },
                        "severity": finding.severity.rawValue,
                        "message": finding.message,
                        "source": "quickglyph." + finding.rule.rawValue,
                    ]))
        }
        return ReportOutput(standardOutput: XMLReportWriter.serialize(root))
    }
}

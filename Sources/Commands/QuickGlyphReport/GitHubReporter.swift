import QuickGlyphAndroid
import QuickGlyphGlyphs
import QuickGlyphModel

/// GitHub Actions workflow commands, one a finding, which the runner turns into
/// annotations on the pull request:
/// `::error file=App/Info.plist,line=7,col=3,title=Unknown icon type (icon-type-unknown)::message`.
package struct GitHubReporter: Reporter {
    var paths: ReportPaths

    package init(paths: ReportPaths) {
        self.paths = paths
    }

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        let names = Dictionary(subject.diagnostics.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let lines = subject.orderedFindings.map { finding -> String in
            var properties = ["file=" + GitHubReporter.escapeProperty(paths.relative(finding.path))]
            if let position = finding.position {
                properties.append("line=\(position.line)")
                properties.append("col=\(position.column)")
            }
            let title = (names[finding.rule].map { "\($0) " } ?? "") + "(\(finding.rule.rawValue))"
            properties.append("title=" + GitHubReporter.escapeProperty(title))
            return "::\(GitHubReporter.command(finding.severity)) \(properties.joined(separator: ","))::"
                + GitHubReporter.escapeData(finding.message)
        }
        return ReportOutput(standardOutput: lines.map { $0 + "\n" }.joined())
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// The message: `%`, CR and LF, as the runner unescapes them (`%` first, so an
    /// escape is never escaped again).
    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`, which would end the value.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

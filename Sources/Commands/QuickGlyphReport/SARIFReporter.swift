import Foundation
import QuickGlyphAndroid
import QuickGlyphGlyphs
import QuickGlyphModel

/// SARIF 2.1.0 as GitHub code scanning reads it: one run, every diagnostic quickglyph
/// has as a rule (so a result's `ruleIndex` is stable from run to run), results with a
/// relative artifact URI and, where a line is known, a 1-based region. Keys are sorted
/// and results kept in `Finding.precedes` order, so the bytes are deterministic.
package struct SARIFReporter: Reporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where a reader of the report learns about the tool. A placeholder until the
    /// project has a public home.
    static let informationURI = "https://github.com/quickglyph/quickglyph"

    var paths: ReportPaths

    package init(paths: ReportPaths) {
        self.paths = paths
    }

    package func render(_ subject: some ReportSubject) -> ReportOutput {
        let data = (try? JSONFormatting.serialize(document(subject))) ?? Data()
        return ReportOutput(standardOutput: String(decoding: data, as: UTF8.self))
    }

    package func document(_ subject: some ReportSubject) -> [String: Any] {
        let descriptions = subject.diagnostics
        var indexes: [DiagnosticID: Int] = [:]
        for (index, description) in descriptions.enumerated() where indexes[description.id] == nil {
            indexes[description.id] = index
        }
        let rules: [[String: Any]] = descriptions.map { description in
            [
                "id": description.id.rawValue,
                "name": description.name,
                "shortDescription": ["text": description.name],
                "fullDescription": ["text": description.summary],
                "help": ["text": description.summary + " See docs/rules.md, \(description.id.rawValue)."],
                "defaultConfiguration": ["level": SARIFReporter.level(description.severity)],
            ]
        }
        let results: [[String: Any]] = subject.orderedFindings.map { finding in
            var physical: [String: Any] = ["artifactLocation": ["uri": paths.uri(finding.path)]]
            if let position = finding.position {
                physical["region"] = ["startLine": max(1, position.line), "startColumn": max(1, position.column)]
            }
            var result: [String: Any] = [
                "ruleId": finding.rule.rawValue, "level": SARIFReporter.level(finding.severity),
                "message": ["text": finding.message],
                "locations": [["physicalLocation": physical]],
            ]
            if let index = indexes[finding.rule] { result["ruleIndex"] = index }
            // SARIF's regions are text; a pixel of an image is a property of the result.
            if let pixel = finding.pixel { result["properties"] = ["pixel": ["x": pixel.x, "y": pixel.y]] }
            return result
        }
        let driver: [String: Any] = [
            "name": "quickglyph", "semanticVersion": QuickGlyph.version,
            "informationUri": SARIFReporter.informationURI, "rules": rules,
        ]
        return [
            "$schema": SARIFReporter.schemaURI, "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
    }

    /// SARIF's levels: `note` is the information level.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

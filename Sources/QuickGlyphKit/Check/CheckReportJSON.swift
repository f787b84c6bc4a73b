import Foundation
import QuickGlyphCore

/// The `--format json` document, version 1. Field names are a contract:
///
///     {"version": 1,
///      "findings": [{"rule", "severity", "path", "message", "line", "column" | "pixel": {"x", "y"}}],
///      "actions": [{"kind": "static" | "dynamic", "type", "title", "subtitle", "unresolved": [field],
///                   "declaredAt": {"path", "line", "column"}, "titles": {lang: text},
///                   "icon": {"kind": "file" | "symbol" | "type" | "none" | "unresolved", "name", "imageset", "files"}}],
///      "counts": {"error", "warning", "info", "files"}}
///
/// Keys are sorted and findings ordered as in the text output, so the bytes are stable.
extension CheckReport {
    public static let jsonVersion = 1

    public var jsonObject: [String: Any] {
        let findings: [[String: Any]] = self.findings.map { finding in
            var object: [String: Any] = ["rule": finding.rule.rawValue, "severity": finding.severity.rawValue,
                                         "path": finding.path, "message": finding.message]
            if let position = finding.position {
                object["line"] = position.line
                object["column"] = position.column
            }
            if let pixel = finding.pixel { object["pixel"] = ["x": pixel.x, "y": pixel.y] }
            return object
        }
        return ["version": CheckReport.jsonVersion, "findings": findings, "actions": actions.map(\.jsonObject),
                "counts": ["error": count(.error), "warning": count(.warning), "info": count(.info), "files": filesChecked]]
    }

    public func jsonData() -> Data {
        // Only strings, integers, arrays and dictionaries: serialization cannot fail.
        (try? JSONFormatting.serialize(jsonObject)) ?? Data()
    }
}

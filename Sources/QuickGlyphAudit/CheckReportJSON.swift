import Foundation
import QuickGlyphCore
import QuickGlyphReport

/// The `--format json` document, version 1. Field names are a contract:
///
///     {"version": 1,
///      "findings": [{"rule", "severity", "path", "message", "line", "column" | "pixel": {"x", "y"}}],
///      "actions": [{"kind": "static" | "dynamic", "type", "title", "subtitle", "unresolved": [field], "target",
///                   "declaredAt": {"path", "line", "column"}, "titles": {lang: text},
///                   "icon": {"kind": "file" | "symbol" | "type" | "none" | "unresolved", "name", "imageset", "files",
///                            "via": {"accessor", "namingRule", "candidates"}}}],
///      "counts": {"error", "warning", "info", "files"}}
///
/// Keys are sorted and findings ordered as in the text output, so the bytes are stable.
extension CheckReport {
    public var jsonObject: [String: Any] {
        return ["version": JSONReporter.documentVersion, "findings": findings.map(\.jsonObject), "actions": actions.map(\.jsonObject),
                "counts": ["error": count(.error), "warning": count(.warning), "info": count(.info), "files": filesChecked]]
    }

    public func jsonData() -> Data {
        // Only strings, integers, arrays and dictionaries: serialization cannot fail.
        (try? JSONFormatting.serialize(jsonObject)) ?? Data()
    }
}

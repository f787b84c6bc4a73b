import Foundation
import QuickGlyphModel
import QuickGlyphReport

/// The `--format json` document, version 1. Field names are a contract:
///
///     {"version": 1,
///      "findings": [{"rule", "severity", "path", "message", "line", "column" | "pixel": {"x", "y"}}],
///      "actions": [{"kind": "static" | "dynamic", "type", "title", "subtitle", "unresolved": [field], "target",
///                   "declaredAt": {"path", "line", "column"}, "titles": {lang: text},
///                   "icon": {"kind": "file" | "symbol" | "type" | "none" | "unresolved", "name", "imageset", "files",
///                            "via": {"accessor", "namingRule", "candidates"}},
///                   "handledAt": [{"path", "line", "column"}] (empty: not handled; absent: its code not judged)}],
/// "targets": [{"target", "lifeCycle": "scenes" | "app delegate" | "SwiftUI", "evidence", "handlers": [{"path", "line",
/// "column"}],
///                   "notFollowed": [what a handler hands the item to that could not be read]}],
///      "androidShortcuts": [{"module", "id", "label", "icon", "target", "kept", "declaredAt": {"path", "line",
///                            "column"}}] (only when an Android module was checked; the first 20, and
///      "androidShortcutsNotListed": the count of the rest, when there are more),
///      "counts": {"error", "warning", "info", "files", "suppressed" and "baselineHidden" (when either hid any or
///                 a baseline was given)},
///      "configuration": the configuration file read (absent when none was)}
///
/// Keys are sorted and findings ordered as in the text output, so the bytes are stable.
extension CheckReport {
    package var jsonObject: [String: Any] {
        func location(_ at: SourceLocation) -> [String: Any] {
            var object: [String: Any] = ["path": at.path]
            if let position = at.position {
                object["line"] = position.line
                object["column"] = position.column
            }
            return object
        }
        let actionObjects = actions.map { action -> [String: Any] in
            var object = action.jsonObject
            if let places = handling.first(where: { $0.target == action.target })?.handledAt[
                TargetHandling.ActionPlace(action)]
            {
                object["handledAt"] = places.map(location)
            }
            return object
        }
        var document: [String: Any] = [
            "version": JSONReporter.documentVersion, "findings": findings.map(\.jsonObject), "actions": actionObjects,
            "counts": [
                "error": count(.error), "warning": count(.warning), "info": count(.info), "files": filesChecked,
            ],
        ]
        if let configurationPath { document["configuration"] = configurationPath }
        if let android = androidShortcuts {
            // As many as the text lists (`AndroidShortcutCount.listedLimit`), and the count of the rest.
            if android.listed.more > 0 { document["androidShortcutsNotListed"] = android.listed.more }
            document["androidShortcuts"] = android.listed.shortcuts.map { shortcut -> [String: Any] in
                var object: [String: Any] = [
                    "module": shortcut.module, "kept": shortcut.kept, "declaredAt": location(shortcut.declaredAt),
                ]
                object["id"] = shortcut.id
                object["label"] = shortcut.label
                object["icon"] = shortcut.icon
                object["target"] = shortcut.target
                return object
            }
        }
        if suppressed > 0 || baselineHidden != nil {
            var counts = document["counts"] as? [String: Any] ?? [:]
            counts["suppressed"] = suppressed
            if let baselineHidden { counts["baselineHidden"] = baselineHidden }
            document["counts"] = counts
        }
        if !handling.isEmpty {
            document["targets"] = handling.map { target -> [String: Any] in
                var object: [String: Any] = [
                    "lifeCycle": target.lifeCycle, "evidence": target.evidence,
                    "handlers": target.handlers.map(location),
                    "notFollowed": target.notFollowed,
                ]
                if let name = target.target { object["target"] = name }
                return object
            }
        }
        return document
    }

    package func jsonData() -> Data {
        // Only strings, integers, arrays and dictionaries: serialization cannot fail.
        (try? JSONFormatting.serialize(jsonObject)) ?? Data()
    }
}

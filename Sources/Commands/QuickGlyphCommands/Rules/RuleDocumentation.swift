import QuickGlyphModel

/// `docs/rules.md`, written from the rules' own descriptions (through the registry generated from them), so the
/// docs cannot drift from the code: the index and each rule's section, with the repair it declares.
package enum RuleDocumentation {
    /// `examples` maps a rule id to the diagnostic line its first triggering example produced.
    package static func markdown(examples: [DiagnosticID: String]) -> String {
        var text = """
            # quickglyph: rules and diagnostics

            Every finding `check` and `build` print carries one of these ids. Severity `error` fails `check` (exit 1) and makes `build` refuse a glyph;
            `warning` fails `check --strict`; `info` (printed as `note`) never fails. This file is generated from the rules
            themselves by `RuleDocumentationTests` (run with `QUICKGLYPH_UPDATE_DOCS=1` to rewrite it).

            | id | severity | rule | check --fix |
            |---|---|---|---|

            """
        for description in RuleRegistry.allDiagnostics {
            let id = description.id.rawValue
            let repair = FixableDiagnostics.briefRepair(of: description.id)
            text += "| [`\(id)`](#\(id)) | \(description.severity.rawValue) | \(description.name) | \(repair) |\n"
        }
        for (title, ids) in sections {
            text += "\n## \(title)\n"
            for description in RuleRegistry.allDiagnostics where ids.contains(description.id) {
                let id = description.id.rawValue
                text +=
                    "\n### \(id)\n\n**\(description.name)**, \(description.severity.rawValue). \(description.summary)\n"
                if let repair = FixableDiagnostics.repair(of: description.id) { text += "\nRepaired: \(repair)\n" }
                if let example = examples[description.id] {
                    text += "\nExample (from the rule's own triggering example):\n\n```\n\(example)\n```\n"
                }
            }
        }
        return text
    }

    private static var sections: [(String, Set<DiagnosticID>)] {
        [
            (
                "Template images (PNG)",
                Set(
                    RuleRegistry.imageRules.map { $0.description.id }
                        + RuleRegistry.pngFileRules.map { $0.description.id })
            ),
            ("Imagesets and catalogs", Set(RuleRegistry.imagesetRules.map { $0.description.id })),
            ("Info.plist and items files", Set(RuleRegistry.shortcutsRules.map { $0.description.id })),
            ("The app as a whole", Set(RuleRegistry.appRules.map { $0.description.id })),
            ("The code that receives a chosen action", Set(RuleRegistry.lifeCycleRules.map { $0.description.id })),
            ("Android apps' shortcuts", Set(RuleRegistry.androidRules.map { $0.description.id })),
            ("Reported by build and while reading files", Set(ToolDiagnostics.all.map(\.id))),
        ]
    }
}

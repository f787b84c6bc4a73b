/// `docs/rules.md`, written from the rules' own descriptions, so the docs cannot drift from the code.
public enum RuleDocumentation {
    /// `examples` maps a rule id to the diagnostic line its first triggering example produced.
    public static func markdown(examples: [String: String]) -> String {
        var text = """
        # quickglyph check: rules

        Every finding carries one of these ids. Severity `error` fails `check` (exit 1) and makes `build` refuse a glyph;
        `warning` fails `check --strict`; `info` (printed as `note`) never fails. This file is generated from the rules
        themselves by `RuleDocumentationTests` (run with `QUICKGLYPH_UPDATE_DOCS=1` to rewrite it).

        | id | severity | rule |
        |---|---|---|

        """
        for description in RuleRegistry.descriptions {
            text += "| [`\(description.id)`](#\(description.id)) | \(description.severity.rawValue) | \(description.name) |\n"
        }
        for (title, ids) in sections {
            text += "\n## \(title)\n"
            for description in RuleRegistry.descriptions where ids.contains(description.id) {
                text += "\n### \(description.id)\n\n**\(description.name)**, \(description.severity.rawValue). \(description.summary)\n"
                if let example = examples[description.id] {
                    text += "\nExample (from the rule's own triggering example):\n\n```\n\(example)\n```\n"
                }
            }
        }
        return text
    }

    private static var sections: [(String, Set<String>)] {
        [("Template images (PNG)", Set(RuleRegistry.imageRules.map { $0.description.id } + RuleRegistry.pngFileRules.map { $0.description.id })),
         ("Imagesets and catalogs", Set(RuleRegistry.imagesetRules.map { $0.description.id })),
         ("Info.plist and items files", Set(RuleRegistry.shortcutsRules.map { $0.description.id })),
         ("The app as a whole", Set(RuleRegistry.appRules.map { $0.description.id }))]
    }
}

import QuickGlyphModel

/// What a `.quickglyph.yml` says, in SwiftLint's words: `disabled_rules`, `opt_in_rules`, a severity per
/// rule (`faint: warning` or `faint: {severity: error}`) and `excluded` paths. Rule ids are the ones check
/// prints (`not-square`). An id that names no rule is an error, for a misspelt id would otherwise
/// leave the rule on in silence; a key that is neither a setting nor a rule is a warning, as SwiftLint's
/// are, since a newer setting in an older tool should not stop a check.
package struct CheckConfiguration: Sendable, Equatable {
    /// The file read, as check names it.
    package var path: String
    /// The folder `excluded` paths are relative to: the one holding the file.
    package var folder: String
    /// The working folder the findings' relative paths start from, to match them against `excluded`.
    package var currentDirectory: String
    package var disabledRules: Set<DiagnosticID> = []
    /// Accepted and checked for ids; no rule is off by default today, so these change nothing yet.
    package var optInRules: Set<DiagnosticID> = []
    package var severities: [DiagnosticID: Severity] = [:]
    /// Each `excluded` entry as written, resolved against `folder` when relative.
    package var excluded: [PathPattern] = []
    /// The warnings about the file itself (an unknown key), reported among the findings.
    package var warnings: [Finding] = []

    /// The settings, in SwiftLint's spelling.
    package enum Key: String, CaseIterable {
        case disabledRules = "disabled_rules"
        case optInRules = "opt_in_rules"
        case excluded
    }

    /// The file's bytes read as YAML and then as settings; `path` is what messages name.
    package static func parse(
        _ bytes: [UInt8], path: String, folder: String, currentDirectory: String
    ) throws(ConfigurationError) -> CheckConfiguration {
        let root: YAMLNode?
        do throws(YAMLReader.Failure) {
            root = try YAMLReader.read(bytes)
        } catch {
            throw ConfigurationError(
                path: path, position: error.position, reason: "cannot read the configuration file: " + error.reason)
        }
        var configuration = CheckConfiguration(path: path, folder: folder, currentDirectory: currentDirectory)
        // An empty file (or only comments) sets nothing.
        guard let root else { return configuration }
        guard case .mapping(let pairs) = root.kind else {
            throw ConfigurationError(
                path: path, position: root.position,
                reason: "the file is \(root.kindPhrase), not a mapping of settings (disabled_rules: [...])")
        }
        var seen: [String: SourcePosition] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar else {
                throw configuration.error(at: pair.key, "a key is \(pair.key.kindPhrase), not a name")
            }
            if let first = seen[key] {
                throw configuration.error(
                    at: pair.key, "'\(key)' is given twice (first at \(first.line):\(first.column))")
            }
            seen[key] = pair.key.position
            try configuration.read(key: key, pair.key, value: pair.value)
        }
        return configuration
    }

    /// One top-level key: a setting, a rule's severity, or a warning about a key read as neither.
    private mutating func read(key: String, _ keyNode: YAMLNode, value: YAMLNode) throws(ConfigurationError) {
        switch Key(rawValue: key) {
        case .disabledRules: disabledRules.formUnion(try ruleList(value, key: key))
        case .optInRules: optInRules.formUnion(try ruleList(value, key: key))
        case .excluded:
            excluded += try list(value, key: key).map { entry in PathPattern(entry, relativeTo: folder) }
        case nil:
            if let rule = DiagnosticID(rawValue: key) {
                severities[rule] = try severity(value, rule: key)
            } else if looksLikeSeverity(value) {
                // `fiant: warning` is a rule's severity with its id misspelt: as an unknown id anywhere, an error.
                throw error(at: keyNode, "unknown rule '\(key)'" + Self.suggestion(for: key, among: Self.ruleIDs))
            } else {
                warnings.append(
                    Finding(
                        ToolDiagnostics.configurationKeyUnknown, path: path,
                        message: "unknown key '\(key)'"
                            + Self.suggestion(for: key, among: Key.allCases.map(\.rawValue) + Self.ruleIDs)
                            + "; it is ignored",
                        position: keyNode.position))
            }
        }
    }

    /// A list of scalars (`[a, b]` or one `- a` a line).
    private func list(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [YAMLNode] {
        // `disabled_rules:` with nothing after it, as a file being filled in has: YAML's null, no entry.
        if node.scalar == "" { return [] }
        guard case .sequence(let items) = node.kind else {
            throw error(at: node, "\(key) is \(node.kindPhrase); give a list, as \(key): [\(example(key))]")
        }
        for item in items where item.scalar == nil {
            throw error(at: item, "an entry of \(key) is \(item.kindPhrase), not a single value")
        }
        return items
    }

    private func example(_ key: String) -> String {
        key == Key.excluded.rawValue ? "Pods, Vendor/**/*.xcassets" : "faint, not-square"
    }

    /// A list of rule ids, each one check knows.
    private func ruleList(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [DiagnosticID] {
        var rules: [DiagnosticID] = []
        for item in try list(node, key: key) {
            let id = item.scalar ?? ""
            guard let rule = DiagnosticID(rawValue: id) else {
                throw error(at: item, "unknown rule '\(id)' in \(key)" + Self.suggestion(for: id, among: Self.ruleIDs))
            }
            rules.append(rule)
        }
        return rules
    }

    /// `rule: warning` or `rule: {severity: warning}`.
    private mutating func severity(_ node: YAMLNode, rule: String) throws(ConfigurationError) -> Severity {
        switch node.kind {
        case .scalar(let word):
            return try severity(word, at: node)
        case .mapping(let pairs):
            var found: Severity?
            for pair in pairs {
                let key = pair.key.scalar ?? ""
                if key == "severity", let word = pair.value.scalar {
                    found = try severity(word, at: pair.value)
                } else if key == "severity" {
                    throw error(at: pair.value, "the severity of '\(rule)' is \(pair.value.kindPhrase), not a word")
                } else {
                    warnings.append(
                        Finding(
                            ToolDiagnostics.configurationKeyUnknown, path: path,
                            message: "unknown key '\(key)' for rule '\(rule)'"
                                + Self.suggestion(for: key, among: ["severity"]) + "; only severity is read",
                            position: pair.key.position))
                }
            }
            guard let found else {
                throw error(at: node, "'\(rule)' gives no severity; write \(rule): warning, or {severity: warning}")
            }
            return found
        case .sequence:
            throw error(at: node, "'\(rule)' is a list; give its severity: \(rule): warning")
        }
    }

    /// `error`, `warning`, `note` or `info` (the last two are one: the reports print note).
    private func severity(_ word: String, at node: YAMLNode) throws(ConfigurationError) -> Severity {
        if word == "note" { return .info }
        guard let severity = Severity(rawValue: word) else {
            throw error(
                at: node,
                "'\(word)' is no severity; give error, warning, note or info"
                    + Self.suggestion(for: word, among: ["error", "warning", "note", "info"]))
        }
        return severity
    }

    /// A value a rule's severity would have: one of the words, or a mapping holding `severity`.
    private func looksLikeSeverity(_ node: YAMLNode) -> Bool {
        switch node.kind {
        case .scalar(let word): return ["error", "warning", "note", "info"].contains(word)
        case .mapping(let pairs): return pairs.contains { $0.key.scalar == "severity" }
        case .sequence: return false
        }
    }

    private func error(at node: YAMLNode, _ reason: String) -> ConfigurationError {
        ConfigurationError(path: path, position: node.position, reason: reason)
    }

    /// Every id a finding can carry, in the order the rules are listed, for "did you mean".
    static var ruleIDs: [String] { DiagnosticID.allCases.map(\.rawValue) }

    /// ` (did you mean 'faint'?)`, or nothing when no name is near.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        NameSuggestion.nearest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

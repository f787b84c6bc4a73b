import Foundation
import QuickGlyphGlyphs
import QuickGlyphModel

/// The lines `check --fix` prints before the check of the result: each repair with the
/// findings it answers, what a person should still know, the findings left and why; in a
/// dry run, every change itself (a unified diff for a text file; for an image, its old and
/// new pixel size). Only renders: the outcome holds every byte it shows.
package enum FixSummary {
    package static func text(_ outcome: FixOutcome) -> String {
        var lines = outcome.finished
        let verb = outcome.dryRun ? "would fix" : "fixed"
        for repair in outcome.repairs {
            let subject = DisplayText.escapingControls(repair.subject)
            let moot =
                repair.moot.isEmpty
                ? ""
                : "; moot now: \(repair.mootRules.map(\.rawValue).joined(separator: ", ")) "
                    + "(the art is one colour in greys on a light ground, drawn as the template's one ink)"
            lines.append(
                "\(subject): \(verb): \(repair.summary) [\(repair.rules.map(\.rawValue).joined(separator: ", "))]"
                    + moot)
            lines += repair.notes.map { "\(subject): note: \($0)" }
            if outcome.dryRun { lines += repair.changes.filter(\.changes).flatMap(describe) }
        }
        lines += replaced(outcome)
        for repair in outcome.begun {
            let subject = DisplayText.escapingControls(repair.subject)
            let rules = repair.rules.map(\.rawValue).joined(separator: ", ")
            lines.append(
                "\(subject): begun, not finished: \(repair.summary) [\(rules)]; "
                    + "the next check --fix finishes it")
        }
        for left in outcome.notRepaired {
            lines.append("\(left.finding.location): not fixed [\(left.finding.rule.rawValue)]: \(left.reason)")
        }
        if let failure = outcome.failure {
            let rest =
                outcome.repairs.isEmpty && outcome.begun.isEmpty && outcome.finished.isEmpty
                ? "nothing was changed" : "the next check --fix finishes what it began"
            lines.append("error: check --fix stopped: \(failure.description); " + rest)
        }
        let files = outcome.changedFiles.count
        let imagesets = outcome.repairs.count
        let what =
            "\(imagesets) repair\(imagesets == 1 ? "" : "s"), \(files) file\(files == 1 ? "" : "s") "
            + (outcome.dryRun ? "to change" : "changed")
            + (outcome.begun.isEmpty ? "" : ", \(outcome.begun.count) begun")
        let leftCount = outcome.notRepaired.count
        lines.append(
            "check --fix: " + what
                + (leftCount == 0
                    ? ""
                    : "; \(leftCount) finding\(leftCount == 1 ? "" : "s") left as "
                        + (leftCount == 1 ? "it is" : "they are"))
                + (outcome.dryRun ? " (dry run: nothing written)" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each of the person's files the repairs replace or remove, once, and where its original is kept:
    /// outside a repository, in the folder named by the last line; inside one, in its history.
    static func replaced(_ outcome: FixOutcome) -> [String] {
        let would = outcome.dryRun ? "would be " : ""
        var lines: [String] = []
        var seen = Set<String>()
        for change in outcome.repairs.flatMap(\.changes) where change.changes && change.before != nil {
            guard seen.insert(change.path).inserted else { continue }
            let kept = outcome.originals.kept[change.path]
            lines.append(
                DisplayText.escapingControls(change.path) + ": " + would
                    + (change.after == nil ? "removed" : "replaced")
                    + (kept.map { ", the original \(would)kept in " + DisplayText.escapingControls($0) }
                        ?? " (a repository holds the original)"))
        }
        lines += outcome.originals.places.map {
            "check --fix: the originals of the files it replaced \(outcome.dryRun ? "would be" : "are") kept in "
                + DisplayText.escapingControls($0) + "/ (no version control holds them); copy one back to undo"
        }
        return lines
    }

    /// What is left after the repairs, for a person reading a terminal: each finding of the check of the
    /// result once (the ones `--fix` leaves said already, with their reasons, above), then one line of the counts.
    /// Not the whole report again: the inventory and the findings it repaired are the plain `check`'s to print.
    /// In a dry run the report is of what is there, so the findings the repairs would answer are left out.
    package static func left(_ outcome: FixOutcome, line: (Finding) -> String = \.diagnosticLine) -> String {
        func key(_ finding: Finding) -> String { finding.location + " " + finding.rule.rawValue }
        let answered = Set(outcome.repairs.flatMap { $0.findings + $0.moot }.map(key))
        let said = Set(outcome.notRepaired.map { key($0.finding) })
        var left = outcome.report
        left.findings = left.findings.filter { !answered.contains(key($0)) }
        let lines = left.findings.filter { !said.contains(key($0)) }.map(line) + ["left: " + left.summary]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One change as a dry run shows it.
    static func describe(_ change: FileChange) -> [String] {
        let name = change.path
        if let text = textOf(change) {
            return [
                UnifiedDiff.make(old: text.old, new: text.new, oldLabel: "a/" + name, newLabel: "b/" + name)
                    .trimmingCharacters(in: .newlines)
            ]
        }
        let old = change.before.map(size) ?? "new"
        let new = change.after.map(size) ?? "removed"
        return ["  \(name): \(old) -> \(new)"]
    }

    /// Both sides as UTF-8 text, when the file is text (Contents.json, an Info.plist, a source).
    private static func textOf(_ change: FileChange) -> (old: String, new: String)? {
        guard !name(change.path, endsWithAny: [".png", ".pdf", ".svg"]) else { return nil }
        let old = change.before.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let new = change.after.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (old, new)
    }

    private static func name(_ path: String, endsWithAny suffixes: [String]) -> Bool {
        suffixes.contains { path.lowercased().hasSuffix($0) }
    }

    /// "48x48 px" for a PNG; the file's kind and bytes for art that is not one.
    private static func size(_ data: Data) -> String {
        if let header = try? PNGImage.header(of: data) { return "\(header.width)x\(header.height) px" }
        return "\(data.count) bytes"
    }
}

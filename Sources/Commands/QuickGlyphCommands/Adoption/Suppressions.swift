import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Inline suppressions, as SwiftLint's `// swiftlint:disable:next rule_a rule_b`:
///
///     // quickglyph:disable:next handler-missing icon-type-unknown     (Swift, Objective-C, Kotlin, Java, Gradle)
///     <!-- quickglyph:disable:next icon-type-unknown -->               (Info.plist, shortcuts.xml, manifests, strings)
///     let type = "compose"  // quickglyph:disable:this undeclared-type
///
/// `next` hides the named rules' findings on the line after the comment, `this` on the comment's own line.
/// The comment opens with `//`, `/*` or `<!--` (spaces between it and the marker allowed), so that the
/// words in a string literal or in prose are no directive. Every word after `next`/`this` up to the end of
/// the line (or `*/`, `-->`) is a rule id: an unknown one is a `suppression-invalid` warning with the nearest
/// id. A rule named on a line where it found nothing is a `suppression-unused` note at the comment.
///
/// A finding without a line (a PNG's, an imageset's, a folder's) has no comment form: it is hidden by the
/// configuration file or the baseline (`check --baseline`).
struct Suppressions {
    /// One directive: the rules it names and the line whose findings it hides.
    struct Disable: Equatable {
        var path: String
        /// Where the comment opens (its `//`, `/*` or `<!--`): where the unused note points.
        var at: SourcePosition
        /// `next` or `this`, as written, for the note.
        var form: String
        /// The line it governs: the next one for `next`, its own for `this`.
        var line: Int
        var rules: [DiagnosticID]
    }

    /// The words a file must hold for any directive: files without them are not split into lines.
    static let marker = "quickglyph:disable"
    static let markerBytes = Array(marker.utf8)

    /// The comment openers a directive may follow.
    private static let openers = ["<!--", "//", "/*"]

    /// The directives of one file, and a `suppression-invalid` warning for each word that is no rule id
    /// (or a directive neither `next` nor `this`, or one naming nothing).
    static func parse(_ bytes: Data, path: String) -> (disables: [Disable], problems: [Finding]) {
        // Most files hold no directive: searched as they were read, with no copy and no decoding.
        let holds = bytes.withUnsafeBytes { raw in
            ByteSearch.contains(
                UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: raw.count), markerBytes)
        }
        guard holds else { return ([], []) }
        var disables: [Disable] = []
        var problems: [Finding] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let found = directive(in: line) else { continue }
            let number = index + 1
            let at = SourcePosition(
                line: number, column: line.utf8.distance(from: line.startIndex, to: found.opener) + 1)
            func problem(_ message: String, column: Int) {
                problems.append(
                    Finding(
                        ToolDiagnostics.suppressionInvalid, path: path, message: message,
                        position: SourcePosition(line: number, column: column)))
            }
            guard let form = found.form, form == "next" || form == "this" else {
                let written = found.form.map { "\(marker):\($0)" } ?? marker
                problem(
                    "'\(DisplayText.escapingControls(written))' is no directive quickglyph knows: write "
                        + "\(marker):next RULE on the line before the code, or \(marker):this RULE at the end of "
                        + "its line; it hides nothing",
                    column: at.column)
                continue
            }
            var rules: [DiagnosticID] = []
            for word in found.words {
                let column = line.utf8.distance(from: line.startIndex, to: word.startIndex) + 1
                if let rule = DiagnosticID(rawValue: String(word)) {
                    if !rules.contains(rule) { rules.append(rule) }
                } else {
                    problem(unknownMessage(String(word)), column: column)
                }
            }
            if found.words.isEmpty {
                problem("\(marker):\(form) names no rule id; it hides nothing", column: at.column)
            }
            if !rules.isEmpty {
                disables.append(
                    Disable(
                        path: path, at: at, form: String(form), line: form == "next" ? number + 1 : number, rules: rules
                    ))
            }
        }
        return (disables, problems)
    }

    /// `'icon-type-unknwn' is no rule id (did you mean 'icon-type-unknown'?)`, through the tool's one did-you-mean.
    static func unknownMessage(_ word: String) -> String {
        let shown = DisplayText.escapingControls(word)
        let known = DiagnosticID.allCases.map(\.rawValue)
        if let near = NameSuggestion.nearest(to: word, among: known) {
            return "'\(shown)' is no rule id (did you mean '\(near)'?); the comment hides nothing for it"
        }
        return "'\(shown)' is no rule id (docs/rules.md lists them); the comment hides nothing for it"
    }

    /// The directive on one line: where its comment opens, the form after `quickglyph:disable:` (nil when there
    /// is no colon) and its words; nil when the line holds the marker only outside a comment.
    private static func directive(
        in line: Substring
    ) -> (opener: Substring.Index, form: Substring?, words: [Substring])? {
        var search = line[...]
        while let range = search.range(of: marker) {
            defer { search = line[range.upperBound...] }
            let before = line[..<range.lowerBound]
            let lead = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
            let uptoOpener = before.dropLast(lead)
            guard let opener = openers.first(where: { uptoOpener.hasSuffix($0) }) else { continue }
            let openerStart = line.index(uptoOpener.endIndex, offsetBy: -opener.count)
            var rest = line[range.upperBound...]
            // The comment closes at `-->` or `*/`; a `\r` of a CRLF file is no word.
            for closer in ["-->", "*/"] {
                if let end = rest.range(of: closer) { rest = rest[..<end.lowerBound] }
            }
            guard rest.first == ":" else {
                return (openerStart, nil, [])
            }
            let body = rest.dropFirst()
            let form = body.prefix { !$0.isWhitespace }
            let words = body.dropFirst(form.count).split { $0.isWhitespace }
            return (openerStart, form, words)
        }
        return nil
    }

    /// A rule of one directive (by its index) that hid a finding.
    private struct Used: Hashable {
        var directive: Int
        var rule: DiagnosticID
    }

    /// The findings the directives hide taken out; what is left, the hidden count, and a `suppression-unused`
    /// note for each rule a directive names where it hid nothing.
    static func apply(
        _ disables: [Disable], to findings: [Finding], key: (String) -> String
    ) -> (kept: [Finding], hidden: Int, unused: [Finding]) {
        // By file and line, each rule to the directives (by index) that name it there.
        var governs: [String: [Int: [DiagnosticID: [Int]]]] = [:]
        for (index, disable) in disables.enumerated() {
            for rule in disable.rules {
                governs[key(disable.path), default: [:]][disable.line, default: [:]][rule, default: []].append(index)
            }
        }
        var used = Set<Used>()
        var kept: [Finding] = []
        var hidden = 0
        for finding in findings {
            if let line = finding.position?.line, let hiding = governs[key(finding.path)]?[line]?[finding.rule] {
                for index in hiding { used.insert(Used(directive: index, rule: finding.rule)) }
                hidden += 1
            } else {
                kept.append(finding)
            }
        }
        var unused: [Finding] = []
        for (index, disable) in disables.enumerated() {
            for rule in disable.rules where !used.contains(Used(directive: index, rule: rule)) {
                let place = disable.form == "next" ? "on the next line" : "on this line"
                unused.append(
                    Finding(
                        ToolDiagnostics.suppressionUnused, path: disable.path,
                        message:
                            "\(marker):\(disable.form) \(rule.rawValue) hides nothing: no \(rule.rawValue) finding "
                            + "\(place) (line \(disable.line)); remove it, so that it cannot hide a new one",
                        position: disable.at))
            }
        }
        return (kept, hidden, unused)
    }
}

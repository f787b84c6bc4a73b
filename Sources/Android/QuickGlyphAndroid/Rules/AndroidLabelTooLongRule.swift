import Foundation
import QuickGlyphModel

/// Launchers cut a short label past 10 characters and a long one past 25, in every language.
package struct AndroidLabelTooLongRule: AndroidModuleRule {
    package static let order = 9
    package static let description = DiagnosticDescription(
        id: .androidLabelTooLong, name: "Shortcut label too long", severity: .warning,
        repair: .none,
        summary:
            "A short label over 10 or a long label over 25 characters, in the named values folder (values-QUALIFIER), with the count; "
            + "launchers cut it. build --android warns of the same before it writes the labels, at the item's title in the items "
            + "file: a title over 10 characters in a language with no android.shortLabel, a short label over 10, a title over 25."
    )

    static let shortLimit = AndroidLabelLimit.short
    static let longLimit = AndroidLabelLimit.long

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // A string several shortcuts (or a variant's own file and main's) name is one finding, at the first.
        var judged = Set<String>()
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                for (what, value, limit) in [
                    ("short", shortcut.shortLabel, Self.shortLimit), ("long", shortcut.longLabel, Self.longLimit),
                ] {
                    guard let value, let strings = subject.strings(for: value) else { continue }
                    for string in strings where string.value.count > limit {
                        guard
                            judged.insert("\(what) \(string.path):\(string.position.line):\(string.position.column)")
                                .inserted
                        else { continue }
                        findings.append(
                            finding(
                                string.path,
                                "\(DisplayText.quote(string.value)) is \(string.value.count) characters in \(AndroidLabelTooLongRule.place(string.folder)), "
                                    + "the \(what) label of \(shortcut.label) (\(subject.relative(file.path)):\(shortcut.position.line):"
                                    + "\(shortcut.position.column)): launchers cut \(what) labels past \(limit); shorten it",
                                position: string.position))
                    }
                }
            }
        }
        return findings
    }

    /// `values-de`, or `values (the default)`.
    static func place(_ folder: AndroidResourceFolder) -> String {
        folder.qualifiers.isEmpty ? "values (the default)" : folder.name
    }
}

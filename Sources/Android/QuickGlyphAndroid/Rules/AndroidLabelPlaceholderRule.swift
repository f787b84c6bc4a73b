import Foundation
import QuickGlyphModel

/// A static shortcut's label is shown as written: nothing fills in `%1$s`.
package struct AndroidLabelPlaceholderRule: AndroidModuleRule {
    package static let order = 10
    package static let description = DiagnosticDescription(
        id: .androidLabelPlaceholder, name: "Placeholder in a shortcut label", severity: .warning,
        repair: .none,
        summary: "A label's string holds a format placeholder (%1$s, %s, %d), which a static shortcut shows literally.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // A string several shortcuts (or a variant's own file and main's) name is one finding, at the first.
        var judged = Set<String>()
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                for (what, value) in [
                    ("short label", shortcut.shortLabel), ("long label", shortcut.longLabel),
                    ("disabled message", shortcut.disabledMessage),
                ] {
                    guard let value, let strings = subject.strings(for: value) else { continue }
                    for string in strings {
                        guard let placeholder = string.placeholder,
                            judged.insert("\(what) \(string.path):\(string.position.line):\(string.position.column)")
                                .inserted
                        else { continue }
                        findings.append(
                            finding(
                                string.path,
                                "\(DisplayText.quote(string.value)) holds the placeholder \(placeholder), and is the \(what) of "
                                    + "\(shortcut.label) (\(subject.relative(file.path)):\(shortcut.position.line):\(shortcut.position.column)): "
                                    + "nothing fills it in, so the launcher shows it as written; write the words out",
                                position: string.position))
                    }
                }
            }
        }
        return findings
    }
}

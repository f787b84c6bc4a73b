import Foundation
import QuickGlyphModel

/// A label's string must exist, and in `values/`: a string only in `values-de/` cannot be resolved on a device
/// in any other language.
package struct AndroidLabelMissingStringRule: AndroidModuleRule {
    package static let order = 6
    package static let description = DiagnosticDescription(
        id: .androidLabelMissingString, name: "Shortcut label string missing", severity: .error,
        repair: .none,
        summary:
            "A label's @string/NAME is defined in no values*/ file of the module, or only in qualified folders (values-de/, …) "
            + "with no default in values/, so it cannot be resolved on devices whose locale has no folder.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                for (attribute, value) in [
                    ("shortcutShortLabel", shortcut.shortLabel), ("shortcutLongLabel", shortcut.longLabel),
                    ("shortcutDisabledMessage", shortcut.disabledMessage),
                ] {
                    guard let value, let strings = subject.strings(for: value) else { continue }
                    let name = AndroidResourceReference(value)?.name ?? value
                    if strings.isEmpty {
                        findings.append(
                            finding(
                                file.path,
                                "android:\(attribute) of \(shortcut.label) names \(value), which no res/values*/ file of "
                                    + "this module defines: unless a library module does, the build fails to link; add "
                                    + "<string name=\"\(name)\"> to res/values/strings.xml", position: shortcut.position
                            ))
                    } else if !strings.contains(where: { $0.folder.isDefaultForShortcuts }) {
                        let folders = DisplayText.list(Array(Set(strings.map { $0.folder.name + "/" })).sorted())
                        findings.append(
                            finding(
                                file.path,
                                "android:\(attribute) of \(shortcut.label) names \(value), which only \(folders) "
                                    + "define, not values/: on a device whose language has no folder the label cannot be resolved; "
                                    + "add a default to res/values/strings.xml", position: shortcut.position))
                    }
                }
            }
        }
        return findings
    }
}

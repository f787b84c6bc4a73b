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
            + "with no default in values/, so it cannot be resolved on devices whose locale has no folder; or its "
            + "string is an alias (<string name=\"a\">@string/b</string>) of a string that is so.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in subject.shortcutsFiles {
            for shortcut in file.judged {
                for (attribute, value) in [
                    ("shortcutShortLabel", shortcut.shortLabel), ("shortcutLongLabel", shortcut.longLabel),
                    ("shortcutDisabledMessage", shortcut.disabledMessage),
                ] {
                    // The label's own definitions: an alias among them is followed below.
                    guard let value, subject.resolution(of: value) != nil else { continue }
                    let name = AndroidResourceReference(value)?.name ?? value
                    let strings = subject.strings[name] ?? []
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
                    } else {
                        findings += aliasFindings(subject, file: file, shortcut: shortcut, attribute, value)
                    }
                }
            }
        }
        return findings
    }

    /// A label whose string is an alias (`<string name="a">@string/b</string>`) is missing where the string it
    /// names is: aapt fails to link an alias to nothing, and a device whose language lacks it shows no label.
    private func aliasFindings(
        _ subject: AndroidModule, file: AndroidShortcutsFile, shortcut: AndroidStaticShortcut, _ attribute: String,
        _ value: String
    ) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<String>()
        for resolution in subject.resolution(of: value) ?? [] {
            guard let missing = resolution.missing, reported.insert(missing).inserted
            else { continue }
            let defined = subject.strings[missing] ?? []
            let whereDefined =
                defined.isEmpty
                ? "which no res/values*/ file of this module defines: unless a library module does, the build fails to "
                    + "link; add <string name=\"\(missing)\"> to res/values/strings.xml"
                : "which only \(DisplayText.list(Array(Set(defined.map { $0.folder.name + "/" })).sorted())) define, "
                    + "not values/: on a device whose language has no folder the label cannot be resolved; add a "
                    + "default to res/values/strings.xml"
            findings.append(
                finding(
                    file.path,
                    "android:\(attribute) of \(shortcut.label) names \(value), an alias of @string/\(missing), "
                        + "\(whereDefined)", position: shortcut.position))
        }
        return findings
    }
}

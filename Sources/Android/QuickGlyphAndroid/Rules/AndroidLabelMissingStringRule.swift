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
            "A label's @string/NAME is defined in no values*/ file of the module or the library modules it merges (in "
            + "some variants only, when they merge different libraries), or only in qualified folders (values-de/, …) "
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
                    guard let value else { continue }
                    // Each variant whose merged resources differ is judged on its own.
                    for text in subject.perVariant(file, { problems(subject, $0, shortcut, attribute, value) }) {
                        findings.append(finding(file.path, text, position: shortcut.position))
                    }
                }
            }
        }
        return findings
    }

    /// What is missing of a label in one variant's merged resources. A string no module read defines, where the
    /// variant merges a dependency that was not read, is no finding: android-dependency-unread names that.
    private func problems(
        _ subject: AndroidModule, _ view: AndroidResourceView, _ shortcut: AndroidStaticShortcut, _ attribute: String,
        _ value: String
    ) -> [String] {
        guard view.resolution(of: value) != nil else { return [] }
        let name = AndroidResourceReference(value)?.name ?? value
        let strings = view.strings[name] ?? []
        if strings.isEmpty {
            guard view.unread.isEmpty else { return [] }
            return [
                "android:\(attribute) of \(shortcut.label) names \(value), which no res/values*/ file of "
                    + "\(subject.lookedIn(view)) defines: \(subject.linkFailure); add <string name=\"\(name)\"> to "
                    + "res/values/strings.xml"
            ]
        } else if !strings.contains(where: { $0.folder.isDefaultForShortcuts }) {
            let folders = DisplayText.list(Array(Set(strings.map { Self.folderName($0, subject) })).sorted())
            return [
                "android:\(attribute) of \(shortcut.label) names \(value), which only \(folders) "
                    + "define, not values/: on a device whose language has no folder the label cannot be resolved; "
                    + "add a default to res/values/strings.xml"
            ]
        }
        return aliasProblems(subject, view, shortcut, attribute, value)
    }

    /// `values-de/`, or `values-de/ of :i18n` for a library's folder.
    static func folderName(_ string: AndroidStringResource, _ subject: AndroidModule) -> String {
        let library = subject.resources.lazy.flatMap(\.sources).first { string.path.hasPrefix($0.res + "/") }?.library
        return string.folder.name + "/" + (library.map { " of " + $0 } ?? "")
    }

    /// A label whose string is an alias (`<string name="a">@string/b</string>`) is missing where the string it
    /// names is: aapt fails to link an alias to nothing, and a device whose language lacks it shows no label.
    private func aliasProblems(
        _ subject: AndroidModule, _ view: AndroidResourceView, _ shortcut: AndroidStaticShortcut, _ attribute: String,
        _ value: String
    ) -> [String] {
        var problems: [String] = []
        var reported = Set<String>()
        for resolution in view.resolution(of: value) ?? [] {
            guard let missing = resolution.missing, reported.insert(missing).inserted
            else { continue }
            let defined = view.strings[missing] ?? []
            if defined.isEmpty && !view.unread.isEmpty { continue }
            let whereDefined =
                defined.isEmpty
                ? "which no res/values*/ file of \(subject.lookedIn(view)) defines: \(subject.linkFailure); add "
                    + "<string name=\"\(missing)\"> to res/values/strings.xml"
                : "which only \(DisplayText.list(Array(Set(defined.map { Self.folderName($0, subject) })).sorted())) "
                    + "define, not values/: on a device whose language has no folder the label cannot be resolved; add a "
                    + "default to res/values/strings.xml"
            problems.append(
                "android:\(attribute) of \(shortcut.label) names \(value), an alias of @string/\(missing), "
                    + "\(whereDefined)")
        }
        return problems
    }
}

import Foundation
import QuickGlyphModel

/// A plist or items file whose structure is wrong loses items silently on the device, or fails the build.
package struct ShortcutsInvalidRule: ShortcutsRule {
    package static let order = 1
    package static let description = DiagnosticDescription(
        id: .shortcutsInvalid, name: "Quick actions unreadable", severity: .error,
        repair: .plistEdit(
            does:
                "renames a key (an items file's field) a letter or two from exactly one that is read, when the item "
                + "or file lacks that one."),
        summary:
            "An Info.plist or items file cannot be read, is not a property list (or JSON), or its quick actions have "
            + "the wrong structure: UIApplicationShortcutItems not an array, an item not a dictionary, a field not a "
            + "string, a key iOS does not read a letter or two from one it does (misspelt, so ignored)."
    )

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        subject.problems.map { problem in
            var found = finding(subject.path, problem.message, position: problem.position)
            found.edit = problem.edit
            return found
        }
    }
}

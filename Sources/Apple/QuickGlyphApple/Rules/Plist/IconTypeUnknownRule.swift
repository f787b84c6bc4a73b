import Foundation
import QuickGlyphModel

/// Only the 29 UIApplicationShortcutIconType values exist; anything else shows no icon.
package struct IconTypeUnknownRule: ShortcutsRule {
    package static let order = 6
    package static let description = DiagnosticDescription(
        id: .iconTypeUnknown, name: "Unknown system icon", severity: .error,
        repair: .plistEdit(
            does: "sets the system icon the value is a letter or two from, when there is exactly one."),
        summary: "UIApplicationShortcutItemIconType is not one of the 29 UIApplicationShortcutIconType values.")

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        // Each icon code chooses among is judged as its own, where it is made.
        subject.actions.flatMap(\.iconVariants).compactMap { entry in
            guard let name = entry.iconKey(.iconType)?.string, !accepts(name, kind: subject.kind) else { return nil }
            let short =
                name.hasPrefix(InfoPlistKey.iconTypePrefix)
                ? String(name.dropFirst(InfoPlistKey.iconTypePrefix.count)) : name
            let suggestions = SystemIcon.suggestions(for: short).prefix(2).map {
                subject.kind == .infoPlist ? $0.plistValue : $0.rawValue
            }
            let hint =
                suggestions.isEmpty
                ? "; the system icons are listed in docs/rules.md"
                : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: " or "))?"
            var found = finding(
                subject.path,
                "\(subject.label(entry)).\(subject.key(.iconType)) is \(DisplayText.quote(name)), not one of the 29 system icons\(hint)",
                position: subject.position(entry, .iconType))
            // One suggestion is the misspelling's repair; two are a choice for a person.
            if subject.kind == .infoPlist, suggestions.count == 1, let index = entry.index {
                found.edit = .setItemKey(item: index, key: InfoPlistKey.iconType, value: suggestions[0])
            }
            return found
        }
    }

    /// An Info.plist needs the full value, exactly; an items file takes the short name in any case.
    private func accepts(_ name: String, kind: QuickActionSource) -> Bool {
        switch kind {
        case .infoPlist: return SystemIcon.allCases.contains { $0.plistValue == name }
        case .itemsFile, .code: return SystemIcon(name: name) != nil
        }
    }
}

import Foundation
import QuickGlyphModel

/// The HIG: the menu already sits on the app's icon; the app's name in a title is noise.
package struct TitleAppNameRule: ShortcutsRule {
    package static let order = 9
    package static let description = DiagnosticDescription(
        id: .titleAppName, name: "App name in a title", severity: .warning,
        repair: .none,
        summary:
            "A quick action's title contains the app's own name (CFBundleDisplayName or CFBundleName); the menu already belongs to the app."
    )

    package static let appliesToCode = true

    package init() {}

    package func validate(_ subject: ShortcutsSubject, context: RuleContext) -> [Finding] {
        // Very short names ("Go") match ordinary words.
        guard let name = subject.appName, name.count >= 3 else { return [] }
        return subject.actions.compactMap { entry in
            guard let title = entry.title?.string,
                title.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            else { return nil }
            return finding(
                subject.path,
                "\(subject.label(entry)).\(subject.key(.title)) \(DisplayText.quote(title)) contains the app's name "
                    + "\(DisplayText.quote(name)); the menu is already on the app's icon: say only what the action does",
                position: subject.position(entry, .title))
        }
    }
}

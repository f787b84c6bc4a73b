import Foundation
import QuickGlyphModel

/// A label or icon no module read defines, in a variant that merges a dependency `check` did not read (a module
/// outside the folder checked, one the settings do not include, a published library): it may be defined there, so
/// it is not called missing. One note names each such dependency, at its declaration, with what it leaves unknown.
package struct AndroidDependencyUnreadRule: AndroidModuleRule {
    package static let order = 18
    package static let description = DiagnosticDescription(
        id: .androidDependencyUnread, name: "Shortcut resources left to a dependency not read", severity: .info,
        repair: .none,
        summary:
            "A shortcut's @string label or @drawable/@mipmap icon is defined in none of the modules read (the app and "
            + "the library modules it merges, found through settings.gradle), and the app depends on a module or "
            + "library check could not read: outside the folder checked, not included by the settings, or published. "
            + "Named once, at the dependency's line, with the resources it leaves unjudged; never called missing.")

    package init() {}

    package func validate(_ subject: AndroidModule, context: RuleContext) -> [Finding] {
        // What the variants leave unknown, and the dependencies they merge unread, each once in the order met.
        var resources: [String] = []
        var modules: [AndroidUnreadDependency] = []
        var published: [AndroidUnreadDependency] = []
        for view in subject.resources where !view.unread.isEmpty {
            let undefined = Self.undefined(subject, view)
            guard !undefined.isEmpty else { continue }
            for resource in undefined where !resources.contains(resource) { resources.append(resource) }
            for dependency in view.unread {
                if dependency.isPublished {
                    if !published.contains(dependency) { published.append(dependency) }
                } else if !modules.contains(dependency) {
                    modules.append(dependency)
                }
            }
        }
        let what = DisplayText.list(resources) + (resources.count == 1 ? " is" : " are") + " defined in no module read"
        let them = resources.count == 1 ? "it" : "they"
        // A module not read is the likelier home of an app's own label: the published libraries are named only when
        // every module was read. One note for the app module: one place to look, one line to suppress.
        if let first = modules.first {
            let whereTo =
                modules.count == 1
                ? "\(them) may be in \(first.name), which was not read: \(first.why)"
                : "\(them) may be in modules that were not read: "
                    + DisplayText.list(modules.map { "\($0.name) (\($0.why))" })
            return [
                finding(
                    first.declaredIn, "\(what); \(whereTo); \(first.advice)",
                    position: SourcePosition(line: first.line, column: 1))
            ]
        }
        if let first = published.first {
            return [
                finding(
                    first.declaredIn,
                    "\(what); of the published libraries the app merges (\(DisplayText.list(published.map(\.name)))), "
                        + "one may define \(resources.count == 1 ? "it" : "them"), or the build fails to link: check "
                        + "cannot tell",
                    position: SourcePosition(line: first.line, column: 1))
            ]
        }
        return []
    }

    /// The labels and icons of the judged shortcuts that no source of the view defines, each once, as written.
    static func undefined(_ subject: AndroidModule, _ view: AndroidResourceView) -> [String] {
        var names: [String] = []
        for file in subject.shortcutsFiles where subject.ships(file, in: view) {
            for shortcut in file.judged {
                for label in [shortcut.shortLabel, shortcut.longLabel, shortcut.disabledMessage].compactMap({ $0 }) {
                    guard let resolutions = view.resolution(of: label) else { continue }
                    let name = AndroidResourceReference(label)?.name ?? label
                    var missing: [String] = (view.strings[name] ?? []).isEmpty ? [label] : []
                    missing += resolutions.compactMap(\.missing).filter { (view.strings[$0] ?? []).isEmpty }.map {
                        "@string/" + $0
                    }
                    for entry in missing where !names.contains(entry) { names.append(entry) }
                }
                if let icon = shortcut.icon, let files = view.icons[icon], files.isEmpty, !names.contains(icon) {
                    names.append(icon)
                }
            }
        }
        return names
    }
}

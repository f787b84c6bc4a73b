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
        // What each variant leaves unknown, by the dependencies it merges unread.
        var unknown: [(dependency: AndroidUnreadDependency, resources: [String])] = []
        for view in subject.resources where !view.unread.isEmpty {
            let resources = Self.undefined(subject, view)
            guard !resources.isEmpty else { continue }
            for dependency in view.unread {
                if let index = unknown.firstIndex(where: { $0.dependency == dependency }) {
                    for resource in resources where !unknown[index].resources.contains(resource) {
                        unknown[index].resources.append(resource)
                    }
                } else {
                    unknown.append((dependency, resources))
                }
            }
        }
        var findings: [Finding] = []
        // Each module on its own: it is the one to read or include. The published libraries together: there are
        // dozens, and any may hold a resource.
        for (dependency, resources) in unknown where !dependency.isPublished {
            findings.append(
                finding(
                    dependency.declaredIn,
                    "\(DisplayText.list(resources)) \(resources.count == 1 ? "is" : "are") defined in no module "
                        + "read; \(dependency.name) may define \(resources.count == 1 ? "it" : "them"), but it was not "
                        + "read: \(dependency.why); \(dependency.advice)",
                    position: SourcePosition(line: dependency.line, column: 1)))
        }
        // A module not read is the likelier home of an app's own label: the published libraries are named only
        // when every module was read.
        let published = unknown.filter { $0.dependency.isPublished }
        if findings.isEmpty, let first = published.first {
            var resources: [String] = []
            for entry in published {
                for resource in entry.resources where !resources.contains(resource) { resources.append(resource) }
            }
            let names = published.map(\.dependency.name)
            findings.append(
                finding(
                    first.dependency.declaredIn,
                    "\(DisplayText.list(resources)) \(resources.count == 1 ? "is" : "are") defined in no module read; "
                        + "of the published libraries the app merges (\(DisplayText.list(names))), one may define "
                        + "\(resources.count == 1 ? "it" : "them"), or the build fails to link: check cannot tell",
                    position: SourcePosition(line: first.dependency.line, column: 1)))
        }
        return findings
    }

    /// The labels and icons of the judged shortcuts that no source of the view defines, each once, as written.
    static func undefined(_ subject: AndroidModule, _ view: AndroidResourceView) -> [String] {
        var names: [String] = []
        for file in subject.shortcutsFiles {
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

import QuickGlyphModel

/// One static shortcut as `check` lists it, beside the iOS quick actions: where it is declared, its id, the short
/// label a device in the default language shows, its icon and what it opens, each as the files say it.
package struct AndroidShortcutListing: Sendable, Equatable {
    /// The module's folder as found (`app`), for a check of several modules.
    package var module: String
    package var id: String?
    /// The short label's text in `values/` when it is a `@string` found there, else the attribute as written.
    package var label: String?
    package var icon: String?
    /// `.ComposeActivity` (the class, shortened when it is in the module's package), else the data, else
    /// `action NAME` for an intent left to a filter; the last intent's, the one Android opens (the others are its
    /// back stack).
    package var target: String?
    package var declaredAt: SourceLocation
    /// Whether Android's parser keeps it (a literal id, a `@string` short label, the first of its id).
    package var kept: Bool

    /// Every shortcut of the module's shortcuts files, in file order.
    package static func all(in module: AndroidModule) -> [AndroidShortcutListing] {
        let package = module.manifestPackage ?? module.gradle?.namespace
        return module.listedFiles.flatMap { file -> [AndroidShortcutListing] in
            let kept = file.kept.map(\.position)
            return file.shortcuts.map { shortcut in
                AndroidShortcutListing(
                    module: module.root, id: shortcut.id, label: label(shortcut.shortLabel, in: module),
                    icon: shortcut.icon, target: shortcut.intents.last.flatMap { target($0, package: package) },
                    declaredAt: SourceLocation(path: file.path, position: shortcut.position),
                    kept: kept.contains(shortcut.position))
            }
        }
    }

    static func label(_ attribute: String?, in module: AndroidModule) -> String? {
        // The text a device in the default language shows, an alias followed to the string it names.
        guard let attribute, let resolution = module.defaultResources.resolution(of: attribute),
            let text = resolution.first(where: { $0.configuration.qualifiers.isEmpty })?.text?.value
        else { return attribute }
        return text
    }

    static func target(_ intent: AndroidShortcutIntent, package: String?) -> String? {
        if let targetClass = intent.targetClass, !targetClass.isEmpty {
            let prefix = (intent.targetPackage ?? package).map { $0 + "." }
            if let prefix, targetClass.hasPrefix(prefix) { return "." + targetClass.dropFirst(prefix.count) }
            return targetClass
        }
        if let data = intent.data, !data.isEmpty { return data }
        return intent.action.flatMap { $0.isEmpty ? nil : "action " + $0 }
    }
}

import QuickGlyphModel

/// An Android app module as `check` reads it: the manifest's launcher activities and the
/// shortcuts files they name, and the strings, icons and application ids those shortcuts
/// depend on. Files that could not be read are kept as `problems`, never thrown.
package struct AndroidModule: Sendable, Equatable {
    /// The module's folder (`app/`, holding `build.gradle` and `src/main/`, or a folder holding `AndroidManifest.xml`
    /// and `res/`).
    var root: String
    var manifestPath: String
    var resPath: String
    /// The manifest's `package`, which older modules still use as their application id.
    var manifestPackage: String?
    var launchers: [AndroidLauncherActivity]
    /// Every action an `<intent-filter>` of an activity or alias of the manifest names: where an
    /// intent with no component and no data can go inside the app. Nil when the manifest was not read.
    var filterActions: Set<String>?
    /// Each shortcuts file a launcher activity names, once, in the order named.
    var shortcutsFiles: [AndroidShortcutsFile]
    /// The resources each variant of the app merges (its own source sets over its library modules'), one view
    /// for every variant that merges the same; the first is the one a listing shows. Empty until strings are read.
    package var resources: [AndroidResourceView]
    /// The libraries and published dependencies the build merges that were not read, each once.
    package var unreadDependencies: [AndroidUnreadDependency] = []
    var gradle: AndroidGradleFile?
    /// The build types and flavors whose own source set (`src/debug/res/xml/shortcuts.xml`) replaces a
    /// shortcuts file of `src/main`'s in that variant, as Gradle's resource merge does.
    var variantsWithOwnShortcuts: Set<String> = []
    package var problems: [AndroidAppError]
    /// Every file read, for the summary's count.
    package var filesRead: [String]

    init(
        root: String, manifestPath: String, resPath: String, manifestPackage: String? = nil,
        launchers: [AndroidLauncherActivity] = [], shortcutsFiles: [AndroidShortcutsFile] = [],
        resources: [AndroidResourceView] = [], gradle: AndroidGradleFile? = nil, problems: [AndroidAppError] = [],
        filesRead: [String] = []
    ) {
        self.root = root
        self.manifestPath = manifestPath
        self.resPath = resPath
        self.manifestPackage = manifestPackage
        self.launchers = launchers
        self.shortcutsFiles = shortcutsFiles
        self.resources = resources
        self.gradle = gradle
        self.problems = problems
        self.filesRead = filesRead
    }

    /// The application id a shortcut's `targetPackage` must equal in the base variant: with no `applicationId`
    /// written, the manifest's `package`, else the Gradle `namespace`, as the Android Gradle plugin takes it.
    var applicationID: String? {
        gradle?.applicationID ?? manifestPackage ?? gradle?.namespace
    }

    /// Whether the manifest has a launcher activity: an app's module, not a library's.
    package var hasLauncher: Bool { !launchers.isEmpty }

    /// The shortcuts files a listing shows: `main`'s, or, when only variants have one, theirs. Every file is
    /// judged; a variant's own stands in for main's, so it is not counted again.
    var listedFiles: [AndroidShortcutsFile] {
        let main = shortcutsFiles.filter { $0.sourceSet == "main" }
        return main.isEmpty ? shortcutsFiles : main
    }

    /// Every shortcut declared, in file order.
    package var declaredShortcuts: Int {
        listedFiles.reduce(0) { $0 + $1.shortcuts.count }
    }

    /// Every shortcut the platform parser keeps.
    package var keptShortcuts: Int {
        listedFiles.reduce(0) { $0 + $1.kept.count }
    }

    /// The resources of the variant a listing shows (the first), or none read.
    package var defaultResources: AndroidResourceView {
        resources.first ?? AndroidResourceView()
    }

    /// Whether a variant of `view` ships `file`: main's in every variant (where a variant's own stands in, main's is
    /// still judged there), a build type's or flavour's own only where that source set is merged.
    func ships(_ file: AndroidShortcutsFile, in view: AndroidResourceView) -> Bool {
        file.sourceSet == "main"
            || view.sources.contains { $0.library == nil && $0.sourceSet == file.sourceSet }
            || !resources.contains { $0.sources.contains { $0.library == nil && $0.sourceSet == file.sourceSet } }
    }

    /// Each app icon the judged shortcuts name, at the first that names it, in each resource view: one fix an icon.
    package func iconUses(in view: AndroidResourceView) -> [AndroidIconUse] {
        var seen = Set<String>()
        var uses: [AndroidIconUse] = []
        for file in shortcutsFiles where ships(file, in: view) {
            for shortcut in file.judged {
                guard let icon = shortcut.icon, let files = view.icons[icon], seen.insert(icon).inserted else {
                    continue
                }
                uses.append(AndroidIconUse(reference: icon, shortcutsFile: file.path, shortcut: shortcut, files: files))
            }
        }
        return uses
    }

    /// The strings a label shows in any variant, each once (a library's string merged in several is one): what the
    /// rules on a label's text judge. Nil for a framework string or a non-string.
    func strings(for label: String) -> [AndroidStringResource]? {
        var found: [AndroidStringResource]?
        for view in resources {
            guard let strings = view.strings(for: label) else { continue }
            var kept = found ?? []
            for string in strings where !kept.contains(string) { kept.append(string) }
            found = kept
        }
        return found
    }

    /// The library modules merged in any variant, in merge order.
    package var libraries: [String] {
        var names: [String] = []
        for view in resources {
            for source in view.sources {
                if let library = source.library, !names.contains(library) { names.append(library) }
            }
        }
        return names
    }

    /// "this module" or "this module or the library modules it merges (:core:ui, :i18n)", for where a resource was
    /// looked for in a variant.
    func lookedIn(_ view: AndroidResourceView) -> String {
        var libraries: [String] = []
        for source in view.sources {
            if let library = source.library, !libraries.contains(library) { libraries.append(library) }
        }
        guard !libraries.isEmpty else { return "this module" }
        return "this module or the library module" + (libraries.count == 1 ? "" : "s") + " it merges ("
            + DisplayText.list(libraries) + ")"
    }

    /// What `judge` says of each variant's resources, each text once: led by the variants that say it
    /// ("in the release variant, …") unless every variant does.
    func perVariant(_ file: AndroidShortcutsFile, _ judge: (AndroidResourceView) -> [String]) -> [String] {
        var messages: [(text: String, variants: [String])] = []
        let views = resources.filter { ships(file, in: $0) }
        for view in views {
            for text in judge(view) {
                if let index = messages.firstIndex(where: { $0.text == text }) {
                    messages[index].variants += view.variants
                } else {
                    messages.append((text, view.variants))
                }
            }
        }
        let every = views.flatMap(\.variants).count
        return messages.map { text, variants in
            guard variants.count != every else { return text }
            return AndroidResourceView(variants: variants).variantPhrase.trimmingCharacters(in: .whitespaces) + ", "
                + text
        }
    }

    /// What a resource defined nowhere read does: with the Gradle file read, the libraries were looked in too.
    var linkFailure: String {
        gradle == nil ? "unless a library module does, the build fails to link" : "the build fails to link"
    }

    /// Every view's icon uses, an icon whose files are the same in several views judged once.
    package var iconUses: [AndroidIconUse] {
        var uses: [AndroidIconUse] = []
        for view in resources {
            for use in iconUses(in: view) where !uses.contains(use) { uses.append(use) }
        }
        return uses
    }

    /// A path as messages name it: below the module's folder.
    func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

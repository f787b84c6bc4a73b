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
    /// Every `<string>` of the values folders, by name, in folder order.
    package var strings: [String: [AndroidStringResource]]
    /// The files each shortcut icon reference (`@drawable/ic_add`) may resolve to, by the reference as written.
    var icons: [String: [AndroidDrawableFile]]
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
        strings: [String: [AndroidStringResource]] = [:], icons: [String: [AndroidDrawableFile]] = [:],
        gradle: AndroidGradleFile? = nil, problems: [AndroidAppError] = [], filesRead: [String] = []
    ) {
        self.root = root
        self.manifestPath = manifestPath
        self.resPath = resPath
        self.manifestPackage = manifestPackage
        self.launchers = launchers
        self.shortcutsFiles = shortcutsFiles
        self.strings = strings
        self.icons = icons
        self.gradle = gradle
        self.problems = problems
        self.filesRead = filesRead
    }

    /// The application id a shortcut's `targetPackage` must equal in the base variant.
    var applicationID: String? {
        gradle?.applicationID ?? manifestPackage
    }

    /// Every shortcut declared, in file order.
    package var declaredShortcuts: Int {
        shortcutsFiles.reduce(0) { $0 + $1.shortcuts.count }
    }

    /// Every shortcut the platform parser keeps.
    package var keptShortcuts: Int {
        shortcutsFiles.reduce(0) { $0 + $1.kept.count }
    }

    /// Each app icon the judged shortcuts name, at the first that names it: one fix an icon.
    package var iconUses: [AndroidIconUse] {
        var seen = Set<String>()
        var uses: [AndroidIconUse] = []
        for file in shortcutsFiles {
            for shortcut in file.judged {
                guard let icon = shortcut.icon, let files = icons[icon], seen.insert(icon).inserted else { continue }
                uses.append(AndroidIconUse(reference: icon, shortcutsFile: file.path, shortcut: shortcut, files: files))
            }
        }
        return uses
    }

    /// The strings a label reference resolves to, each the one holding the text a device shows (an alias followed to
    /// the string it names); nil for a framework string (`@android:string/…`) or a non-string.
    func strings(for label: String) -> [AndroidStringResource]? {
        resolution(of: label).map { $0.compactMap(\.text) }
    }

    /// What a label reference shows in each values folder that defines it or a string its aliases name: the string
    /// holding the text, or the name an alias points to that is missing. Nil for a framework string or a non-string.
    func resolution(of label: String) -> [AndroidStringResolution]? {
        guard let reference = AndroidResourceReference(label), reference.type == "string", reference.package == nil
        else { return nil }
        let defined = strings[reference.name] ?? []
        guard defined.contains(where: { $0.alias != nil }) else {
            return defined.map { AndroidStringResolution(configuration: $0.folder, text: $0) }
        }
        // Each folder a string of the chain is defined in is a configuration Android resolves the label in.
        var configurations: [AndroidResourceFolder] = []
        var names = [reference.name]
        var index = 0
        while index < names.count, index < Self.aliasLimit {
            for string in strings[names[index]] ?? [] {
                if !configurations.contains(string.folder) { configurations.append(string.folder) }
                if let alias = string.alias, alias.type == "string", alias.package == nil, !names.contains(alias.name) {
                    names.append(alias.name)
                }
            }
            index += 1
        }
        var results: [AndroidStringResolution] = []
        for configuration in configurations {
            guard let result = resolve(reference.name, in: configuration),
                !results.contains(where: { $0.text == result.text && $0.missing == result.missing })
            else { continue }
            results.append(result)
        }
        return results
    }

    /// Links followed before a chain of aliases is taken for a cycle (aapt refuses one; the text is then unknown).
    static let aliasLimit = 16

    /// The string NAME in a configuration as Android picks it: the folder's own, else the default's; an alias
    /// followed in the same configuration. Nil when nothing is defined there, the chain loops, or it ends in a
    /// framework string or another type, whose text is not read.
    private func resolve(_ name: String, in configuration: AndroidResourceFolder) -> AndroidStringResolution? {
        var name = name
        var aliasOf: String?
        for _ in 0..<Self.aliasLimit {
            let defined = strings[name] ?? []
            guard
                let string = defined.first(where: { $0.folder == configuration })
                    ?? defined.first(where: { $0.folder.qualifiers.isEmpty })
                    ?? defined.first(where: { $0.folder.isDefaultForShortcuts })
            else {
                return aliasOf.map { AndroidStringResolution(configuration: configuration, missing: name, aliasOf: $0) }
            }
            guard let alias = string.alias else {
                return AndroidStringResolution(configuration: configuration, text: string)
            }
            guard alias.type == "string", alias.package == nil else { return nil }
            aliasOf = aliasOf ?? string.name
            name = alias.name
        }
        return nil
    }

    /// A path as messages name it: below the module's folder.
    func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A label's string in one configuration: the string holding its text, or, for an alias to a string nothing defines
/// there (nor in values/), the missing name.
struct AndroidStringResolution: Sendable, Equatable {
    var configuration: AndroidResourceFolder
    var text: AndroidStringResource?
    /// The name an alias points to that is defined in neither the configuration's folder nor the default.
    var missing: String?
    /// The label's own string, the alias whose chain ends at `missing`.
    var aliasOf: String?

    init(configuration: AndroidResourceFolder, text: AndroidStringResource) {
        self.configuration = configuration
        self.text = text
    }

    init(configuration: AndroidResourceFolder, missing: String, aliasOf: String) {
        self.configuration = configuration
        self.missing = missing
        self.aliasOf = aliasOf
    }
}

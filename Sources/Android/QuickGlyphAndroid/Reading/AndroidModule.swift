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

    /// The strings a label reference resolves to; nil for a framework string (`@android:string/…`) or a non-string.
    func strings(for label: String) -> [AndroidStringResource]? {
        guard let reference = AndroidResourceReference(label), reference.type == "string", reference.package == nil
        else { return nil }
        return strings[reference.name] ?? []
    }

    /// A path as messages name it: below the module's folder.
    func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

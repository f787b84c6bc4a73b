import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// The resources the app module merges from its library modules, per variant where they differ.
extension AndroidModuleReader {
    /// Reads the build's module graph (when the module has a Gradle file) and every `res/` each variant merges, then
    /// the strings and shortcut icons of each resource view. Nothing above `root`, the folder checked, is read.
    mutating func readResources(within root: String) {
        let found = moduleGraph(within: root)
        var views = variantViews(found?.graph, root: root)
        for index in views.indices {
            var strings: [String: [AndroidStringResource]] = [:]
            for source in views[index].sources {
                for string in self.strings(of: source.res) { strings[string.name, default: []].append(string) }
            }
            views[index].strings = strings
            for icon in referencedNames().icons {
                views[index].icons[icon] = iconFiles(icon, in: views[index].sources)
            }
        }
        // Only a build that leaves something undefined has its other modules' Gradle files read.
        if let found, views.contains(where: leavesUndefined) {
            fillFromUnreached(unreachedLibraries(found, root: root), views: &views)
        }
        module.resources = views
        module.unreadDependencies = (found?.graph.unread ?? []).map(\.dependency)
        readLibraryManifests(found?.graph.libraries ?? [], root: root)
    }

    /// One view for each set of variants that merge the same sources and leave the same dependencies unread: one
    /// view, naming no variant, when the app's variants all merge the same (no variant-only library or source set).
    private func variantViews(_ graph: AndroidModuleGraph?, root: String) -> [AndroidResourceView] {
        let appSets = appSourceSets()
        var prefixes = Set(appSets.keys)
        for library in graph?.libraries ?? [] { prefixes.formUnion(library.conditions.flatMap { $0 }) }
        for unread in graph?.unread ?? [] { prefixes.formUnion(unread.conditions.flatMap { $0 }) }
        let variants =
            prefixes.isEmpty
            ? [AndroidVariant(name: "", matches: [])]
            : AndroidVariant.all(
                buildTypes: module.gradle?.buildTypes ?? [], flavours: module.gradle?.productFlavors ?? [],
                prefixes: prefixes)
        var views: [AndroidResourceView] = []
        for variant in variants {
            // The plugin's order: the variant's own source set, its build type's, its flavour's, then main's.
            var sources = variant.matches.compactMap { name in
                appSets[name].map { AndroidResourceSource(library: nil, sourceSet: name, res: $0) }
            }
            sources.append(AndroidResourceSource(library: nil, sourceSet: "main", res: module.resPath))
            for library in graph?.libraries ?? [] where variant.meets(library.conditions) {
                if let res = Self.libraryRes(root: Self.joined(root, library.folder)) {
                    sources.append(AndroidResourceSource(library: library.path, sourceSet: "main", res: res))
                }
            }
            let unread = (graph?.unread ?? []).filter { variant.meets($0.conditions) }.map(\.dependency)
            if let index = views.firstIndex(where: { $0.sources == sources && $0.unread == unread }) {
                views[index].variants.append(variant.name)
            } else {
                views.append(
                    AndroidResourceView(
                        variants: variant.name.isEmpty ? [] : [variant.name], sources: sources, unread: unread))
            }
        }
        if views.count == 1 { views[0].variants = [] }
        return views
    }

    /// The module graph of a module with a Gradle file, the settings file looked for from the module's folder up to
    /// the folder checked.
    private mutating func moduleGraph(
        within root: String
    ) -> (graph: AndroidModuleGraph, settings: GradleSettingsFile?, folder: String?)? {
        guard let gradle = module.gradle else { return nil }
        let base = Self.trimmed(root)
        let moduleRoot = Self.trimmed(module.root)
        let below: String
        if moduleRoot == base {
            below = ""
        } else if moduleRoot.hasPrefix(base + "/") {
            below = String(moduleRoot.dropFirst(base.count + 1))
        } else {
            return nil
        }
        var parts = below.split(separator: "/").map(String.init)
        var settings: GradleSettingsFile?
        var settingsFolder: String?
        while settings == nil {
            let folder = parts.joined(separator: "/")
            for name in ["settings.gradle.kts", "settings.gradle"] {
                let path = Self.joined(base, folder) + "/" + name
                guard FileStatus.kind(atPath: path) != .missing else { continue }
                if let data = bytes(path, limit: AndroidGradleFile.sizeLimit) {
                    settings = GradleSettingsFile(path: path, text: String(decoding: data, as: UTF8.self))
                    settingsFolder = folder
                }
                break
            }
            if settings != nil || parts.isEmpty { break }
            parts.removeLast()
        }
        let graph = AndroidModuleGraph(
            appGradle: gradle, settings: settings, settingsFolder: settingsFolder, root: base,
            load: { folder in self.loadModule(folder, below: base) })
        return (graph, settings, settingsFolder)
    }

    /// The library modules the settings include that no dependency read reaches, in the settings' order: a
    /// convention plugin (buildSrc's, build-logic's) often adds the dependency where no Gradle file of the module
    /// says it. Application modules are never merged into another app, so they are not among them.
    private mutating func unreachedLibraries(
        _ found: (graph: AndroidModuleGraph, settings: GradleSettingsFile?, folder: String?), root: String
    ) -> [(path: String, res: String)] {
        guard let settings = found.settings, let settingsFolder = found.folder else { return [] }
        let base = Self.trimmed(root)
        let reached = Set(found.graph.libraries.map(\.path))
        var libraries: [(path: String, res: String)] = []
        for project in settings.projects where !reached.contains(project.path) {
            guard let folder = AndroidModuleGraph.folder(project.folder, below: settingsFolder) else { continue }
            let full = Self.joined(base, folder)
            guard Self.trimmed(full) != Self.trimmed(module.root),
                case let .gradle(gradle) = loadModule(full, below: base), gradle.isLibrary,
                gradle.customResourceFolders.isEmpty, let res = Self.libraryRes(root: full)
            else { continue }
            libraries.append((project.path, res))
        }
        return libraries
    }

    /// Fills, in each view, the labels and icons no source defines from the included libraries no dependency read
    /// reaches (`unreachedLibraries`), the first that defines each: only names defined nowhere else, so a string of a
    /// module that may not be merged never stands in for one that is.
    private mutating func fillFromUnreached(
        _ libraries: [(path: String, res: String)], views: inout [AndroidResourceView]
    ) {
        guard !libraries.isEmpty else { return }
        let (names, icons) = referencedNames()
        for index in views.indices {
            for name in names where (views[index].strings[name] ?? []).isEmpty {
                for library in libraries {
                    let strings = self.strings(of: library.res).filter { $0.name == name }
                    guard !strings.isEmpty else { continue }
                    views[index].strings[name] = strings
                    addSource(library, to: &views[index])
                    break
                }
            }
            for icon in icons where views[index].icons[icon]?.isEmpty == true {
                for library in libraries {
                    let source = AndroidResourceSource(library: library.path, sourceSet: "main", res: library.res)
                    guard let files = iconFiles(icon, in: [source]), !files.isEmpty else { continue }
                    views[index].icons[icon] = files
                    addSource(library, to: &views[index])
                    break
                }
            }
        }
    }

    /// The string names the judged shortcuts' labels name, and their icons as written.
    private func referencedNames() -> (strings: [String], icons: [String]) {
        let shortcuts = module.shortcutsFiles.flatMap(\.judged)
        let labels = shortcuts.flatMap { [$0.shortLabel, $0.longLabel, $0.disabledMessage] }.compactMap { $0 }
        let names = labels.compactMap { label -> String? in
            guard let reference = AndroidResourceReference(label), reference.type == "string",
                reference.package == nil
            else { return nil }
            return reference.name
        }
        return (names, Set(shortcuts.compactMap(\.icon)).sorted())
    }

    /// Whether a view leaves a label's string or an icon defined nowhere.
    private func leavesUndefined(_ view: AndroidResourceView) -> Bool {
        let (names, icons) = referencedNames()
        return names.contains { (view.strings[$0] ?? []).isEmpty } || icons.contains { view.icons[$0]?.isEmpty == true }
    }

    private func addSource(_ library: (path: String, res: String), to view: inout AndroidResourceView) {
        let source = AndroidResourceSource(library: library.path, sourceSet: "main", res: library.res)
        if !view.sources.contains(source) { view.sources.append(source) }
    }

    /// A library module's Gradle file, read through the guarded reader; its folder must be a real folder all the way
    /// from the folder checked (a link planted on the way is not followed).
    private mutating func loadModule(_ folder: String, below root: String) -> AndroidModuleGraph.Loaded {
        var path = root
        let below = folder.dropFirst(root.count).split(separator: "/").joined(separator: "/")
        for part in below.split(separator: "/") {
            path += "/" + part
            let kind = FileStatus.kind(atPath: path)
            guard kind == .directory else {
                if kind == .missing { return .unreadable("its folder \(below) is not there") }
                return .unreadable(
                    "its folder \(below) is " + (path == folder ? kind.phrase : "under " + kind.phrase))
            }
        }
        for name in ["build.gradle.kts", "build.gradle"] {
            let file = folder + "/" + name
            guard FileStatus.kind(atPath: file) != .missing else { continue }
            do throws(UntrustedFile.Failure) {
                let data = try UntrustedFile.read(file, limit: AndroidGradleFile.sizeLimit)
                module.filesRead.append(file)
                return .gradle(AndroidGradleFile(path: file, text: String(decoding: data, as: UTF8.self)))
            } catch {
                return .unreadable("its \(name) was not read: \(error.description)")
            }
        }
        return .noGradleFile
    }

    /// The app's own source sets other than `main` that hold a `res/` folder (`src/debug/res`), by name: Gradle's
    /// layout only.
    func appSourceSets() -> [String: String] {
        let main = "/src/main/res"
        guard module.resPath.hasSuffix(main) else { return [:] }
        let src = module.root + "/src"
        var sets: [String: String] = [:]
        for entry in FolderListing.entries(of: src) ?? [] where entry.kind == .directory {
            let name = entry.name
            guard name != "main", !name.hasPrefix("."), !name.hasPrefix("test"), !name.hasPrefix("androidTest")
            else { continue }
            let res = src + "/" + name + "/res"
            if FileStatus.kind(atPath: res) == .directory { sets[name] = res }
        }
        return sets
    }

    /// A library's `src/main/res`, a multiplatform library's `src/androidMain/res`, or the older layout's `res/`:
    /// the first that is a real folder, each folder on the way a real one (a link planted as `src/` is not followed).
    static func libraryRes(root: String) -> String? {
        for (folders, res) in [
            (["/src", "/src/main"], "/src/main/res"), (["/src", "/src/androidMain"], "/src/androidMain/res"),
            ([], "/res"),
        ]
        where folders.allSatisfy({ FileStatus.kind(atPath: root + $0) == .directory })
            && FileStatus.kind(atPath: root + res) == .directory
        {
            return root + res
        }
        return nil
    }

    /// The actions the libraries' manifests declare filters for: the merged manifest holds their activities too.
    private mutating func readLibraryManifests(_ libraries: [AndroidModuleGraph.Library], root: String) {
        guard module.filterActions != nil else { return }
        for library in libraries {
            let folder = Self.joined(root, library.folder)
            for path in [folder + "/src/main/AndroidManifest.xml", folder + "/AndroidManifest.xml"]
            where FileStatus.kind(atPath: path) == .regular {
                if let manifest = try? UntrustedFile.read(path, limit: .androidManifest),
                    let element = try? AndroidXMLDocument.parse(manifest, path: path)
                {
                    module.filesRead.append(path)
                    module.filterActions?.formUnion(AndroidLauncherActivity.filterActions(in: element))
                } else {
                    // An unread manifest may declare the action: the rule cannot say it is declared nowhere.
                    module.filterActions = nil
                    return
                }
                break
            }
        }
    }

    static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func joined(_ root: String, _ folder: String) -> String {
        folder.isEmpty ? root : root + "/" + folder
    }
}

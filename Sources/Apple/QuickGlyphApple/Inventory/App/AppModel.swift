import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// One app as a check sees it, read once: the folder walked once (`FolderScan`),
/// its Xcode projects' targets, its catalogs with every asset name resolved, and
/// every quick action each application target declares, static (its Info.plist)
/// and dynamic (its sources), each with its positions and its target. What the
/// inventory lists and what the rules judge are both taken from here.
package struct AppModel: Sendable {
    package var folder: String
    package var scan: FolderScan
    package var catalogs: [AssetCatalog]
    package var targets: [AppTarget]
    /// The `project.pbxproj` files read.
    package var projectFiles: [String]
    /// Projects and workspaces that could not be read, and why.
    package var unreadProjects: [UnreadFile]
    /// The Info.plists of the targets that show quick actions, each parsed once.
    package var plists: [InfoPlistFile]
    /// The bytes of each plist read, so a plist two targets name is read once.
    private var plistBytes: [String: Data]
    package var unreadPlists: [UnreadFile]
    /// The Info.plists of those (by name, or the project's) refused unread for their size: reported, not passed over.
    package var oversizedPlists: [UnreadFile]
    /// The `InfoPlist` translations of each plist that declares quick actions, read once.
    package var infoPlistLocalizations: [String: Localizations]
    /// Plists that declare `UIApplicationShortcutItems` but are no application target's
    /// Info.plist: iOS never reads them. Only found when a project says which plists are shipped.
    package var strayPlists: [String]
    /// Source and localization files that could not be read, and why.
    package var unreadFiles: [UnreadFile]
    /// By path (byte order), line, column, place in the plist, then target.
    package var actions: [QuickAction]
    /// The icons of each target that shows quick actions, by target name: what its
    /// actions' file icons resolved against.
    package private(set) var targetIcons: [String: TargetIcons] = [:]
    /// Where the code of all the targets receives quick actions, and the classes their life cycles depend on.
    var lifeCycleCode = LifeCycleCode()
    /// How many `.swift`, `.m` and `.mm` files were searched, and how many of them tokenized.
    package var sourceFilesSearched = 0
    /// The sources and headers read into the corpus, and those of them holding `quickglyph:disable`: check's
    /// adoption step looks for disable comments in these bytes' files without reading every source again.
    package var sourcesRead = Set<String>()
    package var sourcesWithDisableComments = Set<String>()
    package var sourceFilesTokenized = 0

    /// Whether the targets come from an Xcode project (else one is assumed from the folder).
    package var readsProject: Bool { !projectFiles.isEmpty }

    /// Throws `FileReadError` only when `folder` itself cannot be read.
    package init(folder: String) throws(FileReadError) {
        self.folder = folder
        let scan = try FolderScan(root: folder)
        self.scan = scan
        catalogs = scan.catalogs.map { catalog in
            AssetCatalog(
                path: catalog, imagesets: scan.imagesets[catalog] ?? [], symbolsets: scan.symbolsets[catalog] ?? [],
                groups: scan.catalogGroups[catalog] ?? [],
                packageRoots: scan.packageRoots)
        }
        targets = []
        projectFiles = []
        unreadProjects = []
        plists = []
        plistBytes = [:]
        infoPlistLocalizations = [:]
        unreadPlists = []
        oversizedPlists = []
        strayPlists = []
        unreadFiles = []
        actions = []
        readProjects()
        if targets.isEmpty { targets = [assumedTarget()] }
        var reader = FileBytes()
        for target in targets where target.showsQuickActions {
            readInfoPlists(of: target, reader: &reader)
        }
        if readsProject { findStrayPlists(reader: &reader) }
        readSources(reader: &reader)
        unreadFiles += reader.unread
        actions.sort(by: QuickAction.precedes)
        for target in targets where target.showsQuickActions {
            resolveIcons(of: target, with: icons(of: target))
        }
    }

    // MARK: - Life cycle

    /// How `target`'s quick actions reach its code: its Info.plists' scene manifest and the handlers in its sources and
    /// the code it links.
    package func lifeCycle(of target: AppTarget) -> TargetLifeCycle {
        let plists = target.infoPlists.compactMap { path in self.plists.first { $0.path == path } }
        var life = TargetLifeCycle(
            target: target.label, plists: plists, generatedKeys: target.generatedInfoPlistKeys,
            deploymentTarget: target.deploymentTarget,
            code: lifeCycleCode.restricted(to: Set(target.sources + target.linkedSources)))
        life.linkedPaths = Set(target.linkedSources).subtracting(target.sources)
        return life
    }

    // MARK: - Icons

    /// The images a target can show: its catalogs (and `extraCatalogs`, which a
    /// caller knows it ships too), then its bundle PNGs (`bundleImages` when the
    /// caller narrows them, else all the target copies).
    package func icons(
        of target: AppTarget, extraCatalogs: [AssetCatalog] = [], bundleImages: [String]? = nil
    ) -> TargetIcons {
        TargetIcons(
            catalogs: target.catalogs.compactMap(catalog(at:)) + extraCatalogs,
            bundleImages: bundleImages ?? target.bundleImages,
            bundlePlace: target.role == .assumedFromFolder
                ? "the PNGs of \(folder)" : "the PNGs of target \(target.name)")
    }

    /// Resolves the file icon of each action `target` declares against `icons`, and
    /// keeps them as that target's icons. The model resolves every target with its
    /// own icons when it is read; a caller that knows more about a target assumed
    /// from a folder (catalogs named beside it) resolves it again with those.
    package mutating func resolveIcons(of target: AppTarget, with icons: TargetIcons) {
        targetIcons[target.name] = icons
        for index in actions.indices where actions[index].target == target.label {
            actions[index].image = icons.image(for: actions[index].icon)
            for branch in actions[index].iconBranches.indices {
                actions[index].iconBranches[branch].image = icons.image(for: actions[index].iconBranches[branch].icon)
            }
        }
    }

    /// The catalog at `path`, if the walk found it.
    package func catalog(at path: String) -> AssetCatalog? {
        catalogs.first { $0.path == path }
    }

    /// The target named `name`.
    package func target(named name: String?) -> AppTarget? {
        guard let name else { return targets.first { $0.role == .assumedFromFolder } }
        return targets.first { $0.name == name && $0.role != .assumedFromFolder }
    }

    /// Drops what the plists at `paths` declare: copies the caller knows iOS never
    /// reads (a build's `ShortcutItems.plist` fragment beside the app's own Info.plist).
    package mutating func setAside(plists paths: Set<String>) {
        guard !paths.isEmpty else { return }
        plists.removeAll { paths.contains($0.path) }
        actions.removeAll { $0.kind == .static && paths.contains($0.declaredAt.path) }
        for index in targets.indices { targets[index].infoPlists.removeAll { paths.contains($0) } }
    }

    /// Whether a plist is an Info.plist by name: `Info.plist`, `App-Info.plist`.
    static func isInfoPlistName(_ name: String) -> Bool {
        name.hasSuffix("Info.plist")
    }

    // MARK: - Without a project

    /// The folder taken for one app: every Info.plist (by name, or any plist that
    /// declares quick actions), every catalog not inside a Swift package, every source.
    private func assumedTarget() -> AppTarget {
        AppTarget(
            name: folder, role: .assumedFromFolder, infoPlists: scan.plists,
            catalogs: catalogs.filter { !$0.isPackageResource }.map(\.path), sources: scan.sources,
            localizationFiles: scan.localizationFiles, bundleImages: scan.pngs)
    }

    // MARK: - Info.plists

    private mutating func readInfoPlists(of target: AppTarget, reader: inout FileBytes) {
        for path in target.infoPlists {
            let named = Self.isInfoPlistName((path as NSString).lastPathComponent)
            if target.role == .assumedFromFolder, !named {
                // A plist not named Info.plist is data unless it declares quick actions, and is not read past the size
                // limit.
                guard let size = SourceFile.size(path), SourceFile.sizeProblem(size) == nil else { continue }
            }
            let data: Data
            if let known = plistBytes[path] {
                data = known
            } else {
                switch reader.read(path) {
                case .failure(let error):
                    if !unreadPlists.contains(where: { $0.path == path }) {
                        unreadPlists.append(UnreadFile(path: path, reason: error.description))
                        if error.exceededLimit != nil {
                            oversizedPlists.append(UnreadFile(path: path, reason: error.description))
                        }
                    }
                    continue
                case .success(let bytes): data = bytes
                }
            }
            guard named || target.role != .assumedFromFolder || Self.declaresShortcutItems(data) else { continue }
            let first = plistBytes[path] == nil
            plistBytes[path] = data
            switch InfoPlistFile.parse(data, path: path) {
            case .failure(let unread):
                if first { unreadPlists.append(unread) }
            case .success(var plist):
                if !plist.actions.isEmpty {
                    let localizations = Localizations(
                        table: "InfoPlist", files: localizationFiles(besidePlist: path, of: target))
                    if first { unreadFiles += localizations.unreadFiles }
                    infoPlistLocalizations[path] = localizations
                    for index in plist.actions.indices {
                        plist.actions[index].titles = Self.translations(
                            of: plist.actions[index].title, in: localizations)
                        plist.actions[index].subtitles = Self.translations(
                            of: plist.actions[index].subtitle, in: localizations)
                        plist.actions[index].target = target.label
                        plist.actions[index].type = Self.resolvedType(plist.actions[index].type, of: target)
                    }
                    actions += plist.actions
                }
                if first { plists.append(plist) }
            }
        }
    }

    /// The `InfoPlist` table that translates a plist's titles. A target read from a
    /// project ships the ones in its resources; without one, they are the
    /// `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings` at most three folders below the plist's folder.
    func localizationFiles(besidePlist path: String, of target: AppTarget) -> [String] {
        if target.role != .assumedFromFolder { return target.localizationFiles }
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return target.localizationFiles.filter { file in
            guard file.hasPrefix(prefix) else { return false }
            var folders = file.dropFirst(prefix.count).split(separator: "/").dropLast().map(String.init)
            if file.hasSuffix(".strings") {
                guard let lproj = folders.popLast(), lproj.hasSuffix(".lproj") else { return false }
            }
            return folders.count <= 3 && folders.allSatisfy { !$0.contains(".") }
        }
    }

    private mutating func findStrayPlists(reader: inout FileBytes) {
        let shipped = Set(targets.filter(\.showsQuickActions).flatMap(\.infoPlists))
        for path in scan.plists where !shipped.contains(path) {
            // An item's key, not only the array's: an empty `UIApplicationShortcutItems` declares nothing.
            guard let size = SourceFile.size(path), SourceFile.sizeProblem(size) == nil,
                case .success(let data) = reader.read(path), Self.declaresShortcutItems(data),
                data.range(of: Data(InfoPlistKey.type.utf8)) != nil
                    || data.range(of: Data(InfoPlistKey.title.utf8)) != nil
            else { continue }
            strayPlists.append(path)
        }
    }

    private static func declaresShortcutItems(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            ByteSearch.contains(raw.bindMemory(to: UInt8.self), Array(InfoPlistKey.shortcutItems.utf8))
        }
    }

    // MARK: - Sources

    /// Every target's sources are read once (a file in two targets too) and searched
    /// together, so a name one file uses is followed to the file that declares it; the
    /// files that may make quick actions are tokenized once, in parallel. An action
    /// belongs to each target that compiles the file it is made in or links the code
    /// that does (a framework's, a local package's: `AppTarget.linkedSources`).
    private mutating func readSources(reader: inout FileBytes) {
        let showing = targets.filter(\.showsQuickActions)
        var owners: [String: [AppTarget]] = [:]
        var headers = Set<String>()
        for target in showing {
            for path in target.sources + target.linkedSources {
                if SourceLanguage(path: path) != nil {
                    owners[path, default: []].append(target)
                } else if path.hasSuffix(".h") {
                    headers.insert(path)
                }
            }
        }
        let paths = owners.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        sourceFilesSearched = paths.count
        var imageNames: [TargetImageNames] = []
        var imageNameSets: [[String]: Int] = [:]
        var files: [SourceCorpus.File] = []
        for path in paths {
            guard case .success(let data) = reader.read(path, limit: nil) else { continue }
            // The images of every target compiling the file, together: a name two of them spell alike stays unresolved.
            let labels = (owners[path] ?? []).map(\.name)
            if imageNameSets[labels] == nil {
                imageNameSets[labels] = imageNames.count
                imageNames.append(self.imageNames(of: owners[path] ?? []))
            }
            let file = SourceCorpus.File(
                path: path, language: SourceLanguage(path: path)!, bytes: [UInt8](data),
                imageNames: imageNameSets[labels])
            if CodeQuickActions.mayDeclareQuickActions(file.bytes) { sourceFilesTokenized += 1 }
            files.append(file)
        }
        // A header is read for the constants it defines (`#define`, `NSString *const`); it is no source searched.
        for path in headers.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard case .success(let data) = reader.read(path, limit: nil) else { continue }
            files.append(SourceCorpus.File(path: path, language: .objectiveC, bytes: [UInt8](data)))
        }
        let marker = Array("quickglyph:disable".utf8)
        for file in files {
            sourcesRead.insert(file.path)
            if file.bytes.withUnsafeBufferPointer({ ByteSearch.contains($0, marker) }) {
                sourcesWithDisableComments.insert(file.path)
            }
        }
        var tables: [String: Localizations] = [:]
        let analysed = CodeQuickActions.analyse(SourceCorpus(files: files, imageNames: imageNames))
        lifeCycleCode = analysed.lifeCycle
        let byPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for made in analysed.actions {
            for target in Self.targets(of: made, among: owners[made.declaredAt.path] ?? [], bytes: byPath) {
                var action = made
                action.target = target.label
                localize(&action, in: target, tables: &tables)
                actions.append(action)
            }
        }
    }

    /// The targets among `owners` an action belongs to. Code a target only links (a package's, a framework's) runs
    /// when something calls it: where some target linking it calls, from its own code, the Swift function that makes
    /// the action (`QuickActions.install()`), the action is the callers' (and those compiling the file's) alone; an
    /// App Clip linking the same package for its views does not show it. Where no target's own code calls it (the
    /// library calls it itself, or the maker is not found), every target linking it keeps it, as before.
    private static func targets(
        of made: QuickAction, among owners: [AppTarget], bytes: [String: [UInt8]]
    )
        -> [AppTarget]
    {
        let path = made.declaredAt.path
        let linking = owners.filter { !$0.sources.contains(path) }
        guard !linking.isEmpty, SourceLanguage(path: path) == .swift, let line = made.declaredAt.position?.line,
            let file = bytes[path], let maker = enclosingFunction(in: file, line: line)
        else { return owners }
        let callers = Set(
            linking.filter { target in
                target.sources.contains { own in bytes[own].map { calls(maker, in: $0) } ?? false }
            }.map(\.name))
        guard !callers.isEmpty else { return owners }
        return owners.filter { $0.sources.contains(path) || callers.contains($0.name) }
    }

    /// The name of the last `func` declared before `line` of Swift `bytes`: the function making what is written there.
    private static func enclosingFunction(in bytes: [UInt8], line: Int) -> String? {
        var end = 0
        var seen = 1
        while end < bytes.count, seen < line {
            if bytes[end] == UInt8(ascii: "\n") { seen += 1 }
            end += 1
        }
        let text = String(decoding: bytes[0..<end], as: UTF8.self)
        guard let range = text.range(of: "func ", options: .backwards) else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether `bytes` call `name`: `name(` not preceded by a letter, digit or `_` (so not `reinstall(`).
    private static func calls(_ name: String, in bytes: [UInt8]) -> Bool {
        let needle = Array((name + "(").utf8)
        guard bytes.count >= needle.count else { return false }
        var at = 0
        while at + needle.count <= bytes.count {
            if bytes[at] == needle[0], Array(bytes[at..<(at + needle.count)]) == needle {
                let before = at > 0 ? bytes[at - 1] : UInt8(ascii: " ")
                let word =
                    (before >= 0x30 && before <= 0x39) || (before >= 0x41 && before <= 0x5A)
                    || (before >= 0x61 && before <= 0x7A) || before == UInt8(ascii: "_")
                if !word, !(at >= 5 && Array(bytes[(at - 5)..<at]) == Array("func ".utf8)) { return true }
            }
            at += 1
        }
        return false
    }

    /// The images `targets` can show by name (their catalogs' asset names, their bundle PNGs), by
    /// which a generated accessor whose generated file is absent is traced to its image.
    private func imageNames(of targets: [AppTarget]) -> TargetImageNames {
        var assetNames = Set<String>(), bundleFiles = Set<String>()
        for target in targets {
            let icons = icons(of: target)
            assetNames.formUnion(icons.imagesets.keys)
            for files in icons.bundleFiles.values { bundleFiles.formUnion(files) }
        }
        let order: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return TargetImageNames(assetNames: assetNames.sorted(by: order), bundleFiles: bundleFiles.sorted(by: order))
    }

    /// A dynamic title given as `NSLocalizedString("key", …)` is looked up in its
    /// table (`Localizable` unless named) across the target's localizations.
    private mutating func localize(
        _ action: inout QuickAction, in target: AppTarget, tables: inout [String: Localizations]
    ) {
        func localizations(_ table: String) -> Localizations {
            let key = target.name + "\u{0}" + table
            if let known = tables[key] { return known }
            let loaded = Localizations(table: table, files: target.localizationFiles)
            if !tables.keys.contains(where: { $0.hasSuffix("\u{0}" + table) }) { unreadFiles += loaded.unreadFiles }
            tables[key] = loaded
            return loaded
        }
        if case .localizationKey(_, let table)? = action.title {
            action.titles = Self.translations(of: action.title, in: localizations(table ?? "Localizable"))
        }
        if case .localizationKey(_, let table)? = action.subtitle {
            action.subtitles = Self.translations(of: action.subtitle, in: localizations(table ?? "Localizable"))
        }
    }

    /// A plist's title is the key of `InfoPlist.strings` whether it reads like
    /// a key or like English; a code key is its key. Expressions have none.
    private static func translations(of value: SourceValue?, in localizations: Localizations) -> [String: String] {
        switch value {
        case .literal(let key)?, .localizationKey(let key, _)?: return localizations.translations(of: key)
        case .unresolved?, .wrongType?, nil: return [:]
        }
    }

    /// A type built from a build setting other than `$(PRODUCT_BUNDLE_IDENTIFIER)` (which handlers read at run time and
    /// stays as written), `$(MY_BUNDLE_ID).play`, expanded in each of the target's configurations: the one value they
    /// all give, else unknown (`unresolved`), so that no rule calls a type unhandled that check could not read.
    static func resolvedType(_ type: SourceValue?, of target: AppTarget) -> SourceValue? {
        guard let written = type?.literal, written.contains("$") else { return type }
        let kept: Set<String> = ["PRODUCT_BUNDLE_IDENTIFIER"]
        let values = Set(target.configurations.map { $0.expanded(written, keeping: kept) })
        guard values.count == 1, let value = values.first,
            !value.replacingOccurrences(of: RecognisedType.bundleIdentifier, with: "").contains("$")
        else {
            // Nothing to expand with (no project) or configurations that disagree: left as written only when
            // the bundle identifier is all it names.
            let others = written.replacingOccurrences(of: RecognisedType.bundleIdentifier, with: "")
            return others.contains("$") ? .unresolved(written) : type
        }
        return .literal(value)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// One app folder's part of a check: each target that shows quick actions has
/// its items judged against its own icons, and the imagesets they show judged
/// once each; an extension's, watch app's or test target's files never are.
/// Three steps of the check (`judgeActions`, `judgeImagesets`, `judgeLifeCycles`), each
/// returning its `CheckOutcome` for the check to fold.
struct AppAudit {
    let context: RuleContext
    /// `--all-imagesets`: every imageset of the catalogs the app ships is judged as a glyph.
    let allImagesets: Bool
    var app: AppModel
    /// Catalogs named on the command line beside the folder (a loose app's items may name
    /// their icons), each listed once.
    let namedCatalogs: [AssetCatalog]
    /// The folder's quickglyph items files, each JSON file read once to tell: their glyph sources beside them are not
    /// bundle images.
    private let itemsFiles: [ShortcutsSubject]
    /// Those whose items are listed and judged: not the handoff the app's Info.plist was built from
    /// (`isBuildSource`), whose items the app already declares; counting them again would double each.
    private let judgedItemsFiles: [ShortcutsSubject]

    init(app: AppModel, namedCatalogs: [String], context: RuleContext, allImagesets: Bool) {
        self.context = context
        self.allImagesets = allImagesets
        self.app = app
        itemsFiles = app.scan.jsonFiles.compactMap(ShortcutsLoader.foundItemsFile)
        // Each application target's static types, from its own Info.plists.
        let declared = app.targets.filter(\.showsQuickActions).map { target in
            Set(
                app.actions.filter { $0.kind == .static && target.infoPlists.contains($0.declaredAt.path) }.compactMap {
                    $0.type?.literal
                })
        }
        judgedItemsFiles = itemsFiles.filter { !AppAudit.isBuildSource($0, declaredByTarget: declared) }
        self.namedCatalogs = namedCatalogs.map { named in
            AssetCatalog(path: named, imagesets: CheckInventory.imagesets(in: named), groups: [], packageRoots: [])
        }
        // A build's fragment is a copy to merge by hand, which iOS never reads: where the app's
        // own plist declares quick actions, counting the copy too would double every item.
        let fragments = Set(app.scan.plists.filter(CheckInventory.isBuildFragment))
        if !fragments.isEmpty, self.app.plists.contains(where: { !fragments.contains($0.path) && $0.hasShortcutItems })
        {
            self.app.setAside(plists: fragments)
        }
        // Without a project the folder's catalogs are not all: those named beside it count too,
        // and the glyph sources beside an items file are no bundle images.
        for target in self.app.targets where target.role == .assumedFromFolder {
            let extra = self.extraCatalogs(of: target), images = self.bundleImages(of: target)
            if !extra.isEmpty || images != target.bundleImages {
                self.app.resolveIcons(
                    of: target, with: self.app.icons(of: target, extraCatalogs: extra, bundleImages: images))
            }
        }
    }

    private var showing: [AppTarget] { app.targets.filter(\.showsQuickActions) }

    /// Whether an items file is the handoff an application target's Info.plist was built from: it has
    /// static items, and each one's type is among one target's `declaredByTarget` static types.
    /// Its items are then the app's, listed and judged where iOS reads them.
    static func isBuildSource(_ itemsFile: ShortcutsSubject, declaredByTarget: [Set<String>]) -> Bool {
        let statics = itemsFile.actions.filter { $0.kind == .static }.compactMap { $0.type?.literal }
        return !statics.isEmpty && declaredByTarget.contains { declared in statics.allSatisfy(declared.contains) }
    }

    /// Step: the folder's notes, then each target's quick actions judged against its own icons (and
    /// the items files'), listed for the inventory; with the glyphs they show, for `judgeImagesets`.
    func judgeActions() -> (outcome: CheckOutcome, shown: [GlyphJudge.Glyph]) {
        var outcome = CheckOutcome(findings: notes())
        var shortcuts: [ShortcutsJudge.File] = []
        let icons = app.targetIcons
        for target in showing {
            // CFBundleDevelopmentRegion when it is a language; `$(DEVELOPMENT_LANGUAGE)`, the
            // template's, is the project's region, English unless changed, which is what is taken.
            let region = app.plists.first { target.infoPlists.contains($0.path) }?.developmentRegion
            outcome.developmentLanguages[target.label ?? ""] = region ?? LanguageCode.defaultDevelopmentLanguage
            guard let targetIcons = icons[target.name] else { continue }
            let statics = staticShortcuts(of: target, icons: targetIcons)
            // The dynamic items' app name is the one their target's Info.plist gives.
            let appName =
                statics.lazy.compactMap(\.subject.appName).first
                ?? target.generatedInfoPlistKeys[InfoPlistKey.bundleDisplayName]
            shortcuts += statics + dynamicShortcuts(of: target, icons: targetIcons, appName: appName)
        }
        let items = itemsFileShortcuts()
        // An items file's items are listed as they are judged.
        outcome.actions = items.flatMap(\.subject.actions)
        outcome.add(ShortcutsJudge(context: context).judge(shortcuts + items, labelTargets: showing.count > 1))
        outcome.actions += app.actions
        return (outcome, shownGlyphs(shortcuts: shortcuts, items: items, icons: icons))
    }

    /// What each target shows, from its own catalogs, in the order they are judged.
    private func shownGlyphs(
        shortcuts: [ShortcutsJudge.File], items: [ShortcutsJudge.File],
        icons: [String: TargetIcons]
    ) -> [GlyphJudge.Glyph] {
        let itemsIcons = Set(items.flatMap { $0.subject.actions.compactMap { $0.iconKey(.iconFile)?.string } })
        var shown: [GlyphJudge.Glyph] = []
        for target in showing {
            guard let targetIcons = icons[target.name] else { continue }
            let used = Set(
                shortcuts.filter { $0.target == target.label }
                    .flatMap { $0.subject.actions.flatMap(\.iconVariants).compactMap { $0.iconKey(.iconFile)?.string } }
            )
            .union(target.role == .assumedFromFolder ? itemsIcons : [])
            for used in used.sorted() {
                // The name the image is found by (`star` for `star.png`); a custom symbol found by it is no
                // raster glyph, so nothing is judged.
                guard let name = targetIcons.key(for: used) else { continue }
                if let imagesets = targetIcons.imagesets[name] {
                    shown += imagesets.map { .imageset(path: $0, name: name) }
                } else if let files = targetIcons.bundleFiles[name], !allImagesets {
                    shown.append(.bundleIcon(files: files, name: name))
                }
            }
        }
        return shown
    }

    /// Step: the glyphs the quick actions show, each judged once (none already `judged` by an earlier
    /// app), then every other imageset of the catalogs that ship with the app: judged with
    /// `--all-imagesets`, else only looked at for unused-glyph.
    func judgeImagesets(shown: [GlyphJudge.Glyph], besides judged: Set<String>) -> CheckOutcome {
        let glyphs = GlyphJudge(context: context)
        var outcome = glyphs.judge(shown, besides: judged)
        let shipped = Set(showing.flatMap(\.catalogs))
        // Without a project a Swift package's catalog is in the folder too; its glyphs can still be unused.
        let catalogs = app.readsProject ? app.catalogs.filter { shipped.contains($0.path) } : app.catalogs
        var unshown: [AssetCatalog.Imageset] = []
        for catalog in catalogs {
            outcome.imagesetCount += catalog.imagesets.count
            // One judged already (shown, or by an earlier app) is neither judged again nor unshown.
            for imageset in catalog.imagesets
            where !judged.contains(imageset.path) && !outcome.judged.contains(imageset.path) {
                if allImagesets, !catalog.isPackageResource {
                    outcome.add(glyphs.imageset(imageset.path, name: imageset.name))
                } else {
                    unshown.append(imageset)
                }
            }
        }
        // Hundreds of imagesets, each only read for whether it is drawn as a glyph: on both cores.
        var drawnAsGlyph = [Bool](repeating: false, count: unshown.count)
        drawnAsGlyph.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let flags = buffer
            let paths = unshown.map(\.path)
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                flags[index] = GlyphJudge.isUnshownGlyph(paths[index])
            }
        }
        for (imageset, isGlyph) in zip(unshown, drawnAsGlyph) where isGlyph {
            outcome.addGlyph(name: imageset.name, path: imageset.path)
        }
        guard allImagesets else { return outcome }
        for png in bundleImages(of: showing.first { $0.role == .assumedFromFolder } ?? showing.first) {
            outcome.files.insert(png)
            if !judged.contains(png), !outcome.judged.contains(png) { outcome.add(glyphs.png(png)) }
        }
        return outcome
    }

    /// Step: how each target's quick actions reach its code. A target whose entry code is not in the
    /// folder (no app delegate, scene delegate or SwiftUI App: an Info.plist checked alone, a trimmed
    /// copy, a framework's sources) is not judged: its handlers are not there to read.
    func judgeLifeCycles() -> CheckOutcome {
        var outcome = CheckOutcome()
        let readable = showing.filter { target in
            (target.sources + target.linkedSources).contains { SourceLanguage(path: $0) != nil }
        }
        for target in readable {
            let actions = app.actions.filter { $0.target == target.label }
            let lifeCycle = app.lifeCycle(of: target)
            let code = lifeCycle.code
            guard !actions.isEmpty || !code.handlers.isEmpty,
                !code.appDelegates.isEmpty || !code.sceneDelegates.isEmpty || !code.swiftUIApps.isEmpty
                    || !code.handlers.isEmpty
            else { continue }
            let subject = LifeCycleSubject(lifeCycle: lifeCycle, actions: actions)
            outcome.findings += RuleRegistry.validate(subject, context: context)
            outcome.findings += AppAudit.readInPartNotes(code.handlers)
            outcome.handling.append(TargetHandling(lifeCycle, actions: actions))
        }
        return outcome
    }

    // MARK: - Notes

    private func notes() -> [Finding] {
        var notes: [Finding] = app.unreadProjects.map { unread in
            Finding(
                ToolDiagnostics.projectUnreadable, path: unread.path,
                message: "\(unread.reason); its targets are unknown, so this folder is checked as one app")
        }
        // Code an application links that is not here: what it makes and handles is unknown, and said so
        // (an extension's or a test bundle's is not the app's code).
        var unread: [UnreadFile] = []
        for file in showing.flatMap(\.unreadLinkedCode) where !unread.contains(file) { unread.append(file) }
        notes += unread.map { Finding(ToolDiagnostics.linkedCodeUnread, path: $0.path, message: $0.reason) }
        let declares = !app.actions.isEmpty || app.plists.contains(where: \.hasShortcutItems)
        if !app.readsProject, declares {
            notes.append(
                Finding(
                    ToolDiagnostics.noXcodeProject, path: app.folder,
                    message:
                        "no Xcode project (*.xcodeproj) in this folder, so it is taken for one iOS app: every Info.plist, "
                        + "every asset catalog outside a Swift package and every source file in it are judged together; "
                        + "check the folder that holds the .xcodeproj to judge each target's own files"))
        }
        for path in app.strayPlists where !CheckInventory.isBuildFragment(path) {
            notes.append(
                Finding(
                    ToolDiagnostics.plistNotShipped, path: path,
                    message: "declares UIApplicationShortcutItems, but no iOS application target of "
                        + DisplayText.list(app.projectFiles.map(AppAudit.projectName))
                        + " uses it as its Info.plist, so iOS never reads these items; they are not judged"))
        }
        return notes
    }

    /// One note a file where a handler's reading stopped at its share of comparisons: what was not read is
    /// unknown, and the handler was taken to handle any type, which the note says.
    static func readInPartNotes(_ handlers: [QuickActionHandler]) -> [Finding] {
        let share = DisplayText.count(QuickActionHandler.maximumComparisons)
        var files = Set<String>()
        return handlers.compactMap(\.readInPartFrom).filter { files.insert($0.path).inserted }.map { from in
            Finding(
                ToolDiagnostics.handlerReadInPart, path: from.path,
                message: "a handler compares the quick action's type more than \(share) times; check read the first "
                    + "\(share) and stopped here, so the types compared from here on are unknown: the handler is "
                    + "taken to handle any type, no quick action is called unhandled and no type compared past "
                    + "here is judged",
                position: from.position)
        }
    }

    private static func projectName(_ pbxproj: String) -> String {
        ((pbxproj as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }

    // MARK: - Icons

    /// The catalogs named on the command line that a target assumed from the folder does not hold already.
    private func extraCatalogs(of target: AppTarget) -> [AssetCatalog] {
        guard target.role == .assumedFromFolder else { return [] }
        return namedCatalogs.filter { !target.catalogs.contains($0.path) }
    }

    /// The PNGs a target copies into its bundle; without a project, every PNG of the folder but the glyph sources
    /// beside an items file.
    private func bundleImages(of target: AppTarget?) -> [String] {
        guard let target else { return [] }
        guard target.role == .assumedFromFolder else { return target.bundleImages }
        let sourceFolders = Set(itemsFiles.map { ($0.path as NSString).deletingLastPathComponent })
        return target.bundleImages.filter { !sourceFolders.contains(($0 as NSString).deletingLastPathComponent) }
    }

    // MARK: - Subjects

    private func staticShortcuts(of target: AppTarget, icons: TargetIcons) -> [ShortcutsJudge.File] {
        target.infoPlists.compactMap { path -> ShortcutsJudge.File? in
            // The model's own parse, the one its inventory lists: a plist is parsed once.
            guard let plist = app.plists.first(where: { $0.path == path }) else {
                // One refused for its size says so: its quick actions would otherwise go unchecked without a word.
                guard let oversized = app.oversizedPlists.first(where: { $0.path == path }) else { return nil }
                var subject = ShortcutsSubject(
                    path: path, kind: .infoPlist, actions: [], problems: [.init(message: oversized.reason)])
                subject.target = target.label
                return ShortcutsJudge.File(subject: subject, target: target.label)
            }
            var subject = ShortcutsSubject(plist: plist)
            if subject.appName == nil,
                let generated = target.generatedInfoPlistKeys[InfoPlistKey.bundleDisplayName]
                    ?? target.generatedInfoPlistKeys[InfoPlistKey.bundleName], !generated.contains("$(")
            {
                subject.appName = generated
            }
            subject.target = target.label
            subject.deploymentTarget = target.deploymentTarget
            if target.role == .assumedFromFolder {
                // Without a project, the bundle PNGs a plist's items find are the ones beside it.
                let folder = (path as NSString).deletingLastPathComponent
                let beside = bundleImages(of: target).filter { ($0 as NSString).deletingLastPathComponent == folder }
                let narrowed = TargetIcons(
                    catalogs: target.catalogs.compactMap(app.catalog(at:)) + extraCatalogs(of: target),
                    bundleImages: beside, bundlePlace: folder.isEmpty ? "." : folder)
                subject.availableIcons = narrowed.names
                subject.iconSearchPlaces = narrowed.places
            } else {
                subject.availableIcons = icons.names
                subject.iconSearchPlaces = icons.places
            }
            subject.translate(with: app.infoPlistLocalizations[path] ?? Localizations())
            return ShortcutsJudge.File(subject: subject, target: target.label)
        }
    }

    /// The items each source file of a target makes, one subject a file.
    private func dynamicShortcuts(of target: AppTarget, icons: TargetIcons, appName: String?) -> [ShortcutsJudge.File] {
        let dynamic = app.actions.filter { $0.kind == .dynamic && $0.target == target.label }
        guard !dynamic.isEmpty else { return [] }
        let byFile = Dictionary(grouping: dynamic) { $0.declaredAt.path }
        return byFile.keys.sorted().map { path in
            var subject = ShortcutsSubject(path: path, kind: .code, actions: byFile[path]!)
            subject.availableIcons = icons.names
            subject.iconSearchPlaces = icons.places
            subject.appName = appName
            subject.target = target.label
            subject.deploymentTarget = target.deploymentTarget
            return ShortcutsJudge.File(subject: subject, target: target.label)
        }
    }

    /// quickglyph items files in the folder: their icons are the glyph sources beside them, or the app's catalogs.
    private func itemsFileShortcuts() -> [ShortcutsJudge.File] {
        judgedItemsFiles.map { found in
            var subject = found
            let path = found.path
            let folder = (path as NSString).deletingLastPathComponent
            // An icon is an imageset of the app, or a glyph source beside the file (from the one walk:
            // its PNGs and SVGs), for the rules and the listed actions alike.
            let sources = (app.scan.pngs + app.scan.svgs).filter {
                ($0 as NSString).deletingLastPathComponent == folder
            }.sorted()
            let listed = TargetIcons(
                catalogs: app.catalogs.filter { !$0.isPackageResource }, bundleImages: sources,
                bundlePlace: folder.isEmpty ? "." : folder)
            subject.availableIcons = listed.names
            subject.iconSearchPlaces = listed.places
            // An items file beside an Info.plist shares its translations: they were read once already.
            let files = Localizations.files(besidePlist: path)
            let loaded = app.infoPlistLocalizations.keys.sorted().lazy.compactMap { app.infoPlistLocalizations[$0] }
                .first { $0.wereRead(from: files) }
            subject.translate(with: loaded ?? Localizations(table: "InfoPlist", files: files))
            subject.actions = subject.actions.map { action in
                var action = action
                action.image = listed.image(for: action.icon)
                return action
            }
            return ShortcutsJudge.File(subject: subject, target: nil)
        }
    }
}

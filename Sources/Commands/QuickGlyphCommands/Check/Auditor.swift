import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// `quickglyph check`, as a list of steps: reads each app once into an `AppModel` (its Xcode
/// targets, catalogs and quick actions), judges each application target's quick actions against
/// that target's own icons, the imagesets they show, and the code that handles them, then the
/// Android modules and the app-wide rules. Files and folders named on their own are judged as given.
package struct Auditor: Sendable {
    var context: RuleContext
    /// `--all-imagesets`: in an app folder, judge every imageset as a glyph, not
    /// only the ones a quick action shows.
    var allImagesets: Bool
    /// Disable comments (always) and `--baseline` / `--write-baseline`: what the adoption step leaves out.
    package var adoption = Adoption()
    /// The configuration file's settings (`.quickglyph.yml`), applied to what the steps found.
    package var configuration: CheckConfiguration?

    package init(context: RuleContext = RuleContext(), allImagesets: Bool = false) {
        self.context = context
        // The findings are check's: a hint names `check --fix` or the build that takes an option, never
        // `build`'s options as if check took them.
        self.context.command = .check(repairs: true)
        self.allImagesets = allImagesets
    }

    /// `--hig`: accept the HIG's 104 px at @3x besides 105 px.
    package init(acceptsHIGSizes: Bool, allImagesets: Bool = false) {
        self.init(context: RuleContext(acceptsHIGSizes: acceptsHIGSizes), allImagesets: allImagesets)
    }

    /// The check as its steps, in the order their findings have always been reached: each step
    /// returns what it found, and `outcome` folds it in here and nowhere else.
    package func check(paths: [String]) throws(CheckError) -> CheckReport {
        let inventory = try CheckInventory(paths: paths)
        let apps = try Auditor.readApps(in: inventory.appFolders)
        try Auditor.refuseEmptyFolders(apps)
        let named = NamedFilesAudit(context: context, inventory: inventory)
        var outcome = CheckOutcome()
        outcome.add(named.judgeActions())
        for app in apps {
            let audit = AppAudit(
                app: app, namedCatalogs: inventory.catalogs, context: context,
                allImagesets: allImagesets)
            let actions = audit.judgeActions()
            outcome.add(actions.outcome)
            // An imageset judged for an earlier app or target is not judged again.
            outcome.add(audit.judgeImagesets(shown: actions.shown, besides: outcome.judged))
            outcome.add(audit.judgeLifeCycles())
        }
        // After the apps: an imageset an app shows is judged as the glyph its quick actions name.
        outcome.add(named.judgeImages(besides: outcome.judged))
        outcome.add(named.listActions())
        outcome.add(judgeAndroid(in: inventory.appFolders))
        outcome.add(judgeApp(outcome, appFolders: inventory.appFolders, apps: apps))
        let report = Auditor.report(outcome, inventory: inventory, apps: apps)
        // The configuration file first (rules off, severities, excluded paths), then the disable comments and the
        // baseline; all before `--fix` plans, so what they hide is not repaired.
        let configured = configuration.map { $0.apply(to: report) } ?? report
        return try AdoptionStep(adoption: adoption, paths: paths).apply(to: configured)
    }

    /// Each app folder read once into an `AppModel`: its Xcode targets, catalogs and quick actions.
    static func readApps(in folders: [String]) throws(CheckError) -> [AppModel] {
        var apps: [AppModel] = []
        for folder in folders {
            do throws(FileReadError) {
                apps.append(try AppModel(folder: folder))
            } catch {
                throw .unreadablePath(folder, error.description)
            }
        }
        return apps
    }

    /// Every Android module in the folders (the folder itself or one below it), each read once and
    /// judged by the Android rules: a repository with an iOS app and an Android one gets both checks.
    func judgeAndroid(in folders: [String]) -> CheckOutcome {
        var roots = Set<String>()
        var modules: [AndroidModule] = []
        var outcome = CheckOutcome()
        for folder in folders {
            for layout in AndroidModuleSearch.modules(in: folder) where roots.insert(layout.root).inserted {
                let module = AndroidModuleReader.read(layout, within: folder)
                outcome.files.formUnion(module.filesRead + module.problems.map(\.path))
                outcome.findings += RuleRegistry.validate(module, context: context)
                modules.append(module)
            }
        }
        outcome.androidShortcuts = modules.isEmpty ? nil : AndroidShortcutCount(modules)
        return outcome
    }

    /// The app-wide rules (unused glyphs, no quick action at all, ...) over what the steps before found.
    func judgeApp(_ found: CheckOutcome, appFolders: [String], apps: [AppModel] = []) -> CheckOutcome {
        // Folders of Android modules and nothing of iOS (no quick-action source, no imageset) are no
        // iOS app to say "no quick action" of.
        let androidOnly = found.androidShortcuts != nil && found.sources.isEmpty && found.imagesetCount == 0
        let subject = AppSubject(
            glyphs: found.glyphs, usedIcons: found.usedIcons, shortcutSources: found.sources,
            appFolders: androidOnly ? [] : appFolders, actionCount: found.actionCount,
            judgedImagesets: found.judged.count, imagesetCount: found.imagesetCount,
            computedIcons: found.computedIcons,
            copiedBuildRecords: apps.flatMap { app in
                app.targets.filter(\.showsQuickActions).flatMap { target in
                    target.copiedBuildRecords.map {
                        AppSubject.CopiedBuildRecord(path: $0.path, target: target.name, folder: $0.folder)
                    }
                }
            })
        return CheckOutcome(findings: RuleRegistry.appRules.flatMap { $0.init().validate(subject, context: context) })
    }

    /// The report of everything the steps found: each finding once, the quick actions in the inventory's order.
    static func report(_ outcome: CheckOutcome, inventory: CheckInventory, apps: [AppModel]) -> CheckReport {
        var report = CheckReport(
            findings: unique(outcome.findings), filesChecked: outcome.files.count,
            actions: outcome.actions.sorted(by: QuickAction.reportPrecedes),
            listsActions: !inventory.appFolders.isEmpty || !inventory.plists.isEmpty,
            judgedImagesets: outcome.judged.sorted(), images: outcome.images,
            androidShortcuts: outcome.androidShortcuts, handling: outcome.handling)
        report.appFiles = apps.flatMap { $0.scan.sources + $0.scan.interfaceFiles }
        report.developmentLanguages = outcome.developmentLanguages
        report.filesRead = outcome.files
        report.sourcesSearched = Set(apps.flatMap(\.sourcesRead))
        report.sourcesWithDisableComments = Set(apps.flatMap(\.sourcesWithDisableComments))
        return report
    }

    /// The same finding reached twice (one file in two targets, found the same in both) is printed once,
    /// where it was first reached. A set, not a search of those kept: an app delegate comparing the type
    /// 20,000 times made this quadratic, and a pull request could stall CI with it.
    static func unique(_ findings: [Finding]) -> [Finding] {
        var seen = Set<Finding>()
        seen.reserveCapacity(findings.count)
        return findings.filter { seen.insert($0).inserted }
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// The files named on the command line on their own (a plist, an items file, a
/// catalog, an imageset, a PNG, a PDF or SVG): judged as given, whatever shows them.
struct NamedFilesAudit {
    let context: RuleContext
    let inventory: CheckInventory
    /// Each named plist read once: the rules' view and the inventory come from this one reading.
    private let plists: [ShortcutsSubject]
    private let parsed: [InfoPlistFile]
    /// Each named items file read once, its entries and its actions from the same walk.
    private let itemsFiles: [ShortcutsSubject]

    init(context: RuleContext, inventory: CheckInventory) {
        self.context = context
        self.inventory = inventory
        var plists: [ShortcutsSubject] = []
        var parsed: [InfoPlistFile] = []
        for path in inventory.plists {
            do throws(FileReadError) {
                let data = try SourceFile.read(path)
                if case .success(let plist) = InfoPlistFile.parse(data, path: path) {
                    parsed.append(plist)
                    plists.append(ShortcutsSubject(plist: plist))
                } else {
                    plists.append(ShortcutsLoader.plist(path, data: data))
                }
            } catch {
                plists.append(
                    ShortcutsSubject(
                        path: path, kind: .infoPlist, actions: [], problems: [.init(message: error.description)]))
            }
        }
        self.plists = plists
        self.parsed = parsed
        itemsFiles = inventory.itemsFiles.map(ShortcutsLoader.itemsFile)
    }

    /// Step: the named plists' and items files' quick actions judged, each with the icons beside it.
    func judgeActions() -> CheckOutcome {
        ShortcutsJudge(context: context).judge((plists + itemsFiles).map { .init(subject: resolve($0), target: nil) })
    }

    /// Step: named imagesets and catalogs are judged as glyphs, named PNGs and vectors on their own;
    /// none already `judged` by an app, and none twice.
    func judgeImages(besides judged: Set<String>) -> CheckOutcome {
        let inCatalogs = catalogs().flatMap(\.imagesets).map { GlyphJudge.Glyph.imageset(path: $0.path, name: $0.name) }
        let loose = inventory.imagesets.filter { path in !inventory.catalogs.contains { path.hasPrefix($0 + "/") } }
            .map { GlyphJudge.Glyph.imageset(path: $0, name: AssetCatalog.folderName($0)) }
        // `check --fix` redraws the imagesets quick actions show: with no Info.plist or items file named, none
        // does, and a hint to run it would repair nothing.
        var judging = context
        if plists.isEmpty, itemsFiles.isEmpty, case .check = judging.command {
            judging.command = .check(repairs: false)
        }
        let glyphs = GlyphJudge(context: judging)
        var outcome = glyphs.judge(inCatalogs + loose, besides: judged)
        outcome.imagesetCount = inCatalogs.count + loose.count
        for path in inventory.namedVectors {
            outcome.files.insert(path)
            guard !judged.contains(path), !outcome.judged.contains(path) else { continue }
            outcome.add(glyphs.vector(path, kind: SourceKind(filename: path).flatMap(VectorImage.Kind.init)!))
        }
        for path in inventory.pngs {
            outcome.files.insert(path)
            guard !judged.contains(path), !outcome.judged.contains(path) else { continue }
            outcome.add(glyphs.png(path))
        }
        return outcome
    }

    /// Step: the named plists' and items files' quick actions listed for the inventory.
    func listActions() -> CheckOutcome {
        CheckOutcome(actions: actions())
    }

    /// The named plists' quick actions for the inventory, each file icon resolved as its rules resolved it.
    func actions() -> [QuickAction] {
        let plistActions = parsed.map { ($0.path, $0.actions, Set(["png"])) }
        let itemActions = itemsFiles.map { ($0.path, $0.actions, Set(["png", "svg"])) }
        return (plistActions + itemActions).flatMap { path, actions, extensions -> [QuickAction] in
            let icons = self.icons(beside: path, extensions: extensions)
            return actions.map { action in
                var action = action
                action.image = icons.image(for: action.icon)
                return action
            }
        }
    }

    private func catalogs() -> [AssetCatalog] {
        inventory.catalogs.map {
            AssetCatalog(
                path: $0, imagesets: CheckInventory.imagesets(in: $0), groups: CheckInventory.groups(in: $0),
                packageRoots: [])
        }
    }

    /// The named catalogs and those below the file's folder, then the images beside it
    /// (`templateImageName:` looks in the bundle after the catalog; an items file names glyph sources beside it).
    private func icons(beside path: String, extensions: Set<String>) -> TargetIcons {
        let folder = (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        let below = CheckInventory.catalogs(below: base)
        let catalogs = Set(inventory.catalogs + below).sorted().map {
            AssetCatalog(
                path: $0, imagesets: CheckInventory.imagesets(in: $0), groups: CheckInventory.groups(in: $0),
                packageRoots: CheckInventory.packageRoots(above: $0))
        }
        let loose = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
        return TargetIcons(catalogs: catalogs, bundleImages: loose, bundlePlace: base)
    }

    private func resolve(_ subject: ShortcutsSubject) -> ShortcutsSubject {
        var subject = subject
        // An items file's glyphs are the files beside it a build draws: SVG, PDF or PNG.
        let icons = icons(
            beside: subject.path, extensions: subject.kind == .itemsFile ? ["png", "svg", "pdf"] : ["png"])
        subject.availableIcons = icons.names
        subject.iconSearchPlaces = icons.places
        if subject.kind == .itemsFile {
            let folder = (subject.path as NSString).deletingLastPathComponent
            subject.glyphFolder = folder.isEmpty ? "." : folder
        }
        subject.translate(with: Localizations(besidePlist: subject.path))
        return subject
    }
}

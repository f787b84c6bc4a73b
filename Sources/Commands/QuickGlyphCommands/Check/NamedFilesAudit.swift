import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// The files named on the command line on their own (a plist, an items file, a
/// catalog, an imageset, a PNG, a PDF or SVG): judged as given, whatever shows them.
struct NamedFilesAudit {
    let auditor: Auditor
    let inventory: CheckInventory
    /// Each named plist read once: the rules' view and the inventory come from this one reading.
    private let plists: [ShortcutsSubject]
    private let parsed: [InfoPlistFile]
    /// Each named items file read once, its entries and its actions from the same walk.
    private let itemsFiles: [ShortcutsSubject]

    init(auditor: Auditor, inventory: CheckInventory) {
        self.auditor = auditor
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
                plists.append(ShortcutsSubject(path: path, kind: .infoPlist, actions: [], problems: [.init(message: error.description)]))
            }
        }
        self.plists = plists
        self.parsed = parsed
        itemsFiles = inventory.itemsFiles.map(ShortcutsLoader.itemsFile)
    }

    /// The named plists' and items files' quick actions, each with the icons beside it.
    func shortcuts() -> [Auditor.Shortcuts] {
        (plists + itemsFiles).map { subject in
            Auditor.Shortcuts(subject: resolve(subject), target: nil)
        }
    }

    /// Named imagesets and catalogs are judged as glyphs; named PNGs and vectors on their own.
    func judgeImages(usedIcons: Set<String>, into tally: inout Auditor.Tally) {
        for catalog in catalogs() {
            tally.imagesetCount += catalog.imagesets.count
            for imageset in catalog.imagesets { auditor.judgeImageset(imageset.path, name: imageset.name, into: &tally) }
        }
        for path in inventory.imagesets where !inventory.catalogs.contains(where: { path.hasPrefix($0 + "/") }) {
            tally.imagesetCount += 1
            auditor.judgeImageset(path, name: AssetCatalog.folderName(path), into: &tally)
        }
        for path in inventory.namedVectors {
            tally.files.insert(path)
            guard tally.judged.insert(path).inserted else { continue }
            let kind = SourceKind(filename: path).flatMap(VectorImage.Kind.init)!
            let (rendered, problems) = Auditor.render(path, kind: kind, scales: GlyphGeometry.scales)
            let images = rendered.map { ImagesetJudge.Image(subject: $0, variant: "universal") }
            tally.findings += Auditor.attributingToBackground(problems + ImagesetJudge(context: auditor.context).judge(images))
            tally.keep(images, under: path)
        }
        for path in inventory.pngs {
            tally.files.insert(path)
            guard tally.judged.insert(path).inserted else { continue }
            auditor.checkPNG(path, scale: AssetNaming.scale(fromFilename: path), into: &tally)
        }
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
        inventory.catalogs.map { AssetCatalog(path: $0, imagesets: CheckInventory.imagesets(in: $0), groups: CheckInventory.groups(in: $0), packageRoots: []) }
    }

    /// The named catalogs and those below the file's folder, then the images beside it
    /// (`templateImageName:` looks in the bundle after the catalog; an items file names glyph sources beside it).
    private func icons(beside path: String, extensions: Set<String>) -> TargetIcons {
        let folder = (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        let below = CheckInventory.catalogs(below: base)
        let catalogs = Set(inventory.catalogs + below).sorted().map {
            AssetCatalog(path: $0, imagesets: CheckInventory.imagesets(in: $0), groups: CheckInventory.groups(in: $0),
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
        let icons = icons(beside: subject.path, extensions: subject.kind == .itemsFile ? ["png", "svg", "pdf"] : ["png"])
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

import Foundation
import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules

/// `quickglyph check`: finds everything under the given paths, resolves the quick
/// actions' icons against the catalogs, and runs every rule of the registry.
public struct Auditor: Sendable {
    public var context: RuleContext
    /// `--all-imagesets`: in an app folder, judge every imageset as a glyph, not
    /// only the ones a quick action shows.
    public var allImagesets: Bool

    public init(context: RuleContext = RuleContext(), allImagesets: Bool = false) {
        self.context = context
        self.allImagesets = allImagesets
    }

    /// `--hig`: accept the HIG's 104 px at @3x besides 105 px.
    public init(acceptsHIGSizes: Bool, allImagesets: Bool = false) {
        self.init(context: RuleContext(acceptsHIGSizes: acceptsHIGSizes), allImagesets: allImagesets)
    }

    /// What the check has found so far, gathered phase by phase.
    private struct Tally {
        var findings: [Finding] = []
        var files = Set<String>()
        /// Imagesets and loose icons judged as glyphs.
        var judged = 0
        /// Template imagesets on the glyph canvas, shown or not, for unused-glyph.
        var glyphs: [AppSubject.Glyph] = []
    }

    public func check(paths: [String]) throws(CheckError) -> CheckReport {
        let inventory = try CheckInventory(paths: paths)
        var tally = Tally()

        // Quick actions first: they decide which imagesets are quick-action glyphs.
        let statics = inventory.plists.map { resolve(ShortcutsLoader.plist($0), inventory: inventory) }
            + inventory.itemsFiles.map { resolve(ShortcutsLoader.itemsFile($0), inventory: inventory) }
        // Apps make most of their quick actions in code: every app folder's sources are read too.
        var apps: [QuickActionInventory] = []
        for folder in inventory.appFolders {
            do {
                var app = try QuickActionInventory(appFolder: folder)
                app.setAside(plists: inventory.setAsidePlists)
                apps.append(app)
            } catch {
                throw .unreadablePath(folder, ErrorText.describe(error))
            }
        }
        let dynamics = apps.flatMap { app in codeSubjects(app, statics: statics, inventory: inventory) }
        for subject in statics {
            tally.files.insert(subject.path)
            tally.findings += RuleRegistry.shortcutsRules.flatMap { $0.init().validate(subject, context: context) }
        }
        for subject in dynamics {
            tally.files.insert(subject.path)
            tally.findings += RuleRegistry.shortcutsRules.filter { $0.appliesToCode }.flatMap { $0.init().validate(subject, context: context) }
        }
        let shortcuts = statics + dynamics
        let usedIcons = Set(shortcuts.flatMap { $0.entries.compactMap { $0[.iconFile] } })

        judgeImagesets(inventory, usedIcons: usedIcons, into: &tally)
        judgeNamedVectors(inventory, into: &tally)
        judgeLooseImages(inventory, usedIcons: usedIcons, into: &tally)

        // An Info.plist without quick actions says nothing about which imagesets are glyphs.
        let sources = shortcuts.filter { !$0.entries.isEmpty || !$0.problems.isEmpty }.map(\.path)
        let actions = shortcuts.reduce(0) { $0 + $1.entries.count }
        let computed = shortcuts.reduce(0) { $0 + $1.entries.filter { $0.unresolved[.iconFile] != nil }.count }
        let app = AppSubject(glyphs: tally.glyphs, usedIcons: usedIcons, shortcutSources: sources, appFolders: inventory.appFolders,
                             actionCount: actions, judgedImagesets: tally.judged, imagesetCount: inventory.imagesets.count,
                             computedIcons: computed)
        tally.findings += RuleRegistry.appRules.flatMap { $0.init().validate(app, context: context) }
        return CheckReport(findings: tally.findings, filesChecked: tally.files.count, actions: records(apps: apps, inventory: inventory),
                           listsActions: !inventory.appFolders.isEmpty || !inventory.plists.isEmpty)
    }

    /// Each imageset a quick action shows, or the user named, judged as a glyph; the others only looked at for unused-glyph.
    private func judgeImagesets(_ inventory: CheckInventory, usedIcons: Set<String>, into tally: inout Tally) {
        let names = AssetNames(catalogs: inventory.catalogs)
        // A package's catalog is outside the main bundle, where quick actions look.
        let packaged = Set(inventory.catalogs.filter(Auditor.isPackageResource).flatMap(CheckInventory.imagesets(in:)))
        for path in inventory.imagesets {
            let name = names.name(of: path)
            // Only what a quick action shows is a glyph, unless the user named the
            // imageset or its catalog, or asked for all of them.
            let shown = usedIcons.contains(name) && !packaged.contains(path)
            guard shown || inventory.namedImagesets.contains(path) || allImagesets else {
                // An image no quick action shows gets no finding and costs no decoding: only
                // whether it is drawn as a glyph, from its Contents.json and PNG headers, for unused-glyph.
                if Auditor.isUnshownGlyph(path) { tally.glyphs.append(.init(name: name, path: path)) }
                continue
            }
            tally.judged += 1
            let (subject, imageFindings, checked) = loadGlyphImageset(path)
            tally.files.formUnion(checked)
            tally.findings += imageFindings
            tally.findings += RuleRegistry.imagesetRules.flatMap { $0.init().validate(subject, context: context) }
            if Auditor.looksLikeGlyph(subject) { tally.glyphs.append(.init(name: name, path: path)) }
        }
    }

    /// A vector file named on its own is a single-scale icon, drawn at every scale.
    private func judgeNamedVectors(_ inventory: CheckInventory, into tally: inout Tally) {
        for path in inventory.namedVectors {
            tally.files.insert(path)
            tally.judged += 1
            let kind = SourceKind(filename: path).flatMap(VectorImage.Kind.init)!
            let (rendered, problems) = Auditor.render(path, kind: kind, scales: GlyphGeometry.scales)
            tally.findings += problems + ImagesetJudge(context: context).judge(rendered.map { .init(subject: $0, variant: "universal") })
        }
    }

    /// Loose PNGs: one the user named is judged on its own; the bundle images a quick
    /// action names (`templateImageName:` looks in the bundle after the catalog) are one
    /// icon at several scales (`NAME.png` is @1x), judged together like an imageset.
    private func judgeLooseImages(_ inventory: CheckInventory, usedIcons: Set<String>, into tally: inout Tally) {
        for path in inventory.pngs where inventory.namedPNGs.contains(path) || allImagesets {
            tally.files.insert(path)
            tally.judged += 1
            tally.findings += checkPNG(path, scale: AssetNaming.scale(fromFilename: path))
        }
        let bundled = inventory.pngs.filter { !inventory.namedPNGs.contains($0) && !allImagesets && usedIcons.contains(AssetNaming.baseName(of: $0)) }
        let icons = Dictionary(grouping: bundled) { ($0 as NSString).deletingLastPathComponent + "/" + AssetNaming.baseName(of: $0) }
        for key in icons.keys.sorted() {
            tally.judged += 1
            var images: [ImagesetJudge.Image] = []
            for path in icons[key]!.sorted() {
                tally.files.insert(path)
                let file = PNGFileSubject(path: path)
                tally.findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
                guard let image = file.image else { continue }
                let subject = ImageSubject(path: path, raster: image.raster, scale: AssetNaming.scale(fromFilename: path) ?? 1, header: image.header)
                images.append(.init(subject: subject, variant: "universal"))
            }
            tally.findings += ImagesetJudge(context: context).judge(images)
            let name = AssetNaming.baseName(of: key)
            if let largest = images.max(by: { ($0.subject.scale ?? 0) < ($1.subject.scale ?? 0) }),
               let message = ScaleMissingRule.message(icon: "the bundle icon \"\(name)\"", name: name,
                                                      present: Set(images.compactMap(\.subject.scale))) {
                tally.findings.append(Finding(ScaleMissingRule.description, path: largest.subject.path, message: message))
            }
        }
    }

    /// The inventory for the report: every app folder's quick actions, and those of
    /// plists named on their own, each file icon resolved to its imageset or bundle PNGs.
    private func records(apps: [QuickActionInventory], inventory: CheckInventory) -> [QuickActionRecord] {
        var actions: [QuickAction] = apps.flatMap(\.actions)
        let inApps = Set(apps.flatMap { $0.plists.map(\.path) })
        for path in inventory.plists where !inApps.contains(path) {
            if case .success(let plist) = InfoPlistFile.read(path: path) { actions += plist.actions }
        }
        let catalogs = Set(inventory.catalogs + apps.flatMap { CheckInventory.catalogs(below: $0.appFolder) })
            .sorted().filter { !Auditor.isPackageResource($0) }
        let names = AssetNames(catalogs: catalogs)
        var imagesets: [String: String] = [:]
        for catalog in catalogs {
            for imageset in CheckInventory.imagesets(in: catalog) where imagesets[names.name(of: imageset)] == nil {
                imagesets[names.name(of: imageset)] = imageset
            }
        }
        let bundle = Dictionary(grouping: inventory.pngs, by: AssetNaming.baseName(of:))
        return actions.sorted(by: QuickAction.precedes).map { action in
            QuickActionRecord(action) { name in (imagesets[name], imagesets[name] == nil ? (bundle[name] ?? []).sorted() : []) }
        }
    }

    /// The file rules, then, when it decoded, the image rules.
    private func checkPNG(_ path: String, scale: Int?) -> [Finding] {
        let file = PNGFileSubject(path: path)
        var findings = RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
        if let image = file.image {
            let subject = ImageSubject(path: path, raster: image.raster, scale: scale, header: image.header)
            findings += RuleRegistry.validate(subject, context: context)
        }
        return findings
    }

    /// Reads a glyph imageset and judges its images (PNG, PDF, SVG); returns the subject, the images' findings and the files read.
    private func loadGlyphImageset(_ path: String) -> (ImagesetSubject, [Finding], [String]) {
        let folder = ImagesetFolder(path: path)
        var subject = ImagesetSubject(folder: folder, isQuickActionGlyph: true)
        var findings: [Finding] = []
        var checked = [subject.contentsPath]
        var images: [ImagesetJudge.Image] = []
        for entry in subject.entries {
            // Only a file of the folder: a path or a link leading out is file-outside-imageset's, never read.
            guard let filename = entry.filename, folder.files.contains(filename), let file = folder.readablePath(of: filename) else { continue }
            if let kind = SourceKind(filename: filename), let vector = VectorImage.Kind(kind) {
                checked.append(file)
                // As Xcode does: a vector at its own scale, or a single-scale one at every scale.
                let (rendered, problems) = Auditor.render(file, kind: vector, scales: entry.scaleNumber.map { [$0] } ?? GlyphGeometry.scales)
                findings += problems
                images += rendered.map { .init(subject: $0, variant: entry.variantLabel) }
                if let scale = entry.scaleNumber, let image = rendered.first {
                    subject.images.append(.init(scale: scale, path: file, raster: image.raster, variant: entry.variantLabel))
                }
                continue
            }
            guard filename.lowercased().hasSuffix(".png") else { continue }
            checked.append(file)
            let pngFile = PNGFileSubject(path: file)
            findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(pngFile, context: context) }
            guard let image = pngFile.image else { continue }
            if let scale = entry.scaleNumber {
                subject.images.append(.init(scale: scale, path: file, raster: image.raster, variant: entry.variantLabel))
            }
            images.append(.init(subject: ImageSubject(path: file, raster: image.raster, scale: entry.scaleNumber, header: image.header),
                                variant: entry.variantLabel))
        }
        findings += ImagesetJudge(context: context).judge(images)
        return (subject, findings, checked)
    }

    /// The items each source file of an app makes, one subject a file, with the
    /// app's icons to resolve against (every catalog and loose PNG of the app: a
    /// template image name looks in the catalog, then the bundle) and its name.
    private func codeSubjects(_ app: QuickActionInventory, statics: [ShortcutsSubject], inventory: CheckInventory) -> [ShortcutsSubject] {
        let dynamic = app.actions.filter { $0.kind == .dynamic }
        guard !dynamic.isEmpty else { return [] }
        let catalogs = CheckInventory.catalogs(below: app.appFolder).filter { !Auditor.isPackageResource($0) }
        let names = AssetNames(catalogs: catalogs)
        var icons = Set(catalogs.flatMap { CheckInventory.imagesets(in: $0) }.map(names.name(of:)))
        let prefix = app.appFolder.hasSuffix("/") ? app.appFolder : app.appFolder + "/"
        let loose = inventory.pngs.filter { $0.hasPrefix(prefix) }
        icons.formUnion(loose.map(AssetNaming.baseName(of:)))
        let appName = statics.first { $0.path.hasPrefix(prefix) && $0.appName != nil }?.appName
        let byFile = Dictionary(grouping: dynamic) { $0.declaredAt.path }
        return byFile.keys.sorted().map { path in
            var subject = ShortcutsLoader.code(path, actions: byFile[path]!)
            subject.availableIcons = icons
            subject.iconSearchPlaces = catalogs + (loose.isEmpty ? [] : ["the PNGs of \(app.appFolder)"])
            subject.appName = appName
            return subject
        }
    }

    /// Whether a catalog belongs to a Swift package target (`Sources/NAME/…` below a
    /// `Package.swift`): it is compiled into the package's own bundle, where the
    /// main bundle's quick actions never look.
    static func isPackageResource(_ catalog: String) -> Bool {
        var folder = (catalog as NSString).deletingLastPathComponent
        var below: [String] = []
        while !folder.isEmpty, folder != "/", folder != "." {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                return below.last == "Sources"
            }
            below.append((folder as NSString).lastPathComponent)
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// A PDF or SVG drawn at its own point size at each of `scales`, as Xcode rasterizes it.
    static func render(_ path: String, kind: VectorImage.Kind, scales: [Int]) -> ([ImageSubject], [Finding]) {
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let image = try VectorImage(data: data, kind: kind, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent())
            var rendered: [ImageSubject] = []
            for scale in scales { rendered.append(ImageSubject(path: path, raster: try image.render(scale: scale), scale: scale)) }
            return (rendered, [])
        } catch let error as RenderError {
            return ([], [error.finding(path: path)])
        } catch {
            return ([], [FileReadError(error).finding(path: path)])
        }
    }

    /// Adds what resolving icons and titles needs: the catalogs' imagesets and the translations.
    private func resolve(_ subject: ShortcutsSubject, inventory: CheckInventory) -> ShortcutsSubject {
        var subject = subject
        let folder = (subject.path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "." : folder
        let catalogs = Set(inventory.catalogs + CheckInventory.catalogs(below: base)).sorted().filter { !Auditor.isPackageResource($0) }
        let assetNames = AssetNames(catalogs: catalogs)
        for catalog in catalogs {
            subject.iconSearchPlaces.append(catalog)
            for imageset in CheckInventory.imagesets(in: catalog) { subject.availableIcons.insert(assetNames.name(of: imageset)) }
        }
        // templateImageName: looks in the bundle after the catalog; an items file names glyph sources beside it.
        let loose = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        let extensions = subject.kind == .itemsFile ? ["png", "svg"] : ["png"]
        let names = loose.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map(AssetNaming.baseName(of:))
        if !names.isEmpty {
            subject.availableIcons.formUnion(names)
            subject.iconSearchPlaces.append(base)
        }
        subject.translate(with: Localizations(besidePlist: subject.path))
        return subject
    }

    /// A template imageset drawn on the quick-action canvas: what the unused-glyph rule lists.
    /// The same test for an imageset nobody shows, from its PNGs' headers alone.
    static func isUnshownGlyph(_ path: String) -> Bool {
        let folder = ImagesetFolder(path: path)
        let subject = ImagesetSubject(folder: folder, isQuickActionGlyph: false)
        guard subject.templateRenderingIntent == "template" || subject.name.hasSuffix("Template") else { return false }
        return subject.entries.contains { entry in
            guard let filename = entry.filename, let scale = entry.scaleNumber, filename.lowercased().hasSuffix(".png"),
                  let file = folder.readablePath(of: filename),
                  let data = FileManager.default.contents(atPath: file),
                  let header = try? PNGImage.header(of: data) else { return false }
            return header.width == header.height && GlyphGeometry.scale(forSize: header.width, higSizes: true) == scale
        }
    }

    static func looksLikeGlyph(_ subject: ImagesetSubject) -> Bool {
        guard subject.templateRenderingIntent == "template" || subject.name.hasSuffix("Template") else { return false }
        return subject.images.contains { GlyphGeometry.scale(forSize: $0.raster.width, higSizes: true) == $0.scale }
    }
}

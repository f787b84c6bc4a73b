import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// `quickglyph check`: reads each app once into an `AppModel` (its Xcode targets,
/// catalogs and quick actions), judges each application target's quick actions
/// against that target's own icons, judges the imagesets they show, and runs
/// every rule of the registry. Files and folders named on their own are judged as given.
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
    struct Tally {
        var findings: [Finding] = []
        /// How each target judged for its code handles its quick actions, for the inventory.
        var handling: [TargetHandling] = []
        /// Each application target's development language, by its label ("" for an app no project names).
        var developmentLanguages: [String: String] = [:]
        var files = Set<String>()
        /// Imagesets and loose icons judged as glyphs, by path: one judged for two targets is judged once.
        var judged = Set<String>()
        /// Template imagesets on the glyph canvas, shown or not, for unused-glyph.
        var glyphs: [AppSubject.Glyph] = []
        var glyphPaths = Set<String>()
        var imagesetCount = 0
        /// The alpha of every image judged, by imageset (or by its first file): what the HTML report shows, decoded once.
        var images: [String: [ReportIcon.Image]] = [:]

        mutating func keep(_ judged: [ImagesetJudge.Image], under key: String) {
            images[key, default: []] += judged.map { image in
                ReportIcon.Image(findingPath: image.subject.path, shownPath: image.subject.path, scale: image.subject.scale ?? 1,
                                 variant: image.variant, mask: image.subject.raster.alphaMask)
            }
        }
        var usedIcons = Set<String>()
        var sources: [String] = []
        var actionCount = 0
        var computedIcons = 0
        var actions: [QuickAction] = []

        mutating func addGlyph(name: String, path: String) {
            if glyphPaths.insert(path).inserted { glyphs.append(.init(name: name, path: path)) }
        }
    }

    /// The quick actions of one file, with the target that ships them.
    struct Shortcuts {
        var subject: ShortcutsSubject
        var target: String?
    }

    public func check(paths: [String]) throws(CheckError) -> CheckReport {
        let inventory = try CheckInventory(paths: paths)
        var tally = Tally()
        var apps: [AppModel] = []
        for folder in inventory.appFolders {
            do throws(FileReadError) {
                apps.append(try AppModel(folder: folder))
            } catch {
                throw .unreadablePath(folder, error.description)
            }
        }
        let named = NamedFilesAudit(auditor: self, inventory: inventory)
        let namedShortcuts = named.shortcuts()
        judge(namedShortcuts, into: &tally)
        for app in apps {
            AppAudit(auditor: self, app: app, namedCatalogs: inventory.catalogs).run(into: &tally)
        }
        named.judgeImages(usedIcons: tally.usedIcons, into: &tally)
        tally.actions += named.actions()
        let android = judgeAndroid(in: inventory.appFolders, into: &tally)
        // Folders of Android modules and nothing of iOS (no quick-action source, no imageset) are no iOS app to say "no quick action" of.
        let iosFolders = !android.isEmpty && tally.sources.isEmpty && tally.imagesetCount == 0 ? [] : inventory.appFolders

        let appSubject = AppSubject(glyphs: tally.glyphs, usedIcons: tally.usedIcons, shortcutSources: tally.sources,
                                    appFolders: iosFolders, actionCount: tally.actionCount,
                                    judgedImagesets: tally.judged.count, imagesetCount: tally.imagesetCount,
                                    computedIcons: tally.computedIcons)
        tally.findings += RuleRegistry.appRules.flatMap { $0.init().validate(appSubject, context: context) }
        var report = CheckReport(findings: Auditor.unique(tally.findings), filesChecked: tally.files.count,
                           actions: tally.actions.sorted(by: QuickAction.reportPrecedes),
                           listsActions: !inventory.appFolders.isEmpty || !inventory.plists.isEmpty,
                           judgedImagesets: tally.judged.sorted(), images: tally.images,
                           androidShortcuts: android.isEmpty ? nil : AndroidShortcutCount(android), handling: tally.handling)
        report.appFiles = apps.flatMap { $0.scan.sources + $0.scan.interfaceFiles }
        report.developmentLanguages = tally.developmentLanguages
        return report
    }

    /// Every Android module in the folders (the folder itself or one below it), each read once and
    /// judged by the Android rules: a repository with an iOS app and an Android one gets both checks.
    func judgeAndroid(in folders: [String], into tally: inout Tally) -> [AndroidModule] {
        var roots = Set<String>()
        var modules: [AndroidModule] = []
        for folder in folders {
            for layout in AndroidModuleSearch.modules(in: folder) where roots.insert(layout.root).inserted {
                let module = AndroidModuleReader.read(layout)
                tally.files.formUnion(module.filesRead + module.problems.map(\.path))
                tally.findings += RuleRegistry.validate(module, context: context)
                modules.append(module)
            }
        }
        return modules
    }

    /// Runs the quick-action rules over each file's items. With several application
    /// targets a finding names its target; one file shipped by two targets that
    /// finds the same thing in both is one finding naming both.
    func judge(_ shortcuts: [Shortcuts], labelTargets: Bool = false, into tally: inout Tally) {
        var byFinding: [(finding: Finding, targets: [String])] = []
        // Where each finding is in `byFinding`: looked up, not searched for, however many there are.
        var indexOf: [Finding: Int] = [:]
        for item in shortcuts {
            let subject = item.subject
            tally.files.insert(subject.path)
            let rules = RuleRegistry.shortcutsRules.filter { subject.kind != .code || $0.appliesToCode }
            for finding in rules.flatMap({ $0.init().validate(subject, context: context) }) {
                if let index = indexOf[finding] {
                    if let target = item.target, !byFinding[index].targets.contains(target) { byFinding[index].targets.append(target) }
                } else {
                    indexOf[finding] = byFinding.count
                    byFinding.append((finding, item.target.map { [$0] } ?? []))
                }
            }
            // An Info.plist without quick actions says nothing about which imagesets are glyphs.
            if !subject.actions.isEmpty || !subject.problems.isEmpty, !tally.sources.contains(subject.path) { tally.sources.append(subject.path) }
            tally.actionCount += subject.actions.count
            tally.computedIcons += subject.actions.filter { if case .unresolved? = $0.iconKey(.iconFile) { return true } else { return false } }.count
            tally.usedIcons.formUnion(subject.actions.compactMap { $0.iconKey(.iconFile)?.string })
        }
        for (finding, targets) in byFinding {
            var finding = finding
            if labelTargets, !targets.isEmpty {
                finding.message = (targets.count == 1 ? "target \(targets[0]): " : "targets \(DisplayText.list(targets)): ") + finding.message
            }
            tally.findings.append(finding)
        }
    }

    /// Judges one imageset as a quick-action glyph, once however many targets show it.
    func judgeImageset(_ path: String, name: String, into tally: inout Tally) {
        guard tally.judged.insert(path).inserted else { return }
        let (subject, imageFindings, checked, judged) = loadGlyphImageset(path)
        tally.keep(judged, under: path)
        tally.files.formUnion(checked)
        tally.findings += imageFindings
        tally.findings += RuleRegistry.imagesetRules.flatMap { $0.init().validate(subject, context: context) }
        if Auditor.looksLikeGlyph(subject) { tally.addGlyph(name: name, path: path) }
    }

    /// Bundle PNGs of one icon at several scales (`NAME.png` is @1x), judged together like an imageset.
    func judgeBundleIcon(_ files: [String], name: String, into tally: inout Tally) {
        guard let first = files.sorted().first, tally.judged.insert(first).inserted else { return }
        var images: [ImagesetJudge.Image] = []
        for path in files.sorted() {
            tally.files.insert(path)
            let file = PNGFileSubject(reading: path)
            tally.findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
            guard let image = file.image else { continue }
            let subject = ImageSubject(path: path, raster: image.raster, scale: AssetNaming.scale(fromFilename: path) ?? 1, header: image.header)
            images.append(.init(subject: subject, variant: "universal"))
        }
        tally.findings += ImagesetJudge(context: context).judge(images)
        tally.keep(images, under: first)
        if let largest = images.max(by: { ($0.subject.scale ?? 0) < ($1.subject.scale ?? 0) }),
           let message = ScaleMissingRule.message(icon: "the bundle icon \(DisplayText.quote(name))", name: name,
                                                  present: Set(images.compactMap(\.subject.scale))) {
            tally.findings.append(Finding(ScaleMissingRule.description, path: largest.subject.path, message: message))
        }
    }

    /// The file rules, then, when it decoded, the image rules; the image is kept for the report.
    func checkPNG(_ path: String, scale: Int?, into tally: inout Tally) {
        let file = PNGFileSubject(reading: path)
        tally.findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
        if let image = file.image {
            let subject = ImageSubject(path: path, raster: image.raster, scale: scale, header: image.header)
            tally.findings += RuleRegistry.validate(subject, context: context)
            tally.keep([.init(subject: subject, variant: "universal")], under: path)
        }
    }

    /// Reads a glyph imageset and judges its images (PNG, PDF, SVG); returns the subject, the images' findings and the files read.
    private func loadGlyphImageset(_ path: String) -> (ImagesetSubject, [Finding], [String], [ImagesetJudge.Image]) {
        let folder = ImagesetFolder(path: path)
        var subject = folder.subject(isQuickActionGlyph: true)
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
            let pngFile = PNGFileSubject(reading: file)
            findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(pngFile, context: context) }
            guard let image = pngFile.image else { continue }
            if let scale = entry.scaleNumber {
                subject.images.append(.init(scale: scale, path: file, raster: image.raster, variant: entry.variantLabel))
            }
            images.append(.init(subject: ImageSubject(path: file, raster: image.raster, scale: entry.scaleNumber, header: image.header),
                                variant: entry.variantLabel))
        }
        findings = Auditor.attributingToBackground(findings + ImagesetJudge(context: context).judge(images))
        return (subject, findings, checked, images)
    }

    /// A PDF or SVG drawn at its own point size at each of `scales`, as Xcode rasterizes it.
    /// - Parameter inspects: whether an SVG is also read for its export mistakes (not for a picture that only shows it).
    static func render(_ path: String, kind: VectorImage.Kind, scales: [Int], inspects: Bool = true) -> ([ImageSubject], [Finding]) {
        do {
            let data = try SourceFile.read(path, limit: nil)
            let image = try VectorImage(data: data, kind: kind, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent())
            var rendered: [ImageSubject] = []
            for scale in scales { rendered.append(ImageSubject(path: path, raster: try image.render(scale: scale), scale: scale)) }
            return (rendered, kind == .svg && inspects ? exportFindings(data, path: path, rendered: rendered) : [])
        } catch let error as RenderError {
            return ([], [error.finding(path: path)])
        } catch let error as FileReadError {
            return ([], [error.finding(path: path)])
        } catch {
            return ([], [FileReadError(error).finding(path: path)])
        }
    }

    /// The export mistakes `build` names in an SVG (a background layer, text not outlined, an
    /// embedded raster image), for the same file in an app. Drawn at its own point size, as
    /// Xcode draws it: a user unit is `scale` pixels. A background is named only when the
    /// render shows it (opaque ink corners), as `build` names it.
    static func exportFindings(_ data: Data, path: String, rendered: [ImageSubject]) -> [Finding] {
        let inspection = SVGExportInspection(data: data)
        guard let largest = rendered.max(by: { ($0.scale ?? 1) < ($1.scale ?? 1) }) else { return [] }
        let scale = largest.scale ?? 1
        var findings = inspection.findings(path: path, pixelsPerUnit: Double(scale), scale: scale)
        if !SVGExportInspection.hasOpaqueCorners(largest.raster) { findings.removeAll { $0.rule == ToolDiagnostics.svgBackground.id } }
        return findings
    }

    /// A background layer is the cause of the colour and opacity findings its file gets: named instead of them.
    static func attributingToBackground(_ findings: [Finding]) -> [Finding] {
        let backgrounds = Set(findings.filter { $0.rule == ToolDiagnostics.svgBackground.id }.map(\.path))
        guard !backgrounds.isEmpty else { return findings }
        return findings.filter { !(backgrounds.contains($0.path) && SVGExportInspection.causedByBackground.contains($0.rule)) }
    }

    /// A template imageset drawn on the quick-action canvas: what the unused-glyph rule lists.
    /// The same test for an imageset nobody shows, from its PNGs' headers alone.
    static func isUnshownGlyph(_ path: String) -> Bool {
        // Most imagesets of an app are illustrations and buttons: a byte search of their Contents.json
        // (never through a link) passes them over without listing the folder or parsing the JSON.
        // The bytes searched are the bytes parsed: Contents.json is read once.
        let contents = try? RegularFile.read(atPath: path + "/" + AssetNaming.contentsFile)
        if !AssetCatalog.folderName(path).hasSuffix("Template") {
            guard let contents, contents.range(of: Data("template".utf8)) != nil else { return false }
        }
        let folder = ImagesetFolder(path: path)
        let subject = folder.subject(isQuickActionGlyph: false, contents: contents)
        guard subject.templateRenderingIntent == "template" || subject.name.hasSuffix("Template") else { return false }
        return subject.entries.contains { entry in
            guard let filename = entry.filename, let scale = entry.scaleNumber, filename.lowercased().hasSuffix(".png"),
                  let file = folder.readablePath(of: filename),
                  let data = try? SourceFile.read(file, limit: nil),
                  let header = try? PNGImage.header(of: data) else { return false }
            return header.width == header.height && GlyphGeometry.scale(forSize: header.width, higSizes: true) == scale
        }
    }

    static func looksLikeGlyph(_ subject: ImagesetSubject) -> Bool {
        guard subject.templateRenderingIntent == "template" || subject.name.hasSuffix("Template") else { return false }
        return subject.images.contains { GlyphGeometry.scale(forSize: $0.raster.width, higSizes: true) == $0.scale }
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

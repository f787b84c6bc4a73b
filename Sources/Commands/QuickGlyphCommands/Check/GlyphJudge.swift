/// Judges imagesets, bundle icons and loose images as quick-action glyphs.
import Foundation
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// Each judgement returns what it found as a `CheckOutcome`, for the step that asked to fold in.
struct GlyphJudge {
    var context: RuleContext

    /// An icon a quick action shows, or an imageset judged as one.
    enum Glyph {
        case imageset(path: String, name: String)
        /// Bundle PNGs of one icon at several scales (`NAME.png` is @1x).
        case bundleIcon(files: [String], name: String)

        /// What it is judged under, once: the imageset's path, or the bundle icon's first file.
        var key: String? {
            switch self {
            case .imageset(let path, _): path
            case .bundleIcon(let files, _): files.min()
            }
        }
    }

    /// Each glyph judged once: none already in `judged` (by an earlier step), none twice.
    func judge(_ glyphs: [Glyph], besides judged: Set<String>) -> CheckOutcome {
        var outcome = CheckOutcome()
        for glyph in glyphs {
            guard let key = glyph.key, !judged.contains(key), !outcome.judged.contains(key) else { continue }
            outcome.add(judge(glyph))
        }
        return outcome
    }

    func judge(_ glyph: Glyph) -> CheckOutcome {
        switch glyph {
        case .imageset(let path, let name): imageset(path, name: name)
        case .bundleIcon(let files, let name): bundleIcon(files, name: name)
        }
    }

    /// One imageset judged as a quick-action glyph: its images, its Contents.json, and whether it is drawn as one.
    func imageset(_ path: String, name: String) -> CheckOutcome {
        let (subject, imageFindings, checked, judged) = loadGlyphImageset(path)
        var outcome = CheckOutcome(findings: imageFindings, files: Set(checked))
        outcome.judged = [path]
        outcome.keep(judged, under: path)
        outcome.findings += RuleRegistry.imagesetRules.flatMap { $0.init().validate(subject, context: context) }
        if GlyphJudge.looksLikeGlyph(subject) { outcome.addGlyph(name: name, path: path) }
        return outcome
    }

    /// Bundle PNGs of one icon at several scales (`NAME.png` is @1x), judged together like an imageset.
    func bundleIcon(_ files: [String], name: String) -> CheckOutcome {
        guard let first = files.min() else { return CheckOutcome() }
        let context = onItsOwn
        var outcome = CheckOutcome()
        outcome.judged = [first]
        var images: [ImagesetJudge.Image] = []
        for path in files.sorted() {
            outcome.files.insert(path)
            let file = PNGFileSubject(reading: path)
            outcome.findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
            guard let image = file.image else { continue }
            let scale = AssetNaming.scale(fromFilename: path) ?? 1
            let subject = ImageSubject(path: path, raster: image.raster, scale: scale, header: image.header)
            images.append(.init(subject: subject, variant: "universal"))
        }
        let judged = ImagesetJudge(context: context).judge(images)
        outcome.findings += judged
        outcome.keep(images, under: first)
        // A lone NAME.png of the wrong size (100 px) is no @1x export lacking its @2x and @3x: its scale is
        // a guess, and wrong-size's "export it at 35 pt for each scale" is the one fix. Files named for
        // their scales (@1x and @2x, no @3x) do lack one, whatever their size.
        let scaleGuessed = files.allSatisfy { AssetNaming.scale(fromFilename: $0) == nil }
        if !(scaleGuessed && judged.contains(where: { $0.rule == .wrongSize })),
            let largest = images.max(by: { ($0.subject.scale ?? 0) < ($1.subject.scale ?? 0) }),
            let message = ScaleMissingRule.message(
                icon: "the bundle icon \(DisplayText.quote(name))", name: name,
                present: Set(images.compactMap(\.subject.scale)))
        {
            outcome.findings.append(Finding(ScaleMissingRule.description, path: largest.subject.path, message: message))
        }
        return outcome
    }

    /// The context for files judged outside an imageset (named alone, or bundle PNGs): `check --fix` redraws
    /// imagesets only, so their hints name the build that takes the option instead.
    private var onItsOwn: RuleContext {
        var context = context
        if case .check = context.command { context.command = .check(repairs: false) }
        return context
    }

    /// A PNG on its own: the file rules, then, when it decoded, the image rules; the image is kept for the report.
    /// The file is counted as read by the caller, which counts it judged or not.
    func png(_ path: String) -> CheckOutcome {
        let context = onItsOwn
        var outcome = CheckOutcome()
        outcome.judged = [path]
        let file = PNGFileSubject(reading: path)
        outcome.findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(file, context: context) }
        if let image = file.image {
            let subject = ImageSubject(
                path: path, raster: image.raster, scale: AssetNaming.scale(fromFilename: path),
                header: image.header)
            outcome.findings += RuleRegistry.validate(subject, context: context)
            outcome.keep([.init(subject: subject, variant: "universal")], under: path)
        }
        return outcome
    }

    /// A PDF or SVG on its own, drawn at every scale and judged like an imageset's images.
    func vector(_ path: String, kind: VectorImage.Kind) -> CheckOutcome {
        let context = onItsOwn
        var outcome = CheckOutcome()
        outcome.judged = [path]
        let (rendered, problems) = GlyphJudge.render(path, kind: kind, scales: GlyphGeometry.scales, context: context)
        let images = rendered.map { ImagesetJudge.Image(subject: $0, variant: "universal") }
        outcome.findings = GlyphJudge.attributingToBackground(problems + ImagesetJudge(context: context).judge(images))
        outcome.keep(images, under: path)
        return outcome
    }

    /// Reads a glyph imageset and judges its images (PNG, PDF, SVG); returns the subject, the images'
    /// findings, the files read and the images.
    private func loadGlyphImageset(_ path: String) -> (ImagesetSubject, [Finding], [String], [ImagesetJudge.Image]) {
        let folder = ImagesetFolder(path: path)
        var subject = folder.subject(isQuickActionGlyph: true)
        var findings: [Finding] = []
        var checked = [subject.contentsPath]
        var images: [ImagesetJudge.Image] = []
        for entry in subject.entries {
            // Only a file of the folder: a path or a link leading out is file-outside-imageset's, never read.
            guard let filename = entry.filename, folder.files.contains(filename),
                let file = folder.readablePath(of: filename)
            else { continue }
            if let kind = SourceKind(filename: filename), let vector = VectorImage.Kind(kind) {
                checked.append(file)
                // As Xcode does: a vector at its own scale, or a single-scale one at every scale.
                let scales = entry.scaleNumber.map { [$0] } ?? GlyphGeometry.scales
                let (rendered, problems) = GlyphJudge.render(file, kind: vector, scales: scales, context: context)
                findings += problems
                images += rendered.map { .init(subject: $0, variant: entry.variantLabel) }
                if let scale = entry.scaleNumber, let image = rendered.first {
                    subject.images.append(
                        .init(
                            scale: scale, path: file, raster: image.raster,
                            variant: entry.variantLabel))
                }
                continue
            }
            guard filename.lowercased().hasSuffix(".png") else { continue }
            checked.append(file)
            let pngFile = PNGFileSubject(reading: file)
            findings += RuleRegistry.pngFileRules.flatMap { $0.init().validate(pngFile, context: context) }
            guard let image = pngFile.image else { continue }
            let variant = entry.variantLabel
            if let scale = entry.scaleNumber {
                subject.images.append(.init(scale: scale, path: file, raster: image.raster, variant: variant))
            }
            images.append(
                .init(
                    subject: ImageSubject(
                        path: file, raster: image.raster, scale: entry.scaleNumber,
                        header: image.header),
                    variant: variant))
        }
        findings = GlyphJudge.attributingToBackground(findings + ImagesetJudge(context: context).judge(images))
        return (subject, findings, checked, images)
    }

    /// A PDF or SVG drawn at its own point size at each of `scales`, as Xcode rasterizes it.
    /// - Parameter inspects: whether an SVG is also read for its export mistakes (not for a picture
    ///   that only shows it), their hints said for `context`'s command.
    static func render(
        _ path: String, kind: VectorImage.Kind, scales: [Int],
        inspects: Bool = true, context: RuleContext = RuleContext(command: .check(repairs: false))
    ) -> ([ImageSubject], [Finding]) {
        do {
            let data = try SourceFile.read(path, limit: nil)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            let image = try VectorImage(data: data, kind: kind, baseDirectory: folder)
            var rendered: [ImageSubject] = []
            for scale in scales {
                rendered.append(ImageSubject(path: path, raster: try image.render(scale: scale), scale: scale))
            }
            return (
                rendered,
                kind == .svg && inspects ? exportFindings(data, path: path, rendered: rendered, context: context) : []
            )
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
    static func exportFindings(
        _ data: Data, path: String, rendered: [ImageSubject], context: RuleContext
    ) -> [Finding] {
        let inspection = SVGExportInspection(data: data)
        guard let largest = rendered.max(by: { ($0.scale ?? 1) < ($1.scale ?? 1) }) else { return [] }
        let scale = largest.scale ?? 1
        var findings = inspection.findings(path: path, pixelsPerUnit: Double(scale), scale: scale, context: context)
        if !SVGExportInspection.hasOpaqueCorners(largest.raster) {
            findings.removeAll { $0.rule == ToolDiagnostics.svgBackground.id }
        }
        return findings
    }

    /// A background layer is the cause of the colour and opacity findings its file gets: named instead of them.
    static func attributingToBackground(_ findings: [Finding]) -> [Finding] {
        let backgrounds = Set(findings.filter { $0.rule == ToolDiagnostics.svgBackground.id }.map(\.path))
        guard !backgrounds.isEmpty else { return findings }
        return findings.filter { finding in
            !(backgrounds.contains(finding.path) && SVGExportInspection.causedByBackground.contains(finding.rule))
        }
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
                let header = try? PNGImage.header(of: data)
            else { return false }
            return header.width == header.height && GlyphGeometry.scale(forSize: header.width, higSizes: true) == scale
        }
    }

    static func looksLikeGlyph(_ subject: ImagesetSubject) -> Bool {
        guard subject.templateRenderingIntent == "template" || subject.name.hasSuffix("Template") else { return false }
        return subject.images.contains { GlyphGeometry.scale(forSize: $0.raster.width, higSizes: true) == $0.scale }
    }
}

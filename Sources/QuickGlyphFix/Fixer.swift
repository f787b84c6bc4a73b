import Foundation
import QuickGlyphAudit
import QuickGlyphBuild
import QuickGlyphCatalog
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphSystem

/// `check --fix`: checks, repairs in place every finding whose repair is mechanical and safe,
/// then checks again. A finding that needs a person (two colours, a missing icon, a title, code)
/// is never guessed at: it stays, with the reason it was left. Every file is read and written
/// through the guarded layer, the whole fix journalled first.
public struct Fixer: Sendable {
    public var auditor: Auditor
    /// Print what would change; change nothing.
    public var dryRun: Bool

    public init(auditor: Auditor, dryRun: Bool = false) {
        self.auditor = auditor
        self.dryRun = dryRun
    }

    public func run(paths: [String]) throws(CheckError) -> FixOutcome {
        let journalURL = FixJournal.location(for: paths)
        let files = AppFileGuard(trustedFolder: journalURL.deletingLastPathComponent())
        var finished: [String] = []
        if !dryRun {
            do throws(FixError) {
                finished = try finishInterrupted(at: journalURL, files: files)
            } catch {
                var outcome = FixOutcome(dryRun: dryRun, report: try auditor.check(paths: paths))
                outcome.failure = error
                return outcome
            }
        }
        let before = try auditor.check(paths: paths)
        var outcome = FixOutcome(dryRun: dryRun, report: before)
        outcome.finished = finished
        (outcome.repairs, outcome.notRepaired) = plan(before, files: files)
        let changes = outcome.repairs.flatMap(\.changes).filter(\.changes)
        guard !dryRun, !changes.isEmpty else { return outcome }
        do throws(FixError) {
            try FixJournal(changes).write(at: journalURL, files: files)
            for change in changes { try apply(change, files: files) }
            try FixJournal.remove(at: journalURL, files: files)
        } catch {
            outcome.failure = error
        }
        outcome.report = try auditor.check(paths: paths)
        return outcome
    }

    // MARK: - Planning

    /// One imageset a quick action shows, with the findings inside it.
    private struct Shown {
        var path: String
        var findings: [Finding]
        var decision: ImagesetRepairDecision
    }

    /// The repairs `report` asks for, each with its file changes, and the findings left with their reasons.
    func plan(_ report: CheckReport, files: AppFileGuard) -> ([Repair], [NotRepaired]) {
        let shownPaths = Set(report.actions.compactMap { $0.image?.imageset })
        var repairs: [Repair] = []
        var left: [NotRepaired] = []
        var redraws: [(shown: Shown, imageset: ImagesetOnDisk, art: ImagesetOnDisk.Art, mask: MaskSource)] = []
        for path in report.judgedImagesets where shownPaths.contains(path) {
            let findings = report.findings.filter { $0.path == path || $0.path.hasPrefix(path + "/") }
            let shown = Shown(path: path, findings: findings, decision: ImagesetRepairDecision.decide(Set(findings.map(\.rule))))
            let repairable = findings.filter { ImagesetRepairDecision.repairable.contains($0.rule) }
            func leave(_ reason: String) { left += repairable.map { NotRepaired(finding: $0, reason: reason) } }
            switch shown.decision {
            case .none:
                continue
            case .needsPerson(let rules):
                leave("the imageset also has " + DisplayText.list(rules.map(\.rawValue))
                      + ", which needs a person; a redraw would hide it, not repair it")
            case .redraw(let mask):
                do throws(FixError) {
                    let imageset = try ImagesetOnDisk(path: path, files: files)
                    if let refusal = imageset.replacementRefusal { throw FixError.needsPerson(path: path, reason: refusal) }
                    guard let art = imageset.bestArt else {
                        throw FixError.needsPerson(path: path, reason: "it names no PNG, PDF or SVG to draw it again from")
                    }
                    if mask == .luminance, !Self.isDarkOnLight(art, in: imageset) {
                        throw FixError.needsPerson(path: path, reason: "its art is opaque but not a dark glyph on a light background, "
                            + "so its shape cannot be told from its colours; export it with transparency")
                    }
                    redraws.append((shown, imageset, art, mask))
                } catch {
                    leave(error.description)
                }
            case .templateIntent:
                do throws(FixError) {
                    repairs.append(try intentRepair(ImagesetOnDisk(path: path, files: files), rules: findings.map(\.rule)))
                } catch {
                    leave(error.description)
                }
            }
        }
        // As the build fits a glyph folder: art of one artboard size shares one factor, so the
        // repaired glyphs keep the sizes relative to each other their designer gave them.
        let redraw = ImagesetRedraw(options: options)
        var measures: [String: InkMeasure?] = [:]
        for item in redraws {
            if let measure = redraw.measure(item.art, in: item.imageset, mask: item.mask) { measures[item.shown.path] = measure }
        }
        let fits = FitPlan(names: redraws.map(\.shown.path), measures: measures).fits
        for item in redraws {
            let factor = fits[item.shown.path]?.factor ?? 1
            do throws(FixError) {
                repairs.append(try redrawRepair(item.imageset, art: item.art, mask: item.mask, factor: factor, redraw: redraw,
                                                rules: item.shown.findings.map(\.rule)))
            } catch {
                left += item.shown.findings.filter { ImagesetRepairDecision.repairable.contains($0.rule) }
                    .map { NotRepaired(finding: $0, reason: error.description) }
            }
        }
        return (repairs.sorted { $0.subject < $1.subject }, left)
    }

    /// The build's options for a glyph drawn again: `--fit auto`, every scale, a bitmap enlarged when it must be (said in a note).
    private var options: OutputOptions {
        OutputOptions(scales: GlyphGeometry.scales, fit: .auto, higSizes: auditor.context.acceptsHIGSizes, allowUpscale: true)
    }

    private func redrawRepair(_ imageset: ImagesetOnDisk, art: ImagesetOnDisk.Art, mask: MaskSource, factor: Double,
                              redraw: ImagesetRedraw, rules: [DiagnosticID]) throws(FixError) -> Repair {
        let drawn = try redraw.draw(art, of: imageset, mask: mask, factor: factor, outputName: imageset.name)
        var changes: [FileChange] = drawn.files.map { file in
            FileChange(path: imageset.path + "/" + file.name, before: imageset.files[file.name], after: file.data)
        }
        changes.append(FileChange(path: imageset.path + "/" + AssetNaming.contentsFile, before: imageset.contents, after: drawn.contents))
        let written = Set(drawn.files.map(\.name))
        // The files the old Contents.json named and the new one does not: left, they would be unassigned files.
        for name in Set(imageset.entries.map(\.filename)).subtracting(written).sorted() {
            guard let data = imageset.files[name] else { continue }
            changes.append(FileChange(path: imageset.path + "/" + name, before: data, after: nil))
        }
        var summary = "drawn again from \(art.filename) as a 35 pt template at "
            + drawn.sizes.map { "@\($0.scale)x (\($0.pixels) px)" }.joined(separator: ", ")
        if factor != 1 { summary += String(format: ", scaled by %.2f to the HIG glyph box", factor) }
        if mask == .luminance { summary += ", its shape taken from its darkness (--mask luminance)" }
        var notes: [String] = []
        if let pixels = drawn.enlargedFrom {
            notes.append("drawn from a \(pixels) px bitmap enlarged to \(drawn.sizes.last?.pixels ?? 0) px, so it is soft: "
                         + "ask for the icon as vector art (PDF or SVG) and put it in the imageset")
        }
        notes += drawn.findings.filter { $0.severity != .info }.map { "\($0.message) [\($0.rule.rawValue)]" }
        return Repair(subject: imageset.path, summary: summary, rules: Self.unique(rules), changes: changes, notes: notes)
    }

    /// The rendering intent set in Contents.json, the rest of it as it was; PNGs whose ink is
    /// coloured made black with their alpha unchanged, so the file is the template it is declared.
    private func intentRepair(_ imageset: ImagesetOnDisk, rules: [DiagnosticID]) throws(FixError) -> Repair {
        var json = imageset.json
        var properties = json["properties"] as? [String: Any] ?? [:]
        properties["template-rendering-intent"] = "template"
        json["properties"] = properties
        guard let contents = try? JSONFormatting.serialize(json) else {
            throw .unreadable(path: imageset.path, reason: "its Contents.json could not be written back")
        }
        var changes = [FileChange(path: imageset.path + "/" + AssetNaming.contentsFile, before: imageset.contents, after: contents)]
        var recoloured: [String] = []
        for entry in imageset.entries where SourceKind(filename: entry.filename) == .png {
            guard let data = imageset.files[entry.filename], let image = try? PNGImage(data: data), Self.hasColouredInk(image.raster),
                  let black = try? TemplatePNGEncoder().encode(image.raster.alphaMask) else { continue }
            changes.append(FileChange(path: imageset.path + "/" + entry.filename, before: data, after: black))
            recoloured.append(entry.filename)
        }
        let summary = "made a template: template-rendering-intent set"
            + (recoloured.isEmpty ? "" : "; the ink of \(DisplayText.list(recoloured)) made black, its alpha unchanged")
        return Repair(subject: imageset.path, summary: summary, rules: Self.unique(rules), changes: changes)
    }

    // MARK: - Writing

    /// One change through the guarded layer: only when the file still holds what was planned from.
    private func apply(_ change: FileChange, files: AppFileGuard) throws(FixError) {
        do throws(AppFileError) {
            let file = try files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
            guard file.contents == change.before else {
                throw AppFileError.writeFailed(path: change.path, reason: "it changed after check --fix read it")
            }
            if let after = change.after {
                try files.replace(file, with: after, claim: .edit)
            } else {
                try files.remove(file)
            }
        } catch {
            throw .file(error)
        }
    }

    /// Finishes the changes of a fix that was interrupted: a file still as planned from gets the
    /// planned bytes; one already written is passed; one changed by someone else meanwhile is left and said.
    private func finishInterrupted(at url: URL, files: AppFileGuard) throws(FixError) -> [String] {
        guard let journal = try FixJournal.read(at: url, files: files) else { return [] }
        var lines: [String] = []
        for change in journal.changes {
            let file: AppFile
            do throws(AppFileError) {
                file = try files.open(URL(fileURLWithPath: change.path), limit: ImagesetOnDisk.artLimit)
            } catch {
                throw .file(error)
            }
            if file.contents == change.after { continue }
            guard file.contents.map(SHA256.hex) == change.before else {
                lines.append("\(change.path): changed since an interrupted check --fix planned it; left as it is")
                continue
            }
            try apply(FileChange(path: change.path, before: file.contents, after: change.after), files: files)
            lines.append("\(change.path): " + (change.after == nil ? "removed" : "written") + ", finishing an interrupted check --fix")
        }
        try FixJournal.remove(at: url, files: files)
        return lines
    }

    // MARK: - Pixels

    /// Whether opaque art is dark on light, as it would be drawn: a PNG as decoded, a PDF or SVG at @1x.
    private static func isDarkOnLight(_ art: ImagesetOnDisk.Art, in imageset: ImagesetOnDisk) -> Bool {
        if art.kind == .png {
            guard let image = try? PNGImage(data: art.data) else { return false }
            return OpaqueArt.isDarkOnLight(image.raster)
        }
        guard let kind = VectorImage.Kind(art.kind),
              let image = try? VectorImage(data: art.data, kind: kind, baseDirectory: URL(fileURLWithPath: imageset.path)),
              let raster = try? image.render(scale: 1) else { return false }
        return OpaqueArt.isDarkOnLight(raster)
    }

    /// Whether any visible pixel is not black: a template's colour is ignored, but a file declared one should not carry any.
    static func hasColouredInk(_ raster: Raster) -> Bool {
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                if let color = raster.straightColor(x: x, y: y), color != RGB(red: 0, green: 0, blue: 0) { return true }
            }
        }
        return false
    }

    private static func unique(_ rules: [DiagnosticID]) -> [DiagnosticID] {
        Array(Set(rules)).sorted { $0.rawValue < $1.rawValue }
    }
}

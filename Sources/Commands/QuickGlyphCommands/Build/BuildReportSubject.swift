import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// A build's report with what printing it needs besides the findings: the
/// configuration names the catalog in the summary, and `--quiet` drops the summary and the notes.
package struct BuildReportSubject: ReportSubject {
    var report: BuildReport
    var configuration: BuildConfiguration
    var showsSummary: Bool
    /// Whether findings that are notes (`fit-scaled`, `unused-glyph`) are listed: `--quiet` lists problems only.
    var showsNotes: Bool

    package init(
        report: BuildReport, configuration: BuildConfiguration, showsSummary: Bool = true, showsNotes: Bool = true
    ) {
        self.report = report
        self.configuration = configuration
        self.showsSummary = showsSummary
        self.showsNotes = showsNotes
    }

    package var commandName: String { "build" }
    package var orderedFindings: [Finding] {
        report.findings.filter { showsNotes || $0.severity != .info }.sorted(by: Finding.precedes)
    }

    /// Findings on stderr, the summary on stdout: as the build always printed them.
    package var textLayout: TextLayout {
        TextLayout(
            findingsOnStandardError: true, summary: showsSummary ? report.summary(configuration: configuration) : nil)
    }

    /// The build's version-1 document, shaped like check's so one reader takes both:
    ///
    ///     {"version": 1, "findings": [same as check's],
    ///      "glyphs": {"rendered", "unchanged", "failed": [name]},
    ///      "files": {"written", "removed": [path]},
    ///      "counts": {"error", "warning", "info", "glyphs"}}
    package var jsonObject: [String: Any] {
        let findings = orderedFindings
        func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
        return [
            "version": JSONReporter.documentVersion, "findings": findings.map(\.jsonObject),
            "glyphs": [
                "rendered": report.rendered.sorted(), "unchanged": report.skipped.sorted(),
                "failed": report.failed.sorted(),
            ],
            "files": ["written": report.writtenFiles.sorted(), "removed": report.removedFiles.sorted()],
            "counts": [
                "error": count(.error), "warning": count(.warning), "info": count(.info),
                "glyphs": report.rendered.count + report.skipped.count,
            ],
        ]
    }

    /// The "used by" cell: the items' types, or what check and the build's note call a glyph no item names.
    private func usedBy(_ glyph: Manifest.Glyph) -> String {
        guard glyph.usedBy.isEmpty, !report.items.isEmpty else { return glyph.usedBy.joined(separator: ", ") }
        return "no quick action (\(DiagnosticID.unusedGlyph.rawValue))"
    }

    /// The items file's actions with the glyphs as built (their PNGs read back from the
    /// output), and the refused glyphs with their findings and no picture.
    package var diagnostics: [DiagnosticDescription] { RuleRegistry.allDiagnostics }

    package var overview: ReportOverview {
        let output = configuration.outputDirectory
        var icons: [ReportIcon] = []
        var glyphRows: [[String]] = []
        if let manifest = report.manifest {
            for name in manifest.glyphs.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let glyph = manifest.glyphs[name]!
                let images = glyph.outputs.sorted { $0.scale < $1.scale }.compactMap { file -> ReportIcon.Image? in
                    // Every output is a template PNG this build wrote; one that cannot be read is left out.
                    let path = output.appendingPathComponent(file.path).relativePath
                    guard let data = try? SourceFile.read(path), let image = try? PNGImage(data: data) else {
                        return nil
                    }
                    // The build reports a glyph's findings against its source.
                    return ReportIcon.Image(
                        findingPath: glyph.source.path, shownPath: path, scale: file.scale, variant: "universal",
                        mask: image.raster.alphaMask)
                }
                let imageset = output.appendingPathComponent(glyph.imageset).relativePath
                icons.append(
                    ReportIcon(
                        name: name, location: imageset, findingPaths: [glyph.source.path], images: images,
                        missingReason: images.isEmpty ? "its PNGs in \(imageset) could not be read" : nil))
                glyphRows.append([
                    name, glyph.source.path,
                    glyph.outputs.map { "@\($0.scale)x \($0.pixels) px" }.joined(separator: ", "),
                    usedBy(glyph),
                ])
            }
            for name in manifest.refused.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let refusal = manifest.refused[name]!
                icons.append(
                    ReportIcon(
                        name: name, location: refusal.source.path, findingPaths: [refusal.source.path], images: [],
                        missingReason: "refused: no PNG was written for it"))
                glyphRows.append([name, refusal.source.path, "refused", ""])
            }
        }
        let locations = Dictionary(icons.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        let itemsPath = configuration.itemsDisplayPath ?? ItemsFile.defaultFilename
        var menu: [(item: ReportMenuItem, isDynamic: Bool)] = []
        var rows: [[String]] = []
        for (index, item) in report.items.enumerated() {
            let icon: ReportMenuItem.Icon
            let iconText: String
            switch item.icon {
            case .file(let name):
                icon = report.manifest?.glyphs[name] != nil ? .custom(locations[name] ?? name) : .missing(name)
                iconText = "glyph \(name)"
            case .type(let name):
                let system = name.icon?.rawValue ?? name.written
                icon = .system(system)
                iconText = "systemIcon \(system)"
            case .symbol(let name):
                icon = .symbol(name)
                iconText = "symbol \(name)"
            case .none, .unresolved:
                // The items file gives every item one icon; an item without one is never built.
                continue
            }
            menu.append(
                (ReportMenuItem(title: item.titleText, subtitle: item.subtitleText, icon: icon), item.isDynamic))
            rows.append([
                item.typeText, item.titleText, item.subtitleText ?? "", iconText, "\(itemsPath) items[\(index)]",
            ])
        }
        return ReportOverview(
            title: "\(configuration.glyphsDisplayPath) into \(output.relativePath)/\(configuration.catalogFolder)",
            menus: [ReportMenu(target: nil, items: HomeScreenMenu.ordered(menu, isDynamic: \.isDynamic).map(\.item))],
            icons: icons,
            inventoryColumns: ["type", "title", "subtitle", "icon", "declared at"], inventoryRows: rows,
            extraTables: [
                ReportTable(heading: "Glyphs", columns: ["name", "source", "PNGs", "used by"], rows: glyphRows)
            ],
            summary: report.summary(configuration: configuration),
            launcherMenu: report.androidPopup)
    }
}

import Foundation
import QuickGlyphCore
import QuickGlyphKit

enum BuildCommand: Command {
    static let spec = CommandSpec(
        name: "build",
        synopsis: "quickglyph build [GLYPHS_DIR] [--out DIR] [--items FILE] [--catalog NAME] [--scales 1,2,3] "
            + "[--fit viewbox|glyph] [--allow-color]",
        summary: "Render a glyph folder into template PNGs, an asset catalog, a manifest and an Info.plist fragment",
        options: [
            .init(name: "--out", valueName: "DIR", help: "Output folder (default: output)"),
            .init(name: "--items", valueName: "FILE", help: "Items file (default: GLYPHS_DIR/shortcuts.json when it exists)"),
            .init(name: "--catalog", valueName: "NAME", help: "Asset catalog name, NAME.xcassets (default: Shortcuts)"),
            .init(name: "--scales", valueName: "LIST", help: "Scales to write, from 1,2,3 (default: 1,2,3)"),
            .init(name: "--fit", valueName: "viewbox|glyph",
                  help: "viewbox: the artboard fills the canvas (default); glyph: the ink is fitted to the HIG glyph size"),
            .init(name: "--hig", valueName: nil, help: "Use the HIG's pixel maxima: 104 px at @3x instead of 105"),
            .init(name: "--allow-color", valueName: nil, help: "Convert multi-colour glyphs from alpha, with a warning"),
            .init(name: "--mask", valueName: "alpha|luminance",
                  help: "Where the shape comes from; luminance turns dark-on-light opaque artwork into alpha"),
            .init(name: "--allow-upscale", valueName: nil, help: "Allow PNG sources smaller than the canvas (blurs)"),
            .init(name: "--compression", valueName: "1-12",
                  help: "libdeflate level: 10 (default) is within 3% of oxipng -o max; lower is faster, 12 smallest"),
            .init(name: "--jobs", valueName: "N", help: "Glyphs rendered at once (default: the number of cores)"),
            .init(name: "--quiet", valueName: nil, help: "Print only problems: no progress, no summary"),
        ])

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let configuration: BuildConfiguration
        do {
            configuration = try makeConfiguration(arguments)
        } catch {
            Terminal.err("quickglyph build: error: \(error.description)\nTry 'quickglyph build --help'.\n")
            return ExitStatus.usage
        }
        let quiet = arguments.flag("--quiet")
        let progress = quiet || !Terminal.isInteractive(2) ? nil : ProgressLine()
        let onProgress: (@Sendable (Int, Int) -> Void)? = progress.map { line in
            { @Sendable done, total in line.update(done: done, total: total) }
        }
        let report: BuildReport
        do throws(BuildError) {
            report = try BuildPipeline(configuration: configuration).run(progress: onProgress)
        } catch {
            progress?.finish()
            Terminal.err(error.description + "\n")
            return ExitStatus.usage
        }
        progress?.finish()
        let color = Terminal.usesColor(2)
        for finding in report.findings.sorted(by: Finding.precedes) {
            Terminal.err(FindingFormatter.line(finding, color: color) + "\n")
        }
        if !quiet {
            Terminal.out(summary(report, configuration: configuration) + "\n")
        }
        return report.errorCount > 0 ? ExitStatus.failure : ExitStatus.success
    }

    static func summary(_ report: BuildReport, configuration: BuildConfiguration) -> String {
        let total = report.rendered.count + report.skipped.count
        var parts = ["\(total) glyph\(total == 1 ? "" : "s") in \(configuration.outputDirectory.relativePath)/\(configuration.catalogFolder)",
                     "\(report.rendered.count) rendered", "\(report.skipped.count) unchanged"]
        if !report.failed.isEmpty { parts.append("\(report.failed.count) failed") }
        parts.append("\(report.writtenFiles.count) file\(report.writtenFiles.count == 1 ? "" : "s") written")
        if !report.removedFiles.isEmpty { parts.append("\(report.removedFiles.count) removed") }
        if report.errorCount + report.warningCount > 0 {
            parts.append("\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), "
                         + "\(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
        }
        return parts.joined(separator: ", ")
    }

    static func makeConfiguration(_ arguments: ParsedArguments) throws(UsageError) -> BuildConfiguration {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(description: "one glyph folder at most (got \(arguments.positionals.joined(separator: " ")))")
        }
        let glyphs = arguments.positionals.first ?? "glyphs"
        var items = arguments.value("--items")
        if let explicit = items, !FileManager.default.fileExists(atPath: explicit) {
            throw UsageError(description: "--items: no such file '\(explicit)'")
        }
        if items == nil {
            let defaultItems = (glyphs as NSString).appendingPathComponent("shortcuts.json")
            if FileManager.default.fileExists(atPath: defaultItems) { items = defaultItems }
        }
        var options = OutputOptions()
        if let scales = arguments.value("--scales") {
            let parsed = scales.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "x", with: "")) }
            guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil && GlyphGeometry.scales.contains($0!) }) else {
                throw UsageError(description: "--scales takes a comma-separated list of 1, 2 and 3 (got '\(scales)')")
            }
            options.scales = Array(Set(parsed.compactMap { $0 })).sorted()
        }
        if let fit = arguments.value("--fit") {
            guard let value = OutputOptions.Fit(rawValue: fit) else {
                throw UsageError(description: "--fit takes viewbox or glyph (got '\(fit)')")
            }
            options.fit = value
        }
        if let mask = arguments.value("--mask") {
            guard let value = OutputOptions.MaskSource(rawValue: mask) else {
                throw UsageError(description: "--mask takes alpha or luminance (got '\(mask)')")
            }
            options.mask = value
        }
        options.higSizes = arguments.flag("--hig")
        options.allowColor = arguments.flag("--allow-color")
        options.allowUpscale = arguments.flag("--allow-upscale")
        if let value = arguments.value("--compression") {
            guard let level = Int(value), OutputOptions.compressionLevels.contains(level) else {
                throw UsageError(description: "--compression takes a level from 1 to 12 (got '\(value)')")
            }
            options.compression = level
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let value = arguments.value("--jobs") {
            guard let number = Int(value), number >= 1 else {
                throw UsageError(description: "--jobs takes a whole number of at least 1 (got '\(value)')")
            }
            jobs = number
        }
        return BuildConfiguration(glyphsDisplayPath: glyphs, outputDisplayPath: arguments.value("--out") ?? "output",
                                  itemsDisplayPath: items, catalogName: arguments.value("--catalog") ?? "Shortcuts",
                                  options: options, jobs: jobs)
    }
}

import Foundation
import QuickGlyphCore
import QuickGlyphKit

enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        synopsis: "quickglyph check PATH... [--format text|json] [--strict] [--hig]",
        summary: "Check template images, asset catalogs, Info.plists and items files",
        options: [
            .init(name: "--format", valueName: "text|json", help: "Output format (default: text)"),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too"),
            .init(name: "--hig", valueName: nil, help: "Accept the HIG's 104 px at @3x"),
        ])

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else {
            return usage("--format must be text or json (got \(format))")
        }
        guard !arguments.positionals.isEmpty else { return usage("give at least one PATH to check") }
        let auditor = Auditor(acceptsHIGSizes: arguments.flag("--hig"))
        let report: CheckReport
        do throws(CheckError) {
            report = try auditor.check(paths: arguments.positionals)
        } catch {
            Terminal.err("quickglyph check: error: \(error.description)\n")
            return ExitStatus.usage
        }
        if format == "json" {
            Terminal.out(String(decoding: report.jsonData(), as: UTF8.self))
        } else {
            Terminal.out(text(report, color: Terminal.usesColor(1)))
        }
        return report.fails(strict: arguments.flag("--strict")) ? ExitStatus.failure : ExitStatus.success
    }

    /// One diagnostic line a finding, the severity word coloured on a terminal, then the summary.
    static func text(_ report: CheckReport, color: Bool) -> String {
        (report.findings.map { FindingFormatter.line($0, color: color) } + [report.summary]).joined(separator: "\n") + "\n"
    }

    private static func usage(_ message: String) -> Int32 {
        Terminal.err("quickglyph check: error: \(message)\nUsage: \(spec.synopsis)\n")
        return ExitStatus.usage
    }
}

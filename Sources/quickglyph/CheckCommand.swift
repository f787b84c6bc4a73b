import Foundation
import QuickGlyphCore
import QuickGlyphKit

enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check template images, asset catalogs, Info.plists and items files",
        positional: CheckOptions.paths,
        options: CheckOptions.format, CheckOptions.strict, CheckOptions.allImagesets, SharedOptions.hig)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let auditor = Auditor(acceptsHIGSizes: arguments[SharedOptions.hig], allImagesets: arguments[CheckOptions.allImagesets])
        let report: CheckReport
        do throws(CheckError) {
            report = try auditor.check(paths: arguments.positionals)
        } catch {
            Terminal.err("quickglyph check: error: \(error.description)\n")
            return ExitStatus.usage
        }
        switch arguments[CheckOptions.format] {
        case .json: Terminal.out(String(decoding: report.jsonData(), as: UTF8.self))
        case .text: Terminal.out(text(report, color: Terminal.usesColor(1)))
        }
        return report.fails(strict: arguments[CheckOptions.strict]) ? ExitStatus.failure : ExitStatus.success
    }

    /// The quick actions found (when an app or a plist was checked), one diagnostic line
    /// a finding, the severity word coloured on a terminal, then the summary.
    static func text(_ report: CheckReport, color: Bool) -> String {
        let inventory = report.actions.isEmpty && !report.listsActions ? [] : [report.inventoryTable, ""]
        return (inventory + report.findings.map { FindingFormatter.line($0, color: color) } + [report.summary])
            .joined(separator: "\n") + "\n"
    }
}

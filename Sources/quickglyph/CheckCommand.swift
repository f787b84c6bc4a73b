import Foundation
import QuickGlyphAudit
import QuickGlyphCore

enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check template images, asset catalogs, Info.plists and items files",
        positional: CheckOptions.paths,
        options: SharedOptions.format, SharedOptions.report, SharedOptions.base, CheckOptions.strict, CheckOptions.allImagesets, SharedOptions.hig)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        let auditor = Auditor(acceptsHIGSizes: arguments[SharedOptions.hig], allImagesets: arguments[CheckOptions.allImagesets])
        let report: CheckReport
        do throws(CheckError) {
            report = try auditor.check(paths: arguments.positionals)
        } catch {
            Terminal.err("quickglyph check: error: \(error.description)\n")
            return ExitStatus.usage
        }
        SharedOptions.print(SharedOptions.reporter(arguments).render(report))
        guard SharedOptions.writeReport(report, arguments, command: spec.name) else { return ExitStatus.usage }
        return report.fails(strict: arguments[CheckOptions.strict]) ? ExitStatus.failure : ExitStatus.success
    }
}

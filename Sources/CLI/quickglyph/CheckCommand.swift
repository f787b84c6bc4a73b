import Foundation
import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphReport

enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check an iOS app's Xcode project or an Android module, or template images, asset catalogs, "
            + "Info.plists and items files",
        positional: CheckOptions.paths,
        options: SharedOptions.format, SharedOptions.report, SharedOptions.base, CheckOptions.strict,
        CheckOptions.allImagesets, SharedOptions.hig, CheckOptions.config,
        CheckOptions.fix, CheckOptions.dryRun, CheckOptions.baseline, CheckOptions.writeBaseline)

    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32 {
        var auditor = Auditor(
            acceptsHIGSizes: arguments[SharedOptions.hig], allImagesets: arguments[CheckOptions.allImagesets])
        guard arguments[CheckOptions.fix] || !arguments[CheckOptions.dryRun] else {
            throw UsageError(description: "--dry-run shows what --fix would change; give --fix with it")
        }
        // The configuration file, read before anything is checked: one that cannot be used stops the check.
        do throws(ConfigurationError) {
            auditor.configuration = try ConfigurationFile.load(
                explicit: arguments[CheckOptions.config], paths: arguments.positionals,
                currentDirectory: FileManager.default.currentDirectoryPath)
        } catch {
            Terminal.err("quickglyph check: error: \(error.description)\n")
            return ExitStatus.usage
        }
        let writeBaseline = arguments[CheckOptions.writeBaseline]
        if writeBaseline != nil, arguments[CheckOptions.fix] || arguments[CheckOptions.baseline] != nil {
            throw UsageError(
                description: "--write-baseline records every finding of a plain check; give it without "
                    + (arguments[CheckOptions.fix] ? "--fix" : "--baseline"))
        }
        auditor.adoption = Adoption(baseline: arguments[CheckOptions.baseline], recordsBaseline: writeBaseline != nil)
        let report: CheckReport
        var fixFailed = false
        var fixOutcome: FixOutcome?
        do throws(CheckError) {
            if arguments[CheckOptions.fix] {
                let outcome = try Fixer(auditor: auditor, dryRun: arguments[CheckOptions.dryRun]).run(
                    paths: arguments.positionals)
                // The changes beside a report a program reads go to stderr, so that stdout stays that format.
                let summary = FixSummary.text(outcome)
                if arguments[SharedOptions.format].isMachineReadable {
                    Terminal.err(summary)
                } else {
                    // Which configuration judged the result, said first as a plain check says it.
                    let configuration =
                        arguments[SharedOptions.format] == .xcode
                        ? outcome.report.configurationPath.map { "configuration: \($0)\n" } ?? "" : ""
                    Terminal.out(configuration + summary)
                }
                report = outcome.report
                fixFailed = outcome.failure != nil
                fixOutcome = outcome
            } else {
                report = try auditor.check(paths: arguments.positionals)
            }
        } catch {
            Terminal.err("quickglyph check: error: \(error.description)\n")
            return ExitStatus.usage
        }
        if let outcome = fixOutcome, arguments[SharedOptions.format] == .xcode {
            // After the repairs a person reads what is left, once, not the whole report a second time.
            Terminal.out(FixSummary.left(outcome) { XcodeReporter.line($0, color: Terminal.usesColor(1)) })
        } else {
            SharedOptions.print(SharedOptions.reporter(arguments).render(report))
        }
        guard SharedOptions.writeReport(report, arguments, command: spec.name) != nil else { return ExitStatus.usage }
        if let writeBaseline {
            do throws(CheckError) {
                let count = try Baseline.write(report, to: writeBaseline)
                // Beside a report a program reads it goes to stderr, so that stdout stays that format.
                let line = "quickglyph check: recorded \(count) finding\(count == 1 ? "" : "s") in \(writeBaseline)\n"
                if arguments[SharedOptions.format].isMachineReadable { Terminal.err(line) } else { Terminal.out(line) }
            } catch {
                Terminal.err("quickglyph check: error: \(error.description)\n")
                return ExitStatus.usage
            }
            return ExitStatus.success
        }
        return fixFailed || report.fails(strict: arguments[CheckOptions.strict])
            ? ExitStatus.failure : ExitStatus.success
    }
}

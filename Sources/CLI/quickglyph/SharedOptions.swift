import Foundation
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem

/// Options more than one command takes, declared once so they read, mean and
/// document the same in each.
enum SharedOptions {
    /// build writes the HIG's sizes, check accepts them: the same rule from both sides.
    static let hig = Option(
        flag: "--hig",
        help: "Use the HIG's pixel maxima, 104 px at @3x instead of 105: build writes them, check accepts them")
    /// One report, one set of formats, for both commands.
    static let format = Option(
        "--format", .choice, default: ReportFormat.xcode,
        help: "Report format: xcode, compiler-style lines; json; sarif (GitHub code scanning); "
            + "github (workflow annotations); junit; checkstyle; html (one page with the icons and their pixels)")
    /// The HTML audit beside whatever stdout carries, for CI to keep as an artifact.
    static let report = Option(
        "--report", ValueKind.text("FILE").optional, default: nil, defaultText: "none",
        help: "Also write the HTML report to FILE (replaced whole, never half-written); stdout keeps --format")
    /// SARIF and GitHub match files by their path in the repository.
    static let base = Option(
        "--base", ValueKind.text("DIR").optional, default: nil, defaultText: "the working directory",
        help: "The folder sarif and github paths are relative to: the repository's root")

    /// The reporter the arguments ask for, with colour where the stream is a terminal.
    static func reporter(_ arguments: ParsedArguments) -> any Reporter {
        arguments[format].reporter(
            paths: ReportPaths(base: arguments[base], currentDirectory: FileManager.default.currentDirectoryPath),
            colorsStandardOutput: Terminal.usesColor(1), colorsStandardError: Terminal.usesColor(2))
    }

    /// Writes the HTML report where `--report` says, if it says: `.written` or `.unchanged` (also when
    /// none was asked for), or nil, with the reason on stderr, when the file could not be written.
    static func writeReport(
        _ subject: some ReportSubject, _ arguments: ParsedArguments, command: String,
        files: AppFileGuard = AppFileGuard()
    ) -> FileWriter.Outcome? {
        guard let path = arguments[report] else { return .unchanged }
        do throws(AppFileError) {
            return try HTMLReport.write(subject, to: URL(fileURLWithPath: path), files: files)
        } catch {
            Terminal.err("quickglyph \(command): error: could not write the HTML report to \(path): \(error)\n")
            return nil
        }
    }

    /// Writes a report's streams as they are.
    static func print(_ output: ReportOutput) {
        if !output.standardError.isEmpty { Terminal.err(output.standardError) }
        if !output.standardOutput.isEmpty { Terminal.out(output.standardOutput) }
    }
}

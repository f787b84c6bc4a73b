import QuickGlyphKit

/// Options more than one command takes, declared once so they read, mean and
/// document the same in each.
enum SharedOptions {
    /// build writes the HIG's sizes, check accepts them: the same rule from both sides.
    static let hig = Option(flag: "--hig",
                            help: "Use the HIG's pixel maxima, 104 px at @3x instead of 105: build writes them, check accepts them")
    /// One report, one set of formats, for both commands.
    static let format = Option("--format", .choice, default: ReportFormat.xcode,
                               help: "Report format: xcode, compiler-style lines; json; sarif (GitHub code scanning); "
                                   + "github (workflow annotations); junit; checkstyle")
    /// SARIF and GitHub match files by their path in the repository.
    static let base = Option("--base", ValueKind.text("DIR").optional, default: nil, defaultText: "the working directory",
                             help: "The folder sarif and github paths are relative to: the repository's root")

    /// The reporter the arguments ask for, with colour where the stream is a terminal.
    static func reporter(_ arguments: ParsedArguments) -> any Reporter {
        arguments[format].reporter(paths: ReportPaths(base: arguments[base]),
                                   colorsStandardOutput: Terminal.usesColor(1), colorsStandardError: Terminal.usesColor(2))
    }

    /// Writes a report's streams as they are.
    static func print(_ output: ReportOutput) {
        if !output.standardError.isEmpty { Terminal.err(output.standardError) }
        if !output.standardOutput.isEmpty { Terminal.out(output.standardOutput) }
    }
}

import QuickGlyphModel
import QuickGlyphSystem

/// Dispatches to a subcommand; `--help` and `--version` at the top level.
enum CommandLineTool {
    /// Computed, not stored: a list of metatypes is not Sendable, and there is nothing to cache.
    static var commands: [any Command.Type] { [BuildCommand.self, CheckCommand.self] }

    /// The tool's own help: what it is, its commands, its two options.
    static func generalHelp(width: Int = HelpText.width) -> String {
        HelpText.paragraph(
            "quickglyph \(QuickGlyph.version): iOS Home Screen quick-action glyphs, from design handoff to asset catalog.",
            width: width) + "\n\n"
            + "Usage: quickglyph <command> [options]\n\nCommands:\n"
            + HelpText.table(commands.map { ($0.spec.name, $0.spec.summary) }, column: 12, width: width)
            + "\nOptions:\n"
            + HelpText.table(
                [
                    ("--help", "Show this help, or a command's with `quickglyph <command> --help`"),
                    ("--version", "Print the version"),
                ], column: 13, width: width)
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Terminal.err(generalHelp())
            return ExitStatus.usage
        }
        switch first {
        case ConvertWorkerCommand.name:
            return ConvertWorkerCommand.run(Array(arguments.dropFirst()))
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                Terminal.out(HelpText.help(command.spec, width: TerminalWidth.columns(of: 1)))
            } else {
                Terminal.out(generalHelp(width: TerminalWidth.columns(of: 1)))
            }
            return ExitStatus.success
        case "--version", "-V":
            Terminal.out("quickglyph \(QuickGlyph.version)\n")
            return ExitStatus.success
        // Hidden, like the worker: what `make install` and `make dist` write the completions with.
        case CompletionScript.option:
            let shells = CompletionScript.Shell.allCases.map(\.rawValue)
            guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1]) else {
                let given =
                    arguments.count > 1 ? "got '\(arguments.dropFirst().joined(separator: " "))'" : "got nothing"
                let error = UsageError(
                    description: "\(CompletionScript.option) takes \(ValueKind<String>.series(shells, "or")) (\(given))"
                )
                Terminal.err(usageLine(error, command: nil))
                return ExitStatus.usage
            }
            Terminal.out(CompletionScript.script(shell, commands: commands.map { $0.spec }))
            return ExitStatus.success
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let known = commands.map { $0.spec.name }
            Terminal.err(usageLine(UsageError.unknownCommand(first, known: known), command: nil))
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        // Help wins over anything else on the line, but after `--` it is a path like any other.
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            Terminal.out(HelpText.help(command.spec, width: TerminalWidth.columns(of: 1)))
            return ExitStatus.success
        }
        do throws(UsageError) {
            let parsed = try ParsedArguments(rest, spec: command.spec)
            // A build has workers to end and a journal to leave when stopped; set up before
            // it starts any thread, so that every thread inherits the signals blocked.
            if command.spec.name == BuildCommand.spec.name { StopSignals.install() }
            return try command.run(parsed)
        } catch {
            Terminal.err(usageLine(error, command: command.spec.name))
            return ExitStatus.usage
        }
    }

    /// `quickglyph build: error: unknown option '--outt' (did you mean '--out'?); see 'quickglyph build --help'`:
    /// one line, so that the fix it names is the last thing on the screen, and where to read more.
    static func usageLine(_ error: UsageError, command: String?) -> String {
        let tool = "quickglyph" + (command.map { " \($0)" } ?? "")
        return "\(tool): error: \(error.description); see '\(tool) --help'\n"
    }
}

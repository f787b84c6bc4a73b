import QuickGlyphCore
import QuickGlyphKit

/// Dispatches to a subcommand; `--help` and `--version` at the top level.
enum CommandLineTool {
    static let commands: [any Command.Type] = [BuildCommand.self, CheckCommand.self]

    static let generalHelp = """
    quickglyph \(QuickGlyph.version): iOS Home Screen quick-action glyphs, from design handoff to asset catalog.

    Usage: quickglyph <command> [options]

    Commands:
    \(commands.map { "  \($0.spec.name.padding(toLength: 8, withPad: " ", startingAt: 0))\($0.spec.summary)" }.joined(separator: "\n"))

    Options:
      --help     Show this help, or a command's with `quickglyph <command> --help`
      --version  Print the version

    """

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Terminal.err(generalHelp)
            return ExitStatus.usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                Terminal.out(command.spec.helpText)
            } else {
                Terminal.out(generalHelp)
            }
            return ExitStatus.success
        case "--version", "-V":
            Terminal.out("quickglyph \(QuickGlyph.version)\n")
            return ExitStatus.success
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            Terminal.err("quickglyph: error: unknown command '\(first)'\n\n\(generalHelp)")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Terminal.out(command.spec.helpText)
            return ExitStatus.success
        }
        do {
            return command.run(try ParsedArguments(rest, spec: command.spec))
        } catch {
            Terminal.err("quickglyph \(command.spec.name): error: \(error.description)\nUsage: \(command.spec.synopsis)\n"
                         + "Try 'quickglyph \(command.spec.name) --help'.\n")
            return ExitStatus.usage
        }
    }
}

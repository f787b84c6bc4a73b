/// A subcommand: its spec (for parsing and help) and what it does. Returns the exit status.
protocol Command {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments) -> Int32
}

enum ExitStatus {
    static let success: Int32 = 0
    /// Something was found wrong with the input.
    static let failure: Int32 = 1
    /// The command itself was misused, or a path could not be read.
    static let usage: Int32 = 2
}

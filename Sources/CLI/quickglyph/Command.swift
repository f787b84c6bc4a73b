/// A subcommand: its spec (for parsing and help) and what it does. Returns the exit
/// status; a misuse found past parsing (a file that is not there) is thrown, so
/// every misuse is printed the one way.
protocol Command {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments) throws(UsageError) -> Int32
}

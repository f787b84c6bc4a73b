import QuickGlyphCommands

/// `quickglyph __convert-worker`: what `build` starts its worker processes as.
/// Hidden (not a `Command`, so not in the help): it speaks the worker protocol
/// on its standard input and output, not to a person.
enum ConvertWorkerCommand {
    static let name = "__convert-worker"

    static func run(_ arguments: [String]) -> Int32 {
        ConversionWorkerLoop.run(arguments: arguments)
    }
}

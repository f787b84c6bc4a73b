import QuickGlyphKit

enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        synopsis: "quickglyph check PATH... [--format text|json] [--strict] [--hig]",
        summary: "Check template images, asset catalogs, Info.plists and items files",
        options: [
            .init(name: "--format", valueName: "text|json", help: "Output format (default: text)"),
            .init(name: "--strict", valueName: nil, help: "Fail on warnings too"),
            .init(name: "--hig", valueName: nil, help: "Accept the HIG's 104 px at @3x"),
        ])

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Terminal.err("quickglyph check: not built yet\n")
        return ExitStatus.usage
    }
}

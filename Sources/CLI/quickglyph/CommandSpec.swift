/// Everything a command line may say to one command: its positional arguments and
/// its options. The parser reads by it and the synopsis and `--help` are made from
/// it (`HelpText`), so an option cannot be taken but undocumented, or the reverse.
struct CommandSpec: Sendable {
    var name: String
    var summary: String
    var positional: Positional
    var options: [AnyOption]

    /// Options of any value types, each a typed `Option` the command reads back by.
    init<each Value>(name: String, summary: String, positional: Positional, options: repeat Option<each Value>) {
        self.name = name
        self.summary = summary
        self.positional = positional
        var erased: [AnyOption] = []
        for option in repeat each options {
            erased.append(AnyOption(option))
        }
        self.options = erased
    }

    func option(named name: String) -> AnyOption? {
        options.first { $0.name == name }
    }

    /// `quickglyph build`, `[GLYPHS_DIR]`, `[--out DIR]`, …: the synopsis word by word, for wrapping.
    var synopsisWords: [String] {
        ["quickglyph", name, positional.synopsisLabel] + options.map { "[\($0.label)]" }
    }
}

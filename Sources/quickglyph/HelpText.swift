/// A command's synopsis and `--help`, made from its spec alone: every option the
/// parser takes is in both, with its allowed values and default.
enum HelpText {
    /// Lines are wrapped to fit a standard terminal.
    static let width = 80

    static func help(_ spec: CommandSpec) -> String {
        let positional = spec.positional
        let arguments = [(positional.label, describe(positional.help, allowed: nil, defaultText: positional.defaultValue))]
        let options = spec.options.map { ($0.label, describe($0.help, allowed: $0.allowed, defaultText: $0.defaultText)) }
        let column = 2 + (arguments + options).map(\.0.count).max()! + 2
        return spec.summary + "\n\n" + usage(spec) + "\n\nArguments:\n" + table(arguments, column: column)
            + "\nOptions:\n" + table(options, column: column)
    }

    /// `Usage: quickglyph build [GLYPHS_DIR] [--out DIR] …`, continuation lines under the first argument.
    /// With an empty `prefix`, the README's usage block.
    static func usage(_ spec: CommandSpec, prefix: String = "Usage: ") -> String {
        let words = spec.synopsisWords
        let lead = prefix + words.prefix(2).joined(separator: " ") + " "
        return wrap(Array(words.dropFirst(2)), first: lead, indent: String(repeating: " ", count: lead.count))
            .joined(separator: "\n")
    }

    /// The help, then the allowed values and the default: "Output format (text or json; default: text)".
    private static func describe(_ help: String, allowed: String?, defaultText: String?) -> String {
        let notes = [allowed, defaultText.map { "default: \($0)" }].compactMap { $0 }
        return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// Labels on the left, their text wrapped in a column on the right.
    private static func table(_ rows: [(String, String)], column: Int) -> String {
        rows.map { label, text in
            let lead = "  " + label + String(repeating: " ", count: column - 2 - label.count)
            let words = text.split(separator: " ").map(String.init)
            return wrap(words, first: lead, indent: String(repeating: " ", count: column)).joined(separator: "\n") + "\n"
        }.joined()
    }

    /// Words filled into lines of at most `width` (a word longer than a line gets one to itself).
    private static func wrap(_ words: [String], first: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in words {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }
}

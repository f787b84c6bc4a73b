import QuickGlyphSystem

/// A command's synopsis and `--help`, made from its spec alone: every option the
/// parser takes is in both, with its allowed values and default.
enum HelpText {
    /// The width the usage blocks in docs/build.md and docs/check.md are wrapped to, and help's when the terminal's is
    /// unknown.
    static let width = TerminalWidth.fallback
    /// The widest label the left column holds (a column of 30 with its margins); a longer one
    /// has its text start on the next line, as swift-argument-parser lays it out.
    static let labelWidth = 26

    static func help(_ spec: CommandSpec, width: Int = HelpText.width) -> String {
        let positional = spec.positional
        let arguments = [
            (positional.label, describe(positional.help, allowed: nil, defaultText: positional.defaultValue))
        ]
        // A placeholder that spells the values (`auto|viewbox|glyph`) is not said again in words.
        let options = spec.options.map {
            (
                $0.label,
                describe(
                    $0.help, allowed: $0.placeholderSpellsValues ? nil : $0.allowed,
                    defaultText: $0.defaultText)
            )
        }
        let widest = (arguments + options).map(\.0.count).filter { $0 <= labelWidth }.max() ?? labelWidth
        let column = 2 + widest + 2
        let summary = paragraph(spec.summary, width: width)
        return summary + "\n\n" + usage(spec, width: width) + "\n\nArguments:\n"
            + table(arguments, column: column, width: width)
            + "\nOptions:\n" + table(options, column: column, width: width)
    }

    /// A sentence filled into lines of at most `width`, none indented: the summary that opens a help.
    static func paragraph(_ text: String, width: Int) -> String {
        wrap(text.split(separator: " ").map(String.init), first: "", indent: "", width: width).joined(separator: "\n")
    }

    /// `Usage: quickglyph build [GLYPHS_DIR] [--out DIR] …`, continuation lines under the first argument.
    /// With an empty `prefix`, the usage block that opens the command's page in docs/.
    static func usage(_ spec: CommandSpec, prefix: String = "Usage: ", width: Int = HelpText.width) -> String {
        let words = spec.synopsisWords
        let lead = prefix + words.prefix(2).joined(separator: " ") + " "
        return wrap(
            Array(words.dropFirst(2)), first: lead, indent: String(repeating: " ", count: lead.count), width: width
        )
        .joined(separator: "\n")
    }

    /// The help, then the allowed values and the default: "Output format (text or json; default: text)".
    private static func describe(_ help: String, allowed: String?, defaultText: String?) -> String {
        let notes = [allowed, defaultText.map { "default: \($0)" }].compactMap { $0 }
        return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// Labels on the left, their text wrapped in a column on the right.
    /// A label too wide for the column stands on its own line, its text below it in the column.
    static func table(_ rows: [(String, String)], column: Int, width: Int) -> String {
        let indent = String(repeating: " ", count: column)
        return rows.map { label, text in
            let words = text.split(separator: " ").map(String.init)
            if 2 + label.count + 2 > column {
                return "  " + label + "\n"
                    + wrap(words, first: indent, indent: indent, width: width).joined(separator: "\n") + "\n"
            }
            let lead = "  " + label + String(repeating: " ", count: column - 2 - label.count)
            return wrap(words, first: lead, indent: indent, width: width).joined(separator: "\n") + "\n"
        }.joined()
    }

    /// Words filled into lines of at most `width` (a word longer than a line gets one to itself).
    private static func wrap(_ words: [String], first: String, indent: String, width: Int) -> [String] {
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

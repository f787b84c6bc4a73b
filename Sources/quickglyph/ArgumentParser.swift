import QuickGlyphCore
import QuickGlyphKit

/// A command's options, for parsing and for its `--help`.
struct CommandSpec {
    struct Option {
        var name: String
        /// The placeholder for the option's value; nil for a flag.
        var valueName: String?
        var help: String
    }

    var name: String
    var synopsis: String
    var summary: String
    var options: [Option]

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    var helpText: String {
        let width = (options.map { label($0).count }.max() ?? 0) + 2
        let lines = options.map { option in
            let text = label(option)
            return "  " + text + String(repeating: " ", count: max(2, width - text.count)) + option.help
        }
        return "\(summary)\n\nUsage: \(synopsis)\n\nOptions:\n" + lines.joined(separator: "\n") + "\n"
    }

    private func label(_ option: Option) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
}

/// A command line misused: printed with the usage, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// What a command line said: its positional arguments, option values and flags.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Accepts `--name value`, `--name=value`, flags, and `--` before positionals that start with a dash.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let option = spec.option(named: name) else {
                let known = spec.options.map(\.name)
                let close = known.min { ParsedArguments.distance($0, name) < ParsedArguments.distance($1, name) }
                let hint = close.flatMap { ParsedArguments.distance($0, name) <= 3 ? " (did you mean \($0)?)" : nil } ?? ""
                throw UsageError(description: "unknown option \(name)\(hint)")
            }
            if option.valueName == nil {
                guard parts.count == 1 else { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
                continue
            }
            if parts.count == 2 {
                values[name] = parts[1]
            } else if index < arguments.count {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError(description: "\(name) needs a value (\(option.valueName!))")
            }
        }
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        EditDistance.between(a, b)
    }
}

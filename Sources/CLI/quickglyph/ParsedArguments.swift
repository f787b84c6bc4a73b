/// What a command line said, checked against the command's spec: positional
/// arguments, and each option's value already typed.
struct ParsedArguments {
    /// As given, else the spec's default: an optional positional with a default is always there.
    private(set) var positionals: [String] = []
    /// Whether the positional is the spec's default, none given: a message about it says it is the default.
    private(set) var positionalIsDefault = false
    /// Typed values by option name; an option absent here gets its default.
    private var values: [String: any Sendable] = [:]

    /// The option's value as given, else its default.
    subscript<Value>(option: Option<Value>) -> Value {
        values[option.name].flatMap { $0 as? Value } ?? option.defaultValue
    }

    /// Accepts `--name value`, `--name=value`, flags, and `--` before positionals that start with a dash.
    /// The last of a repeated option wins.
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
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard let option = spec.option(named: name) else {
                throw .unknownOption(name, known: spec.options.map(\.name))
            }
            if option.isFlag {
                guard parts.count == 1 else { throw .badValue(option, given: parts[1]) }
                values[name] = true
                continue
            }
            let text: String
            if parts.count == 2 {
                text = parts[1]
            } else if index < arguments.count {
                text = arguments[index]
                index += 1
            } else {
                throw .badValue(option, given: nil)
            }
            guard let value = option.parse(text) else { throw .badValue(option, given: text) }
            values[name] = value
        }
        try checkPositionals(spec.positional)
    }

    private mutating func checkPositionals(_ positional: Positional) throws(UsageError) {
        if !positional.repeats, positionals.count > 1 { throw .tooManyPositionals(positional, given: positionals) }
        if positionals.isEmpty {
            if positional.isRequired { throw .missingPositional(positional) }
            if let fallback = positional.defaultValue {
                positionals = [fallback]
                positionalIsDefault = true
            }
        }
    }
}

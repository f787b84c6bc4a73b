/// One option of a command, typed: its name, the kind of value it takes, what it
/// does and what the command gets without it. A command reads it back as a `Value`
/// (`arguments[BuildOptions.fit]` is an `OutputOptions.Fit`), never as text.
struct Option<Value: Sendable>: Sendable {
    var name: String
    var kind: ValueKind<Value>
    var help: String
    /// What the command gets when the option is not given. Taken from the library
    /// where the library has one, so the help cannot advertise another.
    var defaultValue: Value
    /// The default in words, when the value is not what a user should read (the
    /// number of cores) or the command decides it from other arguments.
    var defaultText: String?

    init(
        _ name: String, _ kind: ValueKind<Value>, default defaultValue: Value, defaultText: String? = nil, help: String
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.defaultValue = defaultValue
        self.defaultText = defaultText
    }
}

extension Option where Value == Bool {
    /// A flag: off unless given.
    init(flag name: String, help: String) {
        self.init(name, .flag, default: false, help: help)
    }
}

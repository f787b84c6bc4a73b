import QuickGlyphModel

/// A command line misused: printed as one line and a pointer to the command's help
/// (`CommandLineTool.usageLine`), exit status 2. The usage itself is not printed: after a
/// typo a person needs the fix, which the message names, not every option.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(description: String) {
        self.description = description
    }

    /// The one form every bad value takes: the option, what it takes, what it got, and the
    /// allowed value it is a likely typo of (`--format htm` → `html`).
    static func badValue(_ option: AnyOption, given: String?) -> UsageError {
        let got = given.map { "'\($0)'" } ?? "nothing"
        let near = given.flatMap { NameSuggestion.nearest(to: $0, among: option.choices ?? []) }
        return UsageError(
            description:
                "\(option.name) takes \(option.expectation) (got \(got)\(near.map { "; did you mean '\($0)'?" } ?? ""))"
        )
    }

    /// More positional arguments than the command takes.
    static func tooManyPositionals(_ positional: Positional, given: [String]) -> UsageError {
        UsageError(description: "one \(positional.name) at most (got \(given.joined(separator: " ")))")
    }

    /// None of the positional arguments the command needs.
    static func missingPositional(_ positional: Positional) -> UsageError {
        UsageError(description: "give at least one \(positional.name)")
    }

    /// An option the command does not have, with the one it does that is a likely typo of it.
    static func unknownOption(_ name: String, known: [String]) -> UsageError {
        UsageError(description: "unknown option '\(name)'" + hint(NameSuggestion.nearest(to: name, among: known)))
    }

    /// A command the tool does not have, with the one it does that is a likely typo of it.
    static func unknownCommand(_ name: String, known: [String]) -> UsageError {
        UsageError(description: "unknown command '\(name)'" + hint(NameSuggestion.nearest(to: name, among: known)))
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

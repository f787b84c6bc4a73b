import QuickGlyphCore

/// A command line misused: printed with the usage, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(description: String) {
        self.description = description
    }

    /// The one form every bad value takes: the option, what it takes, what it got.
    static func badValue(_ option: AnyOption, given: String?) -> UsageError {
        UsageError(description: "\(option.name) takes \(option.expectation) (got \(given.map { "'\($0)'" } ?? "nothing"))")
    }

    /// More positional arguments than the command takes.
    static func tooManyPositionals(_ positional: Positional, given: [String]) -> UsageError {
        UsageError(description: "one \(positional.name) at most (got \(given.joined(separator: " ")))")
    }

    /// None of the positional arguments the command needs.
    static func missingPositional(_ positional: Positional) -> UsageError {
        UsageError(description: "give at least one \(positional.name)")
    }

    /// An option the command does not have, with the closest one it does when that is a likely typo.
    static func unknownOption(_ name: String, known: [String]) -> UsageError {
        let close = known.min { EditDistance.between($0, name) < EditDistance.between($1, name) }
        let hint = close.flatMap { EditDistance.between($0, name) <= 3 ? " (did you mean \($0)?)" : nil } ?? ""
        return UsageError(description: "unknown option \(name)\(hint)")
    }
}

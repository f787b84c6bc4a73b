/// An option with its value type erased, so one command's options of different
/// types fit in one list: what the parser and the help need of it.
struct AnyOption: Sendable {
    var name: String
    /// Nil for a flag, which takes no value.
    var placeholder: String?
    /// The values taken, in words; nil when any text will do.
    var allowed: String?
    /// The values written out, when the option takes one of a fixed few.
    var choices: [String]?
    /// The placeholder is the values (`auto|viewbox|glyph`, `1-12|max`): the help does not repeat them in words.
    var placeholderSpellsValues: Bool
    /// The default as the help shows it; nil when there is none to show.
    var defaultText: String?
    var help: String
    /// The typed value for a text, boxed; nil when the text is not an allowed value.
    var parse: @Sendable (String) -> (any Sendable)?

    init<Value>(_ option: Option<Value>) {
        let kind = option.kind
        name = option.name
        placeholder = kind.placeholder
        allowed = kind.allowed
        choices = kind.choices
        placeholderSpellsValues = kind.placeholderSpellsValues
        defaultText = option.defaultText ?? kind.describe(option.defaultValue)
        help = option.help
        parse = { kind.parse($0) }
    }

    var isFlag: Bool { placeholder == nil }

    /// `--fit auto|viewbox|glyph`, `--hig`: how the option is written in the synopsis and the help.
    var label: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }

    /// What follows "--name takes" in an error: the allowed values, else the placeholder.
    var expectation: String {
        allowed ?? placeholder ?? "no value"
    }
}

/// A command's positional arguments, as one declaration: the synopsis shows them
/// (`[GLYPHS_DIR]`, `PATH...`) and the parser holds the count to it.
struct Positional: Sendable {
    var name: String
    var help: String
    /// At least one must be given.
    var isRequired: Bool
    /// More than one may be given.
    var repeats: Bool
    /// What the command gets when none is given (only for an optional one).
    var defaultValue: String?

    /// `GLYPHS_DIR`, `PATH...`: as the help's list of arguments names it.
    var label: String {
        repeats ? name + "..." : name
    }

    /// `[GLYPHS_DIR]`, `PATH...`: as the synopsis shows it, brackets when it may be left out.
    var synopsisLabel: String {
        isRequired ? label : "[\(label)]"
    }
}

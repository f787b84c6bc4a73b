/// Options more than one command takes, declared once so they read, mean and
/// document the same in each.
enum SharedOptions {
    /// build writes the HIG's sizes, check accepts them: the same rule from both sides.
    static let hig = Option(flag: "--hig",
                            help: "Use the HIG's pixel maxima, 104 px at @3x instead of 105: build writes them, check accepts them")
}

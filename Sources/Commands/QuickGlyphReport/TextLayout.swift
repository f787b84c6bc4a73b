/// The xcode format's frame around the finding lines. `check` prints everything on
/// stdout; `build` keeps stdout for its summary and puts findings on stderr, as a
/// compiler does, so the shape differs while the lines are the same.
package struct TextLayout: Sendable, Equatable {
    /// Lines before the findings (check's quick-action inventory).
    package var preamble: [String]
    var findingsOnStandardError: Bool
    /// The closing line on stdout, if any (none with `build --quiet`).
    var summary: String?

    package init(preamble: [String] = [], findingsOnStandardError: Bool = false, summary: String?) {
        self.preamble = preamble
        self.findingsOnStandardError = findingsOnStandardError
        self.summary = summary
    }
}

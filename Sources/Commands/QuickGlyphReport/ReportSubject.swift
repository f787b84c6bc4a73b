import QuickGlyphModel

/// What a reporter prints from: `check`'s report and `build`'s alike, so every format
/// is written once for both commands and the same findings come out of each.
package protocol ReportSubject {
    /// `check` or `build`: names the run where a format has room for it (JUnit's suites).
    var commandName: String { get }
    /// The findings in `Finding.precedes` order, the one order every format keeps.
    var orderedFindings: [Finding] { get }
    /// How the compiler-style text is laid out around the findings.
    var textLayout: TextLayout { get }
    /// The `--format json` document (version 1), keys as docs/check.md and docs/reports.md document them.
    var jsonObject: [String: Any] { get }
    /// What the HTML report draws: the menu, the icons with their pixels, the inventory.
    var overview: ReportOverview { get }
    /// Every id the run can print, described once (the rules', then the tool's own): the
    /// reporters name and explain findings from these, never from the rules themselves.
    var diagnostics: [DiagnosticDescription] { get }
}

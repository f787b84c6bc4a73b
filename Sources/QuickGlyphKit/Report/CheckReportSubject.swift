import QuickGlyphCore

/// `check` prints everything on stdout: the inventory (when it looked for quick
/// actions), the findings, the summary.
extension CheckReport: ReportSubject {
    public var commandName: String { "check" }
    public var orderedFindings: [Finding] { findings }
    public var textLayout: TextLayout {
        TextLayout(preamble: actions.isEmpty && !listsActions ? [] : [inventoryTable, ""], summary: summary)
    }
}

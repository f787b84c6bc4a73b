/// One thing a rule found, about one file. Hashable as it is equal (every stored property), so that the
/// same finding reached twice is found in a set, not by comparing it with every other.
package struct Finding: Sendable, Hashable {
    package var rule: DiagnosticID
    package var severity: Severity
    package var path: String
    /// At most `messageLimit` characters, however it was made or changed since.
    package var message: String {
        didSet { message = Finding.bounded(message) }
    }
    package var position: SourcePosition?
    package var pixel: PixelPosition?
    /// The edit that repairs it, when its rule knows one for certain (`check --fix` makes it).
    package var edit: SuggestedEdit?

    /// The most characters a message has, in every report format: a CI log, a terminal or Xcode's
    /// issue navigator shows a line of a few hundred whole, and one of 9 MB takes all of them with it.
    /// A rule's message with a value at its longest (quoted by `DisplayText`: 60 characters and the
    /// count of the rest) is under 400 (svg-text, the longest); this cuts one that lists several such
    /// values, or let a value through unquoted.
    package static let messageLimit = 800

    package init(
        rule: DiagnosticID, severity: Severity, path: String, message: String,
        position: SourcePosition? = nil, pixel: PixelPosition? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = Finding.bounded(message)
        self.position = position
        self.pixel = pixel
    }

    /// The message cut to `messageLimit` characters, saying how many more there were.
    static func bounded(_ message: String) -> String {
        // Bytes first: a message within the limit in bytes is not counted in characters.
        guard message.utf8.count > messageLimit, message.count > messageLimit else { return message }
        // Room for "… (9,000,000 more characters)" within the limit.
        return DisplayText.shortened(message, limit: messageLimit - 40)
    }

    /// `path:line:col: error: message [rule-id]`, the form compilers print.
    package var diagnosticLine: String {
        "\(location): \(severity.diagnosticWord): \(DisplayText.escapingControls(message)) [\(rule.rawValue)]"
    }

    /// `path:line:col`, or the path alone. Escaped here, once for every finding: a path with a
    /// newline or an escape code must stay one line and must not drive the terminal.
    package var location: String {
        var location = DisplayText.escapingControls(path)
        if let position { location += ":\(position.line):\(position.column)" }
        return location
    }

    /// The one order findings are printed in, by `build` and `check` alike: by
    /// path (byte order), position, severity, rule, then message, so the same
    /// input always prints the same lines.
    package static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        let lineA = a.position?.line ?? 0, lineB = b.position?.line ?? 0
        if lineA != lineB { return lineA < lineB }
        let columnA = a.position?.column ?? 0, columnB = b.position?.column ?? 0
        if columnA != columnB { return columnA < columnB }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

extension Finding {
    /// A finding of a described diagnostic, at its own severity.
    package init(
        _ description: DiagnosticDescription, path: String, message: String,
        position: SourcePosition? = nil, pixel: PixelPosition? = nil
    ) {
        self.init(
            rule: description.id, severity: description.severity, path: path, message: message,
            position: position, pixel: pixel)
    }
}

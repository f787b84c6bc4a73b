import QuickGlyphModel

/// A configuration file check cannot use: exit status 2, naming the file (and the line and column
/// of what is wrong in it), before anything is checked; a check run on settings half read would
/// pass or fail for the wrong reason.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var position: SourcePosition?
    package var reason: String

    package init(path: String, position: SourcePosition? = nil, reason: String) {
        self.path = path
        self.position = position
        self.reason = reason
    }

    /// `.quickglyph.yml:3:5: unknown rule 'fiant' in disabled_rules (did you mean 'faint'?)`.
    package var description: String {
        path + (position.map { ":\($0.line):\($0.column)" } ?? "") + ": " + reason
    }
}

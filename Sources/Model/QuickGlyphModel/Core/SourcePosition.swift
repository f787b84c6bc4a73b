/// A position in a source file (1-based), where a plist or JSON position is known.
package struct SourcePosition: Sendable, Hashable, Codable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A position in a source file (1-based), where a plist or JSON position is known.
public struct SourcePosition: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

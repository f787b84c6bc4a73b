/// Where something is written: a file, and a 1-based line and byte column when
/// the file has lines to point at (a binary plist has none).
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var position: SourcePosition?

    package init(path: String, position: SourcePosition?) {
        self.path = path
        self.position = position
    }

    package init(path: String, line: Int, column: Int) {
        self.init(path: path, position: SourcePosition(line: line, column: column))
    }

    /// `path:line:col`, or the path alone, as compilers print a location.
    package var description: String {
        guard let position else { return path }
        return "\(path):\(position.line):\(position.column)"
    }
}

import QuickGlyphCore

/// A text file's bytes, for turning a found key into a line and column.
/// Positions come from plain text search, not a full parser: good enough to
/// point an editor at the right line, and absent rather than wrong when unsure.
public struct SourceText: Sendable {
    public let bytes: [UInt8]

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// 1-based line and byte column of an offset, as compilers report them.
    public func position(at offset: Int) -> SourcePosition {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourcePosition(line: line, column: offset - lineStart + 1)
    }

    /// The offset of the first `needle` in `range`.
    public func find(_ needle: String, in range: Range<Int>? = nil) -> Int? {
        let pattern = Array(needle.utf8)
        let range = range ?? 0..<bytes.count
        guard !pattern.isEmpty, range.count >= pattern.count else { return nil }
        var index = range.lowerBound
        while index + pattern.count <= range.upperBound {
            if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }
}

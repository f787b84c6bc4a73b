import QuickGlyphCore

/// A text file's bytes, for turning a found key into a line and column.
/// Positions come from a structural scan, not a full parser: good enough to
/// point an editor at the right line, and absent rather than wrong when unsure.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// The offset where each line starts, built once so that a position costs a
    /// binary search, not a rescan from the top (a file of thousands of items asks
    /// for thousands of positions).
    private let lineStarts: [Int]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// 1-based line and byte column of an offset, as compilers report them.
    public func position(at offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The offset of the first `needle` in `range`.
    public func find(_ needle: String, in range: Range<Int>? = nil) -> Int? {
        let pattern = Array(needle.utf8)
        let range = range ?? 0..<bytes.count
        guard !pattern.isEmpty, range.count >= pattern.count else { return nil }
        var index = range.lowerBound
        while index + pattern.count <= range.upperBound {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

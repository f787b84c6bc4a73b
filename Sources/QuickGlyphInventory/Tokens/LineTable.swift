import QuickGlyphCore

/// Where each line of a file starts, so any byte offset becomes a line and
/// column by binary search instead of a rescan from the top.
public struct LineTable: Sendable {
    /// The offset of the first byte of each line; the first is 0.
    public let starts: [Int]

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// 1-based line and byte column of `offset`.
    public func position(at offset: Int) -> SourcePosition {
        let line = self.line(at: offset)
        return SourcePosition(line: line, column: offset - starts[line - 1] + 1)
    }

    /// 1-based line of `offset`.
    public func line(at offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

/// Where each line of a file starts, so any byte offset becomes a line and column by
/// binary search instead of a rescan from the top. The one idea of a line every reader
/// shares (Swift and Objective-C sources, plists, JSON, XML): a line ends at LF, at CRLF
/// once, and at a lone CR, as libxml2, the Swift compiler and clang count them; a leading
/// byte-order mark is no column of the first line.
package struct LineTable: Sendable {
    /// The offset of the first byte of each line.
    package let starts: [Int]

    package init(_ bytes: [UInt8]) {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var offset = 0
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            while offset < count {
                let byte = buffer[offset]
                if byte == 0x0A || (byte == 0x0D && (offset + 1 == count || buffer[offset + 1] != 0x0A)) {
                    starts.append(offset + 1)
                }
                offset += 1
            }
        }
        self.starts = starts
    }

    /// How many lines the file has.
    var count: Int { starts.count }

    /// 1-based line and byte column of `offset`.
    package func position(at offset: Int) -> SourcePosition {
        let line = self.line(at: offset)
        return SourcePosition(line: line, column: max(offset - starts[line - 1], 0) + 1)
    }

    /// The byte offset of a 1-based line and byte column (the inverse of `position(at:)`), kept inside the file's
    /// lines.
    func offset(line: Int, column: Int) -> Int {
        starts[min(max(line, 1), starts.count) - 1] + max(column - 1, 0)
    }

    /// 1-based line of `offset`.
    package func line(at offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

import Foundation
import QuickGlyphCore

/// Where libxml2's positions are in the text. In a start-element callback libxml2 reports
/// the line of the tag's end and, counting characters, the column of its closing `>` (of the
/// `/` of `/>`); an element starts at the `<` before that, which no attribute value may hold,
/// so the search back to it is exact. Positions come out as every position the check prints:
/// a 1-based line and a byte column.
struct AndroidXMLPositions {
    private let scalars: [Unicode.Scalar]
    /// The index (in `scalars`) of each line's first character.
    private let lineStarts: [Int]
    /// The UTF-8 offset of each character (and one past the last): a column in bytes without rescanning its line,
    /// which for a file of one long line would be quadratic.
    private let byteOffsets: [Int]

    init(_ data: Data) {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        var index = 0
        // As libxml2 counts lines: CRLF once, a lone CR as a line break too.
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        var offsets = [Int]()
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        byteOffsets = offsets
    }

    /// The element's `<`, from the line and character column libxml2 reported at its start tag.
    func elementStart(line: Int, column: Int) -> SourcePosition {
        var index = scalarIndex(line: line, column: column)
        while index > 0, scalars[index] != "<" { index -= 1 }
        return position(ofScalar: index)
    }

    /// A position libxml2 reported (an error's), as a line and byte column.
    func converted(line: Int, column: Int) -> SourcePosition {
        position(ofScalar: scalarIndex(line: line, column: column))
    }

    private func scalarIndex(line: Int, column: Int) -> Int {
        guard !scalars.isEmpty else { return 0 }
        let start = lineStarts[min(max(line, 1), lineStarts.count) - 1]
        return min(max(start + column - 1, 0), scalars.count - 1)
    }

    private func position(ofScalar index: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: byteOffsets[max(index, lineStarts[low])] - byteOffsets[lineStarts[low]] + 1)
    }
}

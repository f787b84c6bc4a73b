import Foundation
import QuickGlyphModel

/// Where libxml2's positions are in the text. In a start-element callback libxml2 reports
/// the line of the tag's end and, counting characters, the column of its closing `>` (of the
/// `/` of `/>`); an element starts at the `<` before that, which no attribute value may hold,
/// so the search back to it is exact. Positions come out as every position the check prints:
/// a 1-based line and a byte column.
struct AndroidXMLPositions {
    private let source: XMLSourceText

    init(_ data: Data) {
        source = XMLSourceText([UInt8](data))
    }

    /// The element's `<`, from the line and character column libxml2 reported at its start tag.
    func elementStart(line: Int, column: Int) -> SourcePosition {
        let reported = reportedOffset(line: line, column: column)
        return source.position(of: source.openingBracket(atOrBefore: reported) ?? reported)
    }

    /// A position libxml2 reported (an error's), as a line and byte column.
    func converted(line: Int, column: Int) -> SourcePosition {
        source.position(of: reportedOffset(line: line, column: column))
    }

    /// The reported character's offset, clamped to the file as libxml2's positions past its end are.
    private func reportedOffset(line: Int, column: Int) -> Int {
        let last = max(source.bytes.count - 1, 0)
        return min(source.offset(line: min(max(line, 1), lineCount), column: max(column, 1)) ?? last, last)
    }

    private var lineCount: Int { source.lineCount }
}

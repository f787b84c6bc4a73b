import QuickGlyphCore
import QuickGlyphInventory
import QuickGlyphItems
import QuickGlyphRaster

/// Finds keys in a JSON file's text: at the root, or inside the n-th element of a named array.
public struct JSONLocator: Sendable {
    public let source: SourceText

    public init(text: String) {
        source = SourceText(text)
    }

    /// The first `"key"` in the file; `{` stands for the document's start.
    public func position(ofKey key: String) -> SourcePosition? {
        if key == "{" { return source.find("{").map(source.position(at:)) }
        return source.find("\"\(key)\"").map(source.position(at:))
    }

    /// `"key"` inside element `index` of the array under `"array"`; `{` stands for the element's start.
    public func position(ofKey key: String, inElement index: Int, ofArray array: String) -> SourcePosition? {
        let elements = elementRanges(ofArray: array)
        guard index < elements.count else { return nil }
        let range = elements[index]
        if key == "{" { return source.position(at: range.lowerBound) }
        return source.find("\"\(key)\"", in: range).map(source.position(at:))
    }

    /// The byte ranges of the elements of the first array under `"array"`.
    public func elementRanges(ofArray array: String) -> [Range<Int>] {
        let bytes = source.bytes
        guard let keyOffset = source.find("\"\(array)\""),
              let open = bytes[(keyOffset + array.utf8.count + 2)...].firstIndex(of: UInt8(ascii: "[")) else { return [] }
        var ranges: [Range<Int>] = []
        var depth = 0, start: Int?, inString = false, escaped = false
        var index = open + 1
        while index < bytes.count {
            let byte = bytes[index]
            defer { index += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if depth == 0, start == nil, !isSpace, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]") { start = index }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 {
                    if let begin = start { ranges.append(begin..<index) }
                    return ranges
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0, let begin = start {
                    ranges.append(begin..<index)
                    start = nil
                }
            default: break
            }
        }
        return ranges
    }
}

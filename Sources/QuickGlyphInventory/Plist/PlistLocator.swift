import QuickGlyphCore

/// Finds keys in an XML property list's text, inside the n-th element of the
/// array under a key. Binary plists have no lines: their locator finds nothing.
public struct PlistLocator: Sendable {
    public let source: SourceText

    public init(text: String) {
        source = SourceText(text)
    }

    public func position(ofKey key: String) -> SourcePosition? {
        source.find("<key>\(key)</key>").map(source.position(at:))
    }

    /// `<key>key</key>` inside element `index` of the array under `<key>array</key>`; nil key for the element's start.
    public func position(ofKey key: String?, inElement index: Int, ofArray array: String) -> SourcePosition? {
        let elements = elementRanges(ofArray: array)
        guard index < elements.count else { return nil }
        guard let key else { return source.position(at: elements[index].lowerBound) }
        return source.find("<key>\(key)</key>", in: elements[index]).map(source.position(at:))
    }

    public func elementRanges(ofArray array: String) -> [Range<Int>] {
        let bytes = source.bytes
        guard let keyOffset = source.find("<key>\(array)</key>"),
              let open = source.find("<array>", in: keyOffset..<bytes.count) else { return [] }
        var ranges: [Range<Int>] = []
        var depth = 0, start = 0
        var index = open + "<array>".utf8.count
        while let tagStart = bytes[index...].firstIndex(of: UInt8(ascii: "<")),
              let tagEnd = bytes[tagStart...].firstIndex(of: UInt8(ascii: ">")) {
            let tag = String(decoding: bytes[tagStart...tagEnd], as: UTF8.self)
            index = tagEnd + 1
            let closing = tag.hasPrefix("</"), empty = tag.hasSuffix("/>")
            let container = tag.hasPrefix("<dict") || tag.hasPrefix("<array") || tag.hasPrefix("</dict") || tag.hasPrefix("</array")
            if closing {
                if container {
                    if depth == 0 { return ranges }
                    depth -= 1
                    if depth == 0 { ranges.append(start..<index) }
                }
                continue
            }
            if depth == 0 {
                start = tagStart
                if !container || empty { ranges.append(start..<index) }
            }
            if container && !empty { depth += 1 }
        }
        return ranges
    }
}

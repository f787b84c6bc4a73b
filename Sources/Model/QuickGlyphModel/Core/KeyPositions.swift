/// What one scan of a JSON or XML property-list file finds of its keys: the first offset of
/// each key, the start of the document, and for the first array under each key its elements
/// with their own keys. The two locators (`JSONLocator`, `PlistLocator`) differ only in how
/// they scan; asking for a position is the same lookup and binary search for both, so
/// locating every field of 8,000 items is linear in the file, not quadratic.
package struct KeyPositions: Sendable {
    package let bytes: [UInt8]
    let lines: LineTable
    package var firstKey: [String: Int] = [:]
    var documentStart: Int?
    package var arrays: [String: [IndexedElement]] = [:]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// The first `key` in the file; nil for the document's start.
    package func position(ofKey key: String?) -> SourcePosition? {
        guard let key else { return documentStart.map(lines.position(at:)) }
        return firstKey[key].map(lines.position(at:))
    }

    /// `key` inside element `index` of the first array under `array`; nil for the element's start.
    package func position(ofKey key: String?, inElement index: Int, ofArray array: String) -> SourcePosition? {
        guard let elements = arrays[array], index < elements.count else { return nil }
        guard let key else { return lines.position(at: elements[index].range.lowerBound) }
        return elements[index].keys[key].map(lines.position(at:))
    }

    /// The byte ranges of the elements of the first array under `array`.
    package func elementRanges(ofArray array: String) -> [Range<Int>] {
        arrays[array]?.map(\.range) ?? []
    }

    /// The offset of the first `needle` in `range`.
    package func find(_ needle: String, in range: Range<Int>? = nil) -> Int? {
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

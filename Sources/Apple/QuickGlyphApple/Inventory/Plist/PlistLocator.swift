import QuickGlyphModel

/// Finds keys in an XML property list's text, inside the n-th element of the
/// array under a key. Binary plists have no lines: their locator finds nothing.
///
/// The tags are scanned once (`scan`): each `<key>`'s first offset, and for the
/// first array under each key its elements' ranges and own keys, into the same
/// `KeyPositions` a JSON file's scan gives.
package enum PlistLocator {
    package static func scan(_ bytes: [UInt8]) -> KeyPositions {
        var keys = KeyPositions(bytes: bytes)
        var firstKey: [String: Int] = [:], arrays: [String: [IndexedElement]] = [:]
        scan(bytes, &firstKey, &arrays)
        (keys.firstKey, keys.arrays) = (firstKey, arrays)
        return keys
    }

    /// An open `<dict>` or `<array>`: the array it indexes, and the element it is.
    private struct Frame {
        var indexedArray: String?
        var element: (array: String, index: Int)?
    }

    private static func scan(
        _ bytes: [UInt8], _ firstKey: inout [String: Int], _ arrays: inout [String: [IndexedElement]]
    ) {
        var stack: [Frame] = []
        var lastKey: String?
        var index = 0
        while let tagStart = Self.next(UInt8(ascii: "<"), in: bytes, from: index) {
            // Comments and CDATA may hold '<' and '>': skip them whole.
            if Self.starts(bytes, at: tagStart, with: "<!--") {
                index = Self.end(of: "-->", in: bytes, from: tagStart + 4) ?? bytes.count
                continue
            }
            if Self.starts(bytes, at: tagStart, with: "<![CDATA[") {
                index = Self.end(of: "]]>", in: bytes, from: tagStart + 9) ?? bytes.count
                continue
            }
            guard let tagEnd = Self.next(UInt8(ascii: ">"), in: bytes, from: tagStart) else { break }
            index = tagEnd + 1
            let second = tagStart + 1 < bytes.count ? bytes[tagStart + 1] : 0
            if second == UInt8(ascii: "?") || second == UInt8(ascii: "!") { continue }
            let closing = second == UInt8(ascii: "/")
            let nameStart = closing ? tagStart + 2 : tagStart + 1
            var nameEnd = nameStart
            while nameEnd < tagEnd, ![UInt8(ascii: " "), UInt8(ascii: "/"), 0x09, 0x0A, 0x0D].contains(bytes[nameEnd]) {
                nameEnd += 1
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            let empty = bytes[tagEnd - 1] == UInt8(ascii: "/")
            let container = name == "dict" || name == "array"
            if closing {
                guard container, let frame = stack.popLast() else { continue }
                if let (array, position) = frame.element {
                    arrays[array]![position].range = arrays[array]![position].range.lowerBound..<index
                }
                continue
            }
            if name == "plist" { continue }
            // A value (or a key) directly in an indexed array is one of its elements.
            var element: (array: String, index: Int)?
            if let array = stack.last?.indexedArray {
                arrays[array]!.append(IndexedElement(range: tagStart..<index))
                element = (array, arrays[array]!.count - 1)
            }
            if name == "key" {
                guard let close = Self.end(of: "</key>", in: bytes, from: index) else { break }
                let key = String(decoding: bytes[index..<(close - 6)], as: UTF8.self)
                if firstKey[key] == nil { firstKey[key] = tagStart }
                if let (array, position) = stack.last?.element, arrays[array]![position].keys[key] == nil {
                    arrays[array]![position].keys[key] = tagStart
                }
                lastKey = key
                index = close
                continue
            }
            let keyed = lastKey
            lastKey = nil
            if container && !empty {
                var frame = Frame(element: element)
                // The first array under a key is the one a lookup by that name means.
                if name == "array", let keyed, stack.last?.indexedArray == nil, arrays[keyed] == nil {
                    frame.indexedArray = keyed
                    arrays[keyed] = []
                }
                stack.append(frame)
            } else if !empty, let close = Self.end(of: "</\(name)>", in: bytes, from: index) {
                // A scalar: the element runs to its closing tag.
                if let (array, position) = element { arrays[array]![position].range = tagStart..<close }
                index = close
            }
        }
    }

    private static func next(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private static func starts(_ bytes: [UInt8], at offset: Int, with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    /// The offset just past the first `text` at or after `start`.
    private static func end(of text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard let first = pattern.first else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index + pattern.count
            }
            index += 1
        }
        return nil
    }
}

/// Finds keys in a JSON file's text: at the root, or inside the n-th element of a named array.
///
/// The file is scanned once (`scan`): every object key's first
/// offset, and for the first array under each key its elements' ranges and own
/// keys. Asking for a position is then a lookup and a binary search, so locating
/// every field of 8,000 items is linear in the file, not quadratic.
package enum JSONLocator {
    package static func scan(_ bytes: [UInt8]) -> KeyPositions {
        var keys = KeyPositions(bytes: bytes)
        var firstKey: [String: Int] = [:], arrays: [String: [IndexedElement]] = [:], documentStart: Int?
        scan(bytes, &firstKey, &arrays, &documentStart)
        (keys.firstKey, keys.arrays, keys.documentStart) = (firstKey, arrays, documentStart)
        return keys
    }

    /// One container being scanned: whether it is an object (and so expects keys),
    /// the array it indexes the elements of, and the element it is, if it is one.
    private struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        var pendingKey: String?
        var indexedArray: String?
        var element: (array: String, index: Int)?
    }

    private static func scan(
        _ bytes: [UInt8], _ firstKey: inout [String: Int], _ arrays: inout [String: [IndexedElement]],
        _ documentStart: inout Int?
    ) {
        var stack: [Frame] = []
        var index = 0
        // A value begins: note it as an element when its container is an indexed array.
        func valueStarts(
            at offset: Int, _ stack: inout [Frame], _ arrays: inout [String: [IndexedElement]]
        ) -> (String, Int)? {
            guard let top = stack.last, !top.isObject, let name = top.indexedArray else { return nil }
            arrays[name, default: []].append(IndexedElement(range: offset..<offset))
            return (name, arrays[name]!.count - 1)
        }
        func valueEnds(at end: Int, element: (String, Int)?, _ arrays: inout [String: [IndexedElement]]) {
            guard let (name, position) = element else { return }
            arrays[name]![position].range = arrays[name]![position].range.lowerBound..<end
        }
        var openElements: [(String, Int)?] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ":"):
                index += 1
            case UInt8(ascii: ","):
                if !stack.isEmpty, stack[stack.count - 1].isObject { stack[stack.count - 1].expectsKey = true }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if documentStart == nil, byte == UInt8(ascii: "{") { documentStart = index }
                let element = valueStarts(at: index, &stack, &arrays)
                var frame = Frame(isObject: byte == UInt8(ascii: "{"), expectsKey: byte == UInt8(ascii: "{"))
                frame.element = element
                // The first array under a key is the one a lookup by that name means.
                if !frame.isObject, let key = stack.last?.pendingKey, arrays[key] == nil {
                    frame.indexedArray = key
                    arrays[key] = []
                }
                if !stack.isEmpty { stack[stack.count - 1].pendingKey = nil }
                stack.append(frame)
                openElements.append(element)
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                valueEnds(at: index + 1, element: openElements.popLast() ?? nil, &arrays)
                index += 1
            case UInt8(ascii: "\""):
                let start = index
                var end = index + 1, escaped = false
                while end < bytes.count {
                    if escaped {
                        escaped = false
                    } else if bytes[end] == UInt8(ascii: "\\") {
                        escaped = true
                    } else if bytes[end] == UInt8(ascii: "\"") {
                        break
                    }
                    end += 1
                }
                index = end + 1
                if let top = stack.last, top.isObject, top.expectsKey {
                    let key = String(decoding: bytes[(start + 1)..<min(end, bytes.count)], as: UTF8.self)
                    if firstKey[key] == nil { firstKey[key] = start }
                    if let (name, position) = top.element, arrays[name]![position].keys[key] == nil {
                        arrays[name]![position].keys[key] = start
                    }
                    stack[stack.count - 1].expectsKey = false
                    stack[stack.count - 1].pendingKey = key
                } else {
                    let element = valueStarts(at: start, &stack, &arrays)
                    valueEnds(at: min(index, bytes.count), element: element, &arrays)
                    if !stack.isEmpty { stack[stack.count - 1].pendingKey = nil }
                }
            default:
                // A number, true, false or null: runs to the next delimiter.
                let start = index
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                let element = valueStarts(at: start, &stack, &arrays)
                valueEnds(at: index, element: element, &arrays)
                if !stack.isEmpty { stack[stack.count - 1].pendingKey = nil }
            }
        }
    }

    private static let delimiters: Set<UInt8> = [
        0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"),
        UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""),
    ]
}

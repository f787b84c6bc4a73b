/// Where each element of an XML property list's array sits in the file's bytes,
/// found with the same scan as `XMLPlistOutline` (which locates the top-level
/// dictionary's entries, an array among them): enough to outline one element of
/// it, an item of `UIApplicationShortcutItems`, and edit that in place.
struct XMLPlistArrayOutline {
    /// From the `<` of each element's first tag to just past its last, in order.
    var elements: [Range<Int>]

    /// - Parameter value: the array's element, from the `<` of `<array>` (or `<array/>`) to just past its end.
    init(bytes: [UInt8], value: Range<Int>) throws(XMLPlistOutline.Failure) {
        var scanner = XMLPlistOutline.Scanner(bytes: bytes)
        scanner.index = value.lowerBound
        guard let first = try scanner.next(), first.range.lowerBound == value.lowerBound else {
            throw XMLPlistOutline.Failure(description: "its array is not where the outline found it")
        }
        switch first.kind {
        case .empty("array"):
            elements = []
            return
        case .open("array"):
            break
        default:
            throw XMLPlistOutline.Failure(description: "its value is not written as an <array>")
        }
        var elements: [Range<Int>] = []
        // Open elements below the array; the element being read began at `start`.
        var depth = 0
        var start = 0
        while let token = try scanner.next(), token.range.upperBound <= value.upperBound {
            switch token.kind {
            case .empty:
                if depth == 0 { elements.append(token.range) }
            case .open:
                if depth == 0 { start = token.range.lowerBound }
                depth += 1
            case .close:
                if depth == 0 {
                    self.elements = elements
                    return
                }
                depth -= 1
                if depth == 0 { elements.append(start..<token.range.upperBound) }
            }
        }
        throw XMLPlistOutline.Failure(description: "its <array> is never closed")
    }
}

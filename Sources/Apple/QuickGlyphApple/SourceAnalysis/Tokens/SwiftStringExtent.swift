/// Where a Swift string literal lies in a file, found before it is decoded.
struct SwiftStringExtent: Sendable {
    /// The `#`s around a raw string: `#"…"#` has 1, a plain string 0.
    var hashes: Int
    var multiline: Bool
    /// The bytes between the delimiters.
    var content: Range<Int>
    /// Just past the closing delimiter (or where an unclosed string stops).
    var end: Int
    var interpolated: Bool
    var terminated: Bool
}

/// One element of an array in a located file: its byte range and where each of
/// its own keys first appears. Locators build these in one pass over the file,
/// so that looking up a field of item n costs a dictionary lookup, not a rescan.
package struct IndexedElement: Sendable, Equatable {
    package var range: Range<Int>
    /// The offset of each key directly in this element (not in values nested below it), first occurrence.
    package var keys: [String: Int]

    package init(range: Range<Int>, keys: [String: Int] = [:]) {
        self.range = range
        self.keys = keys
    }
}

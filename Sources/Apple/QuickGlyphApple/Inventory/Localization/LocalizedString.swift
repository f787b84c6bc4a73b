/// One translation of a key in one language, and the file it came from.
package struct LocalizedString: Sendable, Equatable {
    var value: String
    /// A String Catalog's state (`new`, `needs_review`, `translated`); nil in a
    /// strings file, which has none, and for a catalog's source text.
    var state: String?
    var path: String

    package init(value: String, state: String? = nil, path: String) {
        self.value = value
        self.state = state
        self.path = path
    }
}

/// One translation of a key in one language, and the file it came from.
public struct LocalizedString: Sendable, Equatable {
    public var value: String
    /// A String Catalog's state (`new`, `needs_review`, `translated`); nil in a
    /// strings file, which has none, and for a catalog's source text.
    public var state: String?
    public var path: String

    public init(value: String, state: String? = nil, path: String) {
        self.value = value
        self.state = state
        self.path = path
    }
}

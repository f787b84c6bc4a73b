/// One thing Foundation's `XMLParser` reported, in document order: what the
/// manifest merge compares before and after its edit, and, for a start or end
/// tag, where the tag lies in the file's bytes.
package struct XMLElementEvent: Equatable {
    package enum Kind: Equatable {
        case start(name: String, attributes: [String: String])
        case end(name: String)
        /// Character data between tags, trimmed; whitespace alone is not reported (an edit adds only that).
        case text(String)
        case comment(String)
    }

    package var kind: Kind
    /// The tag's bytes, from its `<` to just past its `>`; for a self-closing tag the
    /// start and the end event hold the same range. Empty for text and comments.
    package var bytes: Range<Int>
}

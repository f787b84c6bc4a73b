import QuickGlyphModel

/// Something in a plist that is not a quick action iOS can read, in words, and where it is.
package struct PlistProblem: Sendable, Equatable, CustomStringConvertible {
    package var message: String
    /// Nil in a binary or old-style plist, which has no lines to point at.
    var position: SourcePosition?
    /// The repair, when the problem is a key one edit makes right (a misspelt key renamed).
    var edit: SuggestedEdit?

    init(message: String, position: SourcePosition? = nil, edit: SuggestedEdit? = nil) {
        self.message = message
        self.position = position
        self.edit = edit
    }

    package var description: String { message }
}

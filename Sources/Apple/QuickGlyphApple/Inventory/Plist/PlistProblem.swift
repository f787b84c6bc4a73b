import QuickGlyphModel

/// Something in a plist that is not a quick action iOS can read, in words, and where it is.
package struct PlistProblem: Sendable, Equatable, CustomStringConvertible {
    package var message: String
    /// Nil in a binary or old-style plist, which has no lines to point at.
    var position: SourcePosition?

    init(message: String, position: SourcePosition? = nil) {
        self.message = message
        self.position = position
    }

    package var description: String { message }
}

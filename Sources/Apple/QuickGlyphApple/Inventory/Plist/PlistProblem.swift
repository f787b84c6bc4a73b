import QuickGlyphModel

/// Something in a plist that is not a quick action iOS can read, in words, and where it is.
public struct PlistProblem: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Nil in a binary or old-style plist, which has no lines to point at.
    public var position: SourcePosition?

    public init(message: String, position: SourcePosition? = nil) {
        self.message = message
        self.position = position
    }

    public var description: String { message }
}

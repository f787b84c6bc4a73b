import QuickGlyphCore
import QuickGlyphSystem

/// A file of an Android module that could not be read or parsed: what `android-shortcuts-unreadable`
/// reports, at the parser's line and column when the XML itself is at fault.
public struct AndroidAppError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition?
    public var reason: String
    /// Whether the bytes were read and are not XML Android's build accepts (rather than a file not read at all).
    public var isMalformed: Bool

    public init(path: String, position: SourcePosition? = nil, reason: String, isMalformed: Bool = false) {
        self.path = path
        self.position = position
        self.reason = reason
        self.isMalformed = isMalformed
    }

    init(path: String, _ failure: UntrustedFile.Failure) {
        self.init(path: path, reason: failure.description)
    }

    public var description: String { reason }
}

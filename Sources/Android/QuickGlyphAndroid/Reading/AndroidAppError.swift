import QuickGlyphModel
import QuickGlyphSystem

/// A file of an Android module that could not be read or parsed: what `android-shortcuts-unreadable`
/// reports, at the parser's line and column when the XML itself is at fault.
package struct AndroidAppError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kept the file from being judged, for the advice that follows the reason.
    package enum Kind: Sendable, Equatable {
        /// Not opened or not read: a link, a FIFO, a folder, a read that failed.
        case notRead
        /// Refused unread for its size.
        case tooLarge(size: Int, limit: FileSizeLimit)
        /// Past a limit of the reader's other than size (how deep elements nest, how many there are), said in `reason`.
        case pastLimit
        /// Read, and not XML Android's build accepts.
        case malformed
    }

    package var path: String
    var position: SourcePosition?
    package var reason: String
    package var kind: Kind

    package init(path: String, position: SourcePosition? = nil, reason: String, kind: Kind = .notRead) {
        self.path = path
        self.position = position
        self.reason = reason
        self.kind = kind
    }

    init(path: String, _ failure: UntrustedFile.Failure) {
        if case let .tooLarge(size, limit) = failure {
            self.init(path: path, reason: failure.description, kind: .tooLarge(size: size, limit: limit))
        } else {
            self.init(path: path, reason: failure.description)
        }
    }

    package var description: String { reason }
}

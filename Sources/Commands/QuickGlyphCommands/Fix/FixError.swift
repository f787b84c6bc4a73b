import QuickGlyphSystem

/// Why one repair was not made: the imageset, plist or source stays as it was, and the
/// finding that asked for the repair stays in the report with this reason beside it.
package enum FixError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The guarded file layer refused a read or a write (a link, a FIFO, a file that changed, a full disk).
    case file(AppFileError)
    /// The art could not be drawn again: what the converter said.
    case notDrawn(path: String, reason: String)
    /// A repair that needs a person: what it is, in a sentence.
    case needsPerson(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): \(reason)"
        case let .file(error): return "\(error.path): \(error.description)"
        case let .notDrawn(path, reason): return "\(path): not drawn again: \(reason)"
        case let .needsPerson(path, reason): return "\(path): \(reason)"
        }
    }
}

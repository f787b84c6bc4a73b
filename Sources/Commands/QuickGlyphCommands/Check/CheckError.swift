import Foundation
import QuickGlyphModel

/// The check itself could not run: exit status 2.
package enum CheckError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadablePath(String, String)
    /// A file named on the command line that check cannot judge: refused, never ignored in silence.
    case unsupportedFile(String, String)

    package var description: String {
        switch self {
        case let .unreadablePath(path, reason): return "\(path): cannot read: \(reason)"
        case let .unsupportedFile(path, reason): return "\(path): cannot check: \(reason)"
        }
    }
}

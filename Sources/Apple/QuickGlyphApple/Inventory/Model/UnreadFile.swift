/// A file the inventory had to pass over, and why: returned as a value (an
/// `Error` only so it can be a `Result`'s failure), so one bad plist never
/// hides the quick actions of the others.
package struct UnreadFile: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}

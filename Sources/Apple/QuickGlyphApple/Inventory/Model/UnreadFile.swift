/// A file the inventory had to pass over, and why: returned as a value (an
/// `Error` only so it can be a `Result`'s failure), so one bad plist never
/// hides the quick actions of the others.
public struct UnreadFile: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// A file that could not be read: the one message shape of `unreadable`.
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public init(_ error: Error) {
        self.init(reason: ErrorText.describe(error))
    }

    public var description: String { "cannot read the file: \(reason)" }
}

/// A file that could not be read: the one message shape of `unreadable`.
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    /// The limit the file was refused for, when that is why it was not read.
    public var exceededLimit: FileSizeLimit?

    public init(reason: String) {
        self.reason = reason
    }

    /// A file of `size` bytes refused unread for `limit`.
    public init(size: Int, limit: FileSizeLimit) {
        reason = limit.refusal(size)
        exceededLimit = limit
    }

    public init(_ error: Error) {
        self.init(reason: ErrorText.describe(error))
    }

    public var description: String { "cannot read the file: \(reason)" }
}

/// A file that could not be read: the one message shape of `unreadable`.
package struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    /// The limit the file was refused for, when that is why it was not read.
    package var exceededLimit: FileSizeLimit?

    package init(reason: String) {
        self.reason = reason
    }

    /// A file of `size` bytes refused unread for `limit`.
    package init(size: Int, limit: FileSizeLimit) {
        reason = limit.refusal(size)
        exceededLimit = limit
    }

    package init(_ error: Error) {
        self.init(reason: ErrorText.describe(error))
    }

    package var description: String { "cannot read the file: \(reason)" }
}

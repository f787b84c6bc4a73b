import Foundation

/// Why a file could not be read, in words.
public struct FileProblem: Error, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

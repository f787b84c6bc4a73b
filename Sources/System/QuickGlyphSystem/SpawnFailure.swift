/// A worker process that could not be started, with the system's reason.
public struct SpawnFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// A worker process that could not be started, with the system's reason.
struct SpawnFailure: Error, Sendable, CustomStringConvertible {
    var description: String
}

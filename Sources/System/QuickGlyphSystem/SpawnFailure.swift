/// A worker process that could not be started, with the system's reason.
package struct SpawnFailure: Error, Sendable, CustomStringConvertible {
    package var description: String

    init(description: String) {
        self.description = description
    }
}

import Foundation
import QuickGlyphSystem

/// Starts a child with its standard input and output on pipes (`SpawnedProcess.spawn`):
/// the seam where worker processes begin, always on `SpawnThread`.
enum ProcessSpawner {
    static func spawn(
        executable: String, arguments: [String], environment: [String: String]
    ) throws(SpawnFailure) -> SpawnedProcess {
        let spawned = SpawnThread.shared.run { () -> Result<SpawnedProcess, SpawnFailure> in
            do throws(SpawnFailure) {
                return .success(
                    try SpawnedProcess.spawn(executable: executable, arguments: arguments, environment: environment))
            } catch {
                return .failure(error)
            }
        }
        return try spawned.get()
    }
}

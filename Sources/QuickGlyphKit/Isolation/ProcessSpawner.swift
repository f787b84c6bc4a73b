#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Starts a child with its standard input and output on pipes and its standard
/// error discarded: `posix_spawn`, the one call that is the same on Linux and
/// macOS. The seam where worker processes begin.
enum ProcessSpawner {
    /// Pipes are made and marked close-on-exec under one lock, so a child spawned
    /// meanwhile by another thread cannot inherit this one's pipe ends and keep
    /// a dead worker's pipe open.
    private static let lock = NSLock()

    static func spawn(executable: String, arguments: [String], environment: [String: String]) throws(SpawnFailure) -> SpawnedProcess {
        lock.lock()
        defer { lock.unlock() }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw SpawnFailure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&fromChild) == 0 else {
            let reason = String(cString: strerror(errno))
            close(toChild[0]); close(toChild[1])
            throw SpawnFailure(description: "cannot make a pipe: \(reason)")
        }
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, so the child keeps exactly these three.
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        // The CLI prints one line per problem; a renderer's own chatter (GLib
        // warnings, a panic's text) would break that form, and its crash is reported anyway.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw SpawnFailure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return SpawnedProcess(pid: pid, input: toChild[1], output: fromChild[0])
    }
}

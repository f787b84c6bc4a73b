import Foundation

/// A child process and our ends of its standard input and output. Started with
/// `posix_spawn`, the one call that is the same on Linux and macOS (its types
/// are not: they are kept here), its standard error discarded.
package struct SpawnedProcess: Sendable {
    package var pid: pid_t
    /// Write end of the child's standard input.
    package var input: Int32
    /// Read end of the child's standard output.
    package var output: Int32

    /// Pipes are made and marked close-on-exec under one lock, so a child spawned
    /// meanwhile by another thread cannot inherit this one's pipe ends and keep
    /// a dead worker's pipe open.
    private static let lock = NSLock()
    /// Reset to their default action in the child: a build ignores SIGPIPE (a dying worker's
    /// pipe is an error to handle), and an ignored signal would stay ignored across exec.
    private static let defaultSignals = [SIGTERM, SIGINT, SIGHUP, SIGPIPE]

    /// Starts `executable` on the calling thread (on Linux its parent-death signal follows that thread).
    package static func spawn(
        executable: String, arguments: [String], environment: [String: String]
    ) throws(SpawnFailure)
        -> SpawnedProcess
    {
        lock.lock()
        defer { lock.unlock() }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else {
            throw SpawnFailure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
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

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A child inherits the mask of the thread that spawns it, and Dispatch's threads block
        // SIGTERM, SIGINT and SIGHUP (so does a build's main thread, to take them with sigwait):
        // a worker inheriting that would outlive a Ctrl-C to its process group.
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw SpawnFailure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return SpawnedProcess(pid: pid, input: toChild[1], output: fromChild[0])
    }
}

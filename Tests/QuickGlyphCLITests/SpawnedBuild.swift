#if os(Linux)
import Foundation
import Glibc

/// The built `quickglyph` started as Xcode or a CI job starts it: the leader of its
/// own process group (so a Ctrl-C can be sent to the group without reaching the
/// tests), with a clean signal mask and default dispositions, standard error kept
/// in a file. Its worker processes are found through /proc, which is why this is Linux-only.
final class SpawnedBuild {
    /// How a build ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    private let errorFile: URL
    private var ending: Ending?
    /// Every worker seen, so none is left running when a test fails.
    private var seenWorkers: Set<pid_t> = []

    /// - Parameter ignoring: signals it starts with ignored, as `nohup` starts a command.
    init(_ arguments: [String], in directory: URL, ignoring: [Int32] = []) throws {
        errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // Through a shell that changes directory and execs: the build keeps the shell's pid,
        // and Glibc's module does not export posix_spawn_file_actions_addchdir_np.
        let traps = ignoring.map { "trap '' \($0); " }.joined()
        let argv =
            ([
                "/bin/sh", "-c", traps + #"cd "$1" && shift && exec "$0" "$@""#, CLIRunner.executable.path,
                directory.path,
            ]
            + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv + [nil], environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        self.pid = pid
    }

    deinit {
        // A failed test must not leave a build or a runaway renderer behind.
        if ending == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
        for worker in seenWorkers where !SpawnedBuild.isGone(worker) { kill(worker, SIGKILL) }
    }

    /// The build's children that are workers (`quickglyph __convert-worker`).
    func workers() -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var found: [pid_t] = []
        for task in tasks {
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ pid_t($0) }) {
                let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(child)/cmdline"))) ?? Data()
                if String(decoding: command, as: UTF8.self).contains("__convert-worker") { found.append(child) }
            }
        }
        seenWorkers.formUnion(found)
        return found.sorted()
    }

    /// Every worker pid seen so far, by `workers()` or `waitForWorkers`.
    var workersSeen: Set<pid_t> { seenWorkers }

    /// Polls until `count` workers are running and `ready` holds; nil after `timeout` seconds.
    func waitForWorkers(_ count: Int, timeout: Double, until ready: () -> Bool = { true }) -> [pid_t]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let running = workers().filter { !SpawnedBuild.isGone($0) }
            if running.count >= count, ready() { return running }
            if ending == nil, let ended = poll() { ending = ended; return nil }
            usleep(20_000)
        }
        return nil
    }

    func signal(_ signal: Int32) { kill(pid, signal) }

    /// To the whole process group, as a terminal sends Ctrl-C.
    func signalGroup(_ signal: Int32) { kill(-pid, signal) }

    /// Reaps the build; nil if it is still running after `timeout` seconds.
    func wait(timeout: Double) -> Ending? {
        if let ending { return ending }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let ended = poll() {
                ending = ended
                return ended
            }
            usleep(10_000)
        }
        return nil
    }

    var stderr: String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    private func poll() -> Ending? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let signal = status & 0x7f
        return signal != 0 ? .signalled(signal) : .exited((status >> 8) & 0xff)
    }

    /// Gone: no such process, or a zombie (dead; an orphan waits there until init reaps it).
    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state == "Z" || state == "X"
    }

    /// Polls until every one of `pids` is gone; the milliseconds it took, nil after `timeout` seconds.
    static func waitUntilGone(_ pids: [pid_t], timeout: Double) -> Int? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if pids.allSatisfy(isGone) { return Int(Date().timeIntervalSince(start) * 1000) }
            usleep(5_000)
        }
        return nil
    }

    /// A process's blocked signals, from the SigBlk line of /proc/PID/status: bit n-1 is signal n.
    static func blockedSignals(_ pid: pid_t) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") })
        else { return nil }
        return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }
}
#endif

import Foundation
import QuickGlyphSystem

/// Every worker process this process has running, whichever pool started it, so a
/// build stopped by a signal can end them all before it exits.
final class LiveWorkers: @unchecked Sendable {
    static let shared = LiveWorkers()

    private let lock = NSLock()
    /// Guarded by `lock`. A pid is removed before it is reaped, so one listed here
    /// is still ours (running, or a zombie) and never a pid the system gave to someone else.
    private var pids: Set<pid_t> = []
    /// Guarded by `lock`: once the build is stopping, a worker that has just started is killed at once.
    private var stopping = false

    func add(_ pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        if stopping { kill(pid, SIGKILL) }
        pids.insert(pid)
    }

    /// Called before the worker is reaped.
    func remove(_ pid: pid_t) {
        lock.lock()
        pids.remove(pid)
        lock.unlock()
    }

    /// Once the build is stopping, a thread whose worker has just been killed must not
    /// report its glyph as crashed and go on to finish the build before the process
    /// exits: it waits here for the exit instead. `grace`: how long to wait for a stop
    /// to begin, for a worker that a stop signal of its own may have ended first.
    func holdIfStopping(grace: Double = 0) {
        let deadline = DispatchTime.now() + grace
        while true {
            lock.lock()
            let held = stopping
            lock.unlock()
            if held { break }
            guard DispatchTime.now() < deadline else { return }
            usleep(10_000)
        }
        while true { sleep(1000) }
    }

    /// SIGKILL to every worker, then up to a second for them to end, so none is still
    /// running once the caller exits; reaping here is harmless, as the caller is about to.
    func killAll() {
        lock.lock()
        stopping = true
        let running = pids
        lock.unlock()
        for pid in running { kill(pid, SIGKILL) }
        var left = running
        for _ in 0..<200 where !left.isEmpty {
            for pid in left {
                var status: Int32 = 0
                let reaped = waitpid(pid, &status, WNOHANG)
                // Reaped by us, or by the thread that was already waiting for it.
                if reaped == pid || (reaped < 0 && errno == ECHILD) { left.remove(pid) }
            }
            if !left.isEmpty { usleep(5_000) }
        }
    }
}

#if canImport(Glibc)
import CProcessShim
import Glibc
#elseif canImport(Darwin)
import Darwin
import Dispatch
#endif

/// Ties a worker's life to its build's: whatever ends the build (SIGKILL from a CI
/// job included, which no handler sees), the worker ends with it instead of
/// rendering a runaway glyph for minutes as an orphan. The one behaviour that differs by system.
package enum ParentWatch {
    #if canImport(Darwin)
    /// Kept for the life of the worker: a released source watches nothing.
    nonisolated(unsafe) private static var source: (any DispatchSourceProcess)?
    #endif

    /// Started first thing in the worker; `parent` is the build's pid, as it passed it.
    package static func start(parent: pid_t) {
        #if canImport(Glibc)
        // The kernel's own tie: SIGKILL when the parent ends. It follows the thread that
        // spawned this process, which is why every worker is spawned from `SpawnThread`.
        _ = qg_set_parent_death_signal(SIGKILL)
        #elseif canImport(Darwin)
        let watch = DispatchSource.makeProcessSource(identifier: parent, eventMask: .exit, queue: .global())
        watch.setEventHandler { _exit(1) }
        watch.resume()
        source = watch
        #endif
        // The build ended before the watch was set: no signal will come, and our parent is already another process.
        if getppid() != parent { _exit(1) }
    }
}

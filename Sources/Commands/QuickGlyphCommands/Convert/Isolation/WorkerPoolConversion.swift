import Foundation
import QuickGlyphModel
import QuickGlyphSystem

/// Converts each glyph in a worker process, a copy of the `quickglyph`
/// executable started with a hidden subcommand, so a renderer that aborts,
/// overflows its stack, runs out of memory or runs for minutes costs that
/// glyph alone. Workers live for the whole build (one per concurrent job) and
/// are started only when a glyph needs converting: a build with nothing to
/// render starts none. A worker that fails is replaced by a fresh one. None
/// outlives the build, however it ends: each watches it (`ParentWatch`), and a
/// build stopped by a signal kills them first (`killAllWorkers`).
package final class WorkerPoolConversion: GlyphConversion, @unchecked Sendable {
    /// The time a glyph may take by default, in seconds: a typical glyph takes
    /// milliseconds, and the largest PNG accepted (8192 px a side) about 11 s on one
    /// core of a busy machine, which a budget must not refuse.
    package static let defaultTimeout: Double = 30
    /// Each worker's address space. The largest PNG accepted (8192 px a side) reaches
    /// about 1.1 GB resident and more address space (decoded raster, its premultiplied
    /// copy, the rules' passes, malloc's arenas); 2 GiB refused it, 4 GiB does not.
    static let defaultMemoryLimit = 4 << 30

    private let executable: String
    private let arguments: [String]
    private let timeout: Double
    private let environment: [String: String]
    private let lock = NSLock()
    /// Guarded by `lock`: workers waiting for their next glyph.
    private var idle: [ConversionWorker] = []

    /// `executable` is the `quickglyph` binary; `arguments` the subcommand that
    /// makes it a worker (the CLI's to name), after which the memory limit in bytes
    /// and this process's pid (the worker ends when it does) are passed.
    package init(
        executable: URL, arguments: [String], timeout: Double = defaultTimeout,
        memoryLimit: Int = defaultMemoryLimit
    ) {
        self.executable = executable.path
        self.arguments = arguments + [String(memoryLimit), String(getpid())]
        self.timeout = timeout
        var environment = ProcessInfo.processInfo.environment
        // Swift's crash reporter would spend seconds printing a backtrace of a worker we are about to replace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        self.environment = environment
        // A worker that dies while we write to it must be an error to handle (EPIPE), not our death.
        signal(SIGPIPE, SIG_IGN)
    }

    package func convert(_ request: ConversionRequest) -> ConversionOutcome {
        let encoded: Data
        do {
            encoded = try JSONEncoder.frames.encode(request)
        } catch {
            return .failed([
                WorkerFailure.couldNotStart("cannot encode the request: \(error)").finding(
                    kind: request.kind, path: request.path)
            ])
        }
        let worker: ConversionWorker
        do {
            worker = try checkOut()
        } catch {
            return .failed([
                WorkerFailure.couldNotStart(error.description).finding(kind: request.kind, path: request.path)
            ])
        }
        switch worker.exchange(encoded, timeout: timeout) {
        case .success(let replyData):
            guard let reply = try? JSONDecoder().decode(WorkerReply.self, from: replyData),
                let outcome = reply.outcome(path: request.path)
            else {
                worker.stop()
                LiveWorkers.shared.holdIfStopping()
                return .failed([WorkerFailure.garbled.finding(kind: request.kind, path: request.path)])
            }
            checkIn(worker)
            return outcome
        case .failure(let failure):
            // Killed because the build is stopping: not the glyph's failure. A Ctrl-C reaches
            // the workers too, and one may die of it before the build has begun to stop.
            LiveWorkers.shared.holdIfStopping(grace: failure.isStopSignal ? 1 : 0)
            // The worker is gone; the next glyph on this job starts a fresh one.
            return .failed([failure.finding(kind: request.kind, path: request.path)])
        }
    }

    /// Kills every worker of every pool in this process and gives them up to a second
    /// to end: for a build about to exit on a signal, which must leave no renderer running.
    package static func killAllWorkers() {
        LiveWorkers.shared.killAll()
    }

    package func finish() {
        lock.lock()
        let workers = idle
        idle = []
        lock.unlock()
        for worker in workers { worker.stop() }
    }

    private func checkOut() throws(SpawnFailure) -> ConversionWorker {
        lock.lock()
        let waiting = idle.popLast()
        lock.unlock()
        if let waiting { return waiting }
        return try ConversionWorker(executable: executable, arguments: arguments, environment: environment)
    }

    private func checkIn(_ worker: ConversionWorker) {
        lock.lock()
        idle.append(worker)
        lock.unlock()
    }
}

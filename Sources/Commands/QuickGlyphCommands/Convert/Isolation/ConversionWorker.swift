import Foundation
import QuickGlyphSystem

/// One long-lived worker process: requests in on its standard input, replies
/// out on its standard output. Used by one thread at a time (the pool hands it out).
final class ConversionWorker {
    private let process: SpawnedProcess

    init(executable: String, arguments: [String], environment: [String: String]) throws(SpawnFailure) {
        process = try ProcessSpawner.spawn(executable: executable, arguments: arguments, environment: environment)
        LiveWorkers.shared.add(process.pid)
    }

    /// Sends one request and waits for its reply until `timeout` seconds have
    /// passed. After a failure the worker is dead (killed if need be) and reaped.
    func exchange(_ request: Data, timeout: Double) -> Result<Data, WorkerFailure> {
        let deadline = DispatchTime.now() + timeout
        do throws(FrameError) {
            try FrameIO.write(request, to: process.input)
            return .success(try FrameIO.read(from: process.output, deadline: deadline))
        } catch .timedOut {
            terminate(waitingFirst: false)
            return .failure(.timedOut(seconds: timeout))
        } catch .garbled {
            terminate(waitingFirst: false)
            return .failure(.garbled)
        } catch {
            // The pipe closed: the worker is dying or dead; let it finish, to report why.
            return .failure(terminate(waitingFirst: true) ?? .garbled)
        }
    }

    /// Closes its input: a worker between requests reads the end and exits.
    func stop() {
        close(process.input)
        close(process.output)
        LiveWorkers.shared.remove(process.pid)
        var status: Int32 = 0
        while waitpid(process.pid, &status, 0) < 0, errno == EINTR {}
    }

    /// Kills and reaps the worker; returns how it ended, as a failure, when it
    /// ended by itself. `waitingFirst` gives a worker whose pipe just closed a
    /// moment to finish dying on its own, so its own signal is the one reported.
    @discardableResult
    private func terminate(waitingFirst: Bool) -> WorkerFailure? {
        close(process.input)
        close(process.output)
        LiveWorkers.shared.remove(process.pid)
        var status: Int32 = 0
        if waitingFirst {
            for _ in 0..<200 {
                let reaped = waitpid(process.pid, &status, WNOHANG)
                if reaped == process.pid { return ConversionWorker.failure(status) }
                if reaped < 0, errno != EINTR { return nil }
                usleep(5_000)
            }
        }
        kill(process.pid, SIGKILL)
        while waitpid(process.pid, &status, 0) < 0, errno == EINTR {}
        return ConversionWorker.failure(status)
    }

    /// The wait status decoded (the WIFSIGNALED and WEXITSTATUS macros, which Swift does not import).
    private static func failure(_ status: Int32) -> WorkerFailure {
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f { return .crashed(signal: signal) }
        return .exited(status: (status >> 8) & 0xff)
    }
}

import Foundation
import QuickGlyphCommands
import QuickGlyphSystem

/// SIGTERM (Xcode cancelling the phase), SIGINT (Ctrl-C) and SIGHUP (the terminal
/// closed) during a build: its workers are killed, one line says so, and it exits
/// 128 + the signal at once, without the rest of the pipeline. That leaves the
/// output folder as a kill would, which is what the journal is for: the next build
/// finishes it.
///
/// Dispatch's threads block these signals, so a handler would run on the main thread
/// in the middle of anything, where little may be done. Instead they are blocked on the
/// main thread as well, before any other thread starts (each inherits the mask), and one
/// thread of its own takes them with sigwait, free to take locks and kill.
enum StopSignals {
    private static let names = [SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP"]

    static func install() {
        var taken = sigset_t()
        sigemptyset(&taken)
        // An ignored signal stays ignored (nohup, a background job): once blocked it would
        // be kept pending for sigwait instead of dropped.
        let handled = names.keys.filter { !Signals.isIgnored($0) }
        guard !handled.isEmpty else { return }
        for signal in handled { sigaddset(&taken, signal) }
        pthread_sigmask(SIG_BLOCK, &taken, nil)
        let waited = taken
        let thread = Thread {
            var set = waited
            var received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            stop(by: received)
        }
        thread.name = "qg-signals"
        thread.start()
    }

    private static func stop(by signal: Int32) -> Never {
        WorkerPoolConversion.killAllWorkers()
        // An app's Info.plist, strings or Swift being written is finished first (milliseconds): never cut short.
        AppFileGuard.finishWritesAndHold()
        // A progress line may be on the terminal: the message gets a line of its own.
        let clear = Terminal.isInteractive(2) ? "\r\u{1B}[K" : ""
        Terminal.err(
            "\(clear)quickglyph: build stopped by \(names[signal] ?? "signal \(signal)"); the next build finishes it\n")
        // Not exit(): the other threads are mid-build, and nothing of theirs may run on.
        _exit(ExitStatus.stopped(by: signal))
    }

}

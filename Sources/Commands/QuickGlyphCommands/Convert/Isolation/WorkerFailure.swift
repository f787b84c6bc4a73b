import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphSystem

/// Why a worker gave no answer for a glyph. Each is the renderer's failure on
/// that glyph, reported under the kind's invalid id but never recorded as the
/// source's refusal: the next build tries again.
enum WorkerFailure: Error, Sendable, Equatable {
    case crashed(signal: Int32)
    case exited(status: Int32)
    case timedOut(seconds: Double)
    /// The worker answered something that is not a reply.
    case garbled
    case couldNotStart(String)

    var message: String {
        switch self {
        case .crashed(let signal):
            return "the renderer crashed on it (signal \(signal)); simplify the file or export it again"
        case .exited(let status):
            return "the renderer stopped on it (exit status \(status)); simplify the file or export it again"
        case .timedOut(let seconds):
            return "rendering took longer than \(WorkerFailure.format(seconds)) s; simplify it or raise --glyph-timeout"
        case .garbled:
            return "the renderer answered something unreadable; simplify the file or export it again"
        case .couldNotStart(let reason):
            return "the renderer could not start: \(reason)"
        }
    }

    /// Ended by SIGTERM, SIGINT or SIGHUP: stopped by someone (a Ctrl-C reaches the whole
    /// process group), not crashed on the glyph.
    var isStopSignal: Bool {
        if case .crashed(let signal) = self { return [SIGTERM, SIGINT, SIGHUP].contains(signal) }
        return false
    }

    func finding(kind: SourceKind, path: String) -> Finding {
        Finding(kind.invalidDescription, path: path, message: message)
    }

    /// 10, 2.5: a whole number of seconds without its ".0".
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}

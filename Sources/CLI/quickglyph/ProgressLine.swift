import Foundation

/// One line on stderr that rewrites itself: count, rate and time left.
/// Only on a terminal; redrawn at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard total >= 20, done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(start), 0.001)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        Terminal.err(String(format: "\r\u{1B}[K%d/%d glyphs, %.0f/s, %.1fs left", done, total, rate, left))
        drawn = true
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Terminal.err("\r\u{1B}[K") }
    }
}

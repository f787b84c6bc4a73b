import Foundation

/// Fixed slots filled by worker threads, and the counter that hands out work.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var next = 0
    private var done = 0

    init(count: Int) {
        slots = [Value?](repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a result and returns how many are done.
    func store(_ value: Value, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        done += 1
        return done
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

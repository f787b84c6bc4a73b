import Foundation

/// A map over both cores: tokenizing the sources that may make quick actions is
/// the largest cost of reading an app, and files are independent.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.set(index, transform(elements[index]))
        }
        return results.values
    }

    /// Each index written by one iteration only; the lock orders the writes for the final read.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.map { $0! }
        }
    }
}

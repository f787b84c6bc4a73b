import Foundation

/// The one thread every worker is spawned from, alive as long as the process. On
/// Linux a child's parent-death signal follows the thread that spawned it, not the
/// process, and Dispatch ends a thread left idle for a few seconds: a worker spawned
/// from one of its threads would be killed between two glyphs of a healthy build.
final class SpawnThread: @unchecked Sendable {
    static let shared = SpawnThread()

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var pending: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in self.serve() }
        thread.name = "qg-spawn"
        thread.start()
    }

    /// Runs `body` on the spawning thread and returns what it returned; callers take turns.
    func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let answer = Answer<T>()
        condition.lock()
        pending.append {
            answer.value = body()
            answer.done.signal()
        }
        condition.signal()
        condition.unlock()
        answer.done.wait()
        return answer.value!
    }

    private func serve() -> Never {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let job = pending.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// Written on the spawning thread before `done` is signalled, read after the wait.
    private final class Answer<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }
}

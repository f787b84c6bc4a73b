// A stand-in for Combine, which is Apple-only (no Linux toolchain has it), so that
// tests on Linux compile the Swift `build --swift` generates and run its logic. It
// declares exactly the Combine API the generated code and its tests use:
// `ObservableObject`, `@Published`, and what SwiftUI's `.onReceive` does with
// `$property` (subscribe, be called with each value). It keeps the two behaviours of
// Apple's that the generated code depends on: a subscriber is called at once with
// the current value, and is called with a new value in the property's `willSet`,
// before the value is stored. Not modelled: `objectWillChange` (the generated code
// never names it), the `Publisher` protocol and its operators (here `sink` is a method
// of `Published.Publisher` itself, called as Apple's is).

/// Apple's synthesises `objectWillChange` from the `@Published` properties.
public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
    /// Shared by the copies of the wrapper, as Apple's storage is.
    final class Storage {
        var value: Value
        var subscribers: [(id: Int, receive: (Value) -> Void)] = []
        var nextID = 0

        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            // As Apple's: subscribers receive the new value before it is stored.
            for subscriber in storage.subscribers { subscriber.receive(newValue) }
            storage.value = newValue
        }
    }

    /// `$property`.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    public struct Publisher {
        let storage: Storage

        /// Calls `receiveValue` with the current value now, then with each new one,
        /// until the returned object is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let storage = storage
            let id = storage.nextID
            storage.nextID += 1
            storage.subscribers.append((id, receiveValue))
            receiveValue(storage.value)
            return AnyCancellable { storage.subscribers.removeAll { $0.id == id } }
        }
    }
}

public final class AnyCancellable {
    private var cancelling: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelling = cancel }

    public func cancel() {
        cancelling?()
        cancelling = nil
    }

    deinit { cancel() }
}

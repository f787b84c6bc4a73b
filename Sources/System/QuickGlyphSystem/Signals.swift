/// The signal calls whose types differ by system (sigaction's handler is a
/// union Glibc and Darwin name differently).
package enum Signals {
    /// Whether `signal` is ignored in this process (nohup, a background job).
    package static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        // C function pointers are not Equatable in Swift: compared as the addresses they are.
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

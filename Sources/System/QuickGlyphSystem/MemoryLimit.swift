/// Caps this process's address space, so a glyph that needs more memory than
/// any glyph should fails in its worker (an allocation fails, the worker dies,
/// the glyph is refused) instead of pushing the machine into swap.
package enum MemoryLimit {
    /// Applies `bytes` as the soft and hard `RLIMIT_AS`; false when the system refused.
    /// macOS accepts the call but does not enforce it for every allocation: there the
    /// time budget and the source size limit are what bound a worker.
    @discardableResult
    package static func apply(bytes: Int) -> Bool {
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        #if canImport(Glibc)
        return setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0
        #else
        return setrlimit(RLIMIT_AS, &limit) == 0
        #endif
    }
}

import CByteSearchShim

/// A substring search over bytes by the C library's `memmem` (two-way search,
/// vectorized in glibc): a check searches every source of an app for each name it
/// follows, so this is the inner loop of a large app.
package enum ByteSearch {
    package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { pattern in
            qg_bytes_contain(base, haystack.count, pattern.baseAddress!, pattern.count) != 0
        }
    }
}

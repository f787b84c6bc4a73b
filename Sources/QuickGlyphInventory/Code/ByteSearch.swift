import QuickGlyphSystem

/// A substring search over bytes: `memchr` finds each place the needle's first byte
/// is, `memcmp` compares the rest there. A check searches every source of an app for
/// each name it follows, so this is the inner loop of a large app.
enum ByteSearch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        return needle.withUnsafeBufferPointer { pattern in
            let end = base + (haystack.count - pattern.count + 1)
            var cursor = base
            while cursor < end {
                guard let found = memchr(cursor, Int32(first), end - cursor) else { return false }
                let start = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if memcmp(start, pattern.baseAddress!, pattern.count) == 0 { return true }
                cursor = start + 1
            }
            return false
        }
    }
}

/// read(2) and write(2) under a name of their own: inside a type that has `read`
/// or `write` methods the bare C name means the method, and the module that
/// qualifies it (Glibc or Darwin) differs by system.
package enum SystemCall {
    /// At most `count` bytes into `buffer`: the count read, 0 at the end, -1 with `errno` set.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// At most `count` bytes from `buffer`: the count written, -1 with `errno` set.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}

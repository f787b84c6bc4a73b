#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process and our ends of its standard input and output.
struct SpawnedProcess: Sendable {
    var pid: pid_t
    /// Write end of the child's standard input.
    var input: Int32
    /// Read end of the child's standard output.
    var output: Int32
}

/// The exit statuses scripts and CI rely on; docs/check.md and docs/guarantees.md document them.
enum ExitStatus {
    static let success: Int32 = 0
    /// Something was found wrong with the input.
    static let failure: Int32 = 1
    /// The command itself was misused, or a path could not be read.
    static let usage: Int32 = 2

    /// A build stopped by SIGTERM, SIGINT or SIGHUP: 128 + the signal (143, 130, 129),
    /// what a shell reports for a process the signal ended.
    static func stopped(by signal: Int32) -> Int32 { 128 + signal }
}

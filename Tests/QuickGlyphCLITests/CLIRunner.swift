import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// Runs the built `quickglyph` executable, as a user or a build script would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        // The test bundle sits beside the products in .build/<config>/.
        let products =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return products.appendingPathComponent("quickglyph")
    }

    /// - Parameter environment: added to this process's own, as a build phase adds build settings.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    struct StillRunning: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String {
            "quickglyph \(arguments.joined(separator: " ")) was still running after \(seconds) s, and was killed"
        }
    }

    /// Runs the tool, killed if it is still running after `seconds`: for a test where a regression would
    /// hang it (a FIFO opened for reading waits for a writer for ever), so that it fails instead.
    static func run(_ arguments: [String], in directory: URL, killedAfter seconds: Double) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        // Read on their own threads, so a full pipe cannot block the child while this one waits.
        let stdout = PipeReader(out.fileHandleForReading), stderr = PipeReader(err.fileHandleForReading)
        if ended.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            ended.wait()
            throw StillRunning(arguments: arguments, seconds: seconds)
        }
        return Result(status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text())
    }

    /// A pipe read to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Runs the tool under a file-size limit (`ulimit -f`, KiB), which fails a write
    /// part-way as a full disk does, with EFBIG for ENOSPC.
    static func runUnderFileSizeLimit(
        kilobytes: Int, _ arguments: [String], in directory: URL,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -f \(kilobytes) && exec \"$0\" \"$@\"", executable.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = PipeReader(out.fileHandleForReading), stderr = PipeReader(err.fileHandleForReading)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text())
    }

    /// Runs a tool the tests use from PATH (`python3`, `bash`), stdout and stderr together, as a
    /// person reads them: a recipe that writes fixtures, a validator.
    static func runTool(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A fresh empty directory, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

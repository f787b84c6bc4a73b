import Foundation
import XCTest

/// The fixture package `Fixtures/plugin-package`, copied to a fresh folder and made to
/// depend on this checkout by its absolute path, run with `swift package` as an app's
/// developer runs quickglyph's command plugin.
struct PluginPackage {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = repository.appendingPathComponent("Tests/QuickGlyphCLITests/Fixtures/plugin-package")
    /// The dependency as the fixture states it, so that it also runs where it sits.
    static let relativeDependency = #".package(path: "../../../..")"#
    /// Where SwiftPM builds quickglyph for the plugin: one folder for every run, as the
    /// build takes minutes from nothing and seconds when only checked. Apart from
    /// `.build/debug`, which the running tests were built into.
    static let scratch = repository.appendingPathComponent(".build/plugin-package")

    let folder: URL

    /// A copy of the fixture in a fresh folder, removed when `test` ends.
    init(_ test: XCTestCase) throws {
        folder = try CLIRunner.temporaryDirectory(test).appendingPathComponent("plugin-package")
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        guard text.contains(Self.relativeDependency) else {
            throw Failure(description: "\(Self.fixture.path)/Package.swift no longer says \(Self.relativeDependency)")
        }
        let absolute = #".package(path: "\#(Self.repository.path)")"#
        try Data(text.replacingOccurrences(of: Self.relativeDependency, with: absolute).utf8).write(to: manifest)
    }

    /// `swift package [options] quickglyph ARGUMENTS…` in the package's folder.
    func run(_ options: [String], _ arguments: [String]) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = try Self.swift()
        process.arguments = ["package", "--scratch-path", Self.scratch.path] + options + ["quickglyph"] + arguments
        process.currentDirectoryURL = folder
        // Files, not pipes: a cold build's log is long enough to fill a pipe nobody reads yet.
        let logs = folder.deletingLastPathComponent()
        let stdoutFile = logs.appendingPathComponent("stdout"), stderrFile = logs.appendingPathComponent("stderr")
        for file in [stdoutFile, stderrFile] {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw Failure(description: "cannot create \(file.path)")
            }
        }
        let out = try FileHandle(forWritingTo: stdoutFile), err = try FileHandle(forWritingTo: stderrFile)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let stdout = try Data(contentsOf: stdoutFile), stderr = try Data(contentsOf: stderrFile)
        return CLIRunner.Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The first `swift` on PATH, where the Makefile and scripts/run-tests.sh find it too.
    /// None is a failure: the plugin is only tested by running it.
    static func swift() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(
            description: "no swift on PATH (\(path)); the command plugin is tested with `swift package`: "
                + "put the toolchain's usr/bin on PATH (e.g. export PATH=/opt/swift/usr/bin:$PATH)")
    }
}

import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real thing: the built `quickglyph` killed with SIGKILL part-way through a
/// cold build, then run again with the same or with other options, must leave
/// exactly the tree a clean build gives.
final class InterruptionTests: XCTestCase {
    /// Few enough glyphs (the sample handoff four times) and scales that a debug
    /// build takes about a second, so a handful of kills stays well under 20 s.
    private static let copies = 3
    private let first = ["--scales", "1,2"]
    private let other = ["--scales", "1", "--fit", "glyph"]

    func testAKilledBuildIsFinishedByTheNextWithTheSameOrOtherOptions() throws {
        try killAndRerun(environment: [:])
    }

    /// Written in place, as under Xcode's script sandbox: a kill can leave a file half
    /// written, with no temporary file to tell; the journal names it, and the next build
    /// takes it as its own and writes it again.
    func testAKilledInPlaceBuildIsFinishedByTheNext() throws {
        try killAndRerun(environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
    }

    private func killAndRerun(environment: [String: String]) throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: root)
        let glyphs = root.appendingPathComponent("glyphs")
        for name in try FileManager.default.contentsOfDirectory(atPath: glyphs.path) where name != "shortcuts.json" {
            let source = glyphs.appendingPathComponent(name)
            for index in 1...InterruptionTests.copies {
                let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
                try FileManager.default.copyItem(at: source, to: glyphs.appendingPathComponent("\(stem)-\(index).\(ext)"))
            }
        }
        let started = Date()
        let cleanFirst = try cleanTree(root, "clean-first", first, environment)
        let coldTime = Date().timeIntervalSince(started)
        let cleanOther = try cleanTree(root, "clean-other", other, environment)

        var generator = SystemRandomNumberGenerator()
        // Killed with the first options each time; rerun alternately with the same and the other ones.
        var killed = 0
        for round in 0..<4 {
            let out = "killed-\(round)"
            let delay = Double.random(in: 0.02...max(0.05, coldTime * 0.9), using: &generator)
            if try kill(["build", "glyphs", "--out", out, "--quiet"] + first, after: delay, in: root, environment: environment) {
                killed += 1
            }
            let options = round.isMultiple(of: 2) ? first : other
            let rerun = try CLIRunner.run(["build", "glyphs", "--out", out, "--quiet"] + options, in: root, environment: environment)
            XCTAssertNotEqual(rerun.status, 2, rerun.stderr)
            XCTAssertFalse(rerun.stderr.contains("in the way"), "round \(round), killed after \(delay) s: \(rerun.stderr)")
            let tree = try Self.tree(root.appendingPathComponent(out))
            XCTAssertEqual(tree.keys.sorted(), (round.isMultiple(of: 2) ? cleanFirst : cleanOther).keys.sorted(),
                           "round \(round), killed after \(delay) s")
            XCTAssertTrue(tree == (round.isMultiple(of: 2) ? cleanFirst : cleanOther), "round \(round), killed after \(delay) s")
        }
        XCTAssertGreaterThan(killed, 0, "no build was cut short: the glyph folder is too small for \(coldTime) s")
    }

    /// Every file below `out` (hidden ones too: a leftover journal or temporary file is a difference) with its bytes.
    static func tree(_ out: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: out.path)!
        while let relative = enumerator.nextObject() as? String {
            let url = out.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[relative] = try Data(contentsOf: url) }
        }
        return files
    }

    private func cleanTree(_ root: URL, _ out: String, _ options: [String], _ environment: [String: String]) throws -> [String: Data] {
        let result = try CLIRunner.run(["build", "glyphs", "--out", out, "--quiet"] + options, in: root, environment: environment)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        return try Self.tree(root.appendingPathComponent(out))
    }

    /// Starts a build and sends it SIGKILL after `delay` seconds (unless it
    /// finished first); returns whether the kill cut it short.
    @discardableResult
    private func kill(_ arguments: [String], after delay: Double, in directory: URL, environment: [String: String]) throws -> Bool {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(delay * 1_000_000))
        #if canImport(Glibc)
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        #else
        if process.isRunning { _ = Darwin.kill(process.processIdentifier, SIGKILL) }
        #endif
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }
}

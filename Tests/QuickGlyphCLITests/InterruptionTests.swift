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

    /// A kill part-way through an in-place write leaves bytes no recorded version has. The journal
    /// recorded the file first, so it is quickglyph's: when the next build no longer makes it (other
    /// scales), it goes. Written atomically no write is ever cut, so such bytes are a person's edit, kept.
    func testAFileCutShortByAKilledInPlaceBuildGoesWhenNoLongerMade() throws {
        for inPlace in [true, false] {
            let root = try CLIRunner.temporaryDirectory(self)
            try SampleHandoff.copy(into: root)
            let environment = inPlace ? ["QUICKGLYPH_WRITE_IN_PLACE": "1"] : [:]
            XCTAssertEqual(
                try CLIRunner.run(
                    ["build", "glyphs", "--out", "out", "--quiet", "--scales", "1,2"], in: root,
                    environment: environment
                ).status, 0)
            // The killed build had recorded 900 new bytes for the @2x file (their hash does not matter: the
            // 300 written match no version) and written a third of them.
            let path = "Shortcuts.xcassets/compose.imageset/compose@2x.png"
            try Data(repeating: 7, count: 300).write(to: root.appendingPathComponent("out/" + path))
            try Data("\(String(repeating: "5", count: 64)) 900 \(path)\n".utf8).write(
                to: root.appendingPathComponent("out/.quickglyph-journal"))
            let rerun = try CLIRunner.run(
                ["build", "glyphs", "--out", "out", "--scales", "1"], in: root, environment: environment)
            XCTAssertEqual(rerun.status, 0, rerun.stderr)
            let left = FileManager.default.fileExists(atPath: root.appendingPathComponent("out/" + path).path)
            XCTAssertEqual(left, !inPlace, "in place: \(inPlace); \(rerun.stderr)")
            XCTAssertEqual(
                rerun.stderr.contains("no longer produced, but changed since quickglyph wrote it; left in place"),
                !inPlace,
                rerun.stderr)
        }
    }

    private func killAndRerun(environment: [String: String]) throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: root)
        let glyphs = root.appendingPathComponent("glyphs")
        for name in try FileManager.default.contentsOfDirectory(atPath: glyphs.path) where name != "shortcuts.json" {
            let source = glyphs.appendingPathComponent(name)
            for index in 1...InterruptionTests.copies {
                let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
                try FileManager.default.copyItem(
                    at: source, to: glyphs.appendingPathComponent("\(stem)-\(index).\(ext)"))
            }
        }
        let started = Date()
        let cleanFirst = try cleanTree(root, "clean-first", first, environment)
        let coldTime = Date().timeIntervalSince(started)
        let cleanOther = try cleanTree(root, "clean-other", other, environment)

        // Seeded, and the seed in every message: a failing round can be run again with QUICKGLYPH_TEST_SEED.
        let seed =
            ProcessInfo.processInfo.environment["QUICKGLYPH_TEST_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64.max)
        var generator = SplitMix64(seed: seed)
        // Killed with the first options each time; rerun alternately with the same and the other ones.
        var killed = 0
        for round in 0..<4 {
            let out = "killed-\(round)"
            let delay = Double.random(in: 0.02...max(0.05, coldTime * 0.9), using: &generator)
            if try kill(
                ["build", "glyphs", "--out", out, "--quiet"] + first, after: delay, in: root, environment: environment)
            {
                killed += 1
            }
            let options = round.isMultiple(of: 2) ? first : other
            let rerun = try CLIRunner.run(
                ["build", "glyphs", "--out", out, "--quiet"] + options, in: root, environment: environment)
            XCTAssertNotEqual(rerun.status, 2, "seed \(seed), round \(round): \(rerun.stderr)")
            XCTAssertFalse(
                rerun.stderr.contains("in the way"),
                "seed \(seed), round \(round), killed after \(delay) s: \(rerun.stderr)")
            let tree = try Self.tree(root.appendingPathComponent(out))
            XCTAssertEqual(
                tree.keys.sorted(), (round.isMultiple(of: 2) ? cleanFirst : cleanOther).keys.sorted(),
                "seed \(seed), round \(round), killed after \(delay) s")
            let clean = round.isMultiple(of: 2) ? cleanFirst : cleanOther
            let differing = Set(tree.keys).union(clean.keys).filter { tree[$0] != clean[$0] }.sorted()
            XCTAssertEqual(
                differing, [],
                "seed \(seed), round \(round), killed after \(delay) s: these differ from a clean build's")
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

    private func cleanTree(
        _ root: URL, _ out: String, _ options: [String], _ environment: [String: String]
    ) throws -> [String: Data] {
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", out, "--quiet"] + options, in: root, environment: environment)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        return try Self.tree(root.appendingPathComponent(out))
    }

    /// Starts a build and sends it SIGKILL after `delay` seconds (unless it
    /// finished first); returns whether the kill cut it short.
    @discardableResult
    private func kill(
        _ arguments: [String], after delay: Double, in directory: URL, environment: [String: String]
    ) throws -> Bool {
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

/// A small seedable generator (SplitMix64): the kill times of a run can be replayed.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

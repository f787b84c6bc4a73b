#if os(Linux)
import Foundation
import Glibc
import XCTest

/// A build's worker processes live no longer than the build: whatever ends it
/// (SIGKILL from a CI job, SIGTERM from Xcode cancelling the phase, Ctrl-C to the
/// process group), no renderer is left running a runaway glyph for minutes. A
/// build stopped by SIGTERM or SIGINT says so, exits 128 + the signal, and leaves
/// its journal as a kill would: the next build finishes it.
final class WorkerLifetimeTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##
    /// Turbulence with a billion octaves: minutes of work in librsvg for 250 bytes.
    private let noise =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="1000000000"/></filter><rect width="24" height="24" filter="url(#f)"/></svg>"##
    /// Far more than any of these tests waits: only the signal can end the slow glyph.
    private let patient = ["--glyph-timeout", "600"]

    /// Two quick glyphs, then (in name order) `slowCount` runaway ones.
    private func handoff(slowCount: Int) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("share.svg"))
        for index in 0..<slowCount {
            try Data(noise.utf8).write(to: glyphs.appendingPathComponent("zz-noise-\(index).svg"))
        }
        return root
    }

    /// Started with the quick glyphs written (so the journal has files to name) and
    /// `count` workers on the runaway glyphs; nil (after a failure) when that never came.
    private func startStuck(
        _ root: URL, jobs: Int, ignoring: [Int32] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws
        -> (build: SpawnedBuild, workers: [pid_t])?
    {
        // `--fit glyph`: no ink survey first, so the quick glyphs are written before the runaway ones start.
        let build = try SpawnedBuild(
            ["build", "glyphs", "--out", "stopped", "--quiet", "--fit", "glyph", "--jobs", String(jobs)] + patient,
            in: root, ignoring: ignoring)
        let written = ["compose", "share"].map {
            root.appendingPathComponent("stopped/Shortcuts.xcassets/\($0).imageset/\($0)@3x.png").path
        }
        guard
            let workers = build.waitForWorkers(
                jobs, timeout: 60, until: { written.allSatisfy(FileManager.default.fileExists) })
        else {
            XCTFail("the build never got to its runaway glyphs: \(build.stderr)", file: file, line: line)
            return nil
        }
        // Past writing the last quick glyph's Contents.json: the workers are on the runaway glyphs.
        usleep(300_000)
        return (build, workers)
    }

    func testNoWorkerOutlivesABuildKilledWithSIGKILL() throws {
        let root = try handoff(slowCount: 2)
        guard let (build, workers) = try startStuck(root, jobs: 2) else { return }
        XCTAssertTrue(workers.allSatisfy { !SpawnedBuild.isGone($0) })
        build.signal(SIGKILL)
        XCTAssertEqual(build.wait(timeout: 10), .signalled(SIGKILL))
        let gone = SpawnedBuild.waitUntilGone(workers, timeout: 5)
        XCTAssertNotNil(
            gone,
            "workers \(workers.filter { !SpawnedBuild.isGone($0) }) still running 5 s after their build was killed")
        if let gone { XCTAssertLessThan(gone, 2000, "a worker outlived its killed build by \(gone) ms") }
    }

    func testABuildStoppedBySIGTERMStopsItsWorkersAndTheNextBuildFinishesIt() throws {
        try assertStopped(by: SIGTERM, name: "SIGTERM", toGroup: false, jobs: 1)
    }

    func testABuildStoppedByCtrlCToItsProcessGroupStopsItsWorkersAndTheNextBuildFinishesIt() throws {
        try assertStopped(by: SIGINT, name: "SIGINT", toGroup: true, jobs: 2)
    }

    func testABuildStoppedBySIGHUPStopsItsWorkersAndTheNextBuildFinishesIt() throws {
        try assertStopped(by: SIGHUP, name: "SIGHUP", toGroup: false, jobs: 1)
    }

    /// Under `nohup` a closed terminal does not stop the build: an ignored signal stays ignored.
    func testABuildStartedWithSIGHUPIgnoredKeepsIgnoringIt() throws {
        let root = try handoff(slowCount: 1)
        guard let (build, workers) = try startStuck(root, jobs: 1, ignoring: [SIGHUP]) else { return }
        build.signal(SIGHUP)
        XCTAssertNil(build.wait(timeout: 1), build.stderr)
        XCTAssertFalse(workers.contains(where: SpawnedBuild.isGone))
        build.signal(SIGTERM)
        XCTAssertEqual(build.wait(timeout: 10), .exited(143), build.stderr)
        XCTAssertEqual(build.stderr, "quickglyph: build stopped by SIGTERM; the next build finishes it\n")
    }

    /// A worker whose build ended before the worker could tie itself to it (so no
    /// parent-death signal will ever come) sees so at its start and exits, instead of
    /// waiting on its requests for ever.
    func testAWorkerWhoseBuildIsAlreadyGoneExitsAtOnce() throws {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let worker = Process()
        worker.executableURL = CLIRunner.executable
        worker.arguments = ["__convert-worker", "0", String(gone.processIdentifier)]
        let requests = Pipe()
        worker.standardInput = requests
        worker.standardOutput = FileHandle.nullDevice
        try worker.run()
        defer {
            if worker.isRunning { kill(worker.processIdentifier, SIGKILL) }
            try? requests.fileHandleForWriting.close()
        }
        let deadline = Date().addingTimeInterval(5)
        while worker.isRunning, Date() < deadline { usleep(10_000) }
        XCTAssertFalse(worker.isRunning, "the worker waits for requests from a build that is gone")
    }

    /// Workers start with nothing blocked whichever thread spawned them (Dispatch's
    /// threads block SIGTERM, SIGINT and SIGHUP, and a child inherits its spawning thread's mask).
    func testWorkersStartWithNoStopSignalBlocked() throws {
        let root = try handoff(slowCount: 2)
        guard let (build, workers) = try startStuck(root, jobs: 2) else { return }
        XCTAssertEqual(workers.count, 2)
        let stopSignals: UInt64 =
            (1 << (UInt64(SIGHUP) - 1)) | (1 << (UInt64(SIGINT) - 1)) | (1 << (UInt64(SIGTERM) - 1))
        for worker in workers {
            let blocked = try XCTUnwrap(SpawnedBuild.blockedSignals(worker))
            XCTAssertEqual(blocked & stopSignals, 0, "worker \(worker) blocks \(String(blocked, radix: 16))")
        }
        build.signal(SIGKILL)
        _ = build.wait(timeout: 10)
    }

    /// The parent-death signal follows the thread that spawned a worker, and Dispatch ends
    /// a thread left idle for about five seconds: the quick glyphs' workers, idle while the
    /// runaway glyph runs out its time in the ink survey, must still be there to render them.
    func testAWorkerLeftIdleIsNotKilledWithTheThreadThatSpawnedIt() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        // First in name order, so one thread is held by it while the others measure the rest.
        try Data(noise.utf8).write(to: glyphs.appendingPathComponent("a-noise.svg"))
        let quick = ["b", "c", "d", "e", "f", "g"]
        for name in quick { try Data(square.utf8).write(to: glyphs.appendingPathComponent("\(name).svg")) }
        let result = try CLIRunner.run(["build", "glyphs", "--quiet", "--jobs", "3", "--glyph-timeout", "7"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "glyphs/a-noise.svg: error: rendering took longer than 7 s; simplify it or raise --glyph-timeout [svg-invalid]\n"
        )
        for name in quick {
            let png = root.appendingPathComponent("output/Shortcuts.xcassets/\(name).imageset/\(name)@3x.png")
            XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), name)
        }
    }

    private func assertStopped(
        by signal: Int32, name: String, toGroup: Bool, jobs: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let root = try handoff(slowCount: jobs)
        guard let (build, workers) = try startStuck(root, jobs: jobs, file: file, line: line) else { return }
        if toGroup { build.signalGroup(signal) } else { build.signal(signal) }
        let ending = build.wait(timeout: 10)
        XCTAssertEqual(ending, .exited(128 + signal), build.stderr, file: file, line: line)
        XCTAssertEqual(
            build.stderr, "quickglyph: build stopped by \(name); the next build finishes it\n", file: file, line: line)
        let gone = SpawnedBuild.waitUntilGone(workers, timeout: 5)
        XCTAssertNotNil(
            gone, "workers \(workers.filter { !SpawnedBuild.isGone($0) }) still running after the build stopped",
            file: file, line: line)

        // As a kill leaves it: files written, the journal naming them, no manifest yet.
        let out = root.appendingPathComponent("stopped")
        let journal = try String(contentsOf: out.appendingPathComponent(".quickglyph-journal"), encoding: .utf8)
        XCTAssertTrue(
            journal.contains(" Shortcuts.xcassets/compose.imageset/compose@3x.png\n"), journal, file: file, line: line)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path), file: file,
            line: line)

        // The runaway glyphs fixed, the next build finishes the stopped one: the tree a clean build gives.
        for index in 0..<jobs {
            try Data(square.utf8).write(to: root.appendingPathComponent("glyphs/zz-noise-\(index).svg"))
        }
        let options = ["--quiet", "--fit", "glyph", "--jobs", String(jobs)] + patient
        let rerun = try CLIRunner.run(["build", "glyphs", "--out", "stopped"] + options, in: root)
        XCTAssertEqual(rerun.status, 0, rerun.stderr, file: file, line: line)
        XCTAssertEqual(rerun.stderr, "", file: file, line: line)
        let clean = try CLIRunner.run(["build", "glyphs", "--out", "clean"] + options, in: root)
        XCTAssertEqual(clean.status, 0, clean.stderr, file: file, line: line)
        let finished = try InterruptionTests.tree(out),
            expected = try InterruptionTests.tree(root.appendingPathComponent("clean"))
        XCTAssertEqual(finished.keys.sorted(), expected.keys.sorted(), file: file, line: line)
        XCTAssertTrue(
            finished == expected, "the stopped build, finished, differs from a clean build", file: file, line: line)
    }
}
#endif

import Dispatch
import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
@testable import QuickGlyphModel
import QuickGlyphSystem
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Adversarial output folders: what is not quickglyph's stays as it is, nothing
/// outside `--out` changes, nothing blocks, interrupted builds are finished by
/// the next one, and builds into one folder take turns.
final class OutputSafetyTests: XCTestCase {
    /// A folder beside `out` that no build may touch, with a file in it.
    private func outside(_ workspace: Workspace) throws -> URL {
        let folder = workspace.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: folder.appendingPathComponent("precious.txt"))
        return folder
    }

    /// Runs the build on another thread and fails the test, instead of hanging, after `seconds`.
    private func buildWithin(
        _ seconds: Double, _ workspace: Workspace, unblock: URL? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result<BuildReport, BuildError> {
        let configuration = workspace.configuration()
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            do throws(BuildError) {
                box.result = .success(try BuildPipeline(configuration: configuration).run())
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            XCTFail("the build hung", file: file, line: line)
            // Opening the FIFO's other end lets a blocked reader go, so the test process can end.
            if let unblock { _ = open(unblock.path, O_RDWR | O_NONBLOCK) }
            done.wait()
        }
        return box.result!
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<BuildReport, BuildError>?
    }

    func testAFileOfTheUsersWithNoPermissionsInTheWayIsLeftAlone() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        let theirs = workspace.file("Shortcuts.xcassets/a.imageset/a@2x.png")
        try FileManager.default.createDirectory(
            at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("theirs".utf8).write(to: theirs)
        XCTAssertEqual(chmod(theirs.path, 0), 0)
        defer { chmod(theirs.path, 0o644) }
        let before = TreeState.capture(workspace.root, excluding: workspace.output)
        let theirsBefore = TreeState.capture(theirs)

        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["a"])
        XCTAssertEqual(report.findings.map(\.rule), [.writeFailed])
        XCTAssertTrue(
            report.findings[0].message.contains(
                "Shortcuts.xcassets/a.imageset/a@2x.png is in the way and was not made by quickglyph"),
            report.findings[0].message)
        XCTAssertEqual(TreeState.capture(theirs), theirsBefore, "same bytes, mode 000 and time")
        XCTAssertEqual(TreeState.capture(workspace.root, excluding: workspace.output), before)
        // Not taken over by the manifest either: the next build refuses it again.
        XCTAssertEqual(try workspace.build().failed, ["a"])
    }

    func testAFIFOInTheWayOrAtTheManifestNeverBlocksTheBuild() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.square)
        let fifo = workspace.file("Shortcuts.xcassets/a.imageset/a.png")
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let report = try buildWithin(10, workspace, unblock: fifo).get()
        XCTAssertEqual(report.failed, ["a"])
        XCTAssertEqual(report.rendered, ["b"])
        XCTAssertTrue(
            report.findings.contains { $0.message.contains("a.png (a FIFO, socket or device) is in the way") },
            "\(report.findings)")
        XCTAssertEqual(FileStatus.kind(atPath: fifo.path), .special)

        let manifest = workspace.file("manifest.json")
        try FileManager.default.removeItem(at: manifest)
        XCTAssertEqual(mkfifo(manifest.path, 0o644), 0)
        let before = TreeState.capture(workspace.root)
        guard case .failure(let error) = try buildWithin(10, workspace, unblock: manifest) else {
            return XCTFail("built over a FIFO")
        }
        XCTAssertEqual(
            error,
            .manifestNotOurs(
                path: manifest.path, reason: "it is a FIFO, socket or device, not a manifest quickglyph wrote"))
        XCTAssertEqual(TreeState.capture(workspace.root), before, "nothing written anywhere")
    }

    func testADanglingLinkInTheWayIsLeftAlone() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        let link = workspace.file("Shortcuts.xcassets/a.imageset/Contents.json")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        let target = workspace.root.appendingPathComponent("outside/created-through-the-link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let before = TreeState.capture(workspace.root, excluding: workspace.output)

        let report = try workspace.build()
        XCTAssertEqual(report.failed, ["a"])
        XCTAssertTrue(
            report.findings[0].message.contains(
                "Contents.json (a symbolic link) is in the way and was not made by quickglyph"),
            report.findings[0].message)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "not written through the link")
        XCTAssertEqual(TreeState.capture(workspace.root, excluding: workspace.output), before)
    }

    func testLinkedFoldersInsideTheOutputAreNeitherWrittenNorDeletedThrough() throws {
        let workspace = try Workspace(self)
        let outside = try outside(workspace)
        try workspace.add("a.svg", SampleSVG.square)
        try workspace.add("b.svg", SampleSVG.square)
        _ = try workspace.build()

        // b's imageset becomes a link to a folder outside holding the very same files.
        let imageset = workspace.file("Shortcuts.xcassets/b.imageset")
        try FileManager.default.copyItem(at: imageset, to: outside.appendingPathComponent("b.imageset"))
        try FileManager.default.removeItem(at: imageset)
        try FileManager.default.createSymbolicLink(
            at: imageset, withDestinationURL: outside.appendingPathComponent("b.imageset"))
        let before = TreeState.capture(outside)

        // Rebuilt: its files would go through the link.
        let rebuilt = try workspace.build()
        XCTAssertEqual(rebuilt.failed, ["b"])
        XCTAssertTrue(
            rebuilt.findings.contains { $0.message.contains("Shortcuts.xcassets/b.imageset is a symbolic link") },
            "\(rebuilt.findings)")
        // Removed: its stale files would be deleted through the link.
        try FileManager.default.removeItem(at: workspace.glyphs.appendingPathComponent("b.svg"))
        let removed = try workspace.build()
        XCTAssertEqual(removed.removedFiles, [])
        XCTAssertEqual(Set(removed.findings.map(\.rule)), [.staleOutputKept])
        XCTAssertEqual(TreeState.capture(outside), before, "nothing outside changed")

        // The whole catalog folder a link: every write is refused.
        let catalog = workspace.file("Shortcuts.xcassets")
        try FileManager.default.moveItem(at: catalog, to: outside.appendingPathComponent("Shortcuts.xcassets"))
        try FileManager.default.createSymbolicLink(
            at: catalog, withDestinationURL: outside.appendingPathComponent("Shortcuts.xcassets"))
        try workspace.add("c.svg", SampleSVG.square)
        let linkedCatalog = TreeState.capture(outside)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, [])
        XCTAssertTrue(report.failed.contains("c"))
        XCTAssertEqual(TreeState.capture(outside), linkedCatalog)
    }

    func testTheOutputFolderItselfMayBeALink() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        let real = workspace.root.appendingPathComponent("real-out")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workspace.output, withDestinationURL: real)
        let report = try workspace.build()
        XCTAssertEqual(report.rendered, ["a"])
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: real.appendingPathComponent("Shortcuts.xcassets/a.imageset/a.png").path))
        XCTAssertEqual(try workspace.build().skipped, ["a"])
    }

    func testAForeignManifestStopsTheBuildBeforeItWritesAnything() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        try FileManager.default.createDirectory(at: workspace.output, withIntermediateDirectories: true)
        let webManifest = #"{ "name": "My App", "start_url": "/", "icons": [] }"#
        try Data(webManifest.utf8).write(to: workspace.file("manifest.json"))
        let before = TreeState.capture(workspace.root)
        XCTAssertThrowsError(try workspace.build()) { error in
            XCTAssertEqual(
                error as? BuildError,
                .manifestNotOurs(
                    path: workspace.file("manifest.json").path,
                    reason: "it is not a quickglyph manifest (it has no \"generator\": \"quickglyph …\")"))
            XCTAssertTrue("\(error)".contains("writes nothing into this folder"), "\(error)")
        }
        XCTAssertEqual(TreeState.capture(workspace.root), before, "not even a lock file")

        try Data(#"{ "generator": "webpack 5", "version": 1 }"#.utf8).write(to: workspace.file("manifest.json"))
        XCTAssertThrowsError(try workspace.build()) { error in
            XCTAssertTrue("\(error)".contains("it was made by webpack 5, not by quickglyph"), "\(error)")
        }
    }

    func testTemporaryFilesOfAKilledBuildAreRemovedAndNoOthers() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        let uuid = UUID().uuidString
        let stale = [
            workspace.file(".manifest.json.quickglyph-\(uuid)"),
            workspace.file("Shortcuts.xcassets/a.imageset/.a@2x.png.quickglyph-\(uuid)"),
        ]
        try FileManager.default.createDirectory(at: workspace.file("mine"), withIntermediateDirectories: true)
        let kept = [
            workspace.file("mine/.a.png.quickglyph-\(uuid)"), workspace.file(".notes.quickglyph-not-a-uuid"),
            workspace.file("Shortcuts.xcassets/a.imageset/a.png.quickglyph-\(uuid)"),
        ]
        for file in stale + kept { try Data("half".utf8).write(to: file) }
        // As the killed build left it: each output is recorded in the journal before its temporary file is made.
        try Data("\(String(repeating: "0", count: 64)) 4 Shortcuts.xcassets/a.imageset/a@2x.png\n".utf8)
            .write(to: workspace.file(".quickglyph-journal"))

        _ = try workspace.build()
        for file in stale { XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), file.lastPathComponent) }
        for file in kept { XCTAssertEqual(try Data(contentsOf: file), Data("half".utf8), file.lastPathComponent) }
    }

    /// Issue 38, 3: beside an output PNG, the per-file `.NAME.quickglyph-UUID` shape too; one whose writer
    /// still holds its lock (a build of this folder cannot be running, but the name is no proof of that) stays.
    func testATemporaryFileBesideAnOutputPNGGoesUnlessItsWriterHoldsIt() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        let imageset = "Shortcuts.xcassets/a.imageset/"
        let stale = [
            workspace.file(imageset + ".a@2x.png.quickglyph-\(UUID().uuidString)"),
            workspace.file(imageset + ".a.png.quickglyph-\(UUID().uuidString.lowercased())"),
            workspace.file(imageset + ".quickglyph-\(UUID().uuidString)"),
        ]
        let held = workspace.file(imageset + ".a@3x.png.quickglyph-\(UUID().uuidString)")
        let other = workspace.file(imageset + ".a@3x.png.quickglyph-\(UUID().uuidString).png")
        for file in stale + [held, other] { try Data("half".utf8).write(to: file) }
        let holder = open(held.path, O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX) as Int32, 0)
        // As a build killed after recording the @2x file leaves it.
        try Data("\(String(repeating: "0", count: 64)) 4 \(imageset)a@2x.png\n".utf8).write(
            to: workspace.file(".quickglyph-journal"))

        let report = try workspace.build()
        XCTAssertEqual(report.failed, [])
        for file in stale { XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), file.lastPathComponent) }
        for file in [held, other] {
            XCTAssertEqual(try Data(contentsOf: file), Data("half".utf8), file.lastPathComponent)
        }
    }

    /// A cold build killed after some files and no manifest: what the journal and the disk hold then.
    func testAnInterruptedBuildIsFinishedByTheNextWithOtherOptions() throws {
        let workspace = try Workspace(self)
        for name in ["a", "b", "c"] { try workspace.add("\(name).svg", SampleSVG.wide) }
        _ = try workspace.build()
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        // The killed build had recorded every file, written all but c's, and left a half-written temporary file.
        let journal = manifest.ownedFiles.map { "\($0.sha256) \($0.bytes) \($0.path)\n" }.joined() + "0123"
        try Data(journal.utf8).write(to: workspace.file(BuildJournal.filename))
        try FileManager.default.removeItem(at: workspace.file("manifest.json"))
        try FileManager.default.removeItem(at: workspace.file("Shortcuts.xcassets/c.imageset"))
        try Data("half".utf8).write(
            to: workspace.file("Shortcuts.xcassets/a.imageset/.a@3x.png.quickglyph-\(UUID().uuidString)"))

        let options = OutputOptions(scales: [1, 2], fit: .glyph)
        let report = try workspace.build(options: options)
        XCTAssertEqual(report.findings.filter { $0.rule != .glyphTooLarge }, [])
        XCTAssertEqual(report.failed, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.file(BuildJournal.filename).path))

        let clean = try Workspace(self)
        for name in ["a", "b", "c"] { try clean.add("\(name).svg", SampleSVG.wide) }
        _ = try clean.build(options: options)
        let strip = { (data: Data, root: URL) in
            Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: root.path, with: "ROOT").utf8)
        }
        var got = try workspace.snapshot(), want = try clean.snapshot()
        got["manifest.json"] = got["manifest.json"].map { strip($0, workspace.root) }
        want["manifest.json"] = want["manifest.json"].map { strip($0, clean.root) }
        XCTAssertEqual(got.keys.sorted(), want.keys.sorted())
        XCTAssertEqual(got, want)
    }

    func testTwoBuildsIntoOneFolderTakeTurns() throws {
        let workspace = try Workspace(self)
        for index in 0..<12 { try workspace.add("g\(index).svg", SampleSVG.square) }
        let configuration = workspace.configuration(jobs: 1)
        let reports = ReportBox()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let report = try? BuildPipeline(configuration: configuration).run()
            reports.set(index, report)
        }
        let both = try reports.values.map { try XCTUnwrap($0) }
        // One rendered everything; the other waited and found it done.
        XCTAssertEqual(both.map(\.rendered.count).sorted(), [0, 12])
        XCTAssertEqual(both.map(\.skipped.count).sorted(), [0, 12])
        XCTAssertEqual(both.map(\.writtenFiles.count).min(), 0)
        XCTAssertEqual(both.flatMap(\.findings), [])

        // A build that waits more than a moment says so, and goes on once the other is done.
        var held: OutputLock? = try OutputLock(folder: workspace.output, onWait: {})
        let waited = WaitFlag()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? BuildPipeline(configuration: configuration).run(waiting: { waited.set() })
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 1.5), .timedOut, "it waits for the lock")
        XCTAssertTrue(waited.isSet)
        XCTAssertNotNil(held)
        held = nil // closing its descriptor releases the lock
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
    }

    private final class ReportBox: @unchecked Sendable {
        private let lock = NSLock()
        private var reports: [BuildReport?] = [nil, nil]
        func set(_ index: Int, _ report: BuildReport?) { lock.withLock { reports[index] = report } }
        var values: [BuildReport?] { lock.withLock { reports } }
    }

    private final class WaitFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}

extension OutputSafetyTests {
    /// The manifest and the journal are files a pull request can change. A line in either naming a file of
    /// the user's in `--out` (with its real hash and size), or one outside it, does not make it quickglyph's:
    /// no build replaces or removes it.
    func testRecordsNamingTheUsersFilesDoNotMakeThemQuickglyphs() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", SampleSVG.square)
        _ = try workspace.build()
        let outside = try outside(workspace)
        let readme = Data("# Generated by quickglyph; notes of ours\n".utf8)
        try readme.write(to: workspace.file("README.md"))
        try FileManager.default.createDirectory(
            at: workspace.file("Shortcuts.xcassets/a.imageset/notes"), withIntermediateDirectories: true)
        try readme.write(to: workspace.file("Shortcuts.xcassets/a.imageset/notes/todo.md"))
        let precious = try Data(contentsOf: outside.appendingPathComponent("precious.txt"))
        let claims = [
            ("README.md", readme), ("Shortcuts.xcassets/a.imageset/notes/todo.md", readme),
            ("../outside/precious.txt", precious),
        ]
        let lines = claims.map { "\(SHA256.hex($0.1)) \($0.1.count) \($0.0)\n" }.joined()
        try Data(lines.utf8).write(to: workspace.file(BuildJournal.filename))
        var manifest = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
        manifest.files += claims.dropLast().map {
            Manifest.File(path: $0.0, sha256: SHA256.hex($0.1), bytes: $0.1.count)
        }
        _ = try ManifestWriter.write(manifest, to: workspace.file(Manifest.filename))

        // The glyph is gone: its outputs are stale, and so, if the records were believed, would the user's files be.
        // Another glyph takes its place (a folder with no glyphs at all is an error that touches nothing).
        try FileManager.default.removeItem(at: workspace.glyphs.appendingPathComponent("a.svg"))
        try workspace.add("b.svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(
            report.removedFiles.sorted(),
            [
                "Shortcuts.xcassets/a.imageset/Contents.json", "Shortcuts.xcassets/a.imageset/a.png",
                "Shortcuts.xcassets/a.imageset/a@2x.png", "Shortcuts.xcassets/a.imageset/a@3x.png",
            ])
        XCTAssertEqual(try Data(contentsOf: workspace.file("README.md")), readme)
        XCTAssertEqual(try Data(contentsOf: workspace.file("Shortcuts.xcassets/a.imageset/notes/todo.md")), readme)
        XCTAssertEqual(try Data(contentsOf: outside.appendingPathComponent("precious.txt")), precious)
        let recorded = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename))).ownedFiles.map(\.path)
        XCTAssertFalse(recorded.contains("README.md"), "\(recorded)")
    }
}

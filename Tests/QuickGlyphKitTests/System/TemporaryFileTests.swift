import Foundation
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// A temporary file is locked from its creation to its rename, and a cleaner
/// removes only the ones no writer holds: the lock, not an age, tells a killed
/// build's leftover from a live build's work.
final class TemporaryFileTests: XCTestCase {
    private func exists(_ folder: URL, _ name: String) -> Bool {
        var status = stat()
        return lstat(folder.appendingPathComponent(name).path, &status) == 0
    }

    func testALiveWritersFileStaysAndAReleasedOneGoes() throws {
        let folder = try FileTree.temporaryFolder(self)
        let temporary = try TemporaryFile.create(directory: folder.path)
        let name = (temporary.path as NSString).lastPathComponent
        XCTAssertTrue(TemporaryFileName.isTemporaryName(name), name)
        XCTAssertEqual(TemporaryFile.removeStale(inFolderAt: folder.path), [], "its writer holds it")
        XCTAssertTrue(exists(folder, name))
        // Written and closed for writing, not yet renamed: still held.
        XCTAssertEqual(temporary.descriptor >= 0, true)
        try temporary.finishWriting()
        XCTAssertEqual(TemporaryFile.removeStale(inFolderAt: folder.path), [])
        XCTAssertTrue(exists(folder, name))
        // Its writer gone (the kernel releases a killed process's locks as this does).
        temporary.release()
        XCTAssertEqual(TemporaryFile.removeStale(inFolderAt: folder.path), [folder.path + "/" + name])
        XCTAssertFalse(exists(folder, name))
    }

    /// A cleaner can open and lock a file in the instant between its creation and its writer's lock:
    /// the writer then finds it unlinked and takes a fresh name. Raced here for real, a cleaner looping
    /// over the folder while files are made in it: every file handed to a writer is still there.
    func testAFileACleanerTookBeforeItsLockIsNeverHandedToAWriter() throws {
        let folder = try FileTree.temporaryFolder(self)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        let done = NSLock(), finished = Box(false), removed = Box(0)
        let cleaner = Thread {
            while !done.withLock({ finished.value }) {
                let count = TemporaryFile.removeStale(in: descriptor).count
                done.withLock { removed.value += count }
            }
        }
        cleaner.start()
        var lost = 0
        // Until the race has happened a few times (some hundreds of files on a laptop), or at most 50 000.
        for _ in 0..<50_000 where done.withLock({ removed.value }) < 10 {
            let temporary = try TemporaryFile.create(in: descriptor)
            var status = stat()
            if fstatat(descriptor, temporary.path, &status, AT_SYMLINK_NOFOLLOW) != 0 { lost += 1 }
            temporary.discard(in: descriptor)
        }
        done.withLock { finished.value = true }
        while !cleaner.isFinished { usleep(1000) }
        XCTAssertEqual(lost, 0, "handed to a writer after a cleaner removed it")
        // The race did happen: the cleaner removed files its writers had not locked yet.
        XCTAssertGreaterThan(done.withLock { removed.value }, 0)
    }

    func testOnlyRegularFilesOfTheExactShapeAreRemoved() throws {
        let folder = try FileTree.temporaryFolder(self)
        let uuid = UUID().uuidString
        let stale = [".quickglyph-\(uuid)", ".Info.plist.quickglyph-\(UUID().uuidString)"]
        let kept = [".quickglyph-notes", "quickglyph-\(UUID().uuidString)", ".quickglyph-\(uuid)x", "Info.plist"]
        for name in stale + kept { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        let link = ".quickglyph-\(UUID().uuidString)", fifo = ".quickglyph-\(UUID().uuidString)",
            subfolder = ".quickglyph-\(UUID().uuidString)"
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(link).path, withDestinationPath: "Info.plist")
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(fifo).path, 0o644), 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(subfolder), withIntermediateDirectories: false)
        // One held by another open file of its own, as another process's would be.
        let held = ".quickglyph-\(UUID().uuidString)"
        try Data("x".utf8).write(to: folder.appendingPathComponent(held))
        let holder = open(folder.appendingPathComponent(held).path, O_RDONLY | O_CLOEXEC)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX) as Int32, 0)

        let removed = TemporaryFile.removeStale(inFolderAt: folder.path)
        XCTAssertEqual(removed.sorted(), stale.map { folder.path + "/" + $0 }.sorted())
        for name in kept + [link, fifo, subfolder, held] { XCTAssertTrue(exists(folder, name), name) }
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8), "x", "not followed")
    }

    /// Issue 38, 3: both shapes are the tool's (`.quickglyph-UUID`, and `.NAME.quickglyph-UUID` beside an
    /// output PNG as earlier versions named it, in either case of hex digits); the tool's own files of a like
    /// name (the journals, the lock) and a name that only holds the shape somewhere inside are not.
    func testBothShapesAreTemporaryNamesAndTheToolsOwnFilesAreNot() throws {
        let uuid = UUID().uuidString
        for name in [
            ".quickglyph-\(uuid)", ".compose@2x.png.quickglyph-\(uuid)",
            ".compose@2x.png.quickglyph-\(uuid.lowercased())",
            ".manifest.json.quickglyph-\(uuid)", ".a b.quickglyph-\(uuid)",
        ] {
            XCTAssertTrue(TemporaryFileName.isTemporaryName(name), name)
        }
        let own = [
            ".quickglyph-journal", ".quickglyph-android-journal", ".quickglyph-android-manifest-journal",
            ".quickglyph-xcode-journal", ".quickglyph-fix-journal.json", ".quickglyph.lock",
        ]
        let others = [
            "compose@2x.png.quickglyph-\(uuid)", ".compose@2x.png.quickglyph-\(uuid).png", ".quickglyph-\(uuid)/",
            ".quickglyph-\(uuid.dropLast())", ".quickglyph-{\(uuid)}", ".quickglyph-\(uuid).quickglyph-notes",
            ".quickglyph-",
        ]
        for name in own + others { XCTAssertFalse(TemporaryFileName.isTemporaryName(name), name) }

        // And in a folder: only the two shapes go.
        let folder = try FileTree.temporaryFolder(self)
        let stale = [".quickglyph-\(uuid)", ".compose@2x.png.quickglyph-\(UUID().uuidString)"]
        for name in stale + own + ["compose@2x.png", ".compose@2x.png.quickglyph-\(uuid).png"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        XCTAssertEqual(
            TemporaryFile.removeStale(inFolderAt: folder.path).sorted(), stale.map { folder.path + "/" + $0 }.sorted())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, own.count + 2)
    }

    func testAWriteThatFailsLeavesNoTemporaryFileAndAWrittenOneIsNotLeftLocked() throws {
        let folder = try FileTree.temporaryFolder(self)
        let url = folder.appendingPathComponent("a.txt")
        try FileWriter.replace(url, with: Data("one".utf8), mode: .atomic)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["a.txt"])
        // The renamed file's lock went with the writer: anyone may lock it now.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB) as Int32, 0)
        // A folder in the way of the rename: the write fails, and its temporary file goes.
        let blocked = folder.appendingPathComponent("b")
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try FileWriter.replace(blocked, with: Data("x".utf8), mode: .atomic))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.txt", "b"])
    }

    func testAStreamedFileIsHeldUntilItIsCommitted() throws {
        let folder = try FileTree.temporaryFolder(self)
        let writer = try StreamingFileWriter(destination: folder.appendingPathComponent("manifest.json"), mode: .atomic)
        try writer.append("{}\n")
        XCTAssertEqual(TemporaryFile.removeStale(inFolderAt: folder.path), [], "a live build's manifest on its way")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 1)
        XCTAssertEqual(try writer.commit(), .written)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["manifest.json"])
    }
}

/// A value shared with the cleaner thread, under the test's lock.
private final class Box<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

import Foundation
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// In place (Xcode's script sandbox) against atomic: the same bytes, but no
/// temporary file and no rename, so the file keeps its inode.
final class WriteModeTests: XCTestCase {
    private func inode(_ url: URL) throws -> UInt64 {
        try XCTUnwrap(
            (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    func testTheModeComesFromXcodesSandboxSetting() {
        XCTAssertEqual(WriteMode.mode(environment: ["ENABLE_USER_SCRIPT_SANDBOXING": "YES"]), .inPlace)
        XCTAssertEqual(WriteMode.mode(environment: ["ENABLE_USER_SCRIPT_SANDBOXING": "NO"]), .atomic)
        XCTAssertEqual(WriteMode.mode(environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"]), .inPlace)
        XCTAssertEqual(WriteMode.mode(environment: [:]), .atomic)
    }

    func testInPlaceWritesKeepTheFileAndAtomicOnesReplaceIt() throws {
        let folder = try scratchFolder(self)
        let url = folder.appendingPathComponent("a.txt")
        try FileWriter.replace(url, with: Data("one".utf8), mode: .inPlace)
        let first = try inode(url)
        try FileWriter.replace(url, with: Data("two, longer".utf8), mode: .inPlace)
        XCTAssertEqual(try inode(url), first, "written into the file itself")
        try FileWriter.replace(url, with: Data("3".utf8), mode: .inPlace)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "3", "truncated before writing")
        try FileWriter.replace(url, with: Data("four".utf8), mode: .atomic)
        XCTAssertNotEqual(try inode(url), first, "a temporary file renamed over it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["a.txt"])
        // A new folder is made as the atomic write makes it.
        try FileWriter.replace(folder.appendingPathComponent("new/b.txt"), with: Data("b".utf8), mode: .inPlace)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("new/b.txt"), encoding: .utf8), "b")
    }

    func testInPlaceNeverWritesThroughALinkOrIntoAFIFO() throws {
        let folder = try scratchFolder(self)
        let target = folder.appendingPathComponent("target.txt")
        try Data("keep".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        XCTAssertThrowsError(try FileWriter.replace(link, with: Data("x".utf8), mode: .inPlace))
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep")
        let fifo = folder.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        XCTAssertThrowsError(
            try FileWriter.replace(fifo, with: Data("x".utf8), mode: .inPlace), "no reader: it must not block")
    }

    func testAStreamedFileInPlaceHasTheSameBytesAndNoTemporaryFile() throws {
        let folder = try scratchFolder(self)
        let url = folder.appendingPathComponent("manifest.json")
        try Data("old".utf8).write(to: url)
        let before = try inode(url)
        let writer = try StreamingFileWriter(destination: url, mode: .inPlace)
        try writer.append("{\n")
        try writer.append(String(repeating: "x", count: 100_000))
        try writer.append("}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["manifest.json"])
        XCTAssertEqual(try writer.commit(), .written)
        XCTAssertEqual(try inode(url), before)
        XCTAssertEqual(try Data(contentsOf: url).count, 100_004)
        let again = try StreamingFileWriter(destination: url, mode: .inPlace)
        try again.append("{\n" + String(repeating: "x", count: 100_000) + "}\n")
        XCTAssertEqual(try again.commit(), .unchanged)
    }

    // MARK: Issue 26: in place, nothing changes that the write cannot finish or that has another name

    func testInPlaceAFileWithAnotherNameIsRefusedAndByRenameOnlyThisNameChanges() throws {
        let folder = try scratchFolder(self)
        let url = folder.appendingPathComponent("a.txt"), other = folder.appendingPathComponent("b.txt")
        try Data("old".utf8).write(to: url)
        XCTAssertEqual(link(url.path, other.path), 0)
        XCTAssertThrowsError(try FileWriter.replace(url, with: Data("new".utf8), mode: .inPlace)) { error in
            XCTAssertEqual(error as? AppFileError, .otherNames(path: url.path, count: 2))
            XCTAssertEqual(
                ErrorText.describe(error),
                "it has 2 names (hard links), and written in place, as under Xcode's script "
                    + "sandbox, it would change under the other name too, which quickglyph cannot find to vouch for; make it "
                    + "a file of its own (copy it, then move the copy over it)")
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "old")
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "old")
        try FileWriter.replace(url, with: Data("new".utf8), mode: .atomic)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "new")
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "old", "the other name keeps the old file")
    }

    /// Runs `body` under a file-size limit of `bytes` (SIGXFSZ ignored, as the tool ignores it), then lifts it.
    private func underFileSizeLimit(_ bytes: Int, _ body: () throws -> Void) rethrows {
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let resource = RLIMIT_FSIZE
        #endif
        let handler = signal(SIGXFSZ, SIG_IGN)
        var old = rlimit()
        XCTAssertEqual(getrlimit(resource, &old), 0)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: old.rlim_max)
        XCTAssertEqual(setrlimit(resource, &limit), 0)
        defer {
            setrlimit(resource, &old)
            signal(SIGXFSZ, handler)
        }
        try body()
    }

    /// The file's bytes stay as they were, and a file the write would have made is not left behind.
    private func assertNoRoom(in folder: URL, reason: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let url = folder.appendingPathComponent("a.txt"), new = folder.appendingPathComponent("new.txt")
        let original = try Data(contentsOf: url)
        let larger = Data(repeating: 0x62, count: 20_000)
        for target in [url, new] {
            XCTAssertThrowsError(try FileWriter.replace(target, with: larger, mode: .inPlace), file: file, line: line) {
                error in
                XCTAssertEqual(
                    error as? AppFileError, .noRoom(path: target.path, bytes: 20_000, reason: reason), file: file,
                    line: line)
                XCTAssertEqual(
                    ErrorText.describe(error),
                    "there is no room for its 20000 bytes (\(reason)), found before a byte of it "
                        + "changed; make room and build again", file: file, line: line)
            }
        }
        XCTAssertEqual(try Data(contentsOf: url), original, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: new.path), file: file, line: line)
        // A streamed file in place (the manifest) goes the same way.
        let writer = try StreamingFileWriter(destination: url, mode: .inPlace)
        try writer.append(larger)
        XCTAssertThrowsError(try writer.commit(), file: file, line: line) { error in
            XCTAssertEqual(
                error as? AppFileError, .noRoom(path: url.path, bytes: 20_000, reason: reason), file: file, line: line)
        }
        XCTAssertEqual(try Data(contentsOf: url), original, file: file, line: line)
    }

    /// Issue 26, 7a, for the files in `--out`: on a real full disk (a tmpfs, where one can be mounted) and
    /// under a file-size limit, the room is claimed before the first byte changes.
    func testInPlaceAWriteThatWouldNotFitFailsBeforeAByteChanges() throws {
        let folder = try scratchFolder(self)
        let original = Data(repeating: 0x61, count: 3000)
        let disk = folder.appendingPathComponent("disk")
        if try SmallDisk.mount(on: disk, kilobytes: 64, self) {
            try original.write(to: disk.appendingPathComponent("a.txt"))
            try SmallDisk.fill(disk, leaving: 0)
            try assertNoRoom(in: disk, reason: "no space left on the device")
        }
        try original.write(to: folder.appendingPathComponent("a.txt"))
        try underFileSizeLimit(16_384) {
            try assertNoRoom(in: folder, reason: "the file is too large")
        }
        // With room, the same write goes into the file itself.
        let before = try inode(folder.appendingPathComponent("a.txt"))
        try FileWriter.replace(
            folder.appendingPathComponent("a.txt"), with: Data(repeating: 0x62, count: 20_000), mode: .inPlace)
        XCTAssertEqual(
            try Data(contentsOf: folder.appendingPathComponent("a.txt")), Data(repeating: 0x62, count: 20_000))
        XCTAssertEqual(try inode(folder.appendingPathComponent("a.txt")), before)
        // And a shorter one is cut to its length after it is written over the old bytes.
        try FileWriter.replace(folder.appendingPathComponent("a.txt"), with: Data("short".utf8), mode: .inPlace)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8), "short")
    }
}

/// A fresh temporary folder, removed when the test ends.
private func scratchFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("qg-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

import Foundation
import XCTest
import QuickGlyphSystem

/// In place (Xcode's script sandbox) against atomic: the same bytes, but no
/// temporary file and no rename, so the file keeps its inode.
final class WriteModeTests: XCTestCase {
    private func inode(_ url: URL) throws -> UInt64 {
        try XCTUnwrap((try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value)
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
        XCTAssertThrowsError(try FileWriter.replace(fifo, with: Data("x".utf8), mode: .inPlace), "no reader: it must not block")
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
}

/// A fresh temporary folder, removed when the test ends.
private func scratchFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("qg-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

import Foundation
import QuickGlyphModel
import XCTest

/// Names the glyph folder can hold that its outputs cannot: reported, never skipped in silence.
final class GlyphNameTests: XCTestCase {
    func testANameThatIsNotUTF8IsReportedEscaped() throws {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        let bytes = Array("caf".utf8) + [0xE9] + Array(".svg".utf8)
        let path = workspace.glyphs.path + "/" + String(decoding: bytes, as: UTF8.self)
        var raw = Array(workspace.glyphs.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let descriptor = raw.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        guard descriptor >= 0 else { throw XCTSkip("this file system refuses names that are not UTF-8: \(path)") }
        close(descriptor)
        let report = try workspace.build()
        let invalid = report.findings.filter { $0.rule == .invalidName }
        XCTAssertEqual(
            invalid.map(\.diagnosticLine),
            [
                workspace.glyphs.path
                    + #"/caf\x{E9}.svg: error: the file name is not valid UTF-8, so it cannot become an asset name; "#
                    + "rename the file [invalid-name]"
            ])
        XCTAssertEqual(report.rendered, ["compose"])
    }

    /// The temporary name no longer adds the output's name: a 240-byte name whose outputs fit is built.
    func testALongNameWhoseOutputsFitIsBuilt() throws {
        let workspace = try Workspace(self)
        let name = String(repeating: "n", count: 240)
        try workspace.add(name + ".svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(report.findings.filter { $0.severity == .error }.map(\.diagnosticLine), [])
        XCTAssertEqual(report.rendered, [name])
        let written = try workspace.snapshot().keys
        XCTAssertTrue(
            written.contains { $0.hasSuffix("\(name).imageset/\(name)@3x.png") },
            written.sorted().joined(separator: "\n"))
        let leftovers = written.filter { $0.contains(".quickglyph-") }
        XCTAssertEqual(leftovers, [])
    }

    func testANameTooLongForItsOutputsIsInvalid() throws {
        let workspace = try Workspace(self)
        let name = String(repeating: "n", count: 248)
        try workspace.add(name + ".svg", SampleSVG.square)
        // A glyph that builds beside it: a folder of only unbuildable files is an error of its own.
        try workspace.add("fine.svg", SampleSVG.square)
        let report = try workspace.build()
        XCTAssertEqual(
            report.findings.filter { $0.rule == .invalidName }.map(\.message),
            [
                "the output \"" + String(repeating: "n", count: 60)
                    + "…\" (197 more characters) would be a 257-byte name, more than the file system's limit of 255 bytes; "
                    + "shorten the file name"
            ])
        XCTAssertEqual(report.rendered, ["fine"])
    }
}

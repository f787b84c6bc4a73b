import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// PDF glyphs through the whole build: found, converted, written, remembered.
final class PDFBuildTests: XCTestCase {
    func testAPDFGlyphBecomesAnImagesetThatPassesCheck() throws {
        let workspace = try Workspace(self)
        try workspace.add("copy.pdf", data: PDFFixture.data("edit-copy-symbolic.pdf"))
        try workspace.add("square.PDF", data: PDFFixture.data("square-24pt.pdf"))
        // Adwaita's icon fills its page, so it is fitted to the HIG glyph size.
        let report = try workspace.build(options: OutputOptions(fit: .glyph))
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.rendered.sorted(), ["copy", "square"])
        let three = try workspace.png("Shortcuts.xcassets/square.imageset/square@3x.png")
        XCTAssertEqual(three.header.width, 105)
        XCTAssertEqual(three.raster.alphaMask.inkBounds(), PixelRect(x: 12, y: 12, width: 81, height: 81))
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file("manifest.json")))
        XCTAssertEqual(manifest.glyphs["copy"]?.source.path, workspace.glyphs.appendingPathComponent("copy.pdf").path)
        XCTAssertEqual(manifest.glyphs["copy"]?.outputs.map(\.pixels), [35, 70, 105])
        let check = try Auditor().check(paths: [workspace.output.path])
        XCTAssertEqual(check.findings.filter { $0.severity == .error }, [])
    }

    func testAPDFAndAnSVGOfOneNameClash() throws {
        let workspace = try Workspace(self)
        try workspace.add("copy.pdf", data: PDFFixture.data("edit-copy-symbolic.pdf"))
        try workspace.add("copy.svg", data: PDFFixture.data("edit-copy-symbolic.svg"))
        // A glyph that builds beside them: a folder of only unbuildable files is an error of its own.
        try workspace.add("paste.svg", data: PDFFixture.data("edit-copy-symbolic.svg"))
        let report = try workspace.build()
        XCTAssertEqual(report.findings.map(\.rule).filter { $0 == .duplicateName }.count, 2, "\(report.findings)")
        XCTAssertEqual(report.rendered, ["paste"])
    }

    func testBadPDFsAreErrorsAndManyPagesAWarningRepeatedOnEveryBuild() throws {
        let workspace = try Workspace(self)
        try workspace.add("locked.pdf", data: PDFFixture.data("encrypted-password.pdf"))
        try workspace.add("notapdf.pdf", "hello")
        try workspace.add("two.pdf", data: PDFFixture.data("two-pages.pdf"))
        let first = try workspace.build()
        XCTAssertEqual(first.rendered, ["two"])
        XCTAssertEqual(Set(first.failed), ["locked", "notapdf"])
        let byName = Dictionary(grouping: first.findings) { ($0.path as NSString).lastPathComponent }
        XCTAssertEqual(byName["locked.pdf"]?.map(\.rule), [.pdfInvalid])
        XCTAssertEqual(byName["notapdf.pdf"]?.map(\.message), ["not a usable PDF: PDF document is damaged"])
        XCTAssertEqual(byName["two.pdf"]?.map(\.rule), [.pdfMultiplePages])
        XCTAssertEqual(byName["two.pdf"]?.map(\.severity), [.warning])
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: workspace.file("Shortcuts.xcassets/two.imageset/two@2x.png").path))
        let second = try workspace.build()
        XCTAssertEqual(second.rendered, [])
        XCTAssertEqual(second.skipped, ["two"])
        XCTAssertEqual(second.findings, first.findings, "the same findings without rendering again")
    }
}

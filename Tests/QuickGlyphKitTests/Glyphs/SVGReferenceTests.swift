import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// An SVG may use files in its glyph folder (an image beside it) and nothing outside it:
/// not `../secret.svg`, not the repository's `.git/config` beside the folder.
final class SVGReferenceTests: XCTestCase {
    /// root/secret.svg and root/mark.png beside the glyph folder root/glyphs, which holds its own mark.png.
    private func layout() throws -> (glyphs: URL, root: URL) {
        let root = try FileTree.temporaryFolder(self, prefix: "quickglyph-svgref")
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        let secret =
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect x="0" y="0" width="10" height="10" fill="black"/></svg>"#
        try Data(secret.utf8).write(to: root.appendingPathComponent("secret.svg"))
        try Data("password".utf8).write(to: root.appendingPathComponent("secret.txt"))
        let mark = ExampleFile.templatePNG(Raster(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64)))
        try mark.write(to: glyphs.appendingPathComponent("mark.png"))
        try mark.write(to: root.appendingPathComponent("outside.png"))
        return (glyphs, root)
    }

    /// Whether anything is drawn: rendered, not measured (librsvg's ink bounds leave images out).
    private func ink(_ body: String, in folder: URL) throws -> Bool {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" "#
            + #"xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10" height="10">"# + body
            + "</svg>"
        let document = try SVGDocument(data: Data(svg.utf8), baseDirectory: folder)
        let area = Rect(x: 0, y: 0, width: 10, height: 10)
        let raster = try document.render(from: area, to: area, width: 10, height: 10)
        return stride(from: 3, to: raster.pixels.count, by: 4).contains { raster.pixels[$0] > 0 }
    }

    func testAnImageBesideTheSVGIsDrawn() throws {
        let (glyphs, _) = try layout()
        XCTAssertTrue(try ink(#"<image href="mark.png" x="0" y="0" width="10" height="10"/>"#, in: glyphs))
    }

    func testAnImageOutsideTheGlyphFolderIsNotLoaded() throws {
        let (glyphs, _) = try layout()
        XCTAssertFalse(try ink(#"<image href="../outside.png" x="0" y="0" width="10" height="10"/>"#, in: glyphs))
        XCTAssertFalse(
            try ink(
                #"<image xlink:href="\#(glyphs.deletingLastPathComponent().path)/outside.png" width="10" height="10"/>"#,
                in: glyphs))
    }

    /// librsvg refuses the include and renders the fallback (here nothing): the document still renders.
    func testAnIncludeOutsideTheGlyphFolderIsLeftOut() throws {
        let (glyphs, _) = try layout()
        XCTAssertFalse(try ink(#"<g><xi:include href="../secret.svg" parse="xml"/></g>"#, in: glyphs))
        // With the folder itself as librsvg's base file, this resolved beside the folder and was drawn.
        XCTAssertFalse(try ink(#"<g><xi:include href="secret.svg" parse="xml"/></g>"#, in: glyphs))
        XCTAssertFalse(try ink(#"<image href="outside.png" x="0" y="0" width="10" height="10"/>"#, in: glyphs))
        XCTAssertFalse(
            try ink(
                #"<text x="0" y="8" font-size="8"><xi:include href="../secret.txt" parse="text"/></text>"#, in: glyphs))
    }

    /// A link inside the folder that leads out is refused too: librsvg compares canonical paths.
    func testALinkLeadingOutOfTheGlyphFolderIsNotFollowed() throws {
        let (glyphs, root) = try layout()
        try FileManager.default.createSymbolicLink(
            atPath: glyphs.appendingPathComponent("link.png").path,
            withDestinationPath: root.appendingPathComponent("outside.png").path)
        XCTAssertFalse(try ink(#"<image href="link.png" x="0" y="0" width="10" height="10"/>"#, in: glyphs))
    }
}

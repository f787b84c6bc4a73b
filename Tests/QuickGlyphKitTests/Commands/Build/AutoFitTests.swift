import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// `--fit auto`, the default, on whole glyph folders.
final class AutoFitTests: XCTestCase {
    private static func svg(side: Int, _ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)" viewBox="0 0 \#(side) \#(side)">\#(body)</svg>"#
    }

    /// Counts the measure-only requests, to show a build that changes nothing measures nothing.
    private final class CountingConversion: GlyphConversion, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var measured: Int { lock.withLock { count } }

        func convert(_ request: ConversionRequest) -> ConversionOutcome {
            if request.pass == .measure { lock.withLock { count += 1 } }
            return InProcessConversion().convert(request)
        }

        func finish() {}
    }

    private func manifest(_ workspace: Workspace) throws -> Manifest {
        try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
    }

    /// The @3x ink in pixels, as the image rules measure it.
    private func ink(_ workspace: Workspace, _ name: String) throws -> PixelRect {
        let png = try workspace.png("Shortcuts.xcassets/\(name).imageset/\(name)@3x.png")
        return try XCTUnwrap(png.raster.alphaMask.inkBounds(threshold: GlyphGeometry.inkThreshold))
    }

    func testASetDrawnToTheTemplateIsByteIdenticalToViewbox() throws {
        let workspace = try Workspace(self)
        // Apple's template: a 35 pt artboard, the ink within the 27 pt glyph box.
        try workspace.add("disc.svg", Self.svg(side: 35, #"<circle cx="17.5" cy="17.5" r="13.5"/>"#))
        try workspace.add("block.svg", Self.svg(side: 35, #"<rect x="5" y="5" width="25" height="25"/>"#))
        try workspace.add("bar.svg", Self.svg(side: 35, #"<rect x="4" y="13" width="27" height="9"/>"#))
        let auto = try workspace.build()
        XCTAssertEqual(auto.findings.filter { $0.rule == .fitScaled }, [], "nothing scaled, nothing said")
        let drawn = try workspace.snapshot().filter { $0.key.hasSuffix(".png") }
        XCTAssertEqual(try manifest(workspace).glyphs["disc"]?.fit, GlyphFit(mode: .viewbox, factor: 1))
        try FileManager.default.removeItem(at: workspace.output)
        _ = try workspace.build(options: OutputOptions(fit: .viewbox))
        XCTAssertEqual(drawn.count, 9)
        XCTAssertEqual(drawn, try workspace.snapshot().filter { $0.key.hasSuffix(".png") })
    }

    func testACircleAndASquareOnOneArtboardKeepTheirSizeRatio() throws {
        let workspace = try Workspace(self)
        // Edge to edge on 24 units, the circle drawn larger than the square on purpose.
        try workspace.add("circle.svg", Self.svg(side: 24, #"<circle cx="12" cy="12" r="11"/>"#))
        try workspace.add("square.svg", Self.svg(side: 24, #"<rect x="2" y="2" width="20" height="20"/>"#))
        let report = try workspace.build()
        let sizeWarnings = report.findings.filter { [.glyphTooLarge, .glyphTouchesEdge].contains($0.rule) }
        XCTAssertEqual(sizeWarnings, [])
        let notes = report.findings.filter { $0.rule == .fitScaled }
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(
            notes.first?.message.hasPrefix("2 glyphs drawn on 24×24 artboards scaled by 0.") ?? false,
            notes.first?.message ?? "")
        let circle = try ink(workspace, "circle"), square = try ink(workspace, "square")
        // 22:20 as drawn; the circle, the largest, is the size of --fit glyph's 27 pt (81 px at @3x).
        XCTAssertEqual(Double(circle.width) / Double(square.width), 22.0 / 20.0, accuracy: 0.03)
        XCTAssertEqual(circle.width, 81, accuracy: 2)
        XCTAssertEqual(square.width, 74, accuracy: 2)
        let fits = try manifest(workspace).glyphs.mapValues(\.fit)
        XCTAssertEqual(fits["circle"], fits["square"])
        XCTAssertEqual(fits["circle"]??.mode, .set)
    }

    func testAGlyphOnAnOddArtboardIsFittedAlone() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", Self.svg(side: 24, #"<rect x="1" y="1" width="22" height="22"/>"#))
        try workspace.add("b.svg", Self.svg(side: 24, #"<rect x="6" y="6" width="12" height="12"/>"#))
        try workspace.add("odd.svg", Self.svg(side: 100, #"<rect x="0" y="25" width="100" height="50"/>"#))
        let report = try workspace.build()
        XCTAssertEqual(report.findings.filter { [.glyphTooLarge, .glyphTouchesEdge].contains($0.rule) }, [])
        let fits = try manifest(workspace).glyphs.mapValues(\.fit)
        XCTAssertEqual(fits["odd"]??.mode, .alone)
        XCTAssertEqual(fits["a"]??.mode, .set)
        XCTAssertNotEqual(fits["odd"]??.factor, fits["a"]??.factor)
        // 100 units wide, 2:1: the glyph box's 30 pt long side, 90 px at @3x.
        XCTAssertEqual(try ink(workspace, "odd").width, 90, accuracy: 2)
    }

    func testALargerGlyphJoiningTheSetRebuildsTheOthersAndANoOpBuildMeasuresNothing() throws {
        let workspace = try Workspace(self)
        try workspace.add("a.svg", Self.svg(side: 24, #"<rect x="2" y="2" width="20" height="20"/>"#))
        try workspace.add("b.svg", Self.svg(side: 24, #"<circle cx="12" cy="12" r="9"/>"#))
        let counting = CountingConversion()
        var pipeline = BuildPipeline(configuration: workspace.configuration())
        pipeline.conversion = counting
        _ = try pipeline.run()
        XCTAssertEqual(counting.measured, 2)
        let before = try manifest(workspace).glyphs["a"]?.fit
        let again = try pipeline.run()
        XCTAssertEqual(again.rendered, [])
        XCTAssertEqual(counting.measured, 2, "a no-op build reads the measures from the manifest")

        try workspace.add("big.svg", Self.svg(side: 24, #"<rect x="0" y="0" width="24" height="24"/>"#))
        let grown = try pipeline.run()
        XCTAssertEqual(
            Set(grown.rendered), ["a", "b", "big"], "the set's factor changed: the whole set is drawn again")
        XCTAssertEqual(counting.measured, 3, "only the new glyph is measured")
        let after = try manifest(workspace).glyphs["a"]?.fit
        XCTAssertLessThan(try XCTUnwrap(after?.factor), try XCTUnwrap(before?.factor))
        XCTAssertEqual(try ink(workspace, "big").width, 81, accuracy: 2, "the largest now fits the 27 pt box")
    }
}

import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
@testable import QuickGlyphModel
import XCTest

/// Every glyph an item uses is drawn once a build, in the build's conversion (the CLI's workers), for
/// iOS and Android alike: Android's square comes from the call that draws the iOS scales.
final class AndroidDrawingTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let bad =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect width="35" height="35" fill="#f00"/><circle cx="17" cy="17" r="9" fill="#00f"/></svg>"##

    /// Every request the build makes, as (glyph file, pass, Android scale).
    private final class RecordingConversion: GlyphConversion, @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        var requests: [String] { lock.withLock { seen.sorted() } }

        func convert(_ request: ConversionRequest) -> ConversionOutcome {
            let name = (request.path as NSString).lastPathComponent
            lock.withLock {
                seen.append("\(name) \(request.pass.rawValue) \(request.androidScale.map(String.init) ?? "-")")
            }
            return InProcessConversion().convert(request)
        }

        func finish() {}
    }

    private func run(_ configuration: BuildConfiguration) throws -> (BuildReport, [String]) {
        let recording = RecordingConversion()
        var pipeline = BuildPipeline(configuration: configuration)
        pipeline.conversion = recording
        return (try pipeline.run(), recording.requests)
    }

    private func workspace(items: String, fit: RenderOptions.Fit = .viewbox) throws -> (Workspace, BuildConfiguration) {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", square)
        try workspace.add("share.svg", square)
        try workspace.add("spare.svg", square)
        try workspace.add("flag.svg", bad)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(options: OutputOptions(fit: fit), items: "shortcuts.json")
        configuration.writeAndroid(into: workspace.root.appendingPathComponent("res").path)
        return (workspace, configuration)
    }

    private static func items(title: String) -> String {
        #"{ "items": [ { "type": "compose", "title": "\#(title)", "glyph": "compose", "android": { "data": "example://c" } }, "#
            + #"{ "type": "share", "title": "Share", "glyph": "share", "android": { "data": "example://s" } } ] }"#
    }

    func testEachUsedGlyphIsDrawnOnceForBothPlatforms() throws {
        let (_, configuration) = try workspace(items: Self.items(title: "New"))
        let (report, requests) = try run(configuration)
        XCTAssertEqual(
            requests, ["compose.svg convert 8", "flag.svg convert -", "share.svg convert 8", "spare.svg convert -"])
        XCTAssertEqual(report.manifest?.android?.drawn, ["compose", "share"])
    }

    func testUnderAutoTheSurveyMeasuresAndOneCallDraws() throws {
        let (_, configuration) = try workspace(items: Self.items(title: "New"), fit: .auto)
        let (_, requests) = try run(configuration)
        XCTAssertEqual(
            requests,
            [
                "compose.svg convert 8", "compose.svg measure -", "flag.svg convert -", "flag.svg measure -",
                "share.svg convert 8", "share.svg measure -", "spare.svg convert -", "spare.svg measure -",
            ])
    }

    /// A changed title remakes the Android files but not the iOS images: one Android-only request a used glyph,
    /// and the icons come out byte for byte as a cold build draws them.
    func testGlyphsWhoseIOSImagesAreCurrentAreDrawnForAndroidAlone() throws {
        let (workspace, configuration) = try workspace(items: Self.items(title: "New"))
        _ = try run(configuration)
        try workspace.add("shortcuts.json", Self.items(title: "Write"))
        let (report, requests) = try run(configuration)
        XCTAssertEqual(requests, ["compose.svg android 8", "share.svg android 8"])
        XCTAssertEqual(report.rendered, [])
        let res = workspace.root.appendingPathComponent("res")
        let warm = try Data(
            contentsOf: res.appendingPathComponent("drawable-xxxhdpi/quickglyph_compose_foreground.png"))
        try FileManager.default.removeItem(at: workspace.output)
        try FileManager.default.removeItem(at: res)
        _ = try run(configuration)
        XCTAssertEqual(
            try Data(contentsOf: res.appendingPathComponent("drawable-xxxhdpi/quickglyph_compose_foreground.png")), warm
        )

        // Nothing changed: nothing drawn at all.
        XCTAssertEqual(try run(configuration).1, [])
    }

    /// A glyph the conversion refused is not sent again for Android: its shortcut is not written, and the build says
    /// why.
    func testARefusedGlyphIsNotDrawnAgainForAndroid() throws {
        let items =
            #"{ "items": [ { "type": "flag", "title": "Flag", "glyph": "flag", "android": { "data": "example://f" } } ] }"#
        let (_, configuration) = try workspace(items: items)
        let (report, requests) = try run(configuration)
        XCTAssertEqual(
            requests, ["compose.svg convert -", "flag.svg convert 8", "share.svg convert -", "spare.svg convert -"])
        XCTAssertTrue(
            report.findings.contains { $0.rule == .writeFailed && $0.message.contains("flag") }, "\(report.findings)")
    }

    /// A PNG scale set is drawn for Android from its most detailed file, in the call that converts the set:
    /// the square is the largest file placed on the 280 px canvas, as a lone PNG of it would be.
    func testAScaleSetsSquareComesFromItsLargestFileInTheSameCall() throws {
        func square(_ side: Int) throws -> Data {
            var mask = AlphaMask(width: side, height: side)
            let inset = side * 3 / 10
            for y in inset..<(side - inset) { for x in inset..<(side - inset) { mask[x, y] = 255 } }
            return try TemplatePNGEncoder().encode(mask)
        }
        let items =
            #"{ "items": [ { "type": "star", "title": "Star", "glyph": "star", "android": { "data": "example://s" } } ] }"#
        let set = try Workspace(self)
        try set.add("star.png", data: square(35))
        try set.add("star@2x.png", data: square(70))
        try set.add("star@3x.png", data: square(105))
        try set.add("shortcuts.json", items)
        var configuration = set.configuration(options: OutputOptions(fit: .viewbox), items: "shortcuts.json")
        configuration.writeAndroid(into: set.root.appendingPathComponent("res").path)
        let (report, requests) = try run(configuration)
        XCTAssertEqual(requests, ["star@3x.png convert 8"])
        XCTAssertEqual(report.manifest?.android?.drawn, ["star"])

        let lone = try Workspace(self)
        try lone.add("star.png", data: square(105))
        try lone.add("shortcuts.json", items)
        var alone = lone.configuration(options: OutputOptions(fit: .viewbox), items: "shortcuts.json")
        alone.writeAndroid(into: lone.root.appendingPathComponent("res").path)
        _ = try run(alone)
        let icon = "res/drawable-xxxhdpi/quickglyph_star_foreground.png"
        XCTAssertEqual(
            try Data(contentsOf: set.root.appendingPathComponent(icon)),
            try Data(contentsOf: lone.root.appendingPathComponent(icon)))
    }
}

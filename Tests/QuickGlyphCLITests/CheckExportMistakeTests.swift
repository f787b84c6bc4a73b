import Foundation
import XCTest

/// The export mistakes `build` names in an SVG, named by `check` too, in the same
/// words and at the same element: an SVG named on the command line, or one an
/// imageset holds (Xcode draws SVGs in catalogs).
final class CheckExportMistakeTests: XCTestCase {
    private static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/exports")

    /// A 35 pt Figma frame with its white fill exported behind a bar.
    private static let figmaFrame = """
        <svg width="35" height="35" viewBox="0 0 35 35" fill="none" xmlns="http://www.w3.org/2000/svg">
        <rect width="35" height="35" fill="white"/>
        <path d="M6 15h23v5H6z" fill="black"/>
        </svg>
        """

    func testABackgroundIsNamedInsteadOfTheColoursItMakes() throws {
        let padlock = Self.exports.appendingPathComponent("cleaned/full-artboard-black-background/glyphs/padlock.svg")
            .path
        let result = try CLIRunner.run(["check", "--format", "json", padlock])
        XCTAssertEqual(result.status, 1, result.stderr)
        let findings =
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])[
                "findings"]
            as? [[String: Any]]
        let rules = try XCTUnwrap(findings).map { $0["rule"] as? String }
        XCTAssertEqual(rules, ["wrong-size", "svg-background"], result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "the artboard has a black background path (line 1); remove the frame's fill before exporting"),
            result.stdout)
    }

    func testAnImagesetsSVGWithAFrameFillIsNamedAtItsElement() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let imageset = root.appendingPathComponent("Assets.xcassets/compose.imageset")
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        try Data(Self.figmaFrame.utf8).write(to: imageset.appendingPathComponent("compose.svg"))
        try Data(
            #"{"images":[{"filename":"compose.svg","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}"#
                .utf8
        )
        .write(to: imageset.appendingPathComponent("Contents.json"))
        let result = try CLIRunner.run(["check", "Assets.xcassets"], in: root)
        XCTAssertEqual(result.status, 1, result.stdout)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { $0.contains("[svg-background]") },
            [
                "Assets.xcassets/compose.imageset/compose.svg:2:1: error: the artboard has a white background rectangle (line 2); remove the "
                    + "frame's fill before exporting, or convert it with `quickglyph build --drop-background` "
                    + "[svg-background]"
            ])
        XCTAssertEqual(
            lines.filter { $0.contains("[not-monochrome]") || $0.contains("[alpha-opaque]") }, [], result.stdout)
    }

    /// A false error costs a healthy team its CI: none of Adwaita's 647 icons has any of these mistakes.
    func testNoneOfAdwaitasIconsIsTakenForAnExportMistake() throws {
        let root = URL(fileURLWithPath: "/usr/share/icons/Adwaita/scalable")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".svg") }.sorted().map { root.appendingPathComponent($0).path }
        XCTAssertGreaterThan(files.count, 600, "the Adwaita icon theme (make test-deps installs it)")
        let result = try CLIRunner.run(["check", "--format", "json"] + files)
        let findings =
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])[
                "findings"]
            as? [[String: Any]]
        let named = try XCTUnwrap(findings).filter { ($0["rule"] as? String)?.hasPrefix("svg-") == true }
        XCTAssertEqual(named.count, 0, "\(named)")
        XCTAssertEqual(
            try XCTUnwrap(findings).count { $0["rule"] as? String == "wrong-size" }, files.count,
            "every file was judged")
    }
}

import Foundation
import QuickGlyphTestSupport
import XCTest

/// What users and CI read, pinned byte for byte in Golden/ (rewrite with
/// QUICKGLYPH_UPDATE_GOLDEN=1, then review the diff). Each command runs with a
/// temporary folder as its working directory and relative paths, so the output
/// holds nothing of the machine.
final class GoldenOutputTests: XCTestCase {
    func testBuildOfTheSampleHandoff() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: root)

        let first = try CLIRunner.run(["build", "glyphs", "--out", "out"], in: root)
        // Warnings only: the build succeeds.
        XCTAssertEqual(first.status, 0, first.stderr)
        GoldenFile("build.stderr").assertMatches(first.stderr)
        GoldenFile("build.stdout").assertMatches(first.stdout)

        // Nothing changed: nothing is rendered, and the warnings come again from the manifest.
        let again = try CLIRunner.run(["build", "glyphs", "--out", "out"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        GoldenFile("build-unchanged.stderr").assertMatches(again.stderr)
        GoldenFile("build-unchanged.stdout").assertMatches(again.stdout)
    }

    func testCheckOfAnAppAsJSON() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(FixtureApp.tree, to: root)
        let result = try CLIRunner.run(["check", "--format", "json", "App"], in: root)
        // The misspelt icon file is an error.
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        GoldenFile("check-app.json").assertMatches(result.stdout)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The command plugin run end to end by `swift package` in a package that depends on
/// quickglyph, as an app's developer runs it. One test, one package: SwiftPM builds
/// quickglyph from source for the plugin, which takes minutes the first time.
final class SwiftPMPluginTests: XCTestCase {
    func testBuildWritesTheCatalogAndAFailingCheckFailsTheCommand() throws {
        let package = try PluginPackage(self)
        let broken = "Icons/broken@2x.png"
        try FileTree.write(
            [broken: .damagedPNG(Fixtures.disc(path: "").raster, .corruptHeaderChecksum)], to: package.folder)

        // What the tool itself does with the same arguments in the same folder.
        let direct = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.copyItem(
            at: package.folder.appendingPathComponent("glyphs"), to: direct.appendingPathComponent("glyphs"))
        let directBuild = try CLIRunner.run(["build", "glyphs", "--out", "output"], in: direct)
        XCTAssertEqual(directBuild.status, 0, directBuild.stderr)
        let directCheck = try CLIRunner.run(["check", broken], in: package.folder)
        XCTAssertEqual(directCheck.status, 1, directCheck.stderr)

        let build = try package.run(["--allow-writing-to-package-directory"], ["build", "glyphs", "--out", "output"])
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        // The tool's output alone on standard output; SwiftPM's build log goes to standard error.
        XCTAssertEqual(
            build.stdout, "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 6 files written\n",
            build.stderr)
        XCTAssertEqual(build.stdout, directBuild.stdout)
        let written = try FileTree.snapshot(package.folder.appendingPathComponent("output"))
        XCTAssertEqual(
            written.keys.sorted(),
            [
                ".quickglyph.lock",
                "Shortcuts.xcassets/Contents.json",
                "Shortcuts.xcassets/compose.imageset/Contents.json",
                "Shortcuts.xcassets/compose.imageset/compose.png",
                "Shortcuts.xcassets/compose.imageset/compose@2x.png",
                "Shortcuts.xcassets/compose.imageset/compose@3x.png",
                "manifest.json",
            ])
        XCTAssertEqual(
            written, try FileTree.snapshot(direct.appendingPathComponent("output")),
            "the plugin's build wrote other bytes than the tool's")
        let largest = try PNGImage.header(
            of: try XCTUnwrap(written["Shortcuts.xcassets/compose.imageset/compose@3x.png"]))
        XCTAssertEqual([largest.width, largest.height], [105, 105])

        // Without the permission flag SwiftPM refuses before building (no terminal to ask on).
        let refused = try package.run([], ["check", broken])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(
            refused.stderr.contains(
                "error: Plugin ‘QuickGlyphPlugin’ wants permission to write to the package directory.\n"
                    + "Stated reason: “quickglyph build writes the asset catalog, manifest and app files into the folders you name”.\n"
                    + "Use `--allow-writing-to-package-directory` to allow this.\n"), refused.stderr)

        let check = try package.run(["--allow-writing-to-package-directory"], ["check", broken])
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout, directCheck.stdout)
        XCTAssertEqual(
            check.stdout,
            """
            \(broken): error: not a usable PNG: IHDR: CRC error; export the image again [png-invalid]
            1 error, 0 warnings, 0 notes in 1 file

            """)
        XCTAssertTrue(check.stderr.hasSuffix("error: quickglyph check exited with status 1\n"), check.stderr)

        // Nothing of quickglyph's makes SwiftPM warn: not GLib's -pthread on Linux (Package.swift), not anything else.
        for (name, run) in [("build", build), ("refused", refused), ("check", check)] {
            let output = run.stdout + run.stderr
            XCTAssertEqual(output.split(separator: "\n").filter { $0.contains("warning:") }, [], "\(name): \(output)")
        }
    }
}

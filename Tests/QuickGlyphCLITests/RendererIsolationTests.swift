import Foundation
import XCTest

/// A glyph that crashes the renderer, runs for ever or is far too large costs
/// that glyph alone: the others are written, the manifest too, and the failure
/// is not remembered as the source's, so the next build tries it again.
final class RendererIsolationTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##

    /// librsvg 2.54 follows a chain of masks by recursion: 3000 of them overflow its stack (SIGSEGV, or SIGABRT
    /// where Rust's handler runs), the same crash `rsvg-convert` shows on it.
    private var maskChain: String {
        let masks = (0..<3000).map {
            ##"<mask id="m\##($0)"><rect width="10" height="10" fill="#fff" mask="url(#m\##($0 + 1))"/></mask>"##
        }
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs>"# + masks.joined()
            + ##"</defs><rect width="10" height="10" mask="url(#m0)"/></svg>"##
    }

    /// Turbulence with a billion octaves: minutes of work in librsvg for 250 bytes.
    private let noise =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="1000000000"/></filter><rect width="24" height="24" filter="url(#f)"/></svg>"##

    private func handoff(_ bad: String, named name: String) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("share.svg"))
        try Data(bad.utf8).write(to: glyphs.appendingPathComponent(name))
        return root
    }

    /// The one line the bad glyph got; the good glyphs and the manifest are written, the bad one not recorded as
    /// refused.
    private func assertIsolated(
        _ result: CLIRunner.Result, root: URL, bad: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, result.stderr, file: file, line: line)
        for glyph in ["compose", "share"] {
            let png = root.appendingPathComponent("output/Shortcuts.xcassets/\(glyph).imageset/\(glyph)@3x.png")
            XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), glyph, file: file, line: line)
        }
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: root.appendingPathComponent("output/manifest.json")))
            as? [String: Any]
        XCTAssertEqual(
            (manifest?["glyphs"] as? [String: Any])?.keys.sorted(), ["compose", "share"], file: file, line: line)
        XCTAssertEqual(
            (manifest?["refused"] as? [String: Any])?.count, 0, "a crash is not the source's refusal", file: file,
            line: line)
        return lines.first ?? ""
    }

    func testAGlyphThatCrashesTheRendererIsRefusedAloneAndRetriedAfterTheFix() throws {
        let root = try handoff(maskChain, named: "chain.svg")
        let result = try CLIRunner.run(["build", "glyphs", "--quiet"], in: root)
        let line = try assertIsolated(result, root: root, bad: "chain.svg")
        XCTAssertNotNil(
            line.range(
                of:
                    #"^glyphs/chain\.svg: error: the renderer crashed on it \(signal (6|11)\); simplify the file or export it again \[svg-invalid\]$"#,
                options: .regularExpression), line)

        try Data(square.utf8).write(to: root.appendingPathComponent("glyphs/chain.svg"))
        let fixed = try CLIRunner.run(["build", "glyphs"], in: root)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(
            fixed.stdout, "3 glyphs in output/Shortcuts.xcassets, 1 rendered, 2 unchanged, 5 files written\n")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("output/Shortcuts.xcassets/chain.imageset/chain@3x.png").path))
    }

    func testAGlyphOverItsTimeBudgetIsKilledAndRefusedAlone() throws {
        let root = try handoff(noise, named: "noise.svg")
        let started = Date()
        let result = try CLIRunner.run(["build", "glyphs", "--quiet", "--glyph-timeout", "1", "--jobs", "1"], in: root)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the runaway glyph was stopped")
        let line = try assertIsolated(result, root: root, bad: "noise.svg")
        XCTAssertEqual(
            line,
            "glyphs/noise.svg: error: rendering took longer than 1 s; simplify it or raise --glyph-timeout [svg-invalid]"
        )
    }

    #if os(Linux)
    /// The budget is the glyph's, not each pass's: under `--fit auto` a glyph out of time
    /// while its ink is measured is refused then, not sent to a worker a second time to
    /// run out its time again. Each timed-out exchange costs its worker, so the workers
    /// started are the exchanges that timed out.
    func testAGlyphOutOfTimeInTheInkSurveyIsRefusedThenNotRenderedAgain() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(noise.utf8).write(to: glyphs.appendingPathComponent("noise.svg"))
        let build = try SpawnedBuild(["build", "glyphs", "--quiet", "--glyph-timeout", "1", "--jobs", "1"], in: root)
        var ending: SpawnedBuild.Ending?
        let deadline = Date().addingTimeInterval(60)
        while ending == nil, Date() < deadline {
            _ = build.workers()
            ending = build.wait(timeout: 0.02)
        }
        XCTAssertEqual(ending, .exited(1), build.stderr)
        XCTAssertEqual(build.workersSeen.count, 1, "workers started: \(build.workersSeen.sorted())")
        XCTAssertEqual(
            build.stderr,
            "glyphs/noise.svg: error: rendering took longer than 1 s; simplify it or raise --glyph-timeout [svg-invalid]\n"
        )
    }
    #endif

    func testASourceOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        // A valid SVG, padded by a comment to 12 MB.
        let padded = square.replacingOccurrences(
            of: "<rect", with: "<!--" + String(repeating: " ", count: 12_000_000) + "--><rect")
        let root = try handoff(padded, named: "huge.svg")
        let result = try CLIRunner.run(["build", "glyphs", "--quiet"], in: root)
        let line = try assertIsolated(result, root: root, bad: "huge.svg")
        XCTAssertEqual(
            line,
            "glyphs/huge.svg: error: the file is 12.1 MB, more than the 10 MB a glyph source may be; "
                + "export it simpler or smaller [svg-invalid]")
    }

    func testTheTimeBudgetMustBeAPositiveNumber() throws {
        let root = try handoff(square, named: "add.svg")
        let result = try CLIRunner.run(["build", "glyphs", "--glyph-timeout", "0"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.contains("--glyph-timeout takes a number of seconds above 0 (got '0')"), result.stderr)
    }
}

/// Under `--android` each glyph an item uses is drawn for Android in the same worker call as its iOS
/// scales: a crash, a runaway or a FIFO it names costs that glyph alone, said once, and is not drawn again.
extension RendererIsolationTests {
    private func androidHandoff(_ bad: String, named name: String) throws -> URL {
        let root = try handoff(bad, named: name)
        let glyph = (name as NSString).deletingPathExtension
        let items = ["compose", "share", glyph].map {
            #"{ "type": "\#($0)", "title": "\#($0)", "glyph": "\#($0)", "android": { "data": "example://\#($0)" } }"#
        }
        try Data(#"{ "items": [ \#(items.joined(separator: ", ")) ] }"#.utf8).write(
            to: root.appendingPathComponent("glyphs/shortcuts.json"))
        return root
    }

    /// The good glyphs' Android icons are written; the bad one's shortcut is said not to be, once.
    private func assertAndroidIsolated(
        _ result: CLIRunner.Result, root: URL, bad: String, failure: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertEqual(
            result.stderr.components(separatedBy: failure).count - 1, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(
            result.stderr.contains(
                "glyphs/shortcuts.json: error: items[2]: the glyph \"\(bad)\" could not be drawn, "
                    + "so its Android shortcut has no icon [write-failed]\n"),
            result.stderr, file: file, line: line)
        for glyph in ["compose", "share"] {
            let icon = root.appendingPathComponent("res/drawable-xxxhdpi/quickglyph_\(glyph)_foreground.png")
            XCTAssertTrue(FileManager.default.fileExists(atPath: icon.path), glyph, file: file, line: line)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("res/drawable-xxxhdpi/quickglyph_\(bad)_foreground.png").path),
            file: file, line: line)
    }

    func testUnderAndroidAGlyphThatCrashesTheRendererCostsItsShortcutAlone() throws {
        let root = try androidHandoff(maskChain, named: "chain.svg")
        for _ in 0..<2 {
            // The second build too: nothing recorded makes it crash the build.
            let result = try CLIRunner.run(["build", "glyphs", "--android", "res", "--quiet"], in: root)
            assertAndroidIsolated(result, root: root, bad: "chain", failure: "the renderer crashed on it (signal ")
        }
    }

    func testUnderAndroidAGlyphOverItsTimeBudgetIsStoppedOnce() throws {
        let root = try androidHandoff(noise, named: "noise.svg")
        let started = Date()
        let result = try CLIRunner.run(
            ["build", "glyphs", "--android", "res", "--quiet", "--glyph-timeout", "1", "--jobs", "1"], in: root)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the runaway glyph was stopped")
        assertAndroidIsolated(
            result, root: root, bad: "noise",
            failure:
                "glyphs/noise.svg: error: rendering took longer than 1 s; simplify it or raise --glyph-timeout [svg-invalid]"
        )
    }

    /// librsvg opens what an `<image href>` names; a FIFO there never answers, so only the time budget ends it.
    func testUnderAndroidAGlyphNamingAFIFOIsStoppedByItsTimeBudget() throws {
        let root = try androidHandoff(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><image href="pipe.png" width="35" height="35"/><rect width="20" height="20"/></svg>"##,
            named: "piped.svg")
        XCTAssertEqual(mkfifo(root.appendingPathComponent("glyphs/pipe.png").path, 0o644), 0)
        let started = Date()
        let result = try CLIRunner.run(
            ["build", "glyphs", "--android", "res", "--quiet", "--glyph-timeout", "2"], in: root)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the glyph reading a FIFO was stopped")
        assertAndroidIsolated(
            result, root: root, bad: "piped",
            failure:
                "glyphs/piped.svg: error: rendering took longer than 2 s; simplify it or raise --glyph-timeout [svg-invalid]"
        )
    }
}

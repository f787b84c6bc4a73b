import Foundation
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check` with a `.quickglyph.yml` (or `--config`), as a repository adopting check on a large app has one:
/// what it drops, the severities it changes and so the exit status, and the file refused, with exit 2.
final class CheckConfigurationCommandTests: XCTestCase {
    /// An app folder whose Info.plist misspells a system icon type: one icon-type-unknown error.
    private func app(config: String? = nil) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(
            [
                "Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("a", "Search", iconType: "UIApplicationShortcutIconTypeSerch")
                ])
            ], to: root)
        if let config { try write(config, to: root.appendingPathComponent(".quickglyph.yml")) }
        return root
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func configPath(_ root: URL) -> String { root.appendingPathComponent(".quickglyph.yml").path }

    func testADisabledRulesFindingsAreGoneAndTheFileIsNamed() throws {
        let root = try app(config: "disabled_rules: [icon-type-unknown]\n")
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(
            result.stdout.split(separator: "\n").first.map(String.init), "configuration: \(configPath(root))")
        XCTAssertFalse(result.stdout.contains("[icon-type-unknown]"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("0 errors, 0 warnings, 2 notes in 1 file\n"), result.stdout)
        // Without the file, the error is there and the exit status says so; no configuration is named.
        let bare = try CLIRunner.run(["check", try app().path])
        XCTAssertEqual(bare.status, 1)
        XCTAssertFalse(bare.stdout.contains("configuration:"), bare.stdout)
    }

    func testASeverityChangesTheExitStatusAndStrict() throws {
        for config in ["icon-type-unknown: warning\n", "icon-type-unknown:\n  severity: warning\n"] {
            let root = try app(config: config)
            let plain = try CLIRunner.run(["check", root.path])
            XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
            XCTAssertNotNil(
                plain.stdout.range(
                    of: #"Info.plist:\d+:\d+: warning: .+ \[icon-type-unknown\]"#, options: .regularExpression),
                plain.stdout)
            XCTAssertEqual(try CLIRunner.run(["check", "--strict", root.path]).status, 1)
        }
        // And the other way: a note made an error fails the check.
        let root = try app(config: "no-xcode-project: error\nicon-type-unknown: note\n")
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("\(root.path): error: no Xcode project"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("1 error, 0 warnings, 2 notes in 1 file\n"), result.stdout)
    }

    func testFindingsInAnExcludedPathAreDropped() throws {
        let root = try app(config: "excluded:\n  - Info.plist\n")
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("[icon-type-unknown]"), result.stdout)
    }

    func testAnUnknownRuleIsAnErrorWithExitTwo() throws {
        let root = try app(config: "disabled_rules:\n  - icon-type-unknwn\n")
        let result = try CLIRunner.run(["check", root.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "quickglyph check: error: \(configPath(root)):2:5: unknown rule 'icon-type-unknwn' in disabled_rules "
                + "(did you mean 'icon-type-unknown'?)\n")
    }

    func testAnUnknownKeyIsAWarningThatFailsOnlyStrict() throws {
        let root = try app(config: "exclude: [Info.plist]\nicon-type-unknown: warning\n")
        let result = try CLIRunner.run(["check", "--format", "json", root.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["configuration"] as? String, configPath(root))
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        let unknown = try XCTUnwrap(findings.first { $0["rule"] as? String == "configuration-key-unknown" })
        XCTAssertEqual(unknown["path"] as? String, configPath(root))
        XCTAssertEqual(unknown["line"] as? Int, 1)
        XCTAssertEqual(unknown["column"] as? Int, 1)
        XCTAssertEqual(unknown["severity"] as? String, "warning")
        XCTAssertEqual(unknown["message"] as? String, "unknown key 'exclude' (did you mean 'excluded'?); it is ignored")
        XCTAssertEqual(try CLIRunner.run(["check", "--strict", root.path]).status, 1)
    }

    func testConfigNamesTheFileAndAFilePathLooksBesideIt() throws {
        let root = try app()
        let elsewhere = try CLIRunner.temporaryDirectory(self).appendingPathComponent("strict.yml")
        try write("disabled_rules: [icon-type-unknown]\n", to: elsewhere)
        let named = try CLIRunner.run(["check", "--config", elsewhere.path, root.path])
        XCTAssertEqual(named.status, 0, named.stdout + named.stderr)
        XCTAssertTrue(named.stdout.hasPrefix("configuration: \(elsewhere.path)\n"), named.stdout)
        // A PATH that is a file: the .quickglyph.yml of the folder holding it.
        try write("disabled_rules: [icon-type-unknown]\n", to: URL(fileURLWithPath: configPath(root)))
        let file = try CLIRunner.run(["check", root.appendingPathComponent("Info.plist").path])
        XCTAssertEqual(file.status, 0, file.stdout + file.stderr)
        XCTAssertTrue(file.stdout.hasPrefix("configuration: \(configPath(root))\n"), file.stdout)
        let missing = try CLIRunner.run(["check", "--config", root.appendingPathComponent("none.yml").path, root.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            "quickglyph check: error: \(root.path)/none.yml: cannot read the configuration file: it does not exist\n")
    }

    /// The file is the checked repository's: a link is not followed, a FIFO not opened, a huge file not read.
    func testAHostileFileIsRefusedWithExitTwo() throws {
        let link = try app()
        try FileManager.default.createSymbolicLink(
            atPath: configPath(link), withDestinationPath: link.appendingPathComponent("Info.plist").path)
        let fifo = try app()
        XCTAssertEqual(mkfifo(configPath(fifo), 0o644), 0)
        let huge = try app(config: "# " + String(repeating: "x", count: 1_200_000) + "\n")
        let bad = try app(config: "disabled_rules: [faint\n")
        let alias = try app(config: "a: &a [x]\nb: *a\n")
        for (root, reason) in [
            (link, "cannot read the configuration file: it is a symbolic link, not a regular file; it was not opened"),
            (
                fifo,
                "cannot read the configuration file: it is a FIFO, socket or device, not a regular file; "
                    + "it was not opened"
            ),
            (
                huge,
                "cannot read the configuration file: it is 1.3 MB, more than the 1 MB quickglyph reads of a "
                    + "configuration "
                    + "file; it was not read"
            ),
            (
                bad,
                "2:1: cannot read the configuration file: it is not valid YAML: did not find expected ',' or ']' "
                    + "while parsing a flow sequence"
            ),
            (
                alias,
                "2:4: cannot read the configuration file: it uses an alias (*name); aliases are not read: "
                    + "write the value out"
            ),
        ] {
            let result = try CLIRunner.run(["check", root.path], in: root, killedAfter: 60)
            XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
            let separator = reason.first?.isNumber == true ? ":" : ": "
            XCTAssertEqual(result.stderr, "quickglyph check: error: \(configPath(root))\(separator)\(reason)\n")
        }
    }

    /// `--fix` plans from the configured report: an excluded imageset is not redrawn, nor one whose every
    /// finding is of a disabled rule; without the file the same imageset is.
    func testFixRepairsNothingTheFileDrops() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(
            [
                "App/Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.search", "Search", icon: "search")
                ]),
                "App/Assets.xcassets/search.imageset/Contents.json": .text(
                    CheckFixCommandTests.vectorContents("search.svg")),
                "App/Assets.xcassets/search.imageset/search.svg": .text(CheckFixCommandTests.tabBarSVG),
            ], to: root)
        let config = root.appendingPathComponent("App/.quickglyph.yml")
        for text in [
            "excluded: [Assets.xcassets]\n",
            "disabled_rules: [wrong-size, template-intent-missing, glyph-touches-edge]\n",
        ] {
            try write(text, to: config)
            let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
            XCTAssertEqual(dry.status, 0, dry.stdout + dry.stderr)
            XCTAssertFalse(dry.stdout.contains("would fix"), text + dry.stdout)
            XCTAssertTrue(dry.stdout.contains("configuration: App/.quickglyph.yml\n"), dry.stdout)
        }
        try FileManager.default.removeItem(at: config)
        let dry = try CLIRunner.run(["check", "--fix", "--dry-run", "App"], in: root)
        XCTAssertTrue(dry.stdout.contains("App/Assets.xcassets/search.imageset: would fix: "), dry.stdout)
    }
}

import Foundation
import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// `.quickglyph.yml` read into settings, each key in SwiftLint's words, and applied to a report.
final class ConfigurationTests: XCTestCase {
    private func parse(_ text: String, folder: String = "/repo") throws -> CheckConfiguration {
        try CheckConfiguration.parse(
            Array(text.utf8), path: "App/.quickglyph.yml", folder: folder, currentDirectory: "/repo")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ConfigurationError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    func testEachKey() throws {
        let configuration = try parse(
            """
            disabled_rules:
              - faint
              - not-square
            opt_in_rules: [blurry]
            wrong-size: error
            icon-type-unknown:
              severity: note
            no-xcode-project: {severity: warning}
            excluded:
              - Pods
              - "Vendor/**/*.xcassets"
            """)
        XCTAssertEqual(configuration.disabledRules, [.faint, .notSquare])
        XCTAssertEqual(configuration.optInRules, [.blurry])
        XCTAssertEqual(
            configuration.severities, [.wrongSize: .error, .iconTypeUnknown: .info, .noXcodeProject: .warning])
        XCTAssertEqual(configuration.excluded.map(\.written), ["Pods", "Vendor/**/*.xcassets"])
        XCTAssertEqual(configuration.excluded.map(\.position.line), [10, 11])
        XCTAssertEqual(configuration.warnings, [])
    }

    func testAnEmptyFileSetsNothing() throws {
        let configuration = try parse("# nothing yet\n")
        XCTAssertEqual(configuration.disabledRules, [])
        XCTAssertEqual(configuration.severities, [:])
        XCTAssertEqual(configuration.excluded, [])
        // A key with nothing after it is YAML's null: no entry.
        let empty = try parse("disabled_rules:\nexcluded:\n")
        XCTAssertEqual(empty.disabledRules, [])
        XCTAssertEqual(empty.excluded, [])
    }

    func testAnUnknownRuleIdIsAnErrorWithDidYouMean() {
        XCTAssertEqual(
            error("disabled_rules: [faint, not-sqaure]"),
            "App/.quickglyph.yml:1:25: unknown rule 'not-sqaure' in disabled_rules (did you mean 'not-square'?)")
        XCTAssertEqual(
            error("opt_in_rules:\n  - blury\n"),
            "App/.quickglyph.yml:2:5: unknown rule 'blury' in opt_in_rules (did you mean 'blurry'?)")
        // SwiftLint's snake case is one edit away per underscore.
        XCTAssertEqual(
            error("wrong_size: error\n"),
            "App/.quickglyph.yml:1:1: unknown rule 'wrong_size' (did you mean 'wrong-size'?)")
        XCTAssertEqual(
            error("fiant: {severity: warning}\n"),
            "App/.quickglyph.yml:1:1: unknown rule 'fiant' (did you mean 'faint'?)")
        XCTAssertEqual(
            error("disabled_rules: [zzzzzzzzzzzz]"),
            "App/.quickglyph.yml:1:18: unknown rule 'zzzzzzzzzzzz' in disabled_rules")
    }

    func testAnUnknownKeyIsAWarningFindingNamingIt() throws {
        let configuration = try parse("disabled_rule: [faint]\nreporter: json\nfaint: {severity: error, level: 2}\n")
        XCTAssertEqual(configuration.disabledRules, [])
        XCTAssertEqual(configuration.severities, [.faint: .error])
        XCTAssertEqual(
            configuration.warnings.map(\.diagnosticLine),
            [
                "App/.quickglyph.yml:1:1: warning: unknown key 'disabled_rule' (did you mean 'disabled_rules'?); "
                    + "it is ignored [configuration-key-unknown]",
                "App/.quickglyph.yml:2:1: warning: unknown key 'reporter'; it is ignored [configuration-key-unknown]",
                "App/.quickglyph.yml:3:26: warning: unknown key 'level' for rule 'faint'; only severity is read "
                    + "[configuration-key-unknown]",
            ])
    }

    func testWrongShapesAndSeveritiesAreErrors() {
        XCTAssertEqual(
            error("disabled_rules: faint\n"),
            "App/.quickglyph.yml:1:17: disabled_rules is a single value; give a list, "
                + "as disabled_rules: [faint, not-square]"
        )
        XCTAssertEqual(
            error("excluded: [[Pods]]\n"),
            "App/.quickglyph.yml:1:12: an entry of excluded is a list, not a single value")
        XCTAssertEqual(
            error("faint: fatal\n"),
            "App/.quickglyph.yml:1:8: 'fatal' is no severity; give error, warning, note or info")
        XCTAssertEqual(
            error("faint: warnig\n"),
            "App/.quickglyph.yml:1:8: 'warnig' is no severity; give error, warning, note or info "
                + "(did you mean 'warning'?)"
        )
        XCTAssertEqual(
            error("faint: {level: 2}\n"),
            "App/.quickglyph.yml:1:8: 'faint' gives no severity; write faint: warning, or {severity: warning}")
        XCTAssertEqual(
            error("- faint\n"),
            "App/.quickglyph.yml:1:1: the file is a list, not a mapping of settings (disabled_rules: [...])")
        XCTAssertEqual(
            error("excluded: [a]\nexcluded: [b]\n"), "App/.quickglyph.yml:2:1: 'excluded' is given twice (first at 1:1)"
        )
        XCTAssertEqual(
            error("disabled_rules: &x [faint]\nopt_in_rules: *x\n"),
            "App/.quickglyph.yml:2:15: cannot read the configuration file: it uses an alias (*name); "
                + "aliases are not read: write the value out")
    }

    func testExcludedPathsMatchFilesAndFoldersUnderThem() throws {
        let configuration = try parse("excluded: [Pods, 'Vendor/**/*.xcassets', 'Legacy/Info?.plist', ../Shared]")
        for (path, excluded) in [
            ("/repo/Pods/Foo/Info.plist", true), ("Pods/Foo/Info.plist", true), ("./Pods", true),
            ("/repo/PodsX/Info.plist", false), ("/repo/App/Pods/Info.plist", false),
            ("/repo/Vendor/Assets.xcassets/a.imageset", true), ("/repo/Vendor/a/b/Assets.xcassets", true),
            ("/repo/Vendor/Assets.xcassetsX", false), ("/repo/Legacy/Info2.plist", true),
            ("/repo/Legacy/Info.plist", false), ("/Shared/x.png", true), ("/repo/Shared/x.png", false),
        ] {
            XCTAssertEqual(configuration.isExcluded(path), excluded, path)
        }
    }

    func testTheReportAsTheFileAsks() throws {
        let configuration = try parse("disabled_rules: [faint]\nwrong-size: error\nexcluded: [Pods]\nunknown_key: 1\n")
        let report = CheckReport(
            findings: [
                Finding(rule: .faint, severity: .warning, path: "/repo/a.png", message: "faint"),
                Finding(rule: .wrongSize, severity: .warning, path: "/repo/b.png", message: "size"),
                Finding(rule: .notSquare, severity: .error, path: "/repo/Pods/c.png", message: "square"),
            ], filesChecked: 3)
        let configured = configuration.apply(to: report)
        XCTAssertEqual(
            configured.findings.map(\.diagnosticLine),
            [
                "/repo/b.png: error: size [wrong-size]",
                "App/.quickglyph.yml:4:1: warning: unknown key 'unknown_key'; it is ignored "
                    + "[configuration-key-unknown]",
            ])
        XCTAssertEqual(configured.configurationPath, "App/.quickglyph.yml")
        XCTAssertEqual(configured.jsonObject["configuration"] as? String, "App/.quickglyph.yml")
        XCTAssertNil(report.jsonObject["configuration"])
    }

    /// The example docs/check.md gives is a file check reads, every id in it a rule's.
    func testTheDocumentedExampleReads() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/check.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## Configuration file"))
        let start = try XCTUnwrap(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let configuration = try parse(String(text[start.upperBound..<end.lowerBound]))
        XCTAssertEqual(configuration.disabledRules, [.glyphTooSmall])
        XCTAssertEqual(configuration.severities, [.wrongSize: .error, .titleTooLong: .info])
        XCTAssertEqual(configuration.excluded.map(\.written), ["Pods", "Vendor/**/*.xcassets", "Legacy/Info?.plist"])
        XCTAssertEqual(configuration.warnings, [])
    }
}

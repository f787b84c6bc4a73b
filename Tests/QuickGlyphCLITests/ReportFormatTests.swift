import Foundation
import QuickGlyphCommands
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `--format` for CI: the exact bytes of each format on the fixture app, SARIF checked
/// against the OASIS schema and GitHub's own requirements, the XML parsed back, and
/// the same findings in every format, from `check` and from `build`.
final class ReportFormatTests: XCTestCase {
    /// OASIS's schema is not ours to carry: every developer and CI has it in `../shared/schemas/`,
    /// beside the repository's root (three folders up from this file).
    static let schema = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json").standardizedFileURL

    private func appRoot() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(FixtureApp.tree, to: root)
        return root
    }

    func testGoldenGitHubJUnitAndCheckstyle() throws {
        let root = try appRoot()
        for format in ["github", "junit", "checkstyle"] {
            let result = try CLIRunner.run(["check", "--format", format, "App"], in: root)
            XCTAssertEqual(result.status, 1, format)
            XCTAssertEqual(result.stderr, "", format)
            GoldenFile("check-app.\(format == "github" ? "github.txt" : format + ".xml")").assertMatches(result.stdout)
            if format != "github" {
                // Well-formed: libxml2 parses it back, without recovering from errors.
                XCTAssertNoThrow(try XMLDocument(data: Data(result.stdout.utf8), options: []), format)
            }
        }
    }

    func testSARIFValidatesAgainstTheOASISSchema() throws {
        let root = try appRoot()
        let result = try CLIRunner.run(["check", "--format", "sarif", "App"], in: root)
        XCTAssertEqual(result.status, 1)
        GoldenFile("check-app.sarif").assertMatches(result.stdout)
        let file = root.appendingPathComponent("report.sarif")
        try Data(result.stdout.utf8).write(to: file)
        try assertValidSARIF(file)

        // The same input gives the same bytes.
        XCTAssertEqual(try CLIRunner.run(["check", "--format", "sarif", "App"], in: root).stdout, result.stdout)
    }

    /// What code scanning needs beyond the schema: the tool and its rules, relative
    /// URIs, 1-based lines, a ruleIndex that names the result's rule.
    func testSARIFMeetsGitHubsRequirements() throws {
        let root = try appRoot()
        // Run from elsewhere with --base: paths are still relative to the app's repository.
        let result = try CLIRunner.run([
            "check", "--format", "sarif", "--base", root.path, root.appendingPathComponent("App").path,
        ])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"] as? String)
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "quickglyph")
        XCTAssertEqual(driver["semanticVersion"] as? String, QuickGlyph.version)
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.allDiagnostics.map(\.id.rawValue))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                XCTAssertFalse(
                    ((rule[key] as? [String: Any])?["text"] as? String ?? "").isEmpty, "\(rule["id"] ?? "") \(key)")
            }
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 6)
        var lines = 0, pixels = 0
        for result in results {
            let ruleId = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleId)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let physical = try XCTUnwrap(
                ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertTrue(uri.hasPrefix("App"), uri)
            XCTAssertFalse(uri.hasPrefix("/") || uri.contains("..") || uri.contains("://"), uri)
            if let region = physical["region"] as? [String: Any] {
                lines += 1
                XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
                XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
            }
            if let pixel = (result["properties"] as? [String: Any])?["pixel"] as? [String: Int] {
                pixels += 1
                XCTAssertEqual(Set(pixel.keys), ["x", "y"])
            }
        }
        XCTAssertGreaterThan(lines, 0, "the plist findings have lines")
        XCTAssertGreaterThan(pixels, 0, "the edge finding has a pixel")
    }

    func testEveryFormatCarriesTheSameFindings() throws {
        let root = try appRoot()
        try assertSameFindings(command: ["check", "App"], in: root)

        let build = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: build)
        // The sample builds clean; a glyph no item names gives the build a finding to compare.
        try Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><circle cx="17.5" cy="17.5" r="12"/></svg>"#
                .utf8
        )
        .write(to: build.appendingPathComponent("glyphs/archive.svg"))
        try assertSameFindings(command: ["build", "glyphs", "--out", "out"], in: build)
    }

    /// A build in a machine format prints the document on stdout and nothing on stderr.
    func testBuildInAMachineFormatPrintsOnlyTheReport() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: root)
        let result = try CLIRunner.run(["build", "glyphs", "--out", "out", "--format", "sarif"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let file = root.appendingPathComponent("build.sarif")
        try Data(result.stdout.utf8).write(to: file)
        try assertValidSARIF(file)

        let json = try CLIRunner.run(["build", "glyphs", "--out", "out", "--format", "json"], in: root)
        XCTAssertEqual(json.stderr, "")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertNotNil(object["glyphs"] as? [String: Any])
        XCTAssertNotNil(object["counts"] as? [String: Int])
    }

    func testTextIsStillAcceptedForXcode() throws {
        let root = try appRoot()
        let text = try CLIRunner.run(["check", "--format", "text", "App"], in: root)
        XCTAssertEqual(text.stdout, try CLIRunner.run(["check", "App"], in: root).stdout)
        XCTAssertEqual(text.stdout, try CLIRunner.run(["check", "--format", "xcode", "App"], in: root).stdout)
    }

    // MARK: - Helpers

    /// Runs the `jsonschema` validator (PyPI; `make test-deps` installs it) over the file.
    private func assertValidSARIF(_ file: URL, line: UInt = #line) throws {
        // A missing schema fails here, by its path, rather than as an unreadable file in Python.
        guard FileManager.default.fileExists(atPath: Self.schema.path) else {
            return XCTFail(
                "the SARIF 2.1.0 schema is missing: expected at \(Self.schema.path)"
                    + " (../shared/schemas/ beside the repository's root)", line: line)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator.check_schema(schema)
            errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log))
            for error in errors: print(list(error.absolute_path), error.message)
            sys.exit(1 if errors else 0)
            """
        let (status, output) = try CLIRunner.runTool(["python3", "-c", script, Self.schema.path, file.path])
        XCTAssertEqual(
            status, 0, "SARIF does not validate (is jsonschema installed? make test-deps): \(output)",
            line: line)
    }

    /// The rule ids, in order, that each format reports for one command.
    private func assertSameFindings(command: [String], in root: URL, line: UInt = #line) throws {
        func run(_ format: String) throws -> CLIRunner.Result {
            try CLIRunner.run(command + ["--format", format], in: root)
        }
        func matches(_ text: String, _ pattern: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        let xcodeRun = try run("xcode")
        let xcodeText = command[0] == "build" ? xcodeRun.stderr : xcodeRun.stdout
        let xcode = matches(xcodeText, #"^\S.*: (?:error|warning|note): .* \[([a-z-]+)\]$"#)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try run("json").stdout.utf8)) as? [String: Any])
        let jsonIds = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try run("sarif").stdout.utf8)) as? [String: Any])
        let sarifIds = (((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]] ?? []).compactMap {
            $0["ruleId"] as? String
        }
        let github = matches(try run("github").stdout, #"^::(?:error|warning|notice) .*title=[^:]*\(([a-z-]+)\)::"#)
        let junit = try XMLDocument(data: Data(try run("junit").stdout.utf8), options: [])
        let junitIds = try junit.nodes(forXPath: "//testcase/@name").compactMap {
            $0.stringValue?.split(separator: ":").first.map(String.init)
        }
        let checkstyle = try XMLDocument(data: Data(try run("checkstyle").stdout.utf8), options: [])
        let checkstyleIds = try checkstyle.nodes(forXPath: "//error/@source").compactMap {
            $0.stringValue?.replacingOccurrences(of: "quickglyph.", with: "")
        }

        XCTAssertFalse(xcode.isEmpty, "\(command): no findings to compare", line: line)
        for (name, ids) in [
            ("json", jsonIds), ("sarif", sarifIds), ("github", github), ("junit", junitIds),
            ("checkstyle", checkstyleIds),
        ] {
            XCTAssertEqual(ids, xcode, "\(command) --format \(name)", line: line)
        }
    }
}

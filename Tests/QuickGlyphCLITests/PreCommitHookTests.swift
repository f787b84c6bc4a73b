import Foundation
import QuickGlyphTestSupport
import XCTest

/// `.pre-commit-hooks.yaml` as pre-commit reads it: its own validator, the hooks' fields as
/// PyYAML reads them, and a real `pre-commit try-repo` of this checkout in a repository made
/// here, with the quickglyph under test first on PATH. pre-commit and PyYAML are Debian's
/// (`make test-deps` installs them); without them the test fails, saying so.
final class PreCommitHookTests: XCTestCase {
    static let hooksFile = PluginPackage.repository.appendingPathComponent(".pre-commit-hooks.yaml")
    /// What sets a hook off: whatever the app's check reads, from icons to the project.
    static let files = #"\.(png|pdf|svg|json|plist|strings|xcstrings|swift|m|h|pbxproj|xcconfig)$"#

    func testTheHooksFileIsValidAndOffersBothChecks() throws {
        let validated = try Self.run(try Self.onPath("pre-commit"), ["validate-manifest", Self.hooksFile.path])
        XCTAssertEqual(validated.status, 0, validated.stdout)
        XCTAssertEqual(validated.stdout, "")

        let script =
            "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sort_keys=True))"
        let parsed = try Self.run(try Self.onPath("python3"), ["-c", script, Self.hooksFile.path])
        XCTAssertEqual(
            parsed.status, 0, "PyYAML could not read .pre-commit-hooks.yaml (make test-deps): \(parsed.stdout)")
        let hooks = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(hooks.map { $0["id"] as? String }, ["quickglyph-check", "quickglyph-check-installed"])
        for (hook, language) in zip(hooks, ["swift", "system"]) {
            XCTAssertEqual(hook["name"] as? String, "quickglyph check")
            XCTAssertEqual(hook["entry"] as? String, "quickglyph check")
            XCTAssertEqual(hook["args"] as? [String], ["."])
            XCTAssertEqual(hook["language"] as? String, language)
            XCTAssertEqual(hook["pass_filenames"] as? Bool, false)
            XCTAssertEqual(hook["files"] as? String, Self.files)
            let minimum: Set<String> = language == "swift" ? ["minimum_pre_commit_version"] : []
            XCTAssertEqual(
                Set(hook.keys),
                minimum.union(["id", "name", "description", "entry", "args", "language", "pass_filenames", "files"]))
        }
        // Older pre-commits run `swift build -C`, which Swift 5.8 and later refuse.
        XCTAssertEqual(hooks.first?["minimum_pre_commit_version"] as? String, "3.2.2")

        // The pattern, as pre-commit matches it against each staged path (Python's re.search).
        let expression = try NSRegularExpression(pattern: Self.files)
        func matches(_ path: String) -> Bool {
            expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for path in [
            "App/Assets.xcassets/compose.imageset/compose@2x.png", "App/Assets.xcassets/compose.imageset/Contents.json",
            "App/Info.plist", "App/fr.lproj/InfoPlist.strings", "App/InfoPlist.xcstrings", "App/SceneDelegate.swift",
            "App/AppDelegate.m", "App.xcodeproj/project.pbxproj", "Config/App.xcconfig", "Design/compose.svg",
        ] {
            XCTAssertTrue(matches(path), path)
        }
        for path in ["README.md", "App/photo.jpg", "Package.resolved", "App/Base.lproj/Main.storyboard"] {
            XCTAssertFalse(matches(path), path)
        }
    }

    /// The installed hook, as a team's repository runs it on `git commit`: skipped when nothing
    /// it reads is staged, and otherwise the app's check, failing the commit with check's findings.
    func testTheInstalledHookChecksTheAppWhenItsFilesAreStaged() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let git = try Self.onPath("git")
        XCTAssertEqual(try Self.run(git, ["init", "-q"], in: app).status, 0)
        try Data("An app.\n".utf8).write(to: app.appendingPathComponent("README.md"))
        XCTAssertEqual(try Self.run(git, ["add", "README.md"], in: app).status, 0)

        // The quickglyph under test, and a cache of pre-commit's own in the temporary folder.
        let environment = [
            "PATH": CLIRunner.executable.deletingLastPathComponent().path + ":"
                + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
            "PRE_COMMIT_HOME": root.appendingPathComponent("pre-commit-home").path,
        ]
        let preCommit = try Self.onPath("pre-commit")
        let arguments = ["try-repo", PluginPackage.repository.path, "quickglyph-check-installed"]

        let skipped = try Self.run(preCommit, arguments, in: app, environment: environment)
        XCTAssertEqual(skipped.status, 0, skipped.stdout)
        XCTAssertTrue(
            skipped.stdout.hasSuffix(
                "\nquickglyph check" + String(repeating: ".", count: 37) + "(no files to check)Skipped\n"),
            skipped.stdout)

        try FileTree.write(FixtureApp.tree, to: app)
        XCTAssertEqual(try Self.run(git, ["add", "-A"], in: app).status, 0)
        let direct = try CLIRunner.run(["check", "."], in: app)
        XCTAssertEqual(direct.status, 1, direct.stderr)
        XCTAssertEqual(direct.stderr, "")
        let failed = try Self.run(preCommit, arguments, in: app, environment: environment)
        XCTAssertEqual(failed.status, 1, failed.stdout)
        XCTAssertTrue(
            failed.stdout.hasSuffix(
                "\nquickglyph check" + String(repeating: ".", count: 57) + "Failed\n"
                    + "- hook id: quickglyph-check-installed\n- exit code: 1\n\n" + direct.stdout + "\n"), failed.stdout
        )

        // The hook that builds quickglyph needs a pre-commit that calls `swift build` as Swift 6 takes it:
        // one older than 3.2.2 (Debian 12's 3.0.4, which make test-deps installs) says so and builds nothing.
        // A newer one would build quickglyph in release, minutes this test does not spend.
        let version = try Self.run(preCommit, ["--version"]).stdout
        let numbers =
            version.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }?
            .split(separator: ".").compactMap { Int($0) } ?? []
        if numbers.lexicographicallyPrecedes([3, 2, 2]) {
            let refused = try Self.run(
                preCommit, ["try-repo", PluginPackage.repository.path, "quickglyph-check"], in: app,
                environment: environment)
            XCTAssertEqual(refused.status, 1, refused.stdout)
            XCTAssertTrue(
                refused.stdout.hasSuffix(
                    "[ERROR] The hook `quickglyph-check` requires pre-commit version 3.2.2 but version "
                        + version.dropFirst("pre-commit ".count).trimmingCharacters(in: .whitespacesAndNewlines)
                        + " is installed.  Perhaps run `pip install --upgrade pre-commit`.\n"), refused.stdout)
        }
    }

    /// The first `name` on PATH; none is a failure naming what installs it.
    static func onPath(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PluginPackage.Failure(description: "no \(name) on PATH (\(path)); make test-deps installs Debian's")
    }

    /// Runs a program with its standard error into its standard output, in order, as a terminal shows them.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }
}

import Foundation
import QuickGlyphTestSupport
import XCTest
@testable import quickglyph

/// The example workflows in examples/github-actions/ are what docs/ci.md tells people to
/// copy: each must be a workflow GitHub accepts, call quickglyph with options it takes,
/// install what the Makefile installs, and (the SARIF one) upload the file check writes
/// even when check fails, then fail.
final class CIWorkflowTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let examples = root.appendingPathComponent("examples/github-actions")
    private static let sarifWorkflow = examples.appendingPathComponent("quickglyph-check.yml")
    private static let annotationsWorkflow = examples.appendingPathComponent("quickglyph-annotations.yml")

    private func load(_ file: URL) throws -> GitHubWorkflow {
        try GitHubWorkflow(contentsOf: file)
    }

    func testBothWorkflowsHaveWhatGitHubRequires() throws {
        for file in [Self.sarifWorkflow, Self.annotationsWorkflow] {
            let name = file.lastPathComponent
            let workflow = try load(file)
            // Written bare, as GitHub's examples write it, which YAML 1.1 reads as true: the loader renames it.
            let on = try XCTUnwrap(workflow.document["on"] as? [String: Any], "\(name): no `on`")
            XCTAssertEqual(on.keys.sorted(), ["pull_request", "push"], name)
            XCTAssertEqual((on["push"] as? [String: Any])?["branches"] as? [String], ["main"], name)
            XCTAssertFalse(workflow.jobs.isEmpty, "\(name): no jobs")
            for job in workflow.jobs {
                XCTAssertNotNil(job.fields["runs-on"] as? String, "\(name): job \(job.name) has no runs-on")
                XCTAssertFalse(job.steps.isEmpty, "\(name): job \(job.name) has no steps")
                for (index, step) in job.steps.enumerated() {
                    // GitHub takes exactly one of the two.
                    XCTAssertTrue(
                        (step.uses == nil) != (step.run == nil),
                        "\(name): step \(index) of \(job.name) needs uses or run, not both: \(step.fields)")
                }
            }
        }
    }

    func testTheSARIFWorkflowUploadsWhatCheckWritesAndThenFails() throws {
        let workflow = try load(Self.sarifWorkflow)
        let permissions = try XCTUnwrap(workflow.document["permissions"] as? [String: String])
        XCTAssertEqual(permissions["security-events"], "write")
        let job = try XCTUnwrap(workflow.jobs.first)
        XCTAssertEqual(workflow.jobs.count, 1)
        XCTAssertEqual(job.fields["runs-on"] as? String, "ubuntu-latest")

        let checkIndex = try XCTUnwrap(
            job.steps.firstIndex { step in
                step.commands.contains { $0.starts(with: ["quickglyph", "check"]) }
            })
        let check = job.steps[checkIndex]
        let words = try XCTUnwrap(check.commands.first { $0.starts(with: ["quickglyph", "check"]) })
        let redirect = try XCTUnwrap(words.firstIndex(of: ">"), "check's SARIF is not written to a file: \(words)")
        let sarifFile = try XCTUnwrap(words.dropFirst(redirect + 1).first, "no file after > in \(words)")
        // check's status must not end the step, or nothing after it would run.
        XCTAssertEqual(words.dropFirst(redirect + 2).first, "||", "\(words)")

        let uploadIndex = try XCTUnwrap(job.steps.firstIndex { $0.uses == "github/codeql-action/upload-sarif@v3" })
        let upload = job.steps[uploadIndex]
        XCTAssertEqual(upload.with["sarif_file"] as? String, sarifFile)
        XCTAssertEqual(upload.with["category"] as? String, "quickglyph")
        let checkID = try XCTUnwrap(check.id)
        XCTAssertEqual(
            upload.condition,
            "steps.\(checkID).outputs.status == '0' || steps.\(checkID).outputs.status == '1'")

        let last = try XCTUnwrap(job.steps.last)
        XCTAssertEqual(last.condition, "steps.\(checkID).outputs.status != '0'")
        XCTAssertEqual(last.run, "exit ${{ steps.\(checkID).outputs.status }}")
        XCTAssertLessThan(checkIndex, uploadIndex)
        XCTAssertEqual(uploadIndex, job.steps.count - 2)

        let setup = try XCTUnwrap(job.steps.first { $0.uses?.hasPrefix("swift-actions/setup-swift@") == true })
        XCTAssertEqual(setup.uses, "swift-actions/setup-swift@v2")
        XCTAssertEqual(setup.with["swift-version"] as? String, "6.2")
    }

    /// Each quickglyph command line in the workflows parses with the command's own spec, as the tool would.
    func testEveryCheckCommandUsesOptionsCheckTakes() throws {
        let expected = [(Self.sarifWorkflow, ReportFormat.sarif), (Self.annotationsWorkflow, .github)]
        for (file, format) in expected {
            let invocations = try load(file).invocations(of: "quickglyph", "check")
            XCTAssertEqual(invocations.count, 1, file.lastPathComponent)
            for words in invocations {
                let arguments = Array(words.dropFirst(2))
                do {
                    let parsed = try ParsedArguments(arguments, spec: CheckCommand.spec)
                    XCTAssertEqual(parsed[SharedOptions.format], format, file.lastPathComponent)
                    XCTAssertEqual(parsed.positionals, ["."], file.lastPathComponent)
                } catch {
                    XCTFail("\(file.lastPathComponent): `\(words.joined(separator: " "))`: \(error.description)")
                }
            }
        }
    }

    /// `make` without the Swift toolchain says where Swift comes from and stops, before it installs anything; a
    /// `swift` that is not the toolchain (Debian's is OpenStack's client) is taken for none.
    func testMakeWithoutTheToolchainSaysWhereSwiftComesFrom() throws {
        let fake = try CLIRunner.temporaryDirectory(self).appendingPathComponent("swift")
        try Data("#!/bin/sh\necho 'OpenStack Swift client'\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        for swift in ["/nonexistent/swift", fake.path] {
            let make = Process()
            make.executableURL = URL(fileURLWithPath: "/usr/bin/make")
            make.arguments = ["-s", "-C", Self.root.path, "toolchain", "SWIFT=\(swift)"]
            let stderr = Pipe()
            make.standardError = stderr
            make.standardOutput = FileHandle.nullDevice
            try make.run()
            let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            make.waitUntilExit()
            XCTAssertEqual(make.terminationStatus, 2, text)
            XCTAssertTrue(
                text.hasPrefix(
                    "make: '\(swift)' is not the Swift 6 toolchain quickglyph builds with; install swift.org's "
                        + "(https://www.swift.org/install/linux/, or Xcode 16 on a Mac) and put its usr/bin on PATH\n"),
                text)
            XCTAssertFalse(text.contains("No such file or directory"), text)
        }
    }

    /// Both workflows build the product the package makes, from the C libraries the Makefile installs.
    func testTheBuildStepsMatchTheMakefileAndThePackage() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        // The first assignment is Homebrew's (macOS), the second Debian's.
        let lists = makefile.split(separator: "\n").filter { $0.hasPrefix("SYSTEM_PKGS := ") }
            .map { $0.dropFirst("SYSTEM_PKGS := ".count).split(separator: " ").map(String.init).sorted() }
        XCTAssertEqual(lists.count, 2)
        let installers = [
            (Self.sarifWorkflow, ["sudo", "apt-get", "install", "-y", "-qq"], lists.last),
            (Self.annotationsWorkflow, ["brew", "install"], lists.first),
        ]
        for (file, installer, packages) in installers {
            let workflow = try load(file)
            let commands = workflow.jobs.flatMap(\.steps).flatMap(\.commands)
            let install = try XCTUnwrap(commands.first { $0.starts(with: installer) }, file.lastPathComponent)
            XCTAssertEqual(install.dropFirst(installer.count).sorted(), packages, file.lastPathComponent)
            let build = workflow.invocations(of: "swift", "build")
            XCTAssertEqual(
                build, [["swift", "build", "-c", "release", "--product", "quickglyph"]], file.lastPathComponent)
            XCTAssertTrue(
                commands.contains(["echo", "$PWD/.build/release", ">>", "$GITHUB_PATH"]), file.lastPathComponent)
        }
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(package.contains(#".executable(name: "quickglyph""#))
    }

    /// The check step's script, run as GitHub runs it (`bash -e`) with the built quickglyph
    /// on PATH: it records check's status and writes the SARIF whether check passes or fails.
    func testTheCheckStepKeepsGoingAndRecordsTheStatus() throws {
        let workflow = try load(Self.sarifWorkflow)
        let step = try XCTUnwrap(workflow.jobs.first?.steps.first { $0.id == "check" })
        let script = try XCTUnwrap(step.run)

        // An app with no quick action yet: a clean check (a note only). A folder holding nothing check
        // reads would be refused, exit 2.
        let clean = try CLIRunner.temporaryDirectory(self)
        try Data(XcodeInfoPlist.withoutItems.utf8).write(to: clean.appendingPathComponent("Info.plist"))
        let passed = try runStep(script, in: clean)
        XCTAssertEqual(passed.status, 0, passed.stderr)
        XCTAssertEqual(passed.output, "status=0\n")
        XCTAssertEqual(try ruleIDs(in: clean.appendingPathComponent("quickglyph.sarif")), ["no-custom-icon"])

        let app = try CLIRunner.temporaryDirectory(self)
        try FileTree.write(FixtureApp.tree, to: app)
        let failed = try runStep(script, in: app)
        XCTAssertEqual(failed.status, 0, failed.stderr)
        XCTAssertEqual(failed.output, "status=1\n")
        let found = try ruleIDs(in: app.appendingPathComponent("quickglyph.sarif"))
        XCTAssertTrue(found.contains("icon-file-unresolved"), "\(found)")
    }

    // MARK: - Helpers

    private func runStep(_ script: String, in directory: URL) throws -> (status: Int32, output: String, stderr: String)
    {
        // Outside the folder the step checks, so that check does not see it.
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "github-output-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: outputFile) }
        XCTAssertTrue(FileManager.default.createFile(atPath: outputFile.path, contents: Data()))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-e", "-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRunner.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        environment["GITHUB_OUTPUT"] = outputFile.path
        process.environment = environment
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8), stderr)
    }

    /// The SARIF's result rule ids, in order.
    private func ruleIDs(in file: URL) throws -> [String] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        return (run["results"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
    }
}

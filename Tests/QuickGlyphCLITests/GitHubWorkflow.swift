import Foundation
import XCTest

/// A GitHub Actions workflow file as PyYAML reads it (Debian's python3-yaml; `make
/// test-deps` installs it), handed over as JSON, with each `run` script's lines split
/// into words by Python's `shlex` as a POSIX shell would split them.
struct GitHubWorkflow {
    struct Step {
        var fields: [String: Any]
        /// Each non-empty line of `run`, split into words; shell operators (`>`, `||`, `;`) are words of their own.
        var commands: [[String]]

        var uses: String? { fields["uses"] as? String }
        var run: String? { fields["run"] as? String }
        var id: String? { fields["id"] as? String }
        var condition: String? { fields["if"] as? String }
        var with: [String: Any] { fields["with"] as? [String: Any] ?? [:] }
    }

    struct Job {
        var name: String
        var fields: [String: Any]
        var steps: [Step]
    }

    /// The document's top level; `on` under its own name, which YAML 1.1 reads as true when bare.
    var document: [String: Any]
    var jobs: [Job]

    /// The words of every command in the file that runs `program` with `subcommand`,
    /// up to the first shell operator: what the program itself receives.
    func invocations(of program: String, _ subcommand: String) -> [[String]] {
        jobs.flatMap(\.steps).flatMap(\.commands).compactMap { words in
            guard let start = words.firstIndex(of: program), words.index(after: start) < words.endIndex,
                words[words.index(after: start)] == subcommand
            else { return nil }
            let end = words[start...].firstIndex { Self.shellOperators.contains($0) } ?? words.endIndex
            return Array(words[start..<end])
        }
    }

    static let shellOperators: Set<String> = [">", ">>", "<", "|", "||", "&&", ";", "&"]

    private static let script = """
        import json, shlex, sys, yaml
        document = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
        if True in document:
            document["on"] = document.pop(True)
        commands = {}
        for job_name, job in (document.get("jobs") or {}).items():
            for index, step in enumerate(job.get("steps") or []):
                script = step.get("run") if isinstance(step, dict) else None
                if isinstance(script, str):
                    commands[f"{job_name}/{index}"] = [
                        list(shlex.shlex(line, posix=True, punctuation_chars=True))
                        for line in script.splitlines() if line.strip()]
        json.dump({"document": document, "commands": commands}, sys.stdout)
        """

    init(contentsOf file: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, file.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "PyYAML could not read \(file.lastPathComponent) (is python3-yaml installed? make test-deps): \(errors)"
            )
        }
        let top = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [String: Any])
        document = try XCTUnwrap(top["document"] as? [String: Any], "\(file.lastPathComponent) is not a mapping")
        let commands = try XCTUnwrap(top["commands"] as? [String: [[String]]])
        let jobFields = document["jobs"] as? [String: Any] ?? [:]
        jobs = try jobFields.keys.sorted().map { name in
            let fields = try XCTUnwrap(jobFields[name] as? [String: Any], "job \(name) is not a mapping")
            let steps = (fields["steps"] as? [Any] ?? []).enumerated().map { index, step in
                Step(fields: step as? [String: Any] ?? [:], commands: commands["\(name)/\(index)"] ?? [])
            }
            return Job(name: name, fields: fields, steps: steps)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

import Foundation
import QuickGlyphModel
import XCTest

@testable import quickglyph

/// What `make install` and `make dist` put beside the binary cannot drift from it: the shell
/// completions, which the tool writes from its own command and option tables, and the man page,
/// which scripts/generate-man-page.py writes from its help. (`make dist-check`, which .ci/run
/// runs, checks the archive itself: its binary, unpacked elsewhere with the toolchain off PATH.)
final class DistributionTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func completion(_ shell: String) throws -> String {
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdout
    }

    /// The top-level options as `quickglyph --help` lists them.
    private func topLevelOptions() throws -> [String] {
        let help = try CLIRunner.run(["--help"]).stdout
        let list = try XCTUnwrap(help.components(separatedBy: "\n\n").first { $0.hasPrefix("Options:\n") })
        return list.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: " ").first.map(String.init).flatMap { $0.hasPrefix("--") ? $0 : nil }
        }
    }

    /// The lines of `text` from the one equal to `start` up to the first equal to `end`.
    private func block(_ text: String, from start: String, to end: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        let first = try XCTUnwrap(lines.firstIndex(of: start), "no line \(start)")
        let last = try XCTUnwrap(lines[first...].firstIndex(of: end), "no line \(end) after \(start)")
        return lines[first...last].joined(separator: "\n")
    }

    func testEveryCommandAndOptionIsInEachCompletionScript() throws {
        let bash = try completion("bash"), zsh = try completion("zsh"), fish = try completion("fish")
        let top = try topLevelOptions()
        XCTAssertEqual(top, ["--help", "--version"])
        XCTAssertEqual(CompletionScript.topLevel.map(\.name), top)
        for option in top {
            XCTAssertTrue(bash.contains(" \(option)"), option)
            XCTAssertTrue(zsh.contains("'(- *)\(option)["), option)
            XCTAssertTrue(fish.contains("-n __fish_use_subcommand -l \(option.dropFirst(2)) "), option)
        }
        for command in CommandLineTool.commands {
            let spec = command.spec
            XCTAssertTrue(bash.contains("compgen -W \"build check help --help --version\""))
            XCTAssertTrue(zsh.contains("'\(spec.name):"), spec.name)
            XCTAssertTrue(fish.contains("-n __fish_use_subcommand -a \(spec.name) -d "), spec.name)
            let bashCase = try block(bash, from: "        \(spec.name))", to: "            ;;")
            // The words offered after a `-`: `compgen -W "--recursive --out … --help"`.
            let offered = try XCTUnwrap(
                bashCase.split(separator: "\n").first { $0.contains("compgen -W \"--") }?
                    .split(separator: "\"")[1].split(separator: " ").map(String.init), spec.name)
            let zshFunction = try block(zsh, from: "_quickglyph_\(spec.name)() {", to: "}")
            let fishLines = fish.split(separator: "\n").filter {
                $0.contains("-n '__fish_seen_subcommand_from \(spec.name)'")
            }
            for option in spec.options.map(\.name) + ["--help"] {
                XCTAssertTrue(offered.contains(option), option)
                XCTAssertTrue(zshFunction.contains("'\(option)[") || zshFunction.contains(")\(option)["), option)
                XCTAssertTrue(fishLines.contains { $0.contains(" -l \(option.dropFirst(2)) ") }, option)
            }
        }
    }

    /// An option's value as the parser spells it: its choices, a folder, a file, or nothing to offer.
    func testAValueIsCompletedAsTheParserTakesIt() throws {
        let build = BuildCommand.spec
        let value = { (name: String) in CompletionScript.value(of: try XCTUnwrap(build.option(named: name))) }
        XCTAssertEqual(try value("--strings"), .words(["xcstrings", "lproj"]))
        XCTAssertEqual(try value("--scales"), .text)
        XCTAssertEqual(try value("--out"), .directories)
        XCTAssertEqual(try value("--android"), .directories)
        XCTAssertEqual(try value("--items"), .files)
        XCTAssertEqual(try value("--project"), .files)
        XCTAssertEqual(try value("--target"), .text)
        XCTAssertEqual(try value("--hig"), CompletionScript.Value.none)
        XCTAssertEqual(CompletionScript.value(of: build.positional), .directories)
        XCTAssertEqual(CompletionScript.value(of: CheckCommand.spec.positional), .files)

        let zsh = try completion("zsh")
        // A quote closes and opens the string again; a colon in a description is escaped.
        XCTAssertTrue(
            zsh.contains(
                #"        '--strings[How the items'\'' translations are written\: xcstrings, one…]"#
                    + #":xcstrings|lproj:(xcstrings lproj)' \"# + "\n"), zsh)
        XCTAssertTrue(zsh.contains("        '--out[Output folder]:DIR:_files -/' \\\n"))
        XCTAssertTrue(
            zsh.contains("        '--target[With --project, the app target whose quick actions these are]:NAME: '"))
        XCTAssertTrue(zsh.contains("        '*:PATH:_files'\n"))
        let fish = try completion("fish")
        XCTAssertTrue(
            fish.contains(
                "complete -c quickglyph -n '__fish_seen_subcommand_from check' -l format -x"
                    + " -a 'xcode json sarif github junit checkstyle html'"
                    + " -d 'Report format: xcode, compiler-style lines'"
            ), fish)
    }

    /// The bash script, sourced into bash as a shell loads it, completes a command line.
    func testBashCompletesCommandsOptionsAndValues() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-\(UUID()).bash")
        try completion("bash").write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        func complete(_ words: [String]) throws -> String {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [
                "--norc", "--noprofile", "-c",
                "source '\(script.path)' && COMP_WORDS=(quickglyph \(quoted)) && COMP_CWORD=\(words.count)"
                    + "; _quickglyph; echo \"${COMPREPLY[*]}\"",
            ]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, quoted)
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        XCTAssertEqual(try complete(["ch"]), "check")
        XCTAssertEqual(try complete(["--v"]), "--version")
        XCTAssertEqual(try complete(["help", "b"]), "build")
        XCTAssertEqual(try complete(["build", "--str"]), "--strings")
        XCTAssertEqual(try complete(["build", "--strings", "l"]), "lproj")
        XCTAssertEqual(try complete(["check", "--format", "s"]), "sarif")
        XCTAssertEqual(try complete(["check", "--wr"]), "--write-baseline")
        // A name: nothing to offer, not even a file.
        XCTAssertEqual(try complete(["build", "--target", ""]), "")
    }

    func testAShellItDoesNotWriteIsAUsageError() throws {
        let result = try CLIRunner.run(["--generate-completion-script", "tcsh"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "quickglyph: error: --generate-completion-script takes bash, zsh or fish (got 'tcsh');"
                + " see 'quickglyph --help'\n")
        XCTAssertEqual(try CLIRunner.run(["--generate-completion-script"]).status, 2)
    }

    /// The man page is written from the help: every command has its section, every option its entry.
    func testTheManPageListsEveryCommandAndOption() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-\(UUID()).1")
        defer { try? FileManager.default.removeItem(at: page) }
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("scripts/generate-man-page.py")
        process.arguments = [CLIRunner.executable.path, page.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let roff = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(roff.hasPrefix(".TH QUICKGLYPH 1 \"\" \"quickglyph \(QuickGlyph.version)\" \"User Commands\"\n"))
        XCTAssertFalse(roff.contains("\n.SH DATE"))
        for option in try topLevelOptions() {
            XCTAssertTrue(roff.contains("\n.B \(option.replacingOccurrences(of: "-", with: "\\-"))\n"), option)
        }
        for command in CommandLineTool.commands {
            let spec = command.spec
            XCTAssertTrue(roff.contains("\n.TP\n.B \(spec.name)\n"), spec.name)
            XCTAssertTrue(roff.contains("\n.SH \(spec.name.uppercased())\n"), spec.name)
            let section = try XCTUnwrap(
                roff.components(separatedBy: "\n.SH ").first { $0.hasPrefix(spec.name.uppercased() + "\n") })
            for option in spec.options {
                let name = option.name.replacingOccurrences(of: "-", with: "\\-")
                XCTAssertTrue(
                    section.contains("\n.B \(name)\n") || section.contains("\n.BI \"\(name) \" "), option.name)
            }
        }
    }
}

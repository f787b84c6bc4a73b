import Foundation
import XCTest
@testable import quickglyph

/// The CLI cannot drift: every option of every command is in its `--help` (usage
/// and options list, with its allowed values and default) and on its documentation
/// page (`docs/build.md`, `docs/check.md`).
final class CommandSpecTests: XCTestCase {
    private static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    /// Wrapping is layout, not content: compare text with every run of white space as one space.
    private func normalized(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func testOptionNamesAreUniqueAndLookLikeOptions() {
        for command in CommandLineTool.commands {
            let names = command.spec.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, command.spec.name)
            for name in names {
                XCTAssertNotNil(name.range(of: #"^--[a-z][a-z0-9-]*$"#, options: .regularExpression), name)
            }
        }
    }

    func testEveryOptionIsInTheHelpUsageAndOptionsList() throws {
        for command in CommandLineTool.commands {
            let spec = command.spec
            let help = try CLIRunner.run([spec.name, "--help"])
            XCTAssertEqual(help.status, 0, spec.name)
            let sections = help.stdout.components(separatedBy: "\n\n")
            let usage = try XCTUnwrap(sections.first { $0.hasPrefix("Usage: ") }, help.stdout)
            let arguments = try XCTUnwrap(sections.first { $0.hasPrefix("Arguments:\n") }, help.stdout)
            let list = try XCTUnwrap(sections.first { $0.hasPrefix("Options:\n") }, help.stdout)
            let listLines = list.split(separator: "\n").map(String.init)

            XCTAssertTrue(
                normalized(usage).hasPrefix("Usage: quickglyph \(spec.name) \(spec.positional.synopsisLabel) "))
            XCTAssertTrue(arguments.contains("\n  \(spec.positional.label)  "), arguments)
            for option in spec.options {
                XCTAssertTrue(
                    normalized(usage).contains("[\(option.label)]"), "\(spec.name) usage lacks \(option.label)")
                // Beside its label, or below a label too wide for the column.
                let entry = try XCTUnwrap(
                    listLines.firstIndex { $0.hasPrefix("  \(option.label)  ") || $0 == "  \(option.label)" },
                    "\(spec.name) options list lacks \(option.label)")
                // The entry runs on over its indented continuation lines.
                let text = normalized(
                    ([listLines[entry]] + listLines[(entry + 1)...].prefix { $0.hasPrefix("    ") })
                        .joined(separator: " "))
                // Values the placeholder spells (`auto|viewbox|glyph`) are not spelt again.
                if let allowed = option.allowed {
                    XCTAssertEqual(text.contains(allowed), !option.placeholderSpellsValues, "\(option.name): \(text)")
                }
                if let value = option.defaultText {
                    XCTAssertTrue(text.contains("default: \(value)"), "\(option.name): \(text)")
                }
            }
            XCTAssertEqual(
                listLines.count { $0.hasPrefix("  --") }, spec.options.count, "no option listed that the parser lacks")
        }
    }

    /// Each command's page opens with its usage block, the synopsis; build's page has a
    /// table with a row for every option as the help writes it, or one for each of its values.
    func testEveryOptionIsOnItsDocumentationPage() throws {
        for command in CommandLineTool.commands {
            let spec = command.spec
            let name = "docs/\(spec.name).md"
            let page = try String(contentsOf: Self.docs.appendingPathComponent("\(spec.name).md"), encoding: .utf8)
            XCTAssertTrue(
                page.hasPrefix("# quickglyph \(spec.name)\n"), "\(name) does not open with # quickglyph \(spec.name)")
            // The page's opening section, up to its first `## ` heading.
            let section = try XCTUnwrap(page.components(separatedBy: "\n## ").first)
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
            let block = lines.drop { !$0.hasPrefix("    ") }.prefix { $0.hasPrefix("    ") }
            XCTAssertEqual(
                normalized(block.joined(separator: " ")), normalized(HelpText.usage(spec, prefix: "")),
                "\(name)'s usage block")
            guard spec.name == "build" else { continue }
            // The table's first column: `GLYPHS_DIR`, `--out DIR`, `--fit viewbox` (a row for each value of a choice);
            // a `|` in it is escaped (`--compression 1-12\|max`), or it would end the cell.
            let documented = Set(
                lines.filter { $0.hasPrefix("| `") }.compactMap { row in
                    row.dropFirst(3).split(separator: "`", omittingEmptySubsequences: false).first
                        .map { $0.replacingOccurrences(of: "\\|", with: "|") }
                })
            XCTAssertTrue(
                documented.contains(spec.positional.name), "\(name)'s options table lacks \(spec.positional.name)")
            for option in spec.options {
                let labels = option.choices.map { $0.map { "\(option.name) \($0)" } } ?? [option.label]
                for label in labels {
                    XCTAssertTrue(documented.contains(label), "\(name)'s options table lacks `\(label)`")
                }
            }
        }
    }
}

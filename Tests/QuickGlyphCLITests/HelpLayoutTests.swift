import Foundation
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `--help` as a person at an 80-column terminal reads it, pinned byte for byte in
/// Golden/ (QUICKGLYPH_UPDATE_GOLDEN=1 rewrites them), and the layout's rules held for
/// every width.
final class HelpLayoutTests: XCTestCase {
    func testEachCommandsHelpAtEightyColumns() throws {
        for (arguments, golden) in [
            (["--help"], "help.txt"), (["build", "--help"], "help-build.txt"), (["check", "--help"], "help-check.txt"),
        ] {
            let result = try CLIRunner.run(arguments, environment: ["COLUMNS": "80"])
            XCTAssertEqual(result.status, 0, result.stderr)
            GoldenFile(golden).assertMatches(result.stdout)
        }
    }

    /// No line wider than the terminal unless it is one word (a long file name), the text
    /// column at 30 or less, and a placeholder that spells the values never spelt again.
    func testTheLayoutRulesAtSeveralWidths() throws {
        for width in [40, 80, 132] {
            for command in ["build", "check"] {
                let help = try CLIRunner.run([command, "--help"], environment: ["COLUMNS": String(width)]).stdout
                let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
                // Wider only where nothing can break: one synopsis item, a label alone, one long word.
                for line in lines where line.count > width {
                    let content = line.trimmingCharacters(in: .whitespaces)
                    let unbreakable =
                        !content.contains(" ") || (content.hasPrefix("[") && !content.contains("] ["))
                        || (line.hasPrefix("  --") && content.split(separator: " ").count == 2)
                    XCTAssertTrue(unbreakable, "\(command) at \(width): \(line)")
                }
                let options = lines.drop { $0 != "Options:" }.dropFirst()
                // A description's continuation lines all start in one column.
                let indents = Set(options.filter { $0.hasPrefix("   ") }.map { $0.prefix { $0 == " " }.count })
                XCTAssertEqual(indents.count, 1, "\(command) at \(width): \(indents)")
                XCTAssertLessThanOrEqual(indents.first ?? 0, 30, "\(command) at \(width)")
                XCTAssertFalse(
                    help.contains("xcode, json, sarif, github, junit, checkstyle or html"), "\(command) at \(width)")
                XCTAssertFalse(help.contains("(auto, viewbox or glyph"), "\(command) at \(width)")
            }
        }
    }

    /// The tool's own help has no word that cannot move to the next line, so every line fits,
    /// the opening sentence included.
    func testTheToolsOwnHelpFitsEveryWidth() throws {
        for width in [40, 80, 132] {
            let help = try CLIRunner.run(["--help"], environment: ["COLUMNS": String(width)]).stdout
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.filter { $0.count > width }, [], "at \(width)")
            // Wrapped, not cut: the sentence's words, in order, before the usage.
            let sentence = help.components(separatedBy: "\n\nUsage:").first ?? ""
            XCTAssertEqual(
                sentence.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "),
                "quickglyph \(QuickGlyph.version): iOS Home Screen quick-action glyphs, from design handoff to asset catalog.",
                "at \(width)")
        }
        let wide = try CLIRunner.run(["--help"], environment: ["COLUMNS": "132"]).stdout
        XCTAssertEqual(
            wide.split(separator: "\n").first,
            "quickglyph \(QuickGlyph.version): iOS Home Screen quick-action glyphs, from design handoff to asset catalog."
        )
    }

    /// An option longer than the column has its text start below it, in the column.
    func testALongOptionStartsItsTextOnTheNextLine() throws {
        let help = try CLIRunner.run(["check", "--help"], environment: ["COLUMNS": "80"]).stdout
        let lines = help.split(separator: "\n").map(String.init)
        let format = try XCTUnwrap(lines.firstIndex(of: "  --format xcode|json|sarif|github|junit|checkstyle|html"))
        XCTAssertTrue(
            // The column is the widest label that fits it, `--write-baseline FILE`'s, and its margins.
            lines[format + 1].hasPrefix(String(repeating: " ", count: 25) + "Report format: xcode,"), lines[format + 1])
    }
}

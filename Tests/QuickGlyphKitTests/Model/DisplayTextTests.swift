import Foundation
import QuickGlyphModel
import XCTest

/// A finding is one line and cannot send terminal codes, whatever a name holds.
final class DisplayTextTests: XCTestCase {
    func testControlCharactersAreEscapedWhenAFindingIsPrinted() {
        let finding = Finding(
            ToolDiagnostics.invalidName, path: "glyphs/a\nb\u{1B}[31m.svg",
            message: "the name \"x\ty\u{7F}\" is bad\r")
        XCTAssertEqual(
            finding.diagnosticLine,
            #"glyphs/a\nb\u{1B}[31m.svg: error: the name "x\ty\u{7F}" is bad\r [invalid-name]"#)
        XCTAssertEqual(DisplayText.escapingControls("café ✓"), "café ✓")
        XCTAssertEqual(DisplayText.escapingControls("a\u{2028}b\u{9B}"), #"a\u{2028}b\u{9B}"#)
    }

    /// A value is quoted whole up to 60 characters; past that, its first 60 and the count of the rest.
    func testAQuotedValueIsCutWithTheCountOfWhatWasLeftOut() {
        let sixty = String(repeating: "a", count: 60)
        XCTAssertEqual(DisplayText.quote(sixty), "\"\(sixty)\"")
        XCTAssertEqual(DisplayText.quote(sixty + "b"), "\"\(sixty)…\" (1 more character)")
        XCTAssertEqual(
            DisplayText.quote(String(repeating: "a", count: 9_000_000)), "\"\(sixty)…\" (8,999,940 more characters)")
        XCTAssertEqual(DisplayText.shortened(sixty + "bc"), "\(sixty)… (2 more characters)")
        // Characters, not bytes: a name in Japanese is cut where a reader sees it cut.
        XCTAssertEqual(DisplayText.quote(String(repeating: "語", count: 61), limit: 2), "\"語語…\" (59 more characters)")
    }

    /// A list names eight and counts the rest.
    func testAListNamesAFewAndCountsTheRest() {
        XCTAssertEqual(DisplayText.list([String]()), "")
        XCTAssertEqual(DisplayText.list(["a", "b", "c"]), "a, b, c")
        let eight = (0..<8).map { "n\($0)" }
        XCTAssertEqual(DisplayText.list(eight), "n0, n1, n2, n3, n4, n5, n6, n7", "eight are all named")
        XCTAssertEqual(DisplayText.list(eight + ["n8"]), "n0, n1, n2, n3, n4, n5, n6, n7, … and 1 more")
        let ids = (0..<24_996).lazy.map { "\"s\($0)\"" }
        XCTAssertEqual(DisplayText.list(ids), #""s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", … and 24,988 more"#)
        XCTAssertEqual(DisplayText.list(ids, limit: 3), #""s0", "s1", "s2", … and 24,993 more"#)
    }

    func testCountsAreGroupedInThousands() {
        XCTAssertEqual(
            [0, 7, 999, 1_000, 24_988, 100_000, 9_000_000, -1_234].map(DisplayText.count),
            ["0", "7", "999", "1,000", "24,988", "100,000", "9,000,000", "-1,234"])
    }

    /// However a message was made, and whatever is added to it later (check names the targets in front), a finding
    /// holds at most `Finding.messageLimit` characters, and says how many more there were.
    func testEveryMessageIsCutAtTheLimit() {
        let huge = String(repeating: "m", count: 9_000_000)
        var finding = Finding(ToolDiagnostics.invalidName, path: "glyphs/a.svg", message: huge)
        XCTAssertEqual(
            finding.message, String(repeating: "m", count: Finding.messageLimit - 40) + "… (8,999,240 more characters)")
        XCTAssertLessThanOrEqual(finding.message.count, Finding.messageLimit)
        finding.message = "targets App, Widget: " + huge
        XCTAssertTrue(finding.message.hasPrefix("targets App, Widget: mmm"))
        XCTAssertTrue(finding.message.hasSuffix("… (8,999,261 more characters)"), finding.message)
        XCTAssertLessThanOrEqual(finding.message.count, Finding.messageLimit)
        let short = String(repeating: "m", count: Finding.messageLimit)
        XCTAssertEqual(
            Finding(ToolDiagnostics.invalidName, path: "a.svg", message: short).message, short,
            "at the limit, kept whole")
    }
}

import QuickGlyphTestSupport
import XCTest

/// A failing golden comparison names the first line that differs, not two whole files.
final class LineDifferenceTests: XCTestCase {
    func testEqualTextsHaveNoDifference() {
        XCTAssertNil(LineDifference(expected: "a\nb\n", actual: "a\nb\n"))
    }

    func testFirstDifferingLineIsNamed() throws {
        let difference = try XCTUnwrap(LineDifference(expected: "a\nb\nc\n", actual: "a\nB\nC\n"))
        XCTAssertEqual(difference.description, #"line 2: expected "b", found "B""#)
    }

    func testMissingFinalNewlineAndExtraLinesShow() throws {
        let newline = try XCTUnwrap(LineDifference(expected: "a\n", actual: "a"))
        XCTAssertEqual(newline.description, #"line 2: expected "", found the end of the text"#)
        let extra = try XCTUnwrap(LineDifference(expected: "a\n", actual: "a\nb\n"))
        XCTAssertEqual(extra.description, #"line 2: expected "", found "b""#)
    }

    func testInvisibleCharactersAreEscaped() throws {
        let difference = try XCTUnwrap(LineDifference(expected: "a\n", actual: "a\r\n"))
        XCTAssertEqual(difference.description, #"line 1: expected "a", found "a\r""#)
        let hidden = try XCTUnwrap(LineDifference(expected: "it's \"x\"", actual: "it's \"x\"\t\u{200B} "))
        XCTAssertEqual(hidden.description, #"line 1: expected "it's \"x\"", found "it's \"x\"\t\u{200B} ""#)
    }
}

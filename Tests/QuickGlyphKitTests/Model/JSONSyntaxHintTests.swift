@testable import QuickGlyphModel
import XCTest

/// `JSONValue.hint`: what a person most likely got wrong where the JSON parser stopped.
final class JSONSyntaxHintTests: XCTestCase {
    /// The hint for `text` where its `^` is (the marker taken out).
    private func hint(_ text: String) -> String? {
        let offset = text.utf8.firstIndex(of: UInt8(ascii: "^")).map {
            text.utf8.distance(from: text.utf8.startIndex, to: $0)
        }!
        return JSONValue.hint(Array(text.replacingOccurrences(of: "^", with: "").utf8), at: offset)
    }

    func testAMissingComma() {
        XCTAssertEqual(hint(#"{"type": "b" ^"title": "B"}"#), "a comma is missing before this")
        XCTAssertEqual(hint(#"[{"a": 1}^{"b": 2}]"#), "a comma is missing before this")
        XCTAssertEqual(hint(#"{"a": true ^"b": 1}"#), "a comma is missing before this")
    }

    func testACommaBeforeAClose() {
        XCTAssertEqual(hint(#"[1, 2, ^]"#), "a comma before a closing ] is not allowed in JSON; remove it")
        XCTAssertEqual(hint(#"{"a": 1,^}"#), "a comma before a closing } is not allowed in JSON; remove it")
    }

    func testQuotesCommentsAndBareWords() {
        XCTAssertEqual(hint(#"{^'items': []}"#), "JSON strings take double quotes (\"), not single ones")
        XCTAssertEqual(hint("{\"items\": [] ^// note\n}"), "JSON has no comments; remove it")
        XCTAssertEqual(hint(#"{"glyph": ^camera}"#), "a string takes double quotes: \"camera\"")
        XCTAssertNil(hint(#"{"a": ^null x}"#), "a JSON word is not a bare string")
        XCTAssertNil(hint(#"{"a": ^:}"#))
    }

    func testTheParseErrorCarriesTheHintAndThePlace() throws {
        XCTAssertThrowsError(try JSONValue.parse(Data("{\"items\": [\n  {\"type\": \"a\" \"title\": \"A\"}\n]}".utf8)))
        { error in
            let parse = error as? JSONParseError
            XCTAssertEqual(parse?.position, SourcePosition(line: 2, column: 16))
            XCTAssertEqual(parse?.message.hasSuffix(": a comma is missing before this"), true, parse?.message ?? "")
        }
    }
}

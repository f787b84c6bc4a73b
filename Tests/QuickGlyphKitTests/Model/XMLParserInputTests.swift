import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// Bytes the fuzzer found to crash Linux's XMLParser are stopped before it, by one check
/// every reader of someone else's XML shares.
final class XMLParserInputTests: XCTestCase {
    /// The workspace the fuzzer wrote: a UTF-7 declaration that never closes, over broken markup.
    static let unclosedUTF7 = Data(
        base64Encoded:
            "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTciPyB2ZXJzaW9uID0gIjEuMCI+CiAgWyA8RmlsZVJlZgogICAgICBsb2NhdGlvbiE9ICJncm91cDpwb2RjYXN0cy54Y29kZXByb2oiPgogICA8L0ZpbGVSZWY+CiAgIDxGaWxlcm9qIj4KICAgPC9GaWxlY2F0aW9uLzpXb3Jrc3B+YVVJbnQ="
    )!

    func problem(_ text: String) -> XMLParserInput.Problem? {
        XMLParserInput.problem(in: Array(text.utf8))
    }

    func testWhatEachProblemIs() {
        XCTAssertEqual(XMLParserInput.problem(in: Self.unclosedUTF7), .brokenDeclaration)
        XCTAssertEqual(problem("<?xml version=\"1.0\" encoding=\"UTF-7\"?><a/>"), .encoding("UTF-7"))
        XCTAssertEqual(problem("<?xml version=\"1.0\" encoding = 'utf-16' ?><a/>"), .encoding("utf-16"))
        XCTAssertEqual(problem("<?xml version=\"1.0\" encoding=UTF-7?><a/>"), .brokenDeclaration)
        XCTAssertEqual(problem("<?xml version=\"1.0\" encoding=\"UTF-7?><a/>"), .brokenDeclaration)
        XCTAssertEqual(problem("<?xml version=\"1.0\"<a/>"), .brokenDeclaration)
        XCTAssertEqual(problem("<a>\0</a>"), .forbiddenCharacter("\0"))
        XCTAssertEqual(XMLParserInput.problem(in: [0x3C, 0x61, 0xFF, 0x3E]), .notUTF8)
        XCTAssertEqual(problem("<a>\n<b/>\n<?go?></a>"), .emptyProcessingInstruction(line: 3))
        XCTAssertEqual(problem("<a><?go  ?></a>"), .emptyProcessingInstruction(line: 1))
        XCTAssertEqual(problem("<a><?go"), .emptyProcessingInstruction(line: 1))
    }

    /// libxml2 reads a document of 10,000,000 bytes and fails one byte more with an internal error at its last line,
    /// which readers took for malformed XML: past the limit the bytes are refused for their size, in words.
    func testADocumentPastTheParsersLimitIsRefusedForItsSize() throws {
        let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<a>\n<b/>\n<!-- ", tail = " -->\n</a>\n"
        func document(_ bytes: Int) -> Data {
            Data((head + String(repeating: "x", count: bytes - head.utf8.count - tail.utf8.count) + tail).utf8)
        }
        let largest = document(XMLParserInput.limit.bytes)
        XCTAssertNil(XMLParserInput.problem(in: largest))
        let parser = XMLParser(data: largest)
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        let over = XMLParserInput.problem(in: document(XMLParserInput.limit.bytes + 1))
        XCTAssertEqual(over, .tooLarge(size: 10_000_001))
        XCTAssertEqual(over?.description, "it is 10.1 MB, more than the 10 MB the XML parser (libxml2) reads")
    }

    func testWhatWriteToolsWriteIsLetThrough() {
        XCTAssertNil(problem("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg/>"))
        XCTAssertNil(problem("<?xml version='1.0' encoding='utf-8' standalone='no'?>\n<svg/>"))
        XCTAssertNil(problem("\u{FEFF}<?xml version=\"1.0\" encoding=\"utf8\"?><svg/>"))
        XCTAssertNil(problem("<?xml version=\"1.0\"?><svg/>"))
        XCTAssertNil(problem("<svg><?xml-stylesheet href=\"a.css\"?></svg>"))
        XCTAssertNil(problem("<svg/>"))
    }

    func testABOMDoesNotHideTheDeclaration() {
        XCTAssertEqual(problem("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-7\"?><a/>"), .encoding("UTF-7"))
    }

    func testTheMessagesNameTheCause() {
        XCTAssertEqual(
            XMLParserInput.Problem.encoding("UTF-7").description,
            "it declares the encoding \"UTF-7\"; only UTF-8 is read")
        XCTAssertEqual(
            XMLParserInput.Problem.brokenDeclaration.description, "its XML declaration (<?xml …?>) is broken")
        XCTAssertEqual(
            XMLParserInput.Problem.emptyProcessingInstruction(line: 4).description,
            "it has an empty processing instruction (<?…?>) at line 4")
    }

    /// Each of these crashed the process before the check: now the workspace is refused and the
    /// SVG has no export findings (librsvg judges the file).
    func testTheCrashingInputIsRefusedNotParsed() {
        XCTAssertThrowsError(try XcodeWorkspace(contents: Self.unclosedUTF7, workspacePath: "/w/App.xcworkspace")) {
            error in
            XCTAssertEqual(
                "\(error)",
                "cannot read the Xcode workspace /w/App.xcworkspace/contents.xcworkspacedata: it is not "
                    + "well-formed XML (its XML declaration (<?xml …?>) is broken)")
        }
        let inspection = SVGExportInspection(data: Self.unclosedUTF7)
        XCTAssertNil(inspection.background)
        XCTAssertTrue(inspection.texts.isEmpty)
    }
}

extension XMLParserInputTests {
    /// Only the declaration may open the text without data: `<?xm?>` there is an instruction like any other.
    func testAnInstructionAtTheStartIsNotTakenForTheDeclaration() {
        XCTAssertEqual(problem("<?xm?>em"), .emptyProcessingInstruction(line: 1))
        XCTAssertEqual(problem("<?xml?><a/>"), .emptyProcessingInstruction(line: 1))
    }
}

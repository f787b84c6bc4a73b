import Foundation
import QuickGlyphCore
import XCTest

/// Foundation's errors in plain words.
final class ErrorTextTests: XCTestCase {
    private struct OwnError: Error, CustomStringConvertible {
        var description: String { "the glyph folder is a file" }
    }

    func testFileErrorsReadAsPlainWords() {
        XCTAssertThrowsError(try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/quickglyph"))) { error in
            XCTAssertEqual(ErrorText.describe(error), "no such file")
        }
        XCTAssertEqual(ErrorText.describe(CocoaError(.fileWriteNoPermission)), "permission denied")
        XCTAssertEqual(ErrorText.describe(CocoaError(.fileWriteOutOfSpace)), "no space left on the device")
    }

    func testParserErrorsKeepTheirDetail() {
        XCTAssertThrowsError(try PropertyListSerialization.propertyList(from: Data("<plist><dict><key>a</key>".utf8), format: nil)) { error in
            let text = ErrorText.describe(error)
            XCTAssertFalse(text.isEmpty)
            XCTAssertNotEqual(text, (error as NSError).localizedDescription, "the parser's own detail, not a generic sentence")
        }
    }

    func testOurOwnErrorsDescribeThemselves() {
        XCTAssertEqual(ErrorText.describe(OwnError()), "the glyph folder is a file")
        XCTAssertEqual(FileReadError(reason: "permission denied").description, "cannot read the file: permission denied")
    }
}

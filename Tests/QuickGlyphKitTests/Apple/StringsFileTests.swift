import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import XCTest

/// `.strings` files as Foundation reads them on Linux: comments, bare keys, UTF-16.
final class StringsFileTests: XCTestCase {
    private static let text = """
        /* Quick actions */
        "compose_title" = "New Message";
        // A bare key, as some apps write them.
        ShortcutItemTitleNewTab = "New Tab";
        unquoted.key_2 = bare;
        "escaped" = "a\\nb \\"q\\" \\U00e9";
        "Search" = "Suchen ü 日本";
        """

    private static let expected = [
        "compose_title": "New Message", "ShortcutItemTitleNewTab": "New Tab", "unquoted.key_2": "bare",
        "escaped": "a\nb \"q\" \u{e9}", "Search": "Suchen ü 日本",
    ]

    func testUTF8WithCommentsAndBareKeys() throws {
        XCTAssertEqual(try StringsFile.parse(Data(Self.text.utf8)), Self.expected)
        XCTAssertEqual(try StringsFile.parse(Data([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8))), Self.expected)
    }

    func testUTF16WithAByteOrderMark() throws {
        let little = Data([0xFF, 0xFE]) + Self.text.data(using: .utf16LittleEndian)!
        let big = Data([0xFE, 0xFF]) + Self.text.data(using: .utf16BigEndian)!
        XCTAssertEqual(try StringsFile.parse(little), Self.expected)
        XCTAssertEqual(try StringsFile.parse(big), Self.expected)
    }

    func testAnEmptyFileTranslatesNothing() throws {
        XCTAssertEqual(try StringsFile.parse(Data()), [:])
        XCTAssertEqual(try StringsFile.parse(Data([0xFF, 0xFE])), [:])
        XCTAssertEqual(try StringsFile.parse(Data("/* nothing yet */\n".utf8)), [:])
    }

    func testAMalformedFileSaysWhere() {
        XCTAssertThrowsError(try StringsFile.parse(Data("\"a\" = ;".utf8))) { error in
            XCTAssertEqual(error as? FileReadError, FileReadError(reason: "Unexpected character '0x3b' at line 1"))
        }
        XCTAssertThrowsError(try StringsFile.parse(Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8))) { error in
            XCTAssertEqual(error as? FileReadError, FileReadError(reason: "Missing ';' on line 2"))
        }
    }
}

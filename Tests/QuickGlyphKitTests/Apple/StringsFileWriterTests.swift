import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import XCTest

/// `LANG.lproj/InfoPlist.strings`, written new and edited in place.
final class StringsFileWriterTests: XCTestCase {
    func testANewFileIsSortedLinesInUTF8() throws {
        let data = StringsFileWriter.merge(
            [
                "Scan Code": "Code scannen", "New Message": "Neue Nachricht",
                "Say \"hi\"\\now": "Sag \"hallo\"\njetzt",
            ], into: nil)
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            """
            "New Message" = "Neue Nachricht";
            "Say \\"hi\\"\\\\now" = "Sag \\"hallo\\"\\njetzt";
            "Scan Code" = "Code scannen";

            """)
        XCTAssertEqual(
            try StringsFile.parse(data)["Say \"hi\"\\now"], "Sag \"hallo\"\njetzt", "Foundation reads it back")
    }

    /// Comments, other keys, their order and the line endings stay; a key of
    /// ours is replaced where it is, one no longer ours goes, new ones are added at the end.
    func testMergingEditsOnlyOurLines() throws {
        let existing =
            "/* App name */\r\n\"CFBundleDisplayName\" = \"Beispiel\";\r\n/* \"New Message\" = \"old\"; inside a comment\r\n"
            + "   \"Scan Code\" = \"stays: a comment\"; */\r\n  \"New Message\" = \"Alt\"; // ours\r\n\"Gone\" = \"Weg\";\r\n"
            + "NSCameraUsageDescription = \"Kamera\";\r\n"
        let text = try StringsFileWriter.read(Data(existing.utf8))
        let data = StringsFileWriter.merge(
            ["New Message": "Neue Nachricht", "Scan Code": "Code scannen"], into: text,
            managed: ["New Message", "Gone"])
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            "/* App name */\r\n\"CFBundleDisplayName\" = \"Beispiel\";\r\n/* \"New Message\" = \"old\"; inside a comment\r\n"
                + "   \"Scan Code\" = \"stays: a comment\"; */\r\n  \"New Message\" = \"Neue Nachricht\";\r\n"
                + "NSCameraUsageDescription = \"Kamera\";\r\n\"Scan Code\" = \"Code scannen\";\r\n")
    }

    /// Older projects keep strings files in UTF-16: an edited one stays UTF-16, mark and all.
    func testUTF16StaysUTF16() throws {
        var existing = Data([0xFF, 0xFE])
        for unit in "\"Other\" = \"Andere\";\n".utf16 { existing += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let data = StringsFileWriter.merge(["Süß": "Sweet"], into: try StringsFileWriter.read(existing))
        var expected = Data([0xFF, 0xFE])
        for unit in "\"Other\" = \"Andere\";\n\"Süß\" = \"Sweet\";\n".utf16 {
            expected += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        XCTAssertEqual(data, expected)
    }

    func testAFileThatIsNotAStringsFileSaysWhy() {
        XCTAssertThrowsError(try StringsFileWriter.read(Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8))) { error in
            XCTAssertEqual((error as? FileReadError)?.reason, "Missing ';' on line 2")
        }
    }
}

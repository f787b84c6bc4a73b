import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Strings files the line-by-line merge could write into so that Foundation
/// (and so iOS, with the same parser) reads them differently from what the build
/// means: each is merged as meant, or refused saying why.
final class StringsMergeCheckTests: XCTestCase {
    private static let table = ["New Message": "Neue Nachricht"]

    private static func utf8(_ text: String) -> Data { Data(text.utf8) }

    private static func utf16(_ text: String) -> Data {
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 { data += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        return data
    }

    /// What Foundation reads from strings-file bytes, as `NSBundle` does on a device.
    private static func foundation(_ data: Data) throws -> [String: String] {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try XCTUnwrap(object as? [String: String], "a table of strings")
    }

    /// The unchecked merge either leaves the file as it was or writes what Foundation reads as meant:
    /// the file's keys, less those of `managed` no longer written, and the new ones.
    private func assertReadAsMeantOrUntouched(
        _ original: Data, _ message: String, table: [String: String] = table,
        managed: Set<String> = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let merged = StringsFileWriter.merge(table, into: try StringsFileWriter.read(original), managed: managed)
        if merged == original { return }
        var expected = try Self.foundation(original)
        for key in managed where table[key] == nil { expected[key] = nil }
        expected.merge(table) { $1 }
        XCTAssertEqual(
            try? Self.foundation(merged), expected,
            "\(message): \(String(decoding: merged, as: UTF8.self).debugDescription)", file: file, line: line)
    }

    private func assertRefused(
        _ original: Data, _ reason: String, table: [String: String] = table, managed: Set<String> = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try StringsFileWriter.mergeChecked(table, into: original, managed: managed),
            file: file, line: line
        ) { error in
            XCTAssertEqual((error as? StringsMergeRefusal)?.reason, reason, file: file, line: line)
        }
    }

    // MARK: The merge as the build calls it today, with a file read first

    /// The direct cause: with a `/*` left open at the end, a key added after it is inside the comment.
    func testTheUncheckedMergeDoesNotAddInsideAnOpenComment() throws {
        let original = Self.utf8("\"Other\" = \"Andere\";\n/* notes for translators\n")
        XCTAssertEqual(try Self.foundation(original), ["Other": "Andere"], "Foundation reads the file, comment and all")
        try assertReadAsMeantOrUntouched(original, "a /* open at the end")
        XCTAssertEqual(
            StringsFileWriter.merge(Self.table, into: try StringsFileWriter.read(original)), original, "left as it was")
        try assertReadAsMeantOrUntouched(Self.utf16("\"Other\" = \"Andere\";\r\n/* open"), "UTF-16, CRLF")
        // Foundation ends a // comment at a lone \r: the /* after it opens a comment.
        try assertReadAsMeantOrUntouched(Self.utf8("\"Other\" = \"Andere\";\r// note\r/* open"), "old Mac line ends")
        // Foundation reads a key left unclosed at the very end as the end of the file.
        try assertReadAsMeantOrUntouched(
            Self.utf8("\"Other\" = \"Andere\";\n\"Unfinished\n"), "a quote open at the end")
    }

    /// Foundation stops reading, without an error, where something that cannot be a key stands:
    /// what is added after it is not read. So does iOS; these files are merged as meant or not at all.
    func testTheUncheckedMergeDoesNotAddWhereFoundationHasStoppedReading() throws {
        for text in [
            "\"Other\" = \"Andere\";\n;\n", "\"Other\" = \"Andere\";\n= \"stray\";\n", "{ \"Other\" = \"Andere\"; }\n",
            "\"Other\" = \"Andere\";\n\u{0}\n",
        ] {
            try assertReadAsMeantOrUntouched(Self.utf8(text), text.debugDescription)
        }
    }

    /// An XML property list is a strings file to Foundation and iOS; lines added after it are not read.
    func testTheUncheckedMergeDoesNotAddLinesToAnXMLPropertyList() throws {
        let original = try PropertyListSerialization.data(
            fromPropertyList: ["Other": "Andere"], format: .xml, options: 0)
        try assertReadAsMeantOrUntouched(original, "XML")
    }

    /// A key the file writes with an escape is the key Foundation reads: `\040` is a space,
    /// `\u00e9` is `u00e9` (only `\U` is an escape), so the right lines are replaced and removed.
    func testKeysAreReadWithFoundationsEscapes() throws {
        let octal = Self.utf8("\"New\\040Message\" = \"Alt\";\n\"Other\" = \"Andere\";\n")
        XCTAssertEqual(
            StringsFileWriter.merge(Self.table, into: try StringsFileWriter.read(octal), managed: ["New Message"]),
            Self.utf8("\"New Message\" = \"Neue Nachricht\";\n\"Other\" = \"Andere\";\n"))
        let lowercase = Self.utf8("\"\\u00e9\" = \"the app's\";\n")
        XCTAssertEqual(
            StringsFileWriter.merge([:], into: try StringsFileWriter.read(lowercase), managed: ["é"]), lowercase,
            "not the key é an earlier build wrote")
    }

    /// A quoted string may run over lines (a backslash-newline too): a `/*` inside it opens no
    /// comment, so the entry after it is still replaced where it is.
    func testAStringOverLinesOpensNoComment() throws {
        for note in ["\"first line\nsecond /* not a comment\"", "\"first line\\\n/* not a comment\""] {
            let original = Self.utf8("\"Note\" = \(note);\n\"New Message\" = \"Alt\";\n")
            let merged = StringsFileWriter.merge(
                Self.table, into: try StringsFileWriter.read(original), managed: ["New Message"])
            XCTAssertEqual(
                String(decoding: merged, as: UTF8.self), "\"Note\" = \(note);\n\"New Message\" = \"Neue Nachricht\";\n")
        }
    }

    /// Foundation reads single quotes as it reads double ones: a `/*` or `"` inside opens nothing.
    func testSingleQuotedStringsAreStrings() throws {
        let original = Self.utf8("'/* not a comment' = 'it\"s';\n\"New Message\" = \"Alt\";\n")
        let merged = StringsFileWriter.merge(
            Self.table, into: try StringsFileWriter.read(original), managed: ["New Message"])
        XCTAssertEqual(
            String(decoding: merged, as: UTF8.self),
            "'/* not a comment' = 'it\"s';\n\"New Message\" = \"Neue Nachricht\";\n")
        XCTAssertThrowsError(
            try StringsFileWriter.mergeChecked(Self.table, into: Self.utf8("\"Other\" = \"Andere\";\n'Open\n"))
        ) { error in
            XCTAssertEqual(
                (error as? StringsMergeRefusal)?.reason,
                "it ends inside a quoted string opened on line 2: a key added "
                    + "after it would be part of that string, and not read; close the string with '")
        }
    }

    /// Lines that end with a lone `\r` are lines: a key of ours is replaced where it is, and one added ends with `\r`.
    func testOldMacLineEndsAreLines() throws {
        let original = Self.utf8("\"Other\" = \"Andere\";\r\"New Message\" = \"Alt\";\r")
        let merged = StringsFileWriter.merge(
            ["New Message": "Neue Nachricht", "Scan": "Scannen"],
            into: try StringsFileWriter.read(original), managed: ["New Message"])
        XCTAssertEqual(
            String(decoding: merged, as: UTF8.self),
            "\"Other\" = \"Andere\";\r\"New Message\" = \"Neue Nachricht\";\r\"Scan\" = \"Scannen\";\r")
    }

    // MARK: The checked merge: refused, saying why

    func testAFileThatEndsInsideACommentOrStringIsRefused() {
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\";\n\n/* notes for translators\n\"Old\" = \"Alt\";\n"),
            "it ends inside a /* comment opened on line 3: a key added after it would be part of the comment, "
                + "and not read; close the comment with */")
        assertRefused(
            Self.utf16("\"Other\" = \"Andere\";\r\n/* open"),
            "it ends inside a /* comment opened on line 2: a key added after it would be part of the comment, "
                + "and not read; close the comment with */")
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\";\r// note\r/* open"),
            "it ends inside a /* comment opened on line 3: a key added after it would be part of the comment, "
                + "and not read; close the comment with */")
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\";\n\"Unfinished\n"),
            "it ends inside a quoted string opened on line 2: a key added after it would be part of that "
                + "string, and not read; close the string with \"")
        // Even with nothing to add: a file left with an open comment or string is not edited either.
        XCTAssertThrowsError(try StringsFileWriter.mergeChecked([:], into: Self.utf8("/* open"), managed: ["Old"]))
    }

    /// A value left unclosed is Foundation's own error, in its words, as `check` reports it.
    func testAFileFoundationDoesNotReadIsRefusedInItsWords() {
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\";\n\"Open\" = \"no end\n"), "Unterminated quoted string starting on line 2"
        )
        assertRefused(Self.utf8("\"a\" = \"b\"\n\"c\" = \"d\";\n"), "Missing ';' on line 2")
        assertRefused(
            "\"Other\" = \"Andere\";\n".data(using: .utf16LittleEndian)!, "Expected ';' or '=' after key at line 1")
        assertRefused(Self.utf8("( \"a\", \"b\" )"), "not a table of strings")
    }

    func testWhereFoundationStopsReadingTheMergeIsRefused() {
        let stops =
            "\"New Message\", written on line 3, would not be read: Foundation stops reading the file before it; "
            + "look for a stray character, or a quote or comment left open, after the last entry it reads"
        assertRefused(Self.utf8("\"Other\" = \"Andere\";\n;\n"), stops)
        assertRefused(Self.utf8("\"Other\" = \"Andere\";\n= \"stray\";\n"), stops)
        assertRefused(Self.utf8("\"Other\" = \"Andere\";\n\u{0}\n"), stops)
        assertRefused(
            Self.utf8("{ \"Other\" = \"Andere\"; }\n"),
            "after the merge Foundation would not read it: Junk after plist at line 2")
    }

    func testPropertyListsInOtherFormatsAreRefused() throws {
        for (format, name) in [(PropertyListSerialization.PropertyListFormat.xml, "an XML"), (.binary, "a binary")] {
            let original = try PropertyListSerialization.data(
                fromPropertyList: ["Other": "Andere"], format: format, options: 0)
            assertRefused(
                original,
                "it is \(name) property list, which iOS reads but quickglyph does not edit; "
                    + "write it as \"key\" = \"value\"; lines, or remove it, and build again")
        }
    }

    /// Foundation reads UTF-32 with its mark; written back as UTF-16 it would be garbled.
    func testUTF32IsRefused() {
        assertRefused(
            Data([0xFF, 0xFE, 0, 0]) + "\"Other\" = \"Andere\";\n".data(using: .utf32LittleEndian)!,
            "UTF-32, which quickglyph does not edit; save it as UTF-8 and build again")
    }

    /// Entries the line edit does not recognise (over lines, sharing a line): a key of ours in one is
    /// shadowed by the line added after it, but one no longer written cannot be removed: refused.
    func testAnEntryOfOursOverLinesIsRefusedWhenItShouldGo() throws {
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\";\n\"Old\" =\n    \"Alt\";\n"),
            "\"Old\", which an earlier build wrote, would still be read as \"Alt\": its entry spans lines or "
                + "shares a line, which the merge does not edit; remove it by hand", table: [:], managed: ["Old"])
        assertRefused(
            Self.utf8("\"Other\" = \"Andere\"; \"Old\" = \"Alt\";\n"),
            "\"Old\", which an earlier build wrote, would still be read as \"Alt\": its entry spans lines or "
                + "shares a line, which the merge does not edit; remove it by hand", table: [:], managed: ["Old"])
        let shadowed = Self.utf8("\"New Message\" =\n    \"Alt\";\n")
        let merged = try StringsFileWriter.mergeChecked(Self.table, into: shadowed, managed: ["New Message"])
        XCTAssertEqual(
            String(decoding: merged, as: UTF8.self),
            "\"New Message\" =\n    \"Alt\";\n\"New Message\" = \"Neue Nachricht\";\n")
        XCTAssertEqual(try Self.foundation(merged), Self.table)
    }

    // MARK: The checked merge: what merges as before

    /// Files that merge: the checked merge writes the unchecked one's bytes.
    func testGoodFilesMergeAsBefore() throws {
        let cases: [(Data?, String)] = [
            (nil, "\"New Message\" = \"Neue Nachricht\";\n"),
            (Data(), "\"New Message\" = \"Neue Nachricht\";\n"),
            (Self.utf8(" \n\t\n"), " \n\t\n\"New Message\" = \"Neue Nachricht\";\n"),
            (Self.utf8("\"Other\" = \"Andere\";"), "\"Other\" = \"Andere\";\n\"New Message\" = \"Neue Nachricht\";\n"),
            (
                Self.utf8("\"Other\" = \"Andere\";\n// last"),
                "\"Other\" = \"Andere\";\n// last\n\"New Message\" = \"Neue Nachricht\";\n"
            ),
            (
                Self.utf8("\"Other\" = \"Andere\";\r\n\"Last\" = \"Letzte\";"),
                "\"Other\" = \"Andere\";\r\n\"Last\" = \"Letzte\";\r\n\"New Message\" = \"Neue Nachricht\";\r\n"
            ),
            (
                Self.utf8("/* closed */\n\"New Message\" = \"Alt\"; /* one line */\n"),
                "/* closed */\n\"New Message\" = \"Neue Nachricht\";\n"
            ),
        ]
        for (original, expected) in cases {
            let checked = try StringsFileWriter.mergeChecked(Self.table, into: original, managed: ["New Message"])
            XCTAssertEqual(
                String(decoding: checked, as: UTF8.self), expected,
                original.map { String(decoding: $0, as: UTF8.self) } ?? "nil")
            XCTAssertEqual(
                checked,
                StringsFileWriter.merge(
                    Self.table, into: try original.map(StringsFileWriter.read),
                    managed: ["New Message"]))
        }
        let utf16 = Self.utf16("\"Other\" = \"Andere\";\n")
        XCTAssertEqual(
            try StringsFileWriter.mergeChecked(["Süß": "Sweet"], into: utf16),
            Self.utf16("\"Other\" = \"Andere\";\n\"Süß\" = \"Sweet\";\n"))
    }

    /// Values that are not strings (which `check` passes over) are Foundation's too: they stay as they were.
    func testValuesThatAreNotStringsAreKept() throws {
        let original = Self.utf8("\"Nested\" = { a = b; };\n\"Bytes\" = <0102>;\n\"List\" = ( x, y );\n")
        let merged = try StringsFileWriter.mergeChecked(Self.table, into: original)
        XCTAssertEqual(merged, original + Self.utf8("\"New Message\" = \"Neue Nachricht\";\n"))
    }

    /// Every real app's strings file in the fixtures merges: no refusal of a file Foundation reads
    /// as meant, a key of the app's own replaced where it is, and a key added at the end.
    func testRealAppsStringsFilesMerge() throws {
        let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/apps")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "strings" }
        XCTAssertGreaterThanOrEqual(files.count, 20)
        for file in files {
            let original = try Data(contentsOf: file)
            let before = try Self.foundation(original)
            // A key the app has, taken as one an earlier build wrote: replaced in place, not added again.
            let theirs = before.keys.sorted().first
            var table = ["New Message": "Neue Nachricht"]
            if let theirs { table[theirs] = "Ersetzt" }
            let merged = try StringsFileWriter.mergeChecked(
                table, into: original, managed: Set(theirs.map { [$0] } ?? []))
            XCTAssertEqual(try Self.foundation(merged), before.merging(table) { $1 }, file.path)
            // One line more (two when the last had no line break): the app's key stayed on its own line.
            let lines = { (data: Data) throws -> Int in
                try TextEncoding.decode(data).1.unicodeScalars.filter { $0 == "\n" }.count
            }
            let text = try TextEncoding.decode(original).1
            let unended = !text.isEmpty && text.unicodeScalars.last != "\n" ? 1 : 0
            XCTAssertEqual(try lines(merged), try lines(original) + 1 + unended, file.path)
        }
    }

    /// Values with every character an items file can hold come back from Foundation as written.
    func testEscapedValuesReadBack() throws {
        let table = [
            "Say \"hi\"\\now": "Sag \"hallo\"\njetzt\r\t\u{7}\u{2028} é 日本 😀", "/* not a comment */": "// nor this",
        ]
        let merged = try StringsFileWriter.mergeChecked(table, into: Self.utf8("\"Other\" = \"Andere\";\n"))
        XCTAssertEqual(try Self.foundation(merged), table.merging(["Other": "Andere"]) { $1 })
    }

    /// A comment opened and closed on a line of ours stays out of the way; one that opens there and
    /// runs on keeps the line as it is, so the comment still covers what it covered.
    func testALineOfOursThatOpensACommentIsKept() throws {
        let original = Self.utf8("\"New Message\" = \"Alt\"; /* begin\n\"Hidden\" = \"x\"; */\n")
        let merged = try StringsFileWriter.mergeChecked(Self.table, into: original, managed: ["New Message"])
        XCTAssertEqual(
            String(decoding: merged, as: UTF8.self),
            "\"New Message\" = \"Alt\"; /* begin\n\"Hidden\" = \"x\"; */\n\"New Message\" = \"Neue Nachricht\";\n")
        XCTAssertEqual(try Self.foundation(merged), Self.table, "Hidden stays inside the comment")
    }
}

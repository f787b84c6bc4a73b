import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// Locating fields is linear in the file: 8,000 items are located once each, at the right line.
final class SourceLocatorTests: XCTestCase {
    /// One item a line, so item i's fields are on line i + 3.
    private func itemsFile(count: Int) -> String {
        let items = (0..<count).map {
            #"    {"type": "t\#($0)", "title": "Title \#($0)", "userInfo": {"type": 1}, "systemIcon": "search"}"#
        }
        return "{\n  \"items\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    func testEightThousandItemsAreEachLocatedOnTheirOwnLine() throws {
        let text = itemsFile(count: 8_000)
        let parsed = ItemsFile.parse(Data(text.utf8), path: "shortcuts.json")
        XCTAssertEqual(parsed.actions.count, 8_000)
        let last = try XCTUnwrap(parsed.actions.last)
        XCTAssertEqual(last.declaredAt, SourceLocation(path: "shortcuts.json", line: 8_002, column: 5))
        // The item's own "type", not the one inside its userInfo.
        XCTAssertEqual(last.positions[.type], SourcePosition(line: 8_002, column: 6))
        XCTAssertEqual(last.positions[.title], SourcePosition(line: 8_002, column: 23))
        XCTAssertEqual(parsed.actions[4_000].positions[.iconType]?.line, 4_003)
        XCTAssertEqual(parsed.items[4_000].positions[.icon]?.line, 4_003)
    }

    func testJSONLocatorIgnoresValuesThatLookLikeKeys() {
        let locator = JSONLocator.scan(
            Array("{\"images\": [\n {\"scale\": \"filename\", \"filename\": \"a.png\"},\n [1, 2], \"x\"\n]}".utf8))
        XCTAssertEqual(
            locator.position(ofKey: "filename", inElement: 0, ofArray: "images"), SourcePosition(line: 2, column: 24))
        XCTAssertEqual(
            locator.position(ofKey: nil, inElement: 1, ofArray: "images"), SourcePosition(line: 3, column: 2))
        XCTAssertEqual(
            locator.position(ofKey: nil, inElement: 2, ofArray: "images"), SourcePosition(line: 3, column: 10))
        XCTAssertEqual(locator.elementRanges(ofArray: "images").count, 3)
        XCTAssertNil(locator.position(ofKey: nil, inElement: 3, ofArray: "images"))
        XCTAssertEqual(locator.position(ofKey: nil), SourcePosition(line: 1, column: 1))
    }

    func testPlistLocatorFindsEachItemsOwnKeys() {
        let items = (0..<3_000).map {
            "<dict><key>UIApplicationShortcutItemType</key><string>t\($0)</string>"
                + "<key>UIApplicationShortcutItemUserInfo</key><dict><key>UIApplicationShortcutItemTitle</key><string>x</string></dict>"
                + "<key>UIApplicationShortcutItemTitle</key><string>T</string></dict>"
        }
        let text =
            "<plist><dict>\n<!-- <key>UIApplicationShortcutItems</key> -->\n<key>UIApplicationShortcutItems</key>\n<array>\n"
            + items.joined(separator: "\n") + "\n</array></dict></plist>"
        let locator = PlistLocator.scan(Array(text.utf8))
        XCTAssertEqual(locator.position(ofKey: "UIApplicationShortcutItems"), SourcePosition(line: 3, column: 1))
        XCTAssertEqual(locator.elementRanges(ofArray: "UIApplicationShortcutItems").count, 3_000)
        XCTAssertEqual(
            locator.position(ofKey: nil, inElement: 2_999, ofArray: "UIApplicationShortcutItems"),
            SourcePosition(line: 3_004, column: 1))
        let title =
            "<dict><key>UIApplicationShortcutItemType</key><string>t2999</string><key>UIApplicationShortcutItemUserInfo</key>"
            + "<dict><key>UIApplicationShortcutItemTitle</key><string>x</string></dict>"
        XCTAssertEqual(
            locator.position(
                ofKey: "UIApplicationShortcutItemTitle", inElement: 2_999, ofArray: "UIApplicationShortcutItems"),
            SourcePosition(line: 3_004, column: title.utf8.count + 1))
    }

    func testLineStartsAreFoundByBinarySearch() {
        let source = LineTable(Array("ab\ncd\n\nef".utf8))
        XCTAssertEqual(
            [0, 2, 3, 5, 6, 7, 9].map { source.position(at: $0) },
            [
                SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 3),
                SourcePosition(line: 2, column: 1),
                SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 1),
                SourcePosition(line: 4, column: 1),
                SourcePosition(line: 4, column: 3),
            ])
    }

    /// One idea of a line for every reader: LF, CRLF once, a lone CR; a byte-order mark is no column.
    func testLinesEndAtLFCRLFAndALoneCR() {
        let lines = LineTable(Array("a\r\nb\rc\nd".utf8))
        XCTAssertEqual(lines.starts, [0, 3, 5, 7])
        XCTAssertEqual(
            [0, 3, 5, 7].map { lines.position(at: $0) },
            [
                SourcePosition(line: 1, column: 1), SourcePosition(line: 2, column: 1),
                SourcePosition(line: 3, column: 1),
                SourcePosition(line: 4, column: 1),
            ])
        let marked = LineTable([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        XCTAssertEqual(marked.position(at: 3), SourcePosition(line: 1, column: 1))
        XCTAssertEqual(marked.position(at: 4), SourcePosition(line: 1, column: 2))
    }

    func testAnItemsFileOverTheLimitIsRefusedByName() throws {
        let folder = try FileTree.temporaryFolder(self, prefix: "quickglyph-limit")
        let path = folder.appendingPathComponent("shortcuts.json").path
        let data = Data(("{\"items\": [], \"pad\": \"" + String(repeating: "x", count: 5 * 1024 * 1024) + "\"}").utf8)
        try data.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(
            ShortcutsLoader.itemsFile(path).problems.map(\.message),
            ["cannot read the file: it is 5.3 MB, more than the 4 MB quickglyph reads as a quick-action source"])
        XCTAssertEqual(
            ItemsFile.parse(data).errors.map(\.description),
            ["cannot read the items file: it is 5.3 MB, more than the 4 MB quickglyph reads as a quick-action source"])
        let plist = folder.appendingPathComponent("Info.plist").path
        try data.write(to: URL(fileURLWithPath: plist))
        XCTAssertEqual(
            ShortcutsLoader.plist(plist).problems.map(\.message),
            ["cannot read the file: it is 5.3 MB, more than the 4 MB quickglyph reads as a quick-action source"])
    }

    func testLongValuesAreCutInMessages() {
        let name = String(repeating: "a", count: 500)
        let json = #"{"items": [{"type": "t", "title": "T", "systemIcon": "\#(name)"}]}"#
        let message = ItemsFile.parse(Data(json.utf8)).errors.map(\.description).first ?? ""
        XCTAssertTrue(
            message.hasPrefix(
                "items[0].systemIcon: \"" + String(repeating: "a", count: 60)
                    + "…\" (440 more characters) is not a system icon"),
            message)
        XCTAssertEqual(DisplayText.quote("short"), "\"short\"")
    }
}

import Foundation
import QuickGlyphCore
import QuickGlyphItems
import QuickGlyphTestSupport
import XCTest
@testable import QuickGlyphKit

/// `build --info-plist`: only the lines of `UIApplicationShortcutItems` change,
/// a binary plist stays binary, nothing is written when nothing changes, and a
/// file that cannot be merged safely is named and left byte for byte as it was.
final class InfoPlistMergerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("qg-infoplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folder = self.folder!
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    private var items: [ShortcutItem] {
        let parsed = ItemsFile.parse(Data(XcodeInfoPlist.sampleItemsJSON.utf8))
        XCTAssertEqual(parsed.errors.count, 0)
        return parsed.items
    }

    private func plist(_ text: String, name: String = "Info.plist") throws -> InfoPlistMerger {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return InfoPlistMerger(url: url, displayPath: "App/\(name)")
    }

    private func text(_ merger: InfoPlistMerger) throws -> String {
        try String(decoding: Data(contentsOf: merger.url), as: UTF8.self)
    }

    private func modificationDate(_ merger: InfoPlistMerger) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: merger.url.path)[.modificationDate] as? Date)
    }

    private func assertRefused(_ merger: InfoPlistMerger, _ expected: InfoPlistMergeError, message: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try? Data(contentsOf: merger.url)
        XCTAssertThrowsError(try merger.merge(items), file: file, line: line) { error in
            let error = error as? InfoPlistMergeError
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error.map(merger.finding)?.diagnosticLine, message, file: file, line: line)
        }
        XCTAssertEqual(try? Data(contentsOf: merger.url), before, "the file is untouched", file: file, line: line)
    }

    func testAbsentKeyIsInsertedAboveTheClosingDictKeepingEveryOtherByteAndThePermissions() throws {
        let merger = try plist(XcodeInfoPlist.withoutItems)
        XCTAssertEqual(chmod(merger.url.path, 0o640), 0)
        XCTAssertEqual(try merger.merge(items), .written)
        XCTAssertEqual(try text(merger), XcodeInfoPlist.insertedAtTheEnd)
        XCTAssertEqual(FileStatus.permissions(atPath: merger.url.path), 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(leftovers, ["Info.plist"], "no temporary file is left beside it")
    }

    func testPresentKeyIsReplacedWhereItIs() throws {
        let merger = try plist(XcodeInfoPlist.with(XcodeInfoPlist.oldItems))
        XCTAssertEqual(try merger.merge(items), .written)
        XCTAssertEqual(try text(merger), XcodeInfoPlist.with(XcodeInfoPlist.newItems))
    }

    func testNoStaticItemsRemovesTheKeyWithItsLines() throws {
        let merger = try plist(XcodeInfoPlist.with(XcodeInfoPlist.oldItems))
        // Dynamic items are made in code: they leave Info.plist with none.
        XCTAssertEqual(try merger.merge(items.filter(\.isDynamic)), .written)
        XCTAssertEqual(try text(merger), XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try merger.merge([]), .unchanged)
    }

    func testSecondMergeWritesNothingAndKeepsTheModificationTime() throws {
        let merger = try plist(XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try merger.merge(items), .written)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: merger.url.path)
        XCTAssertEqual(try merger.merge(items), .unchanged)
        XCTAssertEqual(try modificationDate(merger), past)
        XCTAssertEqual(try text(merger), XcodeInfoPlist.insertedAtTheEnd)
    }

    func testSpacesAndCRLFLineEndingsAreTheFilesOwn() throws {
        func spaced(_ text: String) -> String {
            text.replacingOccurrences(of: "\t", with: "    ").replacingOccurrences(of: "\n", with: "\r\n")
        }
        let merger = try plist(spaced(XcodeInfoPlist.with(XcodeInfoPlist.oldItems)))
        XCTAssertEqual(try merger.merge(items), .written)
        XCTAssertEqual(try text(merger), spaced(XcodeInfoPlist.with(XcodeInfoPlist.newItems)))
        let added = try plist(spaced(XcodeInfoPlist.withoutItems), name: "Other.plist")
        XCTAssertEqual(try added.merge(items), .written)
        XCTAssertEqual(try text(added), spaced(XcodeInfoPlist.insertedAtTheEnd))
    }

    func testATitleWithALineBreakKeepsItsOwnWhitespace() throws {
        let item = ShortcutItem(type: "t", title: "Two\n\t\tlines\n\t\t", icon: .symbol("star"))
        let merger = try plist(XcodeInfoPlist.withoutItems.replacingOccurrences(of: "\t", with: "  "))
        XCTAssertEqual(try merger.merge([item]), .written)
        let written = try PropertyListSerialization.propertyList(from: Data(contentsOf: merger.url), format: nil) as? [String: Any]
        let stored = (written?[InfoPlistKey.shortcutItems] as? [[String: Any]])?.first
        XCTAssertEqual(stored?[InfoPlistKey.title] as? String, "Two\n\t\tlines\n\t\t")
        XCTAssertTrue(try text(merger).contains("\n    <dict>\n      <key>UIApplicationShortcutItemIconSymbolName</key>\n"))
    }

    func testBinaryPlistStaysBinaryWithItsOtherKeys() throws {
        let original = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(XcodeInfoPlist.withoutItems.utf8), format: nil)
            as? [String: Any])
        let url = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: original, format: .binary, options: 0).write(to: url)
        let merger = InfoPlistMerger(url: url, displayPath: "Info.plist")
        XCTAssertEqual(try merger.merge(items), .written)
        let data = try Data(contentsOf: url)
        XCTAssertTrue(data.starts(with: Array("bplist00".utf8)))
        var format = PropertyListSerialization.PropertyListFormat.xml
        var merged = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any])
        XCTAssertEqual(format, .binary)
        let stored = try XCTUnwrap(merged.removeValue(forKey: InfoPlistKey.shortcutItems) as? [[String: Any]])
        XCTAssertEqual(stored.compactMap { $0[InfoPlistKey.type] as? String },
                       ["$(PRODUCT_BUNDLE_IDENTIFIER).compose", "$(PRODUCT_BUNDLE_IDENTIFIER).search"])
        XCTAssertTrue(PropertyListEquality.equal(merged, original), "every other key reads back as it was")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        XCTAssertEqual(try merger.merge(items), .unchanged)
        XCTAssertEqual(try modificationDate(merger), past)
        XCTAssertEqual(try merger.merge([]), .written)
        let emptied = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        XCTAssertTrue(PropertyListEquality.equal(emptied, original))
    }

    func testTheCheckAfterTheEditRefusesAnEditThatChangesAnythingElse() throws {
        var merger = try plist(XcodeInfoPlist.withoutItems)
        // An edit that also drops another key's lines, as a wrong range would.
        merger.afterEdit = { bytes in
            Array(String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "\t<key>UIUserInterfaceStyle</key>\n\t<string>Automatic</string>\n", with: "").utf8)
        }
        try assertRefused(merger, .editNotFaithful, message: "App/Info.plist: error: quick actions not merged: the edited file "
            + "would not read back as the same property list with only UIApplicationShortcutItems changed, so it was not written; "
            + "the file was left as it is [info-plist-not-merged]")
        // One that leaves the text unparseable.
        merger.afterEdit = { Array($0.dropLast(9)) }
        try assertRefused(merger, .editNotFaithful, message: "App/Info.plist: error: quick actions not merged: the edited file "
            + "would not read back as the same property list with only UIApplicationShortcutItems changed, so it was not written; "
            + "the file was left as it is [info-plist-not-merged]")
    }

    func testFilesThatCannotBeMergedAreNamedAndUntouched() throws {
        for text in ["<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n</plist>\n",
                     "<plist version=\"1.0\">\n<array/>\n</plist>\n", "{ A = 1; }", "#ifdef DEBUG\n<plist><dict/></plist>\n#endif\n"] {
            let merger = try plist(text)
            do { try merger.merge(items) } catch { print("MSG", merger.finding(error as! InfoPlistMergeError).diagnosticLine) }
        }
    }
}

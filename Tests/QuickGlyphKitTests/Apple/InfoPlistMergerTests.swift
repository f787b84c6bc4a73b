import Foundation
@testable import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

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

    private var items: [QuickAction] {
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

    private func assertRefused(
        _ merger: InfoPlistMerger, _ expected: InfoPlistMergeError, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try? Data(contentsOf: merger.url)
        XCTAssertThrowsError(try merger.merge(items), file: file, line: line) { error in
            let error = error as? InfoPlistMergeError
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error?.finding(path: merger.displayPath).diagnosticLine, message, file: file, line: line)
        }
        XCTAssertEqual(try? Data(contentsOf: merger.url), before, "the file is untouched", file: file, line: line)
    }

    func testAbsentKeyIsInsertedAboveTheClosingDictKeepingEveryOtherByteAndThePermissions() throws {
        let merger = try plist(XcodeInfoPlist.withoutItems)
        XCTAssertEqual(chmod(merger.url.path, 0o640), 0)
        XCTAssertEqual(try merger.merge(items), .written)
        XCTAssertEqual(try text(merger), XcodeInfoPlist.insertedAtTheEnd)
        XCTAssertEqual(
            (try FileManager.default.attributesOfItem(atPath: merger.url.path)[.posixPermissions] as? NSNumber)?
                .intValue, 0o640)
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
        let item = QuickAction(type: "t", title: "Two\n\t\tlines\n\t\t", icon: .symbol("star"))
        let merger = try plist(XcodeInfoPlist.withoutItems.replacingOccurrences(of: "\t", with: "  "))
        XCTAssertEqual(try merger.merge([item]), .written)
        let written =
            try PropertyListSerialization.propertyList(from: Data(contentsOf: merger.url), format: nil)
            as? [String: Any]
        let stored = (written?[InfoPlistKey.shortcutItems] as? [[String: Any]])?.first
        XCTAssertEqual(stored?[InfoPlistKey.title] as? String, "Two\n\t\tlines\n\t\t")
        XCTAssertTrue(
            try text(merger).contains("\n    <dict>\n      <key>UIApplicationShortcutItemIconSymbolName</key>\n"))
    }

    func testBinaryPlistStaysBinaryWithItsOtherKeys() throws {
        let original = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: Data(XcodeInfoPlist.withoutItems.utf8), format: nil)
                as? [String: Any])
        let url = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: original, format: .binary, options: 0).write(to: url)
        let merger = InfoPlistMerger(url: url, displayPath: "Info.plist")
        XCTAssertEqual(try merger.merge(items), .written)
        let data = try Data(contentsOf: url)
        XCTAssertTrue(data.starts(with: Array("bplist00".utf8)))
        var format = PropertyListSerialization.PropertyListFormat.xml
        var merged = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any])
        XCTAssertEqual(format, .binary)
        let stored = try XCTUnwrap(merged.removeValue(forKey: InfoPlistKey.shortcutItems) as? [[String: Any]])
        XCTAssertEqual(
            stored.compactMap { $0[InfoPlistKey.type] as? String },
            ["$(PRODUCT_BUNDLE_IDENTIFIER).compose", "$(PRODUCT_BUNDLE_IDENTIFIER).search"])
        XCTAssertTrue(PropertyListEquality.equal(merged, original), "every other key reads back as it was")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        XCTAssertEqual(try merger.merge(items), .unchanged)
        XCTAssertEqual(try modificationDate(merger), past)
        XCTAssertEqual(try merger.merge([]), .written)
        let emptied = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        XCTAssertTrue(PropertyListEquality.equal(emptied, original))
    }

    func testTheCheckAfterTheEditRefusesAnEditThatChangesAnythingElse() throws {
        var merger = try plist(XcodeInfoPlist.withoutItems)
        // An edit that also drops another key's lines, as a wrong range would.
        merger.afterEdit = { bytes in
            Array(
                String(decoding: bytes, as: UTF8.self)
                    .replacingOccurrences(
                        of: "\t<key>UIUserInterfaceStyle</key>\n\t<string>Automatic</string>\n", with: ""
                    ).utf8)
        }
        try assertRefused(
            merger, .editNotFaithful,
            message: "App/Info.plist: error: quick actions not merged: the edited file "
                + "would not read back as the same property list with only UIApplicationShortcutItems changed, so it was not written; "
                + "the file was left as it is [info-plist-not-merged]")
        // One that leaves the text unparseable.
        merger.afterEdit = { Array($0.dropLast(9)) }
        try assertRefused(
            merger, .editNotFaithful,
            message: "App/Info.plist: error: quick actions not merged: the edited file "
                + "would not read back as the same property list with only UIApplicationShortcutItems changed, so it was not written; "
                + "the file was left as it is [info-plist-not-merged]")
    }

    func testFilesThatCannotBeMergedAreNamedAndUntouched() throws {
        func message(_ reason: String) -> String {
            "App/Info.plist: error: quick actions not merged: \(reason); the file was left as it is [info-plist-not-merged]"
        }
        try assertRefused(
            try plist("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n</dict>\n</plist>\n"),
            .notPropertyList(reason: "Value missing for key inside <dict> at line 5"),
            message: message("it is not a property list: Value missing for key inside <dict> at line 5"))
        try assertRefused(
            try plist("<plist version=\"1.0\">\n<array/>\n</plist>\n"), .rootNotDictionary(found: "an array"),
            message: message("its root is an array, not a dictionary"))
        try assertRefused(
            try plist("{ CFBundleName = Postbox; }\n"), .openStep,
            message: message(
                "it is an old-style (OpenStep) property list, which Foundation cannot write; convert it to XML"))
        let preprocessed = XcodeInfoPlist.withoutItems.replacingOccurrences(
            of: "\t<key>UILaunchStoryboardName</key>",
            with: "#ifdef DEBUG\n\t<key>Debug</key>\n\t<true/>\n#endif\n\t<key>UILaunchStoryboardName</key>")
        try assertRefused(
            try plist(preprocessed), .preprocessed,
            message: message(
                "it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; "
                    + "set UIApplicationShortcutItems in it by hand from ShortcutItems.plist"))
        let utf16 = folder.appendingPathComponent("Info.plist")
        try XCTUnwrap(XcodeInfoPlist.withoutItems.replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16))
            .write(to: utf16)
        try assertRefused(
            InfoPlistMerger(url: utf16, displayPath: "App/Info.plist"), .notUTF8,
            message: message("its XML is not UTF-8 (Xcode writes UTF-8); convert it"))
        let twice = XcodeInfoPlist.with(
            XcodeInfoPlist.oldItems + "\t<key>CFBundleName</key>\n\t<string>Again</string>\n")
        try assertRefused(
            try plist(twice), .layout(reason: "its top-level dictionary has CFBundleName more than once"),
            message: message(
                "its XML cannot be edited in place: its top-level dictionary has CFBundleName more than once"))
    }

    /// An Info.plist past the limit check keeps to is refused for its size, unread; at the limit it is merged.
    func testAnInfoPlistPastTheLimitIsRefusedForItsSize() throws {
        let limit = SourceFile.limit.bytes
        let over = try plist(XcodeInfoPlist.withoutItems.padded(to: limit + 1))
        try assertRefused(
            over, .tooLarge(size: limit + 1, limit: SourceFile.limit),
            message: "App/Info.plist: error: quick actions not merged: it is 4.1 MB, more than the 4 MB quickglyph "
                + "reads as a quick-action source; the file was left as it is [info-plist-not-merged]")
        let at = try plist(XcodeInfoPlist.withoutItems.padded(to: limit))
        XCTAssertEqual(try at.merge(items), .written)
    }

    func testWhatIsNotARegularFileIsNeitherFollowedNorOpened() throws {
        func message(_ reason: String) -> String {
            "App/Info.plist: error: quick actions not merged: \(reason); the file was left as it is [info-plist-not-merged]"
        }
        let url = folder.appendingPathComponent("Info.plist")
        let merger = InfoPlistMerger(url: url, displayPath: "App/Info.plist")
        try assertRefused(merger, .missing, message: message("there is no such file"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "a missing file is not created")

        let target = folder.appendingPathComponent("Real.plist")
        try Data(XcodeInfoPlist.withoutItems.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        try assertRefused(
            merger, .symbolicLink,
            message: message("it is a symbolic link, which quickglyph does not follow; name the file it points to"))
        XCTAssertEqual(try String(decoding: Data(contentsOf: target), as: UTF8.self), XcodeInfoPlist.withoutItems)
        try FileManager.default.removeItem(at: url)

        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
        try assertRefused(
            merger, .notRegularFile, message: message("it is not a regular file (a FIFO, a socket or a device)"))
        XCTAssertEqual(FileStatus.kind(atPath: url.path), .special)
        try FileManager.default.removeItem(at: url)

        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try assertRefused(merger, .folder, message: message("it is a folder, not a property list"))
    }

    func testTagsInCommentsAndNestedDictionariesAreNotTheTopLevelKey() throws {
        // The fixture's comment names the key; here a nested dictionary has one too.
        let nested = XcodeInfoPlist.withoutItems.replacingOccurrences(
            of: "\t\t<key>UIApplicationSupportsMultipleScenes</key>",
            with: "\t\t<key>UIApplicationShortcutItems</key>\n\t\t<string><![CDATA[</dict> not a tag]]></string>\n"
                + "\t\t<key>UIApplicationSupportsMultipleScenes</key>")
        XCTAssertNotEqual(nested, XcodeInfoPlist.withoutItems)
        let merger = try plist(nested)
        XCTAssertEqual(try merger.merge(items), .written)
        XCTAssertEqual(
            try text(merger),
            XcodeInfoPlist.head.replacingOccurrences(
                of: "\t\t<key>UIApplicationSupportsMultipleScenes</key>",
                with: "\t\t<key>UIApplicationShortcutItems</key>\n\t\t<string><![CDATA[</dict> not a tag]]></string>\n"
                    + "\t\t<key>UIApplicationSupportsMultipleScenes</key>") + XcodeInfoPlist.tail
                + XcodeInfoPlist.newItems + XcodeInfoPlist.end)
    }

    func testAnEmptyRootDictionaryIsOpenedForTheKey() throws {
        let merger = try plist(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n")
        XCTAssertEqual(try merger.merge(items.prefix(1).map { $0 }), .written)
        XCTAssertEqual(
            try text(merger),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconFile</key>
            \t\t\t<string>compose</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>New Message</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """)
    }

    /// Real Info.plists from the corpus, copied: one with quick actions (replaced)
    /// and one without (added); every byte outside that key's lines stays.
    func testRealAppInfoPlistsChangeOnlyInThatKey() throws {
        let apps = RealApp.appsFolder
        let cases = [
            ("plist-icons-nested-pdf-long-translations/Tidepool/Info.plist", true),
            ("mutable-items-two-catalogs/App/iOS/Supporting Files/Info.plist", false),
            ("sf-symbols-and-key-like-titles/Chirp/Info.plist", true),
        ]
        for (path, hasItems) in cases {
            let original = try String(decoding: Data(contentsOf: apps.appendingPathComponent(path)), as: UTF8.self)
            let merger = try plist(
                original, name: (path as NSString).lastPathComponent + "-\(hasItems)-\(original.count)")
            XCTAssertEqual(try merger.merge(items), .written, path)
            let merged = try text(merger)
            // The text before the key's lines, those lines, and the text after them.
            func split(_ text: String) -> (before: String, block: String, after: String) {
                guard let start = text.range(of: "\t<key>UIApplicationShortcutItems</key>\n"),
                    let end = text.range(of: "\n\t</array>\n", range: start.upperBound..<text.endIndex)
                else { return (text, "", "") }
                return (
                    String(text[..<start.lowerBound]), String(text[start.lowerBound..<end.upperBound]),
                    String(text[end.upperBound...])
                )
            }
            let before = split(original), after = split(merged)
            XCTAssertEqual(before.block.isEmpty, !hasItems, path)
            XCTAssertEqual(after.block, XcodeInfoPlist.newItems, path)
            XCTAssertEqual(after.before + after.after, before.before + before.after, path)
            if !hasItems {
                XCTAssertTrue(merged.hasSuffix(XcodeInfoPlist.newItems + "</dict>\n</plist>\n"), path)
            }
            XCTAssertEqual(try merger.merge(items), .unchanged, path)
        }
    }
}

extension String {
    /// The text with a comment before its last line, so that it is `bytes` bytes long: well-formed XML of that size.
    func padded(to bytes: Int) -> String {
        let lastLine = self.dropLast().lastIndex(of: "\n").map { self.index(after: $0) } ?? startIndex
        let room = bytes - utf8.count - "<!--  -->\n".utf8.count
        precondition(room >= 0, "the text is already longer than \(bytes) bytes")
        return String(self[..<lastLine]) + "<!-- " + String(repeating: "x", count: room) + " -->\n"
            + String(self[lastLine...])
    }
}

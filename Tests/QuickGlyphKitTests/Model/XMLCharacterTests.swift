import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// JSON can carry characters a property list (XML 1.0) cannot: the items file refuses
/// them, so `build` never writes a plist no parser reads; `check` refuses a plist with them.
final class XMLCharacterTests: XCTestCase {
    func testForbiddenCharactersAreFieldErrors() {
        let json = #"""
            {"items": [
              {"type": "a", "title": "Ne\u0000w", "systemIcon": "add"},
              {"type": "b", "title": "B", "subtitle": "x\uffff", "systemIcon": "add"},
              {"type": "c\ufffe", "title": "C", "symbol": "star"},
              {"type": "d", "title": "D", "glyph": "g\u001b", "userInfo": {"k": ["ok", "\u0001"]}},
              {"type": "e", "title": "Tab\tand newline\n are fine", "systemIcon": "add", "userInfo": {"bad\u0002": 1}}
            ]}
            """#
        XCTAssertEqual(
            ItemsFile.parse(Data(json.utf8)).errors.map(\.description),
            [
                "items[0].title: holds U+0000, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
                "items[1].subtitle: holds U+FFFF, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
                "items[2].type: holds U+FFFE, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
                "items[3].userInfo.k[1]: holds U+0001, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
                "items[3].glyph: holds U+001B, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
                "items[4].userInfo: holds U+0002, a character a property list (XML 1.0) cannot hold; the Info.plist would not parse: remove it",
            ])
    }

    /// Foundation on Linux reads `&#0;`, `&#xFFFF;` and a raw U+0001 without complaint
    /// (verified: it returns the characters); Xcode refuses the file, so check reports it.
    func testCheckRefusesAPlistWithForbiddenCharacters() throws {
        for (written, name) in [("&#0;", "U+0000"), ("&#xFFFF;", "U+FFFF"), ("\u{1}", "U+0001")] {
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>UIApplicationShortcutItems</key>
                \t<array><dict><key>UIApplicationShortcutItemType</key><string>a</string>
                \t<key>UIApplicationShortcutItemTitle</key><string>New\(written)</string></dict></array>
                </dict>
                </plist>
                """
            let report = try CheckTestSupport.check(["Info.plist": Data(plist.utf8)], test: self)
            let invalid = report.findings.filter { $0.rule == .shortcutsInvalid }
            XCTAssertEqual(
                invalid.map(\.message),
                [
                    "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle holds \(name), a character XML 1.0 forbids; "
                        + "Xcode refuses the whole property list: remove it"
                ], written)
            XCTAssertEqual(invalid.first?.position, SourcePosition(line: 4, column: 2))
            XCTAssertEqual(invalid.first?.severity, .error)
        }
    }

    func testADamagedBinaryPlistIsNotToldToFixTheXML() throws {
        var data = try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0)
        data = data.prefix(data.count - 10)
        let report = try CheckTestSupport.check(["Info.plist": data], test: self)
        let message = try XCTUnwrap(report.findings.first { $0.rule == .shortcutsInvalid }?.message)
        XCTAssertTrue(message.hasPrefix("a damaged binary property list ("), message)
        XCTAssertTrue(message.hasSuffix("); re-save it from Xcode or convert it with plutil -convert xml1"), message)
        XCTAssertFalse(message.contains("XML;") || message.contains("fix the XML"), message)
    }
}

import Foundation
import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// Static quick actions read from Info.plists: XML with positions, binary
/// without, and preprocessed ones with their directive lines set aside.
final class InfoPlistFileTests: XCTestCase {
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """

    private func parse(_ text: String) -> Result<InfoPlistFile, UnreadFile> {
        InfoPlistFile.parse(Data(text.utf8), path: "App/Info.plist")
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: "App/Info.plist", line: line, column: column)
    }

    func testXMLItemsWithEveryKeyAndItsPosition() throws {
        let text =
            Self.header + """
                \t<key>CFBundleName</key>
                \t<string>Example</string>
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>compose_title</string>
                \t\t\t<key>UIApplicationShortcutItemIconFile</key>
                \t\t\t<string>compose</string>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
                \t\t</dict>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>search</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>Search</string>
                \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
                \t\t\t<string>Everything</string>
                \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
                \t\t\t<string>magnifyingglass</string>
                \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
                \t\t\t<dict/>
                \t\t</dict>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>fav</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<integer>3</integer>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypeFavorite</string>
                \t\t</dict>
                \t\t<string>not an item</string>
                \t</array>
                </dict>
                </plist>
                """
        let plist = try parse(text).get()
        XCTAssertEqual(plist.format, .xml)
        XCTAssertEqual(plist.reading, .asWritten)
        XCTAssertTrue(plist.hasShortcutItems)
        XCTAssertEqual(
            plist.actions,
            [
                // The icon file wins over the icon type, as Apple documents; the build setting stays as written.
                // Each icon key is kept as written, with its own position, for the rules about keys.
                QuickAction(
                    kind: .static, type: .literal("$(PRODUCT_BUNDLE_IDENTIFIER).compose"),
                    title: .literal("compose_title"),
                    icon: .file("compose"),
                    writtenIconKeys: [
                        .iconFile: .literal("compose"), .iconType: .literal("UIApplicationShortcutIconTypeCompose"),
                    ],
                    declaredAt: at(9, 3), iconDeclaredAt: at(14, 4),
                    positions: [
                        .type: SourcePosition(10, 4), .title: SourcePosition(12, 4), .icon: SourcePosition(14, 4),
                        .iconFile: SourcePosition(14, 4), .iconType: SourcePosition(16, 4),
                    ],
                    index: 0),
                QuickAction(
                    kind: .static, type: .literal("search"), title: .literal("Search"),
                    subtitle: .literal("Everything"),
                    icon: .symbol("magnifyingglass"), writtenIconKeys: [.iconSymbol: .literal("magnifyingglass")],
                    userInfo: [:], declaredAt: at(19, 3), iconDeclaredAt: at(26, 4),
                    positions: [
                        .type: SourcePosition(20, 4), .title: SourcePosition(22, 4), .subtitle: SourcePosition(24, 4),
                        .icon: SourcePosition(26, 4), .iconSymbol: SourcePosition(26, 4),
                        .userInfo: SourcePosition(28, 4),
                    ],
                    index: 1),
                // A title that is not a string is kept as what it was, so the rules can say so.
                QuickAction(
                    kind: .static, type: .literal("fav"), title: .wrongType(found: "a number"),
                    icon: .type(SystemIconName("UIApplicationShortcutIconTypeFavorite")),
                    writtenIconKeys: [.iconType: .literal("UIApplicationShortcutIconTypeFavorite")],
                    declaredAt: at(31, 3),
                    iconDeclaredAt: at(36, 4),
                    positions: [
                        .type: SourcePosition(32, 4), .title: SourcePosition(34, 4), .icon: SourcePosition(36, 4),
                        .iconType: SourcePosition(36, 4),
                    ],
                    index: 2),
            ])
        XCTAssertEqual(
            plist.problems.map(\.message),
            [
                "UIApplicationShortcutItems[2].UIApplicationShortcutItemTitle must be a string (found a number)",
                "UIApplicationShortcutItems[3] must be a dictionary (found a string); iOS ignores it",
            ])
    }

    /// An item's user info is part of the one model: each kind of value as Foundation reads it
    /// (a Boolean is not taken for a number), a date or data left out, nesting kept.
    func testUserInfoIsReadWithEachKindOfValue() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>open</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Open</string>
            \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
            \t\t\t<dict>
            \t\t\t\t<key>flag</key><true/>
            \t\t\t\t<key>count</key><integer>3</integer>
            \t\t\t\t<key>ratio</key><real>1.5</real>
            \t\t\t\t<key>name</key><string>inbox</string>
            \t\t\t\t<key>path</key><array><string>a</string><false/></array>
            \t\t\t\t<key>when</key><date>2026-01-01T00:00:00Z</date>
            \t\t\t\t<key>blob</key><data>AA==</data>
            \t\t\t</dict>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """
        let plist = try parse(text).get()
        XCTAssertEqual(
            plist.actions.first?.userInfo,
            [
                "flag": .bool(true), "count": .integer(3), "ratio": .real(1.5), "name": .string("inbox"),
                "path": .array([.string("a"), .bool(false)]),
            ])
        XCTAssertEqual(plist.actions.first?.positions[.userInfo], SourcePosition(11, 4))
        XCTAssertEqual(plist.problems.map(\.message), [])
    }

    func testABinaryPlistHasNoPositions() throws {
        let root: [String: Any] = [
            "UIApplicationShortcutItems": [
                [
                    "UIApplicationShortcutItemType": "compose", "UIApplicationShortcutItemTitle": "New",
                    "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeAdd",
                ]
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let plist = try InfoPlistFile.parse(data, path: "Info.plist").get()
        XCTAssertEqual(plist.format, .binary)
        XCTAssertEqual(
            plist.actions,
            [
                QuickAction(
                    kind: .static, type: .literal("compose"), title: .literal("New"),
                    icon: .type(SystemIconName("UIApplicationShortcutIconTypeAdd")),
                    writtenIconKeys: [.iconType: .literal("UIApplicationShortcutIconTypeAdd")],
                    declaredAt: SourceLocation(path: "Info.plist", position: nil),
                    iconDeclaredAt: SourceLocation(path: "Info.plist", position: nil), index: 0)
            ])
    }

    func testAPreprocessedPlistKeepsEveryBranchAndItsLines() throws {
        let text = """
            #include "Config.h"
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>New Message</string>
            \t\t</dict>
            #ifdef DEBUG
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>debug</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Debug Menu</string>
            \t\t</dict>
            #endif
            \t</array>
            </dict>
            </plist>
            """
        let plist = try parse(text).get()
        XCTAssertEqual(plist.reading, .directivesSetAside)
        XCTAssertEqual(plist.actions.map { $0.title?.text }, ["New Message", "Debug Menu"])
        XCTAssertEqual(plist.actions.map(\.declaredAt), [at(7, 3), at(14, 3)])
        XCTAssertEqual(plist.actions[1].positions[.title], SourcePosition(17, 4))
    }

    func testBranchesThatCannotBothStandKeepTheFirst() throws {
        let text =
            Self.header + """
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>scan</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                #if BETA
                \t\t\t<string>Scan (Beta)</string>
                #else
                \t\t\t<string>Scan</string>
                #endif
                \t\t</dict>
                \t</array>
                </dict>
                </plist>
                """
        let plist = try parse(text).get()
        XCTAssertEqual(plist.reading, .firstBranches)
        XCTAssertEqual(plist.actions.map { $0.title?.text }, ["Scan (Beta)"])
        XCTAssertEqual(plist.actions.first?.positions[.title], SourcePosition(10, 4))
    }

    func testWhenOnlyTheElseBranchesStand() throws {
        let text =
            Self.header + """
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>scan</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                #if BETA
                \t\t\t<string>Scan</string><string>(Beta)</string>
                #else
                \t\t\t<string>Scan</string>
                #endif
                \t\t</dict>
                \t</array>
                </dict>
                </plist>
                """
        let plist = try parse(text).get()
        XCTAssertEqual(plist.reading, .elseBranches)
        XCTAssertEqual(plist.actions.first?.title, .literal("Scan"))
        XCTAssertEqual(plist.actions.first?.positions[.title], SourcePosition(10, 4))
    }

    func testWhatDoesNotParseIsAValueWithTheReason() {
        let broken = "#ifdef A\n<plist><dict>\n#endif\n<key>x</key>\n"
        guard case .failure(let unread) = parse(broken) else { return XCTFail("a broken plist was read") }
        XCTAssertEqual(unread.path, "App/Info.plist")
        XCTAssertTrue(
            unread.reason.hasPrefix("not a property list: even with its preprocessor lines set aside, "), unread.reason)
        guard case .failure(let plain) = parse("<plist><dict><key>a</key></plist>") else {
            return XCTFail("a broken plist was read")
        }
        XCTAssertTrue(plain.reason.hasPrefix("not a property list: "), plain.reason)
        XCTAssertFalse(plain.reason.contains("preprocessor"), plain.reason)
        guard case .failure(let missing) = InfoPlistFile.read(path: "/nonexistent/Info.plist") else {
            return XCTFail("read a missing file")
        }
        XCTAssertEqual(missing.reason, "cannot read the file: no such file")
    }

    func testAPlistWithoutItems() throws {
        let plist = try parse(Self.header + "<key>CFBundleName</key><string>A</string></dict></plist>").get()
        XCTAssertFalse(plist.hasShortcutItems)
        XCTAssertEqual(plist.actions, [])
        XCTAssertEqual(plist.problems, [])
        let notArray = try parse(Self.header + "<key>UIApplicationShortcutItems</key><string>A</string></dict></plist>")
            .get()
        XCTAssertEqual(
            notArray.problems.map(\.message),
            ["UIApplicationShortcutItems must be an array of dictionaries (found a string); iOS ignores it"])
    }
}

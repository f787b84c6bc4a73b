import Foundation
@testable import QuickGlyphApple
import XCTest

/// `InfoPlistItemEditor`: an edit changes only the lines of the entries it names,
/// in the item's own indentation, line endings and Xcode's escaping, and a file it
/// cannot edit faithfully is refused with the file named and the reason in words.
final class InfoPlistItemEditorTests: XCTestCase {
    private let path = "Notes/Info.plist"

    /// Two items in Xcode's layout: tabs, the keys sorted, one item with user info.
    private let twoItems = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Notes</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>square.and.pencil</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>New Note</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>search</string>
        \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
        \t\t\t<dict>
        \t\t\t\t<key>source</key>
        \t\t\t\t<string>shortcut</string>
        \t\t\t</dict>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    private func edited(_ text: String, _ edits: [InfoPlistItemEdit]) throws -> String {
        String(decoding: try InfoPlistItemEditor.apply(edits, to: Data(text.utf8), path: path), as: UTF8.self)
    }

    private func set(_ item: Int, _ key: String, _ value: String) -> InfoPlistItemEdit {
        InfoPlistItemEdit(item: item, change: .set(key: key, value: value))
    }

    private func remove(_ item: Int, _ key: String) -> InfoPlistItemEdit {
        InfoPlistItemEdit(item: item, change: .remove(key: key))
    }

    /// `text` with its one occurrence of `old` replaced: the expected file, every other byte the original's.
    private func replacing(
        _ old: String, with new: String, in text: String, file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "\(old) occurs once", file: file, line: line)
        return text.replacingOccurrences(of: old, with: new)
    }

    private func assertRefused(
        _ bytes: Data, _ edits: [InfoPlistItemEdit], _ reason: InfoPlistEditRefusal.Reason, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try InfoPlistItemEditor.apply(edits, to: bytes, path: path), file: file, line: line) {
            error in
            let refusal = error as? InfoPlistEditRefusal
            XCTAssertEqual(refusal?.reason, reason, file: file, line: line)
            XCTAssertEqual(refusal?.path, path, file: file, line: line)
            XCTAssertEqual(refusal?.description, message, file: file, line: line)
        }
    }

    private func assertRefused(
        _ text: String, _ edits: [InfoPlistItemEdit], _ reason: InfoPlistEditRefusal.Reason, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertRefused(Data(text.utf8), edits, reason, message: message, file: file, line: line)
    }

    // MARK: - Set

    func testSetReplacesTheStringOnItsLine() throws {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Notes</string>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>square.and.pencil</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>compose_title</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
            \t\t\t<dict>
            \t\t\t\t<key>source</key>
            \t\t\t\t<string>shortcut</string>
            \t\t\t</dict>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        XCTAssertEqual(try edited(twoItems, [set(0, "UIApplicationShortcutItemTitle", "compose_title")]), expected)
    }

    func testSetAddsAnAbsentKeyAfterTheItemsLastEntryInItsIndentation() throws {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Notes</string>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>square.and.pencil</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>New Note</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
            \t\t\t<dict>
            \t\t\t\t<key>source</key>
            \t\t\t\t<string>shortcut</string>
            \t\t\t</dict>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        XCTAssertEqual(
            try edited(twoItems, [set(0, "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose")]),
            expected)
    }

    func testSetEscapesTheValueAsXcodeDoes() throws {
        let result = try edited(
            twoItems, [set(1, "UIApplicationShortcutItemSubtitle", "Tom & Jerry <3 > \"quoted\" 'single'")])
        XCTAssertEqual(
            result,
            replacing(
                "\t\t\t</dict>\n\t\t</dict>\n",
                with: "\t\t\t</dict>\n\t\t\t<key>UIApplicationShortcutItemSubtitle</key>\n"
                    + "\t\t\t<string>Tom &amp; Jerry &lt;3 &gt; \"quoted\" 'single'</string>\n\t\t</dict>\n",
                in: twoItems))
        // A value written with a character reference or CDATA is replaced whole, in Foundation's escaping.
        let referenced = replacing(
            "<string>Search</string>", with: "<string>Find &amp; <![CDATA[<go>]]></string>", in: twoItems)
        XCTAssertEqual(
            try edited(referenced, [set(1, "UIApplicationShortcutItemTitle", "Find & <go> now")]),
            replacing("<string>Search</string>", with: "<string>Find &amp; &lt;go&gt; now</string>", in: twoItems))
    }

    func testSettingTheValueItHasChangesNoByte() throws {
        let data = Data(twoItems.utf8)
        XCTAssertEqual(
            try InfoPlistItemEditor.apply([set(0, "UIApplicationShortcutItemTitle", "New Note")], to: data, path: path),
            data)
        XCTAssertEqual(
            try InfoPlistItemEditor.apply([remove(0, "UIApplicationShortcutItemSubtitle")], to: data, path: path), data)
        XCTAssertEqual(try InfoPlistItemEditor.apply([], to: data, path: path), data)
        // The same string written another way is left as written.
        let cdata = Data(
            replacing("<string>Search</string>", with: "<string><![CDATA[Search]]></string>", in: twoItems).utf8)
        XCTAssertEqual(
            try InfoPlistItemEditor.apply([set(1, "UIApplicationShortcutItemTitle", "Search")], to: cdata, path: path),
            cdata)
    }

    // MARK: - Remove

    func testRemoveTakesOutTheKeyAndItsValueWithTheirLines() throws {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Notes</string>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>square.and.pencil</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>New Note</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        XCTAssertEqual(try edited(twoItems, [remove(1, "UIApplicationShortcutItemUserInfo")]), expected)
        XCTAssertEqual(
            try edited(twoItems, [remove(1, "UIApplicationShortcutItemIconType")]),
            replacing(
                "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeSearch</string>\n",
                with: "", in: twoItems))
    }

    func testRemoveFromAnItemOnOneLineLeavesTheRestOfTheLine() throws {
        let oneLine = replacing(
            """
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
            \t\t\t<dict>
            \t\t\t\t<key>source</key>
            \t\t\t\t<string>shortcut</string>
            \t\t\t</dict>
            \t\t</dict>

            """,
            with:
                "\t\t<dict><key>UIApplicationShortcutItemTitle</key><string>Search</string> <key>UIApplicationShortcutItemType</key><string>search</string></dict>\n",
            in: twoItems)
        XCTAssertEqual(
            try edited(oneLine, [remove(1, "UIApplicationShortcutItemTitle")]),
            replacing("<key>UIApplicationShortcutItemTitle</key><string>Search</string>", with: "", in: oneLine))
    }

    // MARK: - Several edits

    func testTwoEditsInOneItem() throws {
        let result = try edited(
            twoItems,
            [
                set(0, "UIApplicationShortcutItemTitle", "Write"),
                remove(0, "UIApplicationShortcutItemIconSymbolName"),
                set(0, "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose"),
            ])
        let expected = replacing(
            """
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>square.and.pencil</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>New Note</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t</dict>

            """,
            with: """
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>Write</string>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
                \t\t</dict>

                """, in: twoItems)
        XCTAssertEqual(result, expected)
    }

    func testEditsInTwoItems() throws {
        let result = try edited(
            twoItems,
            [
                set(1, "UIApplicationShortcutItemTitle", "Find"),
                set(0, "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose"),
                remove(1, "UIApplicationShortcutItemIconType"),
            ])
        var expected = replacing(
            "\t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>\n",
            with: "\t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>\n"
                + "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeCompose</string>\n",
            in: twoItems)
        expected = replacing("<string>Search</string>", with: "<string>Find</string>", in: expected)
        expected = replacing(
            "\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeSearch</string>\n",
            with: "", in: expected)
        XCTAssertEqual(result, expected)
    }

    // MARK: - The file's layout

    func testCRLFLinesStayCRLFAndTheAddedLinesTakeThem() throws {
        let crlf = twoItems.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try edited(
            crlf,
            [
                set(0, "UIApplicationShortcutItemSubtitle", "Quick"), remove(1, "UIApplicationShortcutItemUserInfo"),
                set(1, "UIApplicationShortcutItemTitle", "Find"),
            ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>\r
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\r
            <plist version="1.0">\r
            <dict>\r
            \t<key>CFBundleName</key>\r
            \t<string>Notes</string>\r
            \t<key>UIApplicationShortcutItems</key>\r
            \t<array>\r
            \t\t<dict>\r
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>\r
            \t\t\t<string>square.and.pencil</string>\r
            \t\t\t<key>UIApplicationShortcutItemTitle</key>\r
            \t\t\t<string>New Note</string>\r
            \t\t\t<key>UIApplicationShortcutItemType</key>\r
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>\r
            \t\t\t<key>UIApplicationShortcutItemSubtitle</key>\r
            \t\t\t<string>Quick</string>\r
            \t\t</dict>\r
            \t\t<dict>\r
            \t\t\t<key>UIApplicationShortcutItemIconType</key>\r
            \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>\r
            \t\t\t<key>UIApplicationShortcutItemTitle</key>\r
            \t\t\t<string>Find</string>\r
            \t\t\t<key>UIApplicationShortcutItemType</key>\r
            \t\t\t<string>search</string>\r
            \t\t</dict>\r
            \t</array>\r
            </dict>\r
            </plist>\r

            """
        XCTAssertEqual(Array(result.utf8), Array(expected.utf8))
    }

    func testSpacesAreKeptAsTheItemUsesThem() throws {
        // Four spaces a level at the top, two inside the item: the item's own indentation wins.
        let spaces = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                      <key>UIApplicationShortcutItemTitle</key>
                      <string>Search</string>
                      <key>UIApplicationShortcutItemType</key>
                      <string>search</string>
                    </dict>
                </array>
            </dict>
            </plist>

            """
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                      <key>UIApplicationShortcutItemTitle</key>
                      <string>Find</string>
                      <key>UIApplicationShortcutItemType</key>
                      <string>search</string>
                      <key>UIApplicationShortcutItemIconType</key>
                      <string>UIApplicationShortcutIconTypeSearch</string>
                    </dict>
                </array>
            </dict>
            </plist>

            """
        XCTAssertEqual(
            try edited(
                spaces,
                [
                    set(0, "UIApplicationShortcutItemTitle", "Find"),
                    set(0, "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeSearch"),
                ]), expected)
    }

    func testAnEmptyItemIsOpenedWithTheFilesIndentationUnit() throws {
        let spaces = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>UIApplicationShortcutItems</key>
              <array>
                <dict/>
              </array>
            </dict>
            </plist>

            """
        XCTAssertEqual(
            try edited(spaces, [set(0, "UIApplicationShortcutItemType", "search")]),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>UIApplicationShortcutItems</key>
              <array>
                <dict>
                  <key>UIApplicationShortcutItemType</key>
                  <string>search</string>
                </dict>
              </array>
            </dict>
            </plist>

            """)
    }

    func testTheEncodingDeclarationAndCommentsStayAsWritten() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8" standalone="yes"?>
            <!-- Quick actions: <key>UIApplicationShortcutItemTitle</key> is set by quickglyph -->
            <plist version="1.0"><dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<!-- the first <dict> -->
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemTitle</key> <!-- short -->
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>search</string>
            \t\t</dict>
            \t</array>
            </dict></plist>
            """
        XCTAssertEqual(
            try edited(
                text, [set(0, "UIApplicationShortcutItemTitle", "Find"), remove(0, "UIApplicationShortcutItemType")]),
            """
            <?xml version="1.0" encoding="utf-8" standalone="yes"?>
            <!-- Quick actions: <key>UIApplicationShortcutItemTitle</key> is set by quickglyph -->
            <plist version="1.0"><dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<!-- the first <dict> -->
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemTitle</key> <!-- short -->
            \t\t\t<string>Find</string>
            \t\t</dict>
            \t</array>
            </dict></plist>
            """)
    }

    // MARK: - A real-world Info.plist

    /// Xcode's iOS app template with the keys an app adds over the years, the items among them.
    private let xcodeApp = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>$(DEVELOPMENT_LANGUAGE)</string>
        \t<key>CFBundleExecutable</key>
        \t<string>$(EXECUTABLE_NAME)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>CFBundleInfoDictionaryVersion</key>
        \t<string>6.0</string>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>CFBundlePackageType</key>
        \t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
        \t<key>CFBundleShortVersionString</key>
        \t<string>$(MARKETING_VERSION)</string>
        \t<key>CFBundleVersion</key>
        \t<string>$(CURRENT_PROJECT_VERSION)</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>NSPhotoLibraryUsageDescription</key>
        \t<string>Photos &amp; videos you pick are attached to the note.</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t\t<string>Main</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>square.and.pencil</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>compose_title</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconFile</key>
        \t\t\t<string>scan</string>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>doc.viewfinder</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>scan_title</string>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).scan</string>
        \t\t</dict>
        \t</array>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIRequiredDeviceCapabilities</key>
        \t<array>
        \t\t<string>armv7</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        </dict>
        </plist>

        """

    func testARealWorldInfoPlistChangesOnlyTheEditedLines() throws {
        let result = try edited(
            xcodeApp,
            [
                set(0, "UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose"),
                remove(1, "UIApplicationShortcutItemIconFile"),
                set(1, "UIApplicationShortcutItemSubtitle", "PDF & photo"),
            ])
        let expected = replacing(
            """
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>square.and.pencil</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>compose_title</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconFile</key>
            \t\t\t<string>scan</string>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>doc.viewfinder</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>scan_title</string>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).scan</string>
            \t\t</dict>
            \t</array>

            """,
            with: """
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
                \t\t\t<string>square.and.pencil</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>compose_title</string>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
                \t\t\t<key>UIApplicationShortcutItemIconType</key>
                \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
                \t\t</dict>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
                \t\t\t<string>doc.viewfinder</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>scan_title</string>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).scan</string>
                \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
                \t\t\t<string>PDF &amp; photo</string>
                \t\t</dict>
                \t</array>

                """, in: xcodeApp)
        XCTAssertEqual(result, expected)
        // What Foundation reads is the original with exactly those three changes.
        let read = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: Data(result.utf8), format: nil) as? [String: Any])
        let items = try XCTUnwrap(read["UIApplicationShortcutItems"] as? [[String: String]])
        XCTAssertEqual(items[0]["UIApplicationShortcutItemIconType"], "UIApplicationShortcutIconTypeCompose")
        XCTAssertNil(items[1]["UIApplicationShortcutItemIconFile"])
        XCTAssertEqual(items[1]["UIApplicationShortcutItemSubtitle"], "PDF & photo")
        XCTAssertEqual(read.count, 15)
    }

    // MARK: - Refusals

    func testABinaryPlistIsRefused() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a"]]],
            format: .binary, options: 0)
        assertRefused(
            binary, [set(0, "UIApplicationShortcutItemTitle", "A")], .binary,
            message: "Notes/Info.plist was left as it is: "
                + "it is a binary property list, and only an XML one can be edited in place; convert it to XML (plutil -convert xml1)"
        )
    }

    func testAPreprocessedPlistIsRefused() {
        let preprocessed = replacing(
            "\t<key>CFBundleName</key>\n", with: "#ifdef BETA\n\t<key>CFBundleName</key>\n#endif\n", in: twoItems)
        assertRefused(
            preprocessed, [set(0, "UIApplicationShortcutItemTitle", "A")], .preprocessed,
            message: "Notes/Info.plist was left as it is: "
                + "it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; change UIApplicationShortcutItems in it by hand"
        )
    }

    func testWhatIsNotAnXMLDictionaryIsRefused() {
        let edit = [set(0, "UIApplicationShortcutItemTitle", "A")]
        assertRefused(
            "{ UIApplicationShortcutItems = ( { UIApplicationShortcutItemType = a; } ); }", edit, .openStep,
            message:
                "Notes/Info.plist was left as it is: it is an old-style (OpenStep) property list, which Foundation cannot write; convert it to XML"
        )
        assertRefused(
            "<plist><dict><key>a</key></dict></plist>", edit,
            .notPropertyList(reason: "Value missing for key inside <dict> at line 1"),
            message:
                "Notes/Info.plist was left as it is: it is not a property list: Value missing for key inside <dict> at line 1"
        )
        assertRefused(
            "<plist><array><string>a</string></array></plist>", edit, .rootNotDictionary(found: "an array"),
            message: "Notes/Info.plist was left as it is: its root is an array, not a dictionary")
        var latin1 = Array(replacing("encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"", in: twoItems).utf8)
        latin1[latin1.firstIndex(of: UInt8(ascii: "N"))!] = 0xC9
        assertRefused(
            Data(latin1), edit, .notUTF8,
            message: "Notes/Info.plist was left as it is: its XML is not UTF-8 (Xcode writes UTF-8); convert it")
    }

    func testMissingItemsAndItemsOfTheWrongKindAreRefused() {
        let edit = [set(0, "UIApplicationShortcutItemTitle", "A")]
        assertRefused(
            "<plist><dict><key>CFBundleName</key><string>Notes</string></dict></plist>", edit, .noShortcutItems,
            message: "Notes/Info.plist was left as it is: it has no UIApplicationShortcutItems")
        assertRefused(
            "<plist><dict><key>UIApplicationShortcutItems</key><dict/></dict></plist>", edit,
            .shortcutItemsNotArray(found: "a dictionary"),
            message: "Notes/Info.plist was left as it is: its UIApplicationShortcutItems is a dictionary, not an array")
        assertRefused(
            twoItems, [set(2, "UIApplicationShortcutItemTitle", "A")], .noSuchItem(index: 2, count: 2),
            message:
                "Notes/Info.plist was left as it is: it has no UIApplicationShortcutItems[2]: UIApplicationShortcutItems holds 2 items"
        )
        assertRefused(
            twoItems, [remove(-1, "UIApplicationShortcutItemTitle")], .noSuchItem(index: -1, count: 2),
            message:
                "Notes/Info.plist was left as it is: it has no UIApplicationShortcutItems[-1]: UIApplicationShortcutItems holds 2 items"
        )
        assertRefused(
            "<plist><dict><key>UIApplicationShortcutItems</key><array><string>a</string></array></dict></plist>",
            [remove(0, "UIApplicationShortcutItemTitle")], .itemNotDictionary(index: 0, found: "a string"),
            message:
                "Notes/Info.plist was left as it is: its UIApplicationShortcutItems[0] is a string, not a dictionary")
        assertRefused(
            "<plist><dict><key>UIApplicationShortcutItems</key><array><dict/></array></dict></plist>",
            [set(1, "UIApplicationShortcutItemTitle", "A")], .noSuchItem(index: 1, count: 1),
            message:
                "Notes/Info.plist was left as it is: it has no UIApplicationShortcutItems[1]: UIApplicationShortcutItems holds 1 item"
        )
    }

    func testAStringIsNotWrittenOverAnotherKindOfValue() {
        assertRefused(
            twoItems, [set(1, "UIApplicationShortcutItemUserInfo", "search")],
            .notString(index: 1, key: "UIApplicationShortcutItemUserInfo", found: "a dictionary"),
            message:
                "Notes/Info.plist was left as it is: its UIApplicationShortcutItems[1] UIApplicationShortcutItemUserInfo is a dictionary, "
                + "not a string, so no string is written over it")
        // Once an earlier edit has removed it, the key is absent and the string is added.
        XCTAssertNoThrow(
            try edited(
                twoItems,
                [remove(1, "UIApplicationShortcutItemUserInfo"), set(1, "UIApplicationShortcutItemUserInfo", "x")]))
    }

    // MARK: - Rename

    /// A misspelt key renamed: only the text inside its `<key>` changes; its value, its place among the item's keys
    /// (not sorted again) and every other byte stay.
    func testRenameChangesOnlyTheKeysName() throws {
        let misspelt = replacing(
            "<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>",
            with: "<key>UIApplicationShortcutItemTittle</key>\n\t\t\t<string>Search</string>", in: twoItems)
        let rename = InfoPlistItemEdit(
            item: 1, change: .rename(key: "UIApplicationShortcutItemTittle", newKey: "UIApplicationShortcutItemTitle"))
        XCTAssertEqual(try edited(misspelt, [rename]), twoItems)
        XCTAssertEqual(try edited(twoItems, [rename]), twoItems, "made already: no byte changes")
    }

    func testARenameOverAKeyTheItemHasIsRefused() {
        let both = replacing(
            "\t\t\t<string>search</string>\n",
            with: "\t\t\t<string>search</string>\n\t\t\t<key>UIApplicationShortcutItemTittle</key>\n"
                + "\t\t\t<string>Find</string>\n",
            in: twoItems)
        assertRefused(
            both,
            [
                InfoPlistItemEdit(
                    item: 1,
                    change: .rename(key: "UIApplicationShortcutItemTittle", newKey: "UIApplicationShortcutItemTitle"))
            ],
            .keyExists(index: 1, key: "UIApplicationShortcutItemTitle"),
            message: "Notes/Info.plist was left as it is: its UIApplicationShortcutItems[1] already has "
                + "UIApplicationShortcutItemTitle, so the misspelt key is not renamed over it")
    }

    func testAValueXMLCannotHoldIsRefused() {
        assertRefused(
            twoItems, [set(0, "UIApplicationShortcutItemTitle", "New\u{0}Note")],
            .forbiddenCharacter(key: "UIApplicationShortcutItemTitle", character: "U+0000"),
            message:
                "Notes/Info.plist was left as it is: the new value of UIApplicationShortcutItemTitle holds U+0000, which XML cannot hold"
        )
    }

    func testAnItemWithAKeyTwiceIsNotEditedInPlace() {
        let twice = replacing(
            "\t\t\t<string>search</string>\n",
            with:
                "\t\t\t<string>search</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Find</string>\n",
            in: twoItems)
        assertRefused(
            twice, [set(1, "UIApplicationShortcutItemTitle", "A")],
            .layout(reason: "its UIApplicationShortcutItems[1] has UIApplicationShortcutItemTitle more than once"),
            message: "Notes/Info.plist was left as it is: its XML cannot be edited in place: "
                + "its UIApplicationShortcutItems[1] has UIApplicationShortcutItemTitle more than once")
    }

    func testAnEditThatWouldNotReadBackAsIntendedIsRefused() {
        XCTAssertThrowsError(
            try InfoPlistItemEditor.apply(
                [set(0, "UIApplicationShortcutItemTitle", "Write")], to: Data(twoItems.utf8), path: path,
                afterEdit: {
                    Array(
                        String(decoding: $0, as: UTF8.self)
                            .replacingOccurrences(of: "<string>Search</string>", with: "<string>Find</string>").utf8)
                })
        ) { error in
            XCTAssertEqual(error as? InfoPlistEditRefusal, InfoPlistEditRefusal(path: path, reason: .editNotFaithful))
            XCTAssertEqual(
                (error as? InfoPlistEditRefusal)?.description,
                "Notes/Info.plist was left as it is: "
                    + "the edited file would not read back as the same property list with only the intended changes to UIApplicationShortcutItems"
            )
        }
    }
}

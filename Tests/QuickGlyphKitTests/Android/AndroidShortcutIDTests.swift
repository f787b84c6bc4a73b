import Foundation
import QuickGlyphAndroid
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// An item's Android shortcut id: its iOS type without the leading `$(SETTING).`, or its `android.id`;
/// unique, and made from the item alone.
final class AndroidShortcutIDTests: XCTestCase {
    private func item(_ type: String, id: String? = nil, title: String = "T") -> QuickAction {
        var item = QuickAction(type: type, title: title, icon: .symbol("star"))
        item.android = AndroidIntentSettings(id: id, data: "example://x")
        return item
    }

    private func shortcuts(_ items: [QuickAction]) throws -> String {
        let set = try AndroidResourceSet(items: items, package: nil, masks: [:], encoder: RGBAPNGEncoder())
        return String(
            decoding: try XCTUnwrap(set.files[AndroidResourceSet.shortcutsPath], "\(set.problems)"), as: UTF8.self)
    }

    private func ids(_ document: String) -> [String] {
        document.components(separatedBy: "android:shortcutId=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func testALeadingBuildSettingIsTakenOff() {
        XCTAssertEqual(AndroidShortcutID.of(item("$(PRODUCT_BUNDLE_IDENTIFIER).compose")), "compose")
        XCTAssertEqual(AndroidShortcutID.of(item("${PRODUCT_BUNDLE_IDENTIFIER}.compose")), "compose")
        XCTAssertEqual(
            AndroidShortcutID.of(item("$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier).share.photo")), "share.photo")
        XCTAssertEqual(
            AndroidShortcutID.of(item("com.example.app.compose")), "com.example.app.compose", "a literal type is the id"
        )
    }

    func testASettingThatCannotBeTakenOffHasNoIdUnlessTheItemGivesOne() {
        for type in [
            "com.$(TEAM).compose", "$(PRODUCT_BUNDLE_IDENTIFIER)", "$(PRODUCT_BUNDLE_IDENTIFIER).", "$(A).$(B)",
            "$(PRODUCT_BUNDLE_IDENTIFIERcompose", "$().compose", "x${A}",
        ] {
            XCTAssertNil(AndroidShortcutID.of(item(type)), type)
            XCTAssertEqual(AndroidShortcutID.of(item(type, id: "compose")), "compose", type)
        }
    }

    func testTheIdNamesTheShortcutAndItsLabels() throws {
        let document = try shortcuts([
            item("$(PRODUCT_BUNDLE_IDENTIFIER).compose"), item("$(PRODUCT_BUNDLE_IDENTIFIER).scan", id: "Scan.QR"),
        ])
        XCTAssertEqual(ids(document), ["compose", "Scan.QR"])
        XCTAssertTrue(
            document.contains(#"android:shortcutShortLabel="@string/quickglyph_shortcut_compose_short""#), document)
        XCTAssertTrue(
            document.contains(#"android:shortcutLongLabel="@string/quickglyph_shortcut_scan_qr_long""#), document)
    }

    /// Made from the item alone: the same item gets the same id in any order, so a pinned shortcut survives a
    /// reordering.
    func testAReorderingKeepsEveryId() throws {
        let items = [
            item("$(PRODUCT_BUNDLE_IDENTIFIER).compose"), item("$(PRODUCT_BUNDLE_IDENTIFIER).scan", id: "qr"),
            item("com.example.app.search"),
        ]
        let forward = ids(try shortcuts(items))
        let backward = ids(try shortcuts(items.reversed()))
        XCTAssertEqual(forward, ["compose", "qr", "com.example.app.search"])
        XCTAssertEqual(backward, forward.reversed())
    }

    func testTwoItemsWithOneIdAreAnErrorNamingBoth() throws {
        let items = [item("$(PRODUCT_BUNDLE_IDENTIFIER).compose"), item("com.example.app.new", id: "compose")]
        let set = try AndroidResourceSet(items: items, package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(set.files, [:])
        XCTAssertEqual(
            set.problems,
            [
                .duplicateID(
                    first: 0, firstType: "$(PRODUCT_BUNDLE_IDENTIFIER).compose", second: 1,
                    secondType: "com.example.app.new", id: "compose")
            ])
        XCTAssertEqual(
            set.problems.map(\.description),
            [
                "items[0] ($(PRODUCT_BUNDLE_IDENTIFIER).compose) and items[1] (com.example.app.new) both have the Android shortcut id "
                    + "\"compose\", and Android keeps only the first, so the Android resources were not written; give one of them "
                    + "\"android\": {\"id\": …}"
            ])
        XCTAssertTrue(set.problems[0].stopsTheOutput)
        // Ids that differ but make one resource name are the clash they always were.
        let clash = try AndroidResourceSet(
            items: [item("$(A).compose-new"), item("$(A).compose_new")], package: nil, masks: [:],
            encoder: RGBAPNGEncoder())
        XCTAssertEqual(
            clash.problems,
            [
                .clashingNames(
                    first: "compose-new", second: "compose_new", resource: "quickglyph_shortcut_compose_new_short")
            ])
    }

    func testATypeThatCannotBeReducedSaysToGiveAnId() throws {
        let set = try AndroidResourceSet(
            items: [item("com.$(TEAM).compose")], package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(
            set.problems.map(\.description),
            [
                "items[0].type \"com.$(TEAM).compose\" holds a build setting, which Android cannot expand: its shortcutId is read as "
                    + "written, and only a leading \"$(SETTING).\" is taken off it, so the Android resources were not written; give the "
                    + "item \"android\": {\"id\": …}, its shortcut's id on Android"
            ])
    }

    func testTheItemsFileReadsTheIdAndRefusesABuildSettingInIt() {
        let parsed = ItemsFile.parse(
            Data(
                #"""
                { "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New", "glyph": "compose", "android": { "id": "compose.new" } } ] }
                """#.utf8))
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(parsed.items.first?.android, AndroidIntentSettings(id: "compose.new"))
        let refused = ItemsFile.parse(
            Data(
                #"""
                { "items": [ { "type": "a", "title": "A", "glyph": "a", "android": { "id": "$(PRODUCT_BUNDLE_IDENTIFIER).a" } },
                             { "type": "b", "title": "B", "glyph": "b", "android": { "id": "@string/b" } },
                             { "type": "c", "title": "C", "glyph": "c", "android": { "id": 3 } } ] }
                """#.utf8))
        XCTAssertEqual(
            refused.errors.map(\.description),
            [
                "items[0].android.id: holds a build setting, \"$(…)\", which Android never expands: it reads the value as written; write the value itself",
                "items[1].android.id: starts with \"@\" or \"?\", which Android reads as a resource reference and resolves against the "
                    + "system's resources, not the app's; write the value itself",
                "items[2].android.id: must be a string (found a number)",
            ])
    }
}

import Foundation
import QuickGlyphModel
import XCTest

/// The items file's `"android"` objects: the root's package, each item's intent, and their exact errors.
final class AndroidItemsFileTests: XCTestCase {
    private func parse(_ json: String) -> ItemsFile.Parsed {
        ItemsFile.parse(Data(json.utf8))
    }

    func testThePackageAndAnIntentAreRead() {
        let parsed = parse(
            #"""
            { "android": { "package": "com.example.app" },
              "items": [ { "type": "compose", "title": "New", "glyph": "compose",
                           "android": { "action": "android.intent.action.SEND", "targetClass": "com.example.app.Main$Compose",
                                        "data": "example://compose", "categories": ["a.b", "c.d"] } },
                         { "type": "search", "title": "Search", "symbol": "magnifyingglass" } ] }
            """#)
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(parsed.androidPackage, "com.example.app")
        XCTAssertEqual(
            parsed.items.map(\.android),
            [
                AndroidIntentSettings(
                    action: "android.intent.action.SEND", targetClass: "com.example.app.Main$Compose",
                    data: "example://compose", categories: ["a.b", "c.d"]),
                nil,
            ])
    }

    func testBadRootValuesAreNamed() {
        XCTAssertEqual(
            parse(#"{ "android": "com.example.app", "items": [] }"#).errors.map(\.description),
            [
                #"android: must be an object with "package" and optionally "targetClass", as {"package": "com.example.app", "#
                    + #""targetClass": "com.example.app.MainActivity"} (found a string)"#
            ])
        XCTAssertEqual(
            parse(#"{ "android": { "package": "com.example.app", "minSdk": 25 }, "items": [] }"#).errors.map(
                \.description),
            [
                #"android: must be an object with "package" and optionally "targetClass", as {"package": "com.example.app", "#
                    + #""targetClass": "com.example.app.MainActivity"} (found an object with "minSdk")"#
            ])
        XCTAssertEqual(
            parse(#"{ "android": { "package": "example" }, "items": [] }"#).errors.map(\.description),
            [
                #"android.package: must be the app's application id, such as "com.example.app": two or more names joined by dots, "#
                    + #"each a letter followed by letters, digits or _ (found "example")"#
            ])
        XCTAssertEqual(parse(#"{ "android": { "package": "com.1example" }, "items": [] }"#).errors.count, 1)
        XCTAssertEqual(
            parse(#"{ "android": { "package": 7 }, "items": [] }"#).errors.map(\.description),
            [
                #"android.package: must be the app's application id, such as "com.example.app": two or more names joined by dots, "#
                    + #"each a letter followed by letters, digits or _ (found a number)"#
            ])
    }

    func testBadIntentValuesAreNamedAtTheirItem() {
        let parsed = parse(
            #"""
            { "android": { "package": "com.example.app" },
              "items": [ { "type": "a", "title": "A", "symbol": "star", "android": { "targetClass": ".MainActivity" } },
                         { "type": "b", "title": "B", "symbol": "star", "android": { "data": "@string/link", "action": "" } },
                         { "type": "c", "title": "C", "symbol": "star", "android": { "categorys": [], "categories": "x" } },
                         { "type": "d", "title": "D", "symbol": "star", "android": [] },
                         { "type": "e", "title": "E", "symbol": "star", "android": { "package": "com.example.app" } } ] }
            """#)
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                #"items[0].android.targetClass: must be a fully qualified class name such as "com.example.app.MainActivity" "#
                    + #"(found ".MainActivity"); Android does not expand a leading "." here"#,
                "items[1].android.action: must not be empty",
                #"items[1].android.data: starts with "@" or "?", which Android reads as a resource reference and resolves "#
                    + "against the system's resources, not the app's; write the value itself",
                #"items[2].android.categorys: unknown field; did you mean "categories"?"#,
                "items[2].android.categories: must be an array of strings (found a string)",
                #"items[3].android: must be an object, {"id": …, "shortLabel": …, "targetClass": …, "data": …, "action": …, "#
                    + #""categories": […]} (found an array)"#,
                "items[4].android.package: unknown field; the fields are id, shortLabel, action, targetClass, data, categories",
            ])
        XCTAssertEqual(parsed.items, [], "an item with an error is not an item")
    }

    func testATargetClassNeedsThePackage() {
        let parsed = parse(
            #"{ "items": [ { "type": "a", "title": "A", "symbol": "star", "android": { "targetClass": "com.example.Main" } } ] }"#
        )
        XCTAssertEqual(
            parsed.errors.map(\.description),
            [
                #"items[0].android.targetClass: names an activity, but the items file has no "android": {"package": …} at its root "#
                    + "for it to belong to; add the app's application id there"
            ])
        XCTAssertEqual(parsed.errors.first?.index, 0)
    }
}

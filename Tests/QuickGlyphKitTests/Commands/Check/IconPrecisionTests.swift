import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// Icons real apps name in ways check once took for missing or wrong (issue 41): an icon file named with its
/// extension, a custom symbol set, the HIG's 104 px at @3x, and icons code makes with `type:` or
/// `systemImageName:` from a value it computes. Each pattern is one a real app taught us, written anew.
final class IconPrecisionTests: XCTestCase {
    private func plist(icon: String) -> ExampleFile {
        Fixtures.infoPlist(items: [Fixtures.plistItem("app.selfie", "Selfie", icon: icon)])
    }

    /// A PNG `size` px square whose black bar covers the left half: ink on the top, bottom and left edges.
    private func bar(_ size: Int, scale: Int) -> ExampleFile {
        .png(Fixtures.leftBar(path: "", size: size, scale: scale, width: 0.5).raster)
    }

    /// A PNG `size` px square with a black square 0.6 of its side wide, hanging from the top edge: the HIG's
    /// size, but no margin above it.
    private func hangingSquare(_ size: Int) -> ExampleFile {
        .png(
            Fixtures.draw(size: size) { u, v in
                u >= 0.2 && u <= 0.8 && v <= 0.6 ? (RGB(red: 0, green: 0, blue: 0), 255) : nil
            })
    }

    /// `UIApplicationShortcutItemIconFile` = "Selfie-100.png" finds the bundle's Selfie-100.png, as iOS loads it;
    /// the file is then judged: 100 px is no quick-action size, and a canvas larger than 35 pt is scaled down to
    /// the slot, so ink on its edge is on the slot's edge. Its scale is not known, so no scale is called missing.
    func testIconFileNamedWithItsExtensionFindsTheBundlePNG() throws {
        let (report, relative) = try CheckTestSupport.checkApp(
            ["App/Info.plist": plist(icon: "Selfie-100.png"), "App/Selfie-100.png": bar(100, scale: 1)], test: self)
        XCTAssertEqual(
            CheckTestSupport.lines(report, relative),
            [
                "App no-xcode-project",
                "App/Selfie-100.png glyph-touches-edge",
                "App/Selfie-100.png wrong-size",
            ])
    }

    /// An icon file naming a custom symbol of the catalog (`paperplane.symbolset`) resolves; a symbol is a vector
    /// template, not a raster glyph, so nothing is judged of it.
    func testIconFileNamingACustomSymbolSetResolves() throws {
        let symbolset = "App/Assets.xcassets/paperplane.symbolset/"
        let (report, relative) = try CheckTestSupport.checkApp(
            [
                "App/Info.plist": plist(icon: "paperplane"),
                "App/Assets.xcassets/Contents.json": .text("{\n  \"info\" : {\n    \"version\" : 1\n  }\n}\n"),
                symbolset + "Contents.json": .text(
                    "{\n  \"info\" : {\n    \"version\" : 1\n  },\n  \"symbols\" : [\n    {\n"
                        + "      \"filename\" : \"paperplane.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n"),
                symbolset + "paperplane.svg": .text(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><g id=\"Symbols\">"
                        + "<path d=\"M10 50 L90 10 L50 90 Z\"/></g></svg>\n"),
            ], test: self)
        XCTAssertEqual(CheckTestSupport.lines(report, relative), ["App no-xcode-project"])
        XCTAssertEqual(
            report.actions.map { relative($0.iconText) }, ["file paperplane → App/Assets.xcassets/paperplane.symbolset"]
        )
    }

    /// 70 px at @2x beside the HIG's 104 px at @3x is no wrong size, so the glyph is judged on its canvas:
    /// its ink reaching the edges is said, once for both scales.
    func testHIGSizeAtThreeXIsNoWrongSizeAndTheGlyphIsJudged() throws {
        var tree = Fixtures.imageset("bolt", scales: [2, 3], catalog: "App/Assets.xcassets")
        tree["App/Assets.xcassets/bolt.imageset/bolt@2x.png"] = hangingSquare(70)
        tree["App/Assets.xcassets/bolt.imageset/bolt@3x.png"] = hangingSquare(104)
        tree["App/Info.plist"] = plist(icon: "bolt")
        let (report, relative) = try CheckTestSupport.checkApp(tree, test: self)
        XCTAssertEqual(
            CheckTestSupport.lines(report, relative),
            ["App no-xcode-project", "App/Assets.xcassets/bolt.imageset/bolt@3x.png glyph-touches-edge"])
    }

    /// `type:` and `systemImageName:` show a system icon or symbol whatever their argument: a computed one
    /// is no image of the app, so nothing is said of it; `.init(type:)` through a local `let` read inside a
    /// closure (whose call's `icon:` label is no parameter) is followed to its case.
    func testIconsMadeFromSystemIconsOrSymbolsAreNeverUnresolved() throws {
        let code = """
            import UIKit

            final class Shortcuts {
                var timers: [Int] = []
                var symbols: [String: String] = [:]

                func kind(_ row: Int) -> UIApplicationShortcutIcon.IconType {
                    UIApplicationShortcutIcon.IconType(rawValue: row) ?? .compose
                }

                func install(row: Int) {
                    let picked = UIApplicationShortcutIcon(type: kind(row))
                    let icon = UIApplicationShortcutIcon.init(type: UIApplicationShortcutIconType.time)
                    var items = timers.map { seconds -> UIApplicationShortcutItem in
                        return UIApplicationShortcutItem.init(
                            type: "timer", localizedTitle: "\\(seconds) s", localizedSubtitle: nil, icon: icon,
                            userInfo: nil)
                    }
                    items.append(UIApplicationShortcutItem(
                        type: "picked", localizedTitle: "Picked", localizedSubtitle: nil, icon: picked, userInfo: nil))
                    items.append(UIApplicationShortcutItem(
                        type: "symbol", localizedTitle: "Symbol", localizedSubtitle: nil,
                        icon: UIApplicationShortcutIcon(systemImageName: symbols["symbol"] ?? "star"), userInfo: nil))
                    UIApplication.shared.shortcutItems = items
                }
            }
            """
        let (report, relative) = try CheckTestSupport.checkApp(["App/Shortcuts.swift": .text(code)], test: self)
        XCTAssertEqual(CheckTestSupport.lines(report, relative), ["App no-custom-icon", "App no-xcode-project"])
        XCTAssertEqual(
            report.actions.map(\.icon),
            [
                .type(SystemIconName("time")),
                .unresolved("UIApplicationShortcutIcon(type: kind(row))", form: .type),
                .unresolved(
                    "UIApplicationShortcutIcon(systemImageName: symbols[\"symbol\"] ?? \"star\")", form: .symbol),
            ])
        let noCustom = try XCTUnwrap(report.findings.first { $0.rule == .noCustomIcon })
        XCTAssertTrue(noCustom.message.contains("(system icons and SF Symbols only)"), noCustom.message)
    }
}

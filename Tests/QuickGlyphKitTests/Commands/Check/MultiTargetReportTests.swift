import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphTestSupport
import XCTest

/// The report of an app of several application targets, as VLC for iOS is: each target is
/// an app of its own on the phone, so each gets its own menu of its own actions (at most four,
/// static ones first), titled with its name; a title the code gives as a key is shown in the
/// development language, the key on hover; every table of actions has a target column.
final class MultiTargetReportTests: XCTestCase {
    /// Player: one static item and four dynamic ones (five: one left out); Lite: one static item.
    static var tree: [String: ExampleFile] {
        let code = """
            import UIKit
            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "org.example.video", localizedTitle: NSLocalizedString("VIDEO", comment: ""),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .captureVideo)),
                    UIApplicationShortcutItem(type: "org.example.audio", localizedTitle: NSLocalizedString("AUDIO", comment: ""),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "qrcode.viewfinder")),
                    UIApplicationShortcutItem(type: "org.example.playlists", localizedTitle: NSLocalizedString("PLAYLISTS", comment: ""),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .shuffle)),
                    UIApplicationShortcutItem(type: "org.example.network", localizedTitle: NSLocalizedString("NETWORK", comment: ""),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .cloud)),
                ]
            }
            """
        // Player's scene delegate handles one of its five types (the rules' example delegate); Lite's code is not in
        // the folder.
        let delegate = HandlerSources.sceneDelegate.replacingOccurrences(
            of: "com.example.compose", with: "org.example.video")
        return [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(
                        name: "Player", infoPlist: "Player/Info.plist",
                        resources: ["Player/en.lproj/Localizable.strings"],
                        sources: ["Player/Shortcuts.swift", "Player/SceneDelegate.swift"]),
                    .init(name: "Lite", infoPlist: "Lite/Info.plist"),
                ]).text),
            "App/Player/Info.plist": Fixtures.plist([
                InfoPlistKey.shortcutItems: [
                    Fixtures.plistItem("org.example.search", "Search", iconType: "UIApplicationShortcutIconTypeSearch")
                ],
                "UIApplicationSceneManifest": [
                    "UISceneConfigurations": [
                        "UIWindowSceneSessionRoleApplication": [
                            [
                                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"
                            ]
                        ]
                    ]
                ],
            ]),
            "App/Player/Shortcuts.swift": .text(code),
            "App/Player/SceneDelegate.swift": .text(delegate),
            "App/Player/en.lproj/Localizable.strings": .text(
                "\"VIDEO\" = \"Video\";\n\"AUDIO\" = \"Audio\";\n\"PLAYLISTS\" = \"Playlists\";\n"),
            "App/Lite/Info.plist": Fixtures.infoPlist(items: [
                Fixtures.plistItem("org.example.play", "Play", iconType: "UIApplicationShortcutIconTypePlay")
            ]),
        ]
    }

    func testEachTargetHasItsOwnMenuOfAtMostFourStaticFirstTitledInTheDevelopmentLanguage() throws {
        let (report, _) = try CheckTestSupport.checkApp(Self.tree, test: self)
        let menus = report.overview.menus
        XCTAssertEqual(menus.map(\.target), ["Lite", "Player"])
        XCTAssertEqual(menus[0].shown.map(\.title), ["Play"])
        let player = menus[1]
        XCTAssertEqual(
            player.shown.map(\.title), ["Search", "Video", "Audio", "Playlists"],
            "static first, then the code's, four of them")
        XCTAssertEqual(player.leftOut.map(\.title), ["NETWORK"], "a key with no translation is shown as written")
        XCTAssertEqual(player.shown.map(\.titleKey), [nil, "VIDEO", "AUDIO", "PLAYLISTS"])
    }

    func testTheHTMLReportDrawsOneTitledMenuATargetAndATargetColumn() throws {
        let (report, _) = try CheckTestSupport.checkApp(Self.tree, test: self)
        let page = HTMLReporter().document(report)
        XCTAssertEqual(page.components(separatedBy: "<div class=\"app-menu\"").count - 1, 2)
        XCTAssertTrue(
            page.contains("<div class=\"app-menu\" data-target=\"Lite\"><h3 class=\"target\">Lite</h3>"), page)
        XCTAssertTrue(
            page.contains("<div class=\"app-menu\" data-target=\"Player\"><h3 class=\"target\">Player</h3>"), page)
        // Under Player's name, how its code receives the actions; Lite's code is not in the folder, so nothing is said.
        XCTAssertTrue(page.contains("<h3 class=\"target\">Player</h3><p class=\"life-cycle\">scenes ("), page)
        XCTAssertTrue(page.contains("SceneDelegate<wbr>.swift:8:10</p>"), "the warm-start handler named")
        XCTAssertFalse(page.contains("<h3 class=\"target\">Lite</h3><p class=\"life-cycle\">"))
        XCTAssertTrue(page.contains("<td data-label=\"handled\">not judged: no entry code read</td>"), "Lite's actions")
        XCTAssertTrue(page.contains("<td data-label=\"handled\">not handled</td>"), "Player's audio action")
        // Each menu drawn light and dark, with ids of its own.
        for id in ["menu-light", "menu-dark", "menu-2-light", "menu-2-dark"] {
            XCTAssertTrue(page.contains("id=\"\(id)\""), id)
        }
        XCTAssertTrue(
            page.contains("<div class=\"title two-lines\" title=\"key: VIDEO\">Video</div>"), "the key on hover")
        XCTAssertTrue(
            page.contains("not shown is \u{201C}NETWORK\u{201D}") || page.contains("not shown is &quot;NETWORK&quot;"),
            page)
        XCTAssertTrue(page.contains("<thead><tr><th>target</th><th>kind</th>"), "the target column")
        XCTAssertTrue(
            page.contains("<td data-label=\"target\">Player</td><td data-label=\"kind\">dynamic</td>"),
            "each cell labelled for a phone")
        // Tables wrap between a path's parts, never inside a word.
        XCTAssertFalse(page.contains("break-all"))
        XCTAssertFalse(page.contains("word-break"))
        XCTAssertTrue(page.contains("Player/<wbr>Shortcuts<wbr>.swift:"), "a long path may wrap at / and .")
        // The system icons are drawn as their lookalikes, marked; the symbol with none keeps its place.
        XCTAssertTrue(page.contains("data-lookalike=\"captureVideo\""))
        XCTAssertTrue(page.contains("data-lookalike=\"search\""))
        XCTAssertTrue(page.contains("iOS’s own icon, drawn approximately"))
        XCTAssertTrue(page.contains("SF Symbol \u{201C}qrcode.viewfinder\u{201D}: drawn by iOS, not available here"))
    }

    /// The text inventory: a target column, every line at most 100 columns, a path too long
    /// for its line shortened from the middle.
    func testTheTextInventoryFitsOneHundredColumns() throws {
        let (report, _) = try CheckTestSupport.checkApp(Self.tree, test: self)
        let text = report.textLayout.preamble.joined(separator: "\n")
        let lines = text.split(separator: "\n").map(String.init)
        for line in lines { XCTAssertLessThanOrEqual(line.count, 100, line) }
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("  Lite    static   \"Play\"       type UIApplicationShortcutIconTypePlay") },
            text)
        // The temporary folder makes every path long: each one shown is cut in its middle, its file name whole.
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("  Player  dynamic  \"VIDEO\"") && $0.hasSuffix("/…/Shortcuts.swift:4:9") },
            text)
    }
}

/// `DisplayText.middleShortenedPath`: the one way a table shortens a path.
final class MiddleShortenedPathTests: XCTestCase {
    func testKeepsTheFirstFolderAndTheFileName() {
        let path = "Sources/QuickActions/Menu/Shortcuts.swift:12:5"
        XCTAssertEqual(DisplayText.middleShortenedPath(path, width: 100), path)
        XCTAssertEqual(DisplayText.middleShortenedPath(path, width: 35), "Sources/…/Menu/Shortcuts.swift:12:5")
        XCTAssertEqual(DisplayText.middleShortenedPath(path, width: 30), "Sources/…/Shortcuts.swift:12:5")
        XCTAssertEqual(DisplayText.middleShortenedPath(path, width: 25), "…/Shortcuts.swift:12:5")
        // The file name is never cut, even when it alone is too long.
        XCTAssertEqual(DisplayText.middleShortenedPath(path, width: 10), "…/Shortcuts.swift:12:5")
        XCTAssertEqual(DisplayText.middleShortenedPath("/tmp/a/b/c/d.swift", width: 12), "/…/c/d.swift")
    }

    /// One table cuts a column's paths by the same folders: a whole path is not listed under one cut short.
    func testAColumnsPathsAreCutAlike() {
        let folder = "Demo/Demo/QuickActions/Shortcuts.xcassets"
        let rows = [
            ["static", "\"New Message from the Team\"", "file compose → \(folder)/compose.imageset"],
            ["static", "\"Scan\"", "file scan → \(folder)/scan.imageset"],
            ["static", "\"Search\"", "type UIApplicationShortcutIconTypeSearch"],
        ]
        XCTAssertEqual(
            CheckReport.columns(rows.map { $0.map { $0.replacingOccurrences(of: "Team", with: "Team, Now") } })
                .map { String($0.reversed().drop { $0 == " " }.reversed()) },
            [
                "  static  \"New Message from the Team, Now\"  file compose → Demo/…/compose.imageset",
                "  static  \"Scan\"                            file scan → Demo/…/scan.imageset",
                "  static  \"Search\"                          type UIApplicationShortcutIconTypeSearch",
            ])
        // Nothing cut, nothing cut alike.
        XCTAssertEqual(CheckReport.columns(Array(rows.dropFirst()))[0].hasSuffix("\(folder)/scan.imageset"), true)
    }
}

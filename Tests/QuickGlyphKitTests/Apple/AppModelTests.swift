import Foundation
import QuickGlyphApple
import QuickGlyphModel
import QuickGlyphSystem
import XCTest

/// The inventory of a whole app folder: static and dynamic actions, their
/// translations, what is skipped and what could not be read.
final class AppModelTests: XCTestCase {
    private static let plistHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """

    private static func plist(items: [(type: String, title: String)]) -> String {
        var text = plistHeader + "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n"
        for item in items {
            text += """
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>\(item.type)</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>\(item.title)</string>
                \t\t</dict>

                """
        }
        return text + "\t</array>\n</dict>\n</plist>\n"
    }

    private static let swiftItem = """
        import UIKit

        final class SceneDelegate: UIResponder {
            func sceneDidBecomeActive() {
                let icon = UIApplicationShortcutIcon(templateImageName: "scan")
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "scan", localizedTitle: NSLocalizedString("shortcut.scan", comment: ""),
                                              localizedSubtitle: nil, icon: icon, userInfo: nil),
                ]
            }
        }
        """

    func testAnAppFolder() throws {
        let app = try AppFolder(self)
        try app.write(
            "App/Info.plist",
            Self.plist(items: [
                ("$(PRODUCT_BUNDLE_IDENTIFIER).compose", "compose_title"),
                ("search", "Search"),
            ]))
        try app.write(
            "App/en.lproj/InfoPlist.strings",
            "/* Quick actions */\n\"compose_title\" = \"New Message\";\nSearch = \"Search\";\n")
        try app.write(
            "App/de.lproj/InfoPlist.strings",
            data: Data([0xFF, 0xFE])
                + "compose_title = \"Neue Nachricht\";\n\"Search\" = \"Suchen\";\n".data(using: .utf16LittleEndian)!)
        try app.write("App/en.lproj/Localizable.strings", "\"shortcut.scan\" = \"Scan\";")
        try app.write("App/de.lproj/Localizable.strings", "\"shortcut.scan\" = \"Scannen\";")
        try app.write("App/Sources/SceneDelegate.swift", Self.swiftItem)
        try app.write(
            "App/Sources/Legacy.m",
            """
            #import "Legacy.h"
            void install(void) {
                id item = [[UIApplicationShortcutItem alloc] initWithType:@"legacy" localizedTitle:@"Legacy"];
            }
            """)
        try app.write("App/Sources/Plain.swift", "struct Plain {}\n")
        try app.write(
            "App/Sources/Mention.swift", "// ShortcutItem handling lives in SceneDelegate.\nstruct Mention {}\n")
        try app.write("App/Broken-Info.plist", "<plist><dict>")
        try app.write("App/Settings.bundle/Root.plist", Self.plistHeader + "</dict></plist>")
        try app.write("App/Extra/Shortcuts.plist", Self.plist(items: [("extra", "Extra")]))
        try app.write(
            "AppTests/ShortcutTests.swift",
            #"let item = UIApplicationShortcutItem(type: "test", localizedTitle: "Test")"#)
        // Other people's code and build products are not the app's.
        for folder in [
            "Pods/Lib", "Carthage/Checkouts/Lib", "node_modules/lib", "build", "DerivedData/App", ".build", ".git",
        ] {
            try app.write("\(folder)/Info.plist", Self.plist(items: [("vendored", "Vendored")]))
            try app.write(
                "\(folder)/Item.swift", #"let item = UIApplicationShortcutItem(type: "vendored", localizedTitle: "V")"#)
        }

        let inventory = try AppModel(folder: app.path)
        let root = app.path + "/"
        XCTAssertEqual(
            inventory.actions.map { action in
                let path = action.declaredAt.path.replacingOccurrences(of: root, with: "")
                let position = action.declaredAt.position.map { "\($0.line):\($0.column)" } ?? "-"
                return
                    "\(path):\(position) \(action.kind.rawValue) \(action.type?.text ?? "?") \(action.titles.sorted { $0.key < $1.key })"
            },
            [
                #"App/Extra/Shortcuts.plist:7:3 static extra []"#,
                #"App/Info.plist:7:3 static $(PRODUCT_BUNDLE_IDENTIFIER).compose [(key: "de", value: "Neue Nachricht"), (key: "en", value: "New Message")]"#,
                #"App/Info.plist:13:3 static search [(key: "de", value: "Suchen"), (key: "en", value: "Search")]"#,
                #"App/Sources/Legacy.m:3:15 dynamic legacy []"#,
                #"App/Sources/SceneDelegate.swift:7:13 dynamic scan [(key: "de", value: "Scannen"), (key: "en", value: "Scan")]"#,
                #"AppTests/ShortcutTests.swift:1:12 dynamic test []"#,
            ])
        let scan = inventory.actions[4]
        XCTAssertEqual(scan.title, .localizationKey("shortcut.scan", table: nil))
        XCTAssertEqual(scan.icon, .file("scan"))
        XCTAssertEqual(
            scan.iconDeclaredAt, SourceLocation(path: app.path("App/Sources/SceneDelegate.swift"), line: 5, column: 20))
        XCTAssertEqual(
            inventory.plists.map(\.path), [app.path("App/Extra/Shortcuts.plist"), app.path("App/Info.plist")])
        XCTAssertEqual(inventory.unreadPlists.map(\.path), [app.path("App/Broken-Info.plist")])
        XCTAssertTrue(inventory.unreadPlists.first?.reason.hasPrefix("not a property list: ") ?? false)
        XCTAssertEqual(inventory.unreadFiles, [])
        XCTAssertEqual(inventory.sourceFilesSearched, 5)
        XCTAssertEqual(inventory.sourceFilesTokenized, 4, "Plain.swift names no shortcut type")
    }

    func testAFolderThatCannotBeRead() {
        XCTAssertThrowsError(try AppModel(folder: "/nonexistent/App")) { error in
            XCTAssertEqual(error as? FileReadError, FileReadError(reason: "No such file or directory"))
        }
    }

    /// 1,200 files, a few of them with quick actions: only those are tokenized.
    func testALargeAppIsSearchedNotTokenized() throws {
        let app = try AppFolder(self)
        let filler = (0..<40).map { "    func method\($0)(value: Int) -> Int { value * \($0) + \"text\".count }" }
            .joined(separator: "\n")
        for module in 0..<12 {
            try FileManager.default.createDirectory(
                atPath: app.path("Module\(module)"), withIntermediateDirectories: true)
        }
        for index in 0..<1_200 {
            let module = app.path("Module\(index / 100)")
            let text =
                index % 120 == 0
                ? "let item\(index) = UIApplicationShortcutItem(type: \"type\(index)\", localizedTitle: \"Title \(index)\")\n"
                : "struct File\(index) {\n\(filler)\n}\n"
            XCTAssertTrue(
                FileManager.default.createFile(atPath: "\(module)/File\(index).swift", contents: Data(text.utf8)))
        }
        // Creating the files is most of this test's time; the inventory takes tens of milliseconds.
        let inventory = try AppModel(folder: app.path)
        XCTAssertEqual(inventory.sourceFilesSearched, 1_200)
        XCTAssertEqual(inventory.sourceFilesTokenized, 10)
        // In byte order of their paths: Module10 sorts before Module2.
        XCTAssertEqual(
            inventory.actions.map { $0.type?.text ?? "" },
            [
                "type0", "type120", "type1080", "type240", "type360", "type480", "type600", "type720", "type840",
                "type960",
            ])
    }

    /// Each file icon is resolved once, when the app is read: an imageset of the
    /// target's catalog first, else its bundle PNGs; other icons name no image.
    func testFileIconsAreResolvedAgainstTheTargetsIcons() throws {
        let app = try AppFolder(self)
        try app.write("App/Assets.xcassets/compose.imageset/Contents.json", "{}\n")
        try app.write("App/star.png", "")
        try app.write("App/star@2x.png", "")
        try app.write(
            "App/Sources/Shortcuts.swift",
            """
            let items = [
                UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "compose"), userInfo: nil),
                UIApplicationShortcutItem(type: "star", localizedTitle: "Star", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "star"), userInfo: nil),
                UIApplicationShortcutItem(type: "lost", localizedTitle: "Lost", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "lost"), userInfo: nil),
                UIApplicationShortcutItem(type: "symbol", localizedTitle: "Symbol", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(systemImageName: "star.fill"), userInfo: nil),
            ]
            """)
        let inventory = try AppModel(folder: app.path)
        XCTAssertEqual(inventory.actions.map { $0.type?.text ?? "" }, ["compose", "star", "lost", "symbol"])
        XCTAssertEqual(
            inventory.actions.map(\.image),
            [
                IconImage(imageset: app.path("App/Assets.xcassets/compose.imageset")),
                IconImage(files: [app.path("App/star.png"), app.path("App/star@2x.png")]),
                IconImage(),
                nil,
            ])
        XCTAssertEqual(
            inventory.targetIcons[app.path]?.places, [app.path("App/Assets.xcassets"), "the PNGs of \(app.path)"])
    }
}

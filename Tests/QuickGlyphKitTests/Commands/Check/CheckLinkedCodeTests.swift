import Foundation
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphTestSupport
import XCTest

/// An app's code is all the code it runs: quick actions made in a framework target or a
/// local Swift package the app links are the app's, listed under it; an extension's
/// code is not; a package outside the checked folder is said, never read.
final class CheckLinkedCodeTests: XCTestCase {
    private static func shortcut(_ type: String, _ title: String) -> String {
        """
        import UIKit

        public enum QuickActions {
            public static func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "\(type)", localizedTitle: "\(title)", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(type: .search), userInfo: nil),
                ]
            }
        }
        """
    }

    private func check(_ tree: [String: ExampleFile]) throws -> (CheckReport, AppModel, (String) -> String) {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        let app = folder.appendingPathComponent("App").path
        let prefix = folder.path + "/"
        return (
            try Auditor().check(paths: [app]), try AppModel(folder: app),
            { $0.replacingOccurrences(of: prefix, with: "") }
        )
    }

    private func listed(_ report: CheckReport, _ relative: (String) -> String) -> [String] {
        report.actions.map { "\($0.target ?? "-") \(relative($0.declaredAt.description)) \($0.titleText)" }
    }

    /// App links Kit (a framework) and depends on Share (an extension) that links Kit too; Beta,
    /// a second app, links nothing. Kit's action is App's; Share's own action is no app's.
    func testAnActionMadeInALinkedFrameworkIsTheAppsAndOnlyItsOwn() throws {
        let tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(
                        name: "App", sources: ["App/AppDelegate.swift"], links: ["Kit"], dependsOn: ["Share", "Kit"]),
                    .init(name: "Beta", sources: ["App/AppDelegate.swift"]),
                    .init(
                        name: "Kit", productType: "com.apple.product-type.framework",
                        sources: ["Kit/QuickActions.swift"]),
                    .init(
                        name: "Share", productType: "com.apple.product-type.app-extension",
                        sources: ["Share/Share.swift"], links: ["Kit"]),
                ]).text),
            "App/App/AppDelegate.swift": .text("import UIKit\n\nfinal class AppDelegate: UIResponder {}\n"),
            "App/Kit/QuickActions.swift": .text(Self.shortcut("com.example.search", "Search")),
            "App/Share/Share.swift": .text(Self.shortcut("com.example.share", "Share")),
        ]
        let (report, model, relative) = try check(tree)
        XCTAssertEqual(listed(report, relative), ["App App/Kit/QuickActions.swift:6:13 Search"])
        let app = try XCTUnwrap(model.target(named: "App"))
        XCTAssertEqual(app.sources.map(relative), ["App/App/AppDelegate.swift"], "what it compiles stays apart")
        XCTAssertEqual(app.linkedTargets, ["Kit"])
        XCTAssertEqual(app.linkedSources.map(relative), ["App/Kit/QuickActions.swift"])
        XCTAssertEqual(try XCTUnwrap(model.target(named: "Beta")).linkedSources, [])
        XCTAssertEqual(
            try XCTUnwrap(model.target(named: "Share")).linkedSources.map(relative), ["App/Kit/QuickActions.swift"])
        XCTAssertEqual(
            model.sourceFilesSearched, 2, "AppDelegate.swift and QuickActions.swift, each once; Share.swift is no app's"
        )
    }

    /// A file the app compiles and its framework compiles too is the app's own, read and listed once.
    func testAFileTheAppAndItsFrameworkBothCompileIsListedOnce() throws {
        let tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(name: "App", sources: ["Shared/QuickActions.swift"], links: ["Kit"]),
                    .init(
                        name: "Kit", productType: "com.apple.product-type.framework",
                        sources: ["Shared/QuickActions.swift"]),
                ]).text),
            "App/Shared/QuickActions.swift": .text(Self.shortcut("com.example.search", "Search")),
        ]
        let (report, model, relative) = try check(tree)
        XCTAssertEqual(listed(report, relative), ["App App/Shared/QuickActions.swift:6:13 Search"])
        XCTAssertEqual(try XCTUnwrap(model.target(named: "App")).linkedSources, [])
    }

    /// Local packages: one by `XCLocalSwiftPackageReference`, one added as a folder (its product
    /// names no package, found by its folder's name). Their Sources/ are the app's; their Tests/,
    /// a nested package and Package.swift are not.
    func testActionsMadeInLocalPackagesAreTheApps() throws {
        let tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(
                    targets: [
                        .init(
                            name: "App", sources: ["App/AppDelegate.swift"],
                            packages: [("Packages/Shortcuts", "ShortcutsUI"), (nil, "Legacy")])
                    ], folderReferences: ["Packages/Legacy"]
                ).text),
            "App/App/AppDelegate.swift": .text("import UIKit\n"),
            "App/Packages/Shortcuts/Package.swift": .text("// swift-tools-version:5.9\nimport PackageDescription\n"),
            "App/Packages/Shortcuts/Sources/ShortcutsUI/Menu.swift": .text(
                Self.shortcut("com.example.compose", "Compose")),
            "App/Packages/Shortcuts/Tests/ShortcutsUITests/MenuTests.swift": .text(
                Self.shortcut("com.example.test", "Test")),
            "App/Packages/Shortcuts/Sources/Vendor/Package.swift": .text("// swift-tools-version:5.9\n"),
            "App/Packages/Shortcuts/Sources/Vendor/Sources/Vendor/Vendor.swift": .text(
                Self.shortcut("com.example.vendor", "Vendor")),
            "App/Packages/Legacy/Package.swift": .text("// swift-tools-version:5.5\n"),
            "App/Packages/Legacy/Sources/Legacy/Legacy.swift": .text(Self.shortcut("com.example.legacy", "Legacy")),
        ]
        let (report, model, relative) = try check(tree)
        XCTAssertEqual(
            listed(report, relative),
            [
                "App App/Packages/Legacy/Sources/Legacy/Legacy.swift:6:13 Legacy",
                "App App/Packages/Shortcuts/Sources/ShortcutsUI/Menu.swift:6:13 Compose",
            ])
        let app = try XCTUnwrap(model.target(named: "App"))
        XCTAssertEqual(app.linkedPackages.map(relative), ["App/Packages/Shortcuts", "App/Packages/Legacy"])
        XCTAssertEqual(
            app.linkedSources.map(relative),
            [
                "App/Packages/Shortcuts/Sources/ShortcutsUI/Menu.swift",
                "App/Packages/Legacy/Sources/Legacy/Legacy.swift",
            ])
        XCTAssertEqual(model.unreadLinkedCode, [])
    }

    /// A package outside the checked folder is never read, though it is there and makes an
    /// action: it is said, in words. So is a package path with no Package.swift, and a product no package holds.
    func testAPackageOutsideTheCheckedFolderIsSaidAndNotRead() throws {
        let tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(
                        name: "App", sources: ["App/AppDelegate.swift"],
                        packages: [
                            ("../Outside", "Outside"), ("../Outside", "OutsideUI"), ("Packages/Gone", "Gone"),
                            (nil, "Nowhere"),
                        ])
                ]).text),
            "App/App/AppDelegate.swift": .text("import UIKit\n"),
            "Outside/Package.swift": .text("// swift-tools-version:5.9\n"),
            "Outside/Sources/Outside/Outside.swift": .text(Self.shortcut("com.example.outside", "Outside")),
        ]
        let (report, model, relative) = try check(tree)
        XCTAssertEqual(listed(report, relative), [])
        XCTAssertEqual(model.sourceFilesSearched, 1)
        XCTAssertEqual(
            model.unreadLinkedCode.map { "\(relative($0.path)): \($0.reason)" },
            [
                "Outside: a local Swift package target App links (products \"Outside\", \"OutsideUI\"), outside the checked folder: not read, "
                    + "so quick actions made in its code are not listed; check the folder that holds both the project and the package",
                "App/Packages/Gone: a local Swift package target App links (product \"Gone\"), but the folder walk found no Package.swift there: "
                    + "not read, so quick actions made in its code are not listed",
                "App/App.xcodeproj/project.pbxproj: target App links product \"Nowhere\" of a local Swift package the project names by folder, "
                    + "and no package the walk found has that name or a Sources/<product> folder: not read, so quick actions made in its code are not listed",
            ])
        XCTAssertEqual(model.target(named: "App")?.unreadLinkedCode, model.unreadLinkedCode)
        // check says each, once, as a note where the code would be.
        XCTAssertEqual(
            report.findings.filter { $0.rule == .linkedCodeUnread }.map { "\(relative($0.path)) \($0.severity)" },
            ["App/App.xcodeproj/project.pbxproj info", "App/Packages/Gone info", "Outside info"])
        XCTAssertEqual(
            report.findings.filter { $0.rule == .linkedCodeUnread }.map(\.message).sorted(),
            model.unreadLinkedCode.map(\.reason).sorted())
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check` of an app with its Xcode project: quick actions belong to application
/// targets, each icon resolves in its own target's catalogs, and nothing another
/// target builds (an extension, a watch app) is judged.
final class CheckProjectTests: XCTestCase {
    private func check(_ tree: [String: ExampleFile]) throws -> (CheckReport, (String) -> String) {
        try CheckTestSupport.checkApp(tree, test: self)
    }

    private func lines(_ report: CheckReport, _ relative: (String) -> String) -> [String] {
        CheckTestSupport.lines(report, relative)
    }

    private static let compose = Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")

    /// Two brands, a share extension and a watch app, each with its own catalog and a `compose` of its own
    /// (the extension's and the watch app's broken): only the brand whose catalog lacks it is told so, and
    /// only the app's copy is judged. The extension's plist declares items no app ships: a note, not judged.
    func testEachBrandResolvesInItsOwnCatalogAndExtensionsAreNotJudged() throws {
        var tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(name: "Postbox", infoPlist: "Postbox/Info.plist", resources: ["Postbox/Assets.xcassets"]),
                    .init(name: "Postbox Beta", infoPlist: "Beta/Info.plist", resources: ["Beta/Assets.xcassets"]),
                    .init(
                        name: "Share", productType: "com.apple.product-type.app-extension",
                        infoPlist: "Share/Info.plist",
                        resources: ["Share/Assets.xcassets"]),
                    .init(
                        name: "Watch", sdk: "watchos", infoPlist: "Watch/Info.plist",
                        resources: ["Watch/Assets.xcassets"]),
                ]).text),
            "App/Postbox/Info.plist": Fixtures.infoPlist(
                items: [Self.compose], extra: [InfoPlistKey.bundleName: "Postbox"]),
            "App/Beta/Info.plist": Fixtures.infoPlist(
                items: [Self.compose], extra: [InfoPlistKey.bundleName: "Postbox β"]),
            "App/Share/Info.plist": Fixtures.infoPlist(items: [
                Fixtures.plistItem("com.example.share", "Share 📮", icon: "missing")
            ]),
            "App/Watch/Info.plist": Fixtures.plist([InfoPlistKey.bundleName: "Watch"]),
        ]
        tree.merge(Fixtures.imageset("compose", catalog: "App/Postbox/Assets.xcassets")) { $1 }
        tree.merge(Fixtures.imageset("other", catalog: "App/Beta/Assets.xcassets")) { $1 }
        // Contents.json lists three PNGs that are not there: file-missing, were these copies judged.
        tree.merge(Fixtures.imageset("compose", files: [], catalog: "App/Share/Assets.xcassets")) { $1 }
        tree.merge(Fixtures.imageset("compose", files: [], catalog: "App/Watch/Assets.xcassets")) { $1 }
        let (report, relative) = try check(tree)

        XCTAssertEqual(
            report.actions.map { "\($0.target ?? "-") \(relative($0.declaredAt.path)) \(relative($0.iconText))" },
            [
                "Postbox Beta App/Beta/Info.plist file compose (not found)",
                "Postbox App/Postbox/Info.plist file compose → App/Postbox/Assets.xcassets/compose.imageset",
            ])
        XCTAssertEqual(report.judgedImagesets.map(relative), ["App/Postbox/Assets.xcassets/compose.imageset"])
        XCTAssertEqual(
            lines(report, relative),
            [
                "App/Beta/Assets.xcassets/other.imageset unused-glyph",
                "App/Beta/Info.plist:10:4 icon-file-unresolved",
                "App/Share/Info.plist plist-not-shipped",
            ])
        let unresolved = try XCTUnwrap(report.findings.first { $0.rule == .iconFileUnresolved })
        XCTAssertTrue(
            unresolved.message.hasPrefix(
                "target Postbox Beta: UIApplicationShortcutItems[0].UIApplicationShortcutItemIconFile is \"compose\""),
            unresolved.message)
        XCTAssertTrue(
            relative(unresolved.message).contains("; looked in App/Beta/Assets.xcassets. The action"),
            unresolved.message)
        let stray = try XCTUnwrap(report.findings.first { $0.rule == .plistNotShipped })
        XCTAssertEqual(
            stray.message,
            "declares UIApplicationShortcutItems, but no iOS application target of App.xcodeproj uses it as its "
                + "Info.plist, so iOS never reads these items; they are not judged")
    }

    /// One catalog both brands build, its glyph broken: one finding, not one a target.
    func testAnImagesetTwoTargetsShareIsJudgedOnce() throws {
        var tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(name: "Postbox", infoPlist: "Postbox/Info.plist", resources: ["Shared/Assets.xcassets"]),
                    .init(name: "Postbox Beta", infoPlist: "Beta/Info.plist", resources: ["Shared/Assets.xcassets"]),
                ]).text),
            "App/Postbox/Info.plist": Fixtures.infoPlist(
                items: [Self.compose], extra: [InfoPlistKey.bundleName: "Postbox"]),
            "App/Beta/Info.plist": Fixtures.infoPlist(items: [Self.compose], extra: [InfoPlistKey.bundleName: "Beta"]),
        ]
        tree.merge(Fixtures.imageset("compose", scales: [1, 2], catalog: "App/Shared/Assets.xcassets")) { $1 }
        let (report, relative) = try check(tree)
        XCTAssertEqual(report.actions.map { $0.target ?? "-" }, ["Postbox Beta", "Postbox"])
        XCTAssertEqual(report.judgedImagesets.map(relative), ["App/Shared/Assets.xcassets/compose.imageset"])
        XCTAssertEqual(
            lines(report, relative).filter { $0.contains("compose.imageset") },
            ["App/Shared/Assets.xcassets/compose.imageset/Contents.json:2:3 scale-missing"])
    }

    /// Xcode 16: a synchronized folder's files belong to the target, less its exceptions; an
    /// excepted catalog with a broken copy of the icon is not the target's.
    func testASynchronizedFolderAndItsExceptions() throws {
        var tree: [String: ExampleFile] = [
            "App/App.xcodeproj/project.pbxproj": .text(
                ProjectFixture(targets: [
                    .init(
                        name: "Postbox", infoPlist: "Postbox/Info.plist",
                        synchronized: [("Postbox", ["Old.xcassets", "Info.plist"])])
                ]).text),
            "App/Postbox/Info.plist": Fixtures.infoPlist(
                items: [Self.compose], extra: [InfoPlistKey.bundleName: "Postbox"]),
        ]
        tree.merge(Fixtures.imageset("compose", catalog: "App/Postbox/Assets.xcassets")) { $1 }
        tree.merge(Fixtures.imageset("compose", files: [], catalog: "App/Postbox/Old.xcassets")) { $1 }
        let (report, relative) = try check(tree)
        let model = try AppModel(
            folder: report.actions.first.map {
                URL(fileURLWithPath: $0.declaredAt.path).deletingLastPathComponent()
                    .deletingLastPathComponent().path
            } ?? "")
        XCTAssertEqual(model.targets.map(\.name), ["Postbox"])
        XCTAssertEqual(model.targets.first?.catalogs.map(relative), ["App/Postbox/Assets.xcassets"])
        XCTAssertEqual(report.judgedImagesets.map(relative), ["App/Postbox/Assets.xcassets/compose.imageset"])
        XCTAssertEqual(lines(report, relative), [])
    }

    /// A project Foundation cannot read: a warning naming it, then the folder is checked as if it had none.
    func testAnUnreadableProjectFallsBackToTheFolder() throws {
        var tree = Fixtures.app(items: [Self.compose])
        tree["App/App.xcodeproj/project.pbxproj"] = .text("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n")
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative), ["App no-xcode-project", "App/App.xcodeproj/project.pbxproj project-unreadable"])
        let warning = try XCTUnwrap(report.findings.first { $0.rule == .projectUnreadable })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.hasPrefix("not a property list ("), warning.message)
        XCTAssertTrue(
            warning.message.hasSuffix("its targets are unknown, so this folder is checked as one app"), warning.message)
        XCTAssertEqual(report.judgedImagesets.map(relative), ["App/Assets.xcassets/compose.imageset"])
        XCTAssertEqual(report.actions.map(\.target), [nil])
    }

    /// A plist in a hidden folder or a built `.app` is neither listed nor judged: the inventory and the
    /// findings read the same files.
    func testHiddenAndBuiltFoldersAreNeitherListedNorJudged() throws {
        var tree = Fixtures.app(items: [Self.compose])
        let broken = Fixtures.infoPlist(items: [Fixtures.plistItem("com.example.x", "Mail 📮", icon: "missing")])
        tree["App/.hidden/Info.plist"] = broken
        tree["App/Build/Postbox.app/Info.plist"] = broken
        tree["App/Products/Postbox.app/Info.plist"] = broken
        let (report, relative) = try check(tree)
        XCTAssertEqual(report.actions.map { relative($0.declaredAt.path) }, ["App/Info.plist"])
        XCTAssertEqual(lines(report, relative), ["App no-xcode-project"])
        let model = try AppModel(
            folder: URL(fileURLWithPath: report.actions[0].declaredAt.path).deletingLastPathComponent().path)
        XCTAssertEqual(model.scan.plists.map(relative), ["App/Info.plist"])
    }
}

extension CheckProjectTests {
    /// A FIFO where the project or a workspace's contents should be is refused by name, never opened:
    /// reading it would wait forever. The folder is then checked as if it had no project.
    func testAFIFOForAProjectOrAWorkspaceIsNotRead() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(Fixtures.app(items: [Self.compose]), to: folder)
        let app = folder.appendingPathComponent("App")
        for bundle in ["App.xcodeproj", "App.xcworkspace"] {
            try FileManager.default.createDirectory(
                at: app.appendingPathComponent(bundle), withIntermediateDirectories: true)
        }
        XCTAssertEqual(mkfifo(app.appendingPathComponent("App.xcodeproj/project.pbxproj").path, 0o644), 0)
        XCTAssertEqual(mkfifo(app.appendingPathComponent("App.xcworkspace/contents.xcworkspacedata").path, 0o644), 0)
        let report = try Auditor().check(paths: [app.path])
        let prefix = folder.path + "/"
        XCTAssertEqual(
            report.findings.filter { $0.rule == .projectUnreadable }.map {
                "\($0.path.replacingOccurrences(of: prefix, with: "")): \($0.message)"
            },
            [
                "App/App.xcodeproj/project.pbxproj: cannot read the file: not a regular file; its targets are unknown, so this folder is checked as one app",
                "App/App.xcworkspace/contents.xcworkspacedata: cannot read the file: not a regular file; its targets are unknown, so this folder is checked as one app",
            ])
        XCTAssertTrue(report.findings.contains { $0.rule == .noXcodeProject })
        XCTAssertEqual(report.actions.count, 1)
    }
}

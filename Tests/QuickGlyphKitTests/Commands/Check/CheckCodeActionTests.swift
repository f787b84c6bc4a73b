import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check` on an app whose quick actions are made in code: the mistakes the real
/// apps of `RealAppTests` show, each in a small app of its own.
final class CheckCodeActionTests: XCTestCase {
    /// Writes `tree` (paths start with `App/`), checks `App` and returns the report
    /// with a function that makes its paths relative to the folder holding `App`.
    private func check(_ tree: [String: ExampleFile]) throws -> (CheckReport, (String) -> String) {
        try CheckTestSupport.checkApp(tree, test: self)
    }

    private func lines(_ report: CheckReport, _ relative: (String) -> String) -> [String] {
        CheckTestSupport.lines(report, relative)
    }

    /// Source text that only mentions an initializer (a comment, a string, a doc comment) makes no quick action,
    /// and the icon it names is not looked for.
    func testCallTextInCommentsAndStringsIsNoQuickAction() throws {
        let swift = #"""
            import UIKit

            /// Call `UIApplicationShortcutItem(type: "doc", localizedTitle: "Doc", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: "ghost"), userInfo: nil)`.
            // UIApplicationShortcutItem(type: "line", localizedTitle: "Line", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: "ghost"), userInfo: nil)
            /* UIApplicationShortcutItem(type: "block", localizedTitle: "Block", localizedSubtitle: nil,
               icon: UIApplicationShortcutIcon(templateImageName: "ghost"), userInfo: nil) */
            let example = "UIApplicationShortcutItem(type: \"string\", localizedTitle: \"S\", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: \"ghost\"), userInfo: nil)"
            let raw = #"UIApplicationShortcutItem(type: "raw", localizedTitle: "R")"#
            let multi = """
                UIApplicationShortcutItem(type: "multi", localizedTitle: "M")
                """
            """#
        let objC = #"""
            #import <UIKit/UIKit.h>
            // [[UIApplicationShortcutItem alloc] initWithType:@"line" localizedTitle:@"Line" localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"ghost"] userInfo:nil];
            static NSString *const example = @"[[UIApplicationShortcutItem alloc] initWithType:@\"s\" localizedTitle:@\"S\"]";
            """#
        let (report, relative) = try check([
            "App/Sources/Notes.swift": .text(swift), "App/Sources/Legacy.m": .text(objC),
        ])
        XCTAssertEqual(report.actions, [])
        XCTAssertEqual(lines(report, relative), ["App no-custom-icon"])
        XCTAssertFalse(report.findings.contains { $0.message.contains("ghost") })
    }

    /// A literal icon name that no catalog or bundle PNG has: icon-file-unresolved where the icon is made, in the
    /// .swift file.
    func testALiteralIconThatDoesNotExistInSwift() throws {
        let swift = """
            import UIKit

            func install() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: "compose"), userInfo: nil),
                    UIApplicationShortcutItem(type: "search", localizedTitle: "Search", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: "compse"), userInfo: nil),
                ]
            }
            """
        var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
        tree["App/Sources/Shortcuts.swift"] = .text(swift)
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative), ["App no-xcode-project", "App/Sources/Shortcuts.swift:8:41 icon-file-unresolved"])
        let message = try XCTUnwrap(report.findings.last?.message)
        XCTAssertTrue(message.contains(#""compse" but no image has that name (did you mean "compose"?)"#), message)
        XCTAssertEqual(
            report.actions.map { "\($0.iconKindName) \($0.iconName ?? "") \($0.image?.imageset.map(relative) ?? "-")" },
            ["file compose App/Assets.xcassets/compose.imageset", "file compse -"])
    }

    /// An icon the code chooses (`if #available`, a ternary) is judged branch by branch: the template image
    /// of each branch as a glyph (the 24 pt `star`), a missing one at its own name (`sun`), the SF Symbol not
    /// at all; none is a computed icon.
    func testAnIconChosenByBranchesIsJudgedPerBranch() throws {
        let swift = """
            import UIKit

            func install(dark: Bool) {
                let icon: UIApplicationShortcutIcon
                if #available(iOS 26, *) {
                    icon = UIApplicationShortcutIcon(systemImageName: "star.fill")
                } else {
                    icon = UIApplicationShortcutIcon(templateImageName: "star")
                }
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "fav", localizedTitle: "Favorites", localizedSubtitle: nil,
                                              icon: icon, userInfo: nil),
                    UIApplicationShortcutItem(type: "mode", localizedTitle: "Mode", localizedSubtitle: nil,
                                              icon: UIApplicationShortcutIcon(templateImageName: dark ? "moon" : "sun"),
                                              userInfo: nil),
                ]
            }
            """
        var tree = Fixtures.imageset("star", catalog: "App/Assets.xcassets")
        for scale in GlyphGeometry.scales {
            // Drawn on a 24 pt canvas: a finding only if the imageset is judged as the glyph it is before iOS 26.
            tree["App/Assets.xcassets/star.imageset/" + AssetNaming.filename(name: "star", scale: scale)] =
                .png(Fixtures.disc(path: "", size: 24 * scale, scale: scale).raster)
        }
        tree.merge(Fixtures.imageset("moon", catalog: "App/Assets.xcassets")) { $1 }
        tree["App/Sources/Shortcuts.swift"] = .text(swift)
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Assets.xcassets/star.imageset/star@3x.png wrong-size",
                "App/Sources/Shortcuts.swift:14:102 icon-file-unresolved",
            ])
        XCTAssertEqual(
            report.actions.map { relative($0.iconText) },
            [
                "symbol star.fill (iOS 26 and later) or file star → App/Assets.xcassets/star.imageset (before iOS 26)",
                "file moon → App/Assets.xcassets/moon.imageset or file sun (not found)",
            ])
    }

    /// The same in Objective-C: the finding is at the `[` of the icon's message, in the .m file.
    func testALiteralIconThatDoesNotExistInObjectiveC() throws {
        let objC = """
            #import <UIKit/UIKit.h>

            void install(void) {
                UIApplicationShortcutItem *item =
                    [[UIApplicationShortcutItem alloc] initWithType:@"compose" localizedTitle:@"New Message" localizedSubtitle:nil
                                                               icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"compse"]
                                                           userInfo:nil];
                [UIApplication sharedApplication].shortcutItems = @[item];
            }
            """
        var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
        tree["App/Sources/AppDelegate.m"] = .text(objC)
        let (report, relative) = try check(tree)
        // The misspelt name leaves the glyph it meant unused.
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Assets.xcassets/compose.imageset unused-glyph",
                "App/Sources/AppDelegate.m:6:57 icon-file-unresolved",
            ])
        let message = try XCTUnwrap(report.findings.first { $0.rule == .iconFileUnresolved }?.message)
        XCTAssertTrue(message.contains(#""compse" but no image has that name (did you mean "compose"?)"#), message)
        XCTAssertEqual(report.actions.map { relative($0.declaredAt.description) }, ["App/Sources/AppDelegate.m:5:9"])
    }

    /// A Swift package's catalog is compiled into the package's bundle, not the app's: a name only
    /// there is not found, and a package copy of the app's icon is not judged.
    func testAPackageCatalogIsNotWhereQuickActionsLook() throws {
        let swift = """
            import UIKit

            let items = [
                UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "shared"), userInfo: nil),
                UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "packaged"), userInfo: nil),
            ]
            """
        var tree = Fixtures.imageset("shared", catalog: "App/App/Assets.xcassets")
        tree.merge(Fixtures.imageset("shared", catalog: "App/Sources/Kit/Media.xcassets")) { first, _ in first }
        tree.merge(Fixtures.imageset("packaged", catalog: "App/Sources/Kit/Media.xcassets")) { first, _ in first }
        // The package copy is drawn at 24 pt: judged, it would be a wrong-size finding.
        for scale in GlyphGeometry.scales {
            tree[
                "App/Sources/Kit/Media.xcassets/shared.imageset/" + AssetNaming.filename(name: "shared", scale: scale)] =
                .png(Fixtures.disc(path: "", size: 24 * scale, scale: scale).raster)
        }
        tree["App/Package.swift"] = .text("// swift-tools-version:5.9\n")
        tree["App/Sources/Kit/Shortcuts.swift"] = .text(swift)
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative),
            ["App no-xcode-project", "App/Sources/Kit/Shortcuts.swift:7:37 icon-file-unresolved"])
        XCTAssertEqual(
            report.actions.map { $0.image?.imageset.map(relative) ?? "-" },
            ["App/App/Assets.xcassets/shared.imageset", "-"])
    }

    /// `templateImageName:` finds loose PNGs in the bundle after the catalogs: `NAME.png` and `NAME@2x.png`
    /// are one icon, judged together; a loose PNG no quick action names is not judged.
    func testLooseBundlePNGsAreOneIcon() throws {
        let objC = """
            #import <UIKit/UIKit.h>
            void install(void) {
                UIApplicationShortcutIcon *icon = [UIApplicationShortcutIcon iconWithTemplateImageName:@"quick"];
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"q" localizedTitle:@"Quick"
                                                                                 localizedSubtitle:nil icon:icon userInfo:nil];
            }
            """
        let tree: [String: ExampleFile] = [
            "App/Sources/AppDelegate.m": .text(objC),
            "App/quick.png": .png(Fixtures.disc(path: "", size: 32, scale: 1).raster),
            "App/quick@2x.png": .png(Fixtures.disc(path: "", size: 64, scale: 2).raster),
            "App/toolbar.png": .png(Fixtures.disc(path: "", size: 48, scale: 1).raster),
        ]
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            report.actions.map { ($0.image?.files ?? []).map(relative) }, [["App/quick.png", "App/quick@2x.png"]])
        let sizes = report.findings.filter { $0.rule == .wrongSize }
        XCTAssertEqual(sizes.map { relative($0.path) }, ["App/quick@2x.png"], "one finding for the set")
        XCTAssertTrue(
            sizes.first?.message.hasPrefix("the images are 32x32 pt at every scale (32/64 px)") ?? false,
            sizes.first?.message ?? "")
        XCTAssertFalse(report.findings.contains { $0.path.hasSuffix("toolbar.png") })
    }

    /// A title written as `NSLocalizedString("key", …)` is measured in every language's Localizable.strings.
    func testAKeyTitleInCodeIsMeasuredInEachTranslation() throws {
        let swift = """
            import UIKit

            let item = UIApplicationShortcutItem(type: "note",
                                                 localizedTitle: NSLocalizedString("new.note", comment: "Quick action"),
                                                 localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose), userInfo: nil)
            """
        let tree: [String: ExampleFile] = [
            "App/Sources/Shortcuts.swift": .text(swift),
            "App/en.lproj/Localizable.strings": .text("\"new.note\" = \"New Note\";\n"),
            "App/fr.lproj/Localizable.strings": .text("\"new.note\" = \"Créer une nouvelle note vide\";\n"),
        ]
        let (report, relative) = try check(tree)
        XCTAssertEqual(report.actions.map(\.titles), [["en": "New Note", "fr": "Créer une nouvelle note vide"]])
        let long = report.findings.filter { $0.rule == .titleTooLong }
        XCTAssertEqual(
            lines(report, relative).filter { $0.hasSuffix("title-too-long") },
            ["App/Sources/Shortcuts.swift:4:54 title-too-long"])
        XCTAssertTrue(
            long.first?.message.contains(#"in fr is "Créer une nouvelle note vide", 28 characters"#) ?? false,
            long.first?.message ?? "")
    }
}

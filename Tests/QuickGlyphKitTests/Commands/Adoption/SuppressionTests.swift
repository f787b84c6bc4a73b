import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `quickglyph:disable:next` and `quickglyph:disable:this` comments in the files `check` judges.
final class SuppressionTests: XCTestCase {
    private func check(_ tree: [String: ExampleFile]) throws -> (CheckReport, (String) -> String) {
        try CheckTestSupport.checkApp(tree, test: self)
    }

    private func lines(_ report: CheckReport, _ relative: (String) -> String) -> [String] {
        CheckTestSupport.lines(report, relative)
    }

    /// Our Info.plist with an icon type misspelt; `comment` goes in the item's dict before its icon type key.
    static func plist(before icon: String = "", after type: String = "") -> ExampleFile {
        .text(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>\(type)
            \t\t\t<string>search</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \(icon.isEmpty ? "" : "\t\t\t" + icon + "\n")\t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeSerch</string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """)
    }

    /// A Swift source whose second quick action names an image no catalog has (icon-file-unresolved), `comment`
    /// on a line of its own just before that icon's line, `trailing` at the end of it.
    static func swift(comment: String? = nil, trailing: String = "") -> ExampleFile {
        .text(swiftSource(comment: comment, trailing: trailing))
    }

    static func swiftSource(comment: String? = nil, trailing: String = "") -> String {
        """
        import UIKit

        func install() {
            UIApplication.shared.shortcutItems = [
                UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message", localizedSubtitle: nil,
                                          icon: UIApplicationShortcutIcon(templateImageName: "compose"), userInfo: nil),
                UIApplicationShortcutItem(type: "search", localizedTitle: "Search", localizedSubtitle: nil,
        \(comment.map { "                                  " + $0 + "\n" } ?? "")\
                                          icon: UIApplicationShortcutIcon(templateImageName: "compse"), userInfo: nil),\(trailing)
            ]
        }

        """
    }

    private func swiftApp(comment: String? = nil, trailing: String = "") -> [String: ExampleFile] {
        var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
        tree["App/Sources/Shortcuts.swift"] = Self.swift(comment: comment, trailing: trailing)
        return tree
    }

    /// Files a pull request can plant among the sources: a FIFO named like one is never opened (the check ends), and
    /// a link to a regular file is a file, as the folder walk takes it (FolderWalker): its comment hides its own
    /// finding in it, at the link's path, and nothing in any other file.
    func testAFIFOAndALinkAmongTheSourcesAreNotReadForComments() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(swiftApp(), to: folder)
        let sources = folder.appendingPathComponent("App/Sources")
        XCTAssertEqual(mkfifo(sources.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        let outside = folder.appendingPathComponent("Outside.swift")
        try Data(Self.swiftSource(comment: "// quickglyph:disable:next icon-file-unresolved").utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: sources.appendingPathComponent("Linked.swift"), withDestinationURL: outside)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("App").path])
        let found = lines(report) { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        XCTAssertEqual(
            found, ["App no-xcode-project", "App/Sources/Shortcuts.swift:8:41 icon-file-unresolved"], "\(found)")
        XCTAssertEqual(report.suppressed, 1)
    }

    func testWithoutACommentTheFindingShows() throws {
        let (report, relative) = try check(swiftApp())
        XCTAssertEqual(
            lines(report, relative), ["App no-xcode-project", "App/Sources/Shortcuts.swift:8:41 icon-file-unresolved"])
        XCTAssertEqual(report.suppressed, 0)
        XCTAssertEqual(report.summary, "1 error, 0 warnings, 1 note in 5 files")
    }

    func testDisableNextInSwiftHidesThatRuleOnTheNextLine() throws {
        let (report, relative) = try check(swiftApp(comment: "// quickglyph:disable:next icon-file-unresolved"))
        XCTAssertEqual(lines(report, relative), ["App no-xcode-project"])
        XCTAssertEqual(report.suppressed, 1)
        XCTAssertEqual(report.summary, "0 errors, 0 warnings, 1 note in 5 files (1 hidden by disable comments)")
    }

    func testDisableThisInSwiftHidesItsOwnLine() throws {
        let (report, relative) = try check(swiftApp(trailing: "  // quickglyph:disable:this icon-file-unresolved"))
        XCTAssertEqual(lines(report, relative), ["App no-xcode-project"])
    }

    /// Another rule named: the finding stays, and the comment is a note at its `//`.
    func testDisablingAnotherRuleHidesNothingAndSaysSo() throws {
        let (report, relative) = try check(swiftApp(comment: "// quickglyph:disable:next faint"))
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Sources/Shortcuts.swift:8:35 suppression-unused",
                "App/Sources/Shortcuts.swift:9:41 icon-file-unresolved",
            ])
        XCTAssertEqual(
            report.findings[1].message,
            "quickglyph:disable:next faint hides nothing: no faint finding on the next line (line 9); remove it, "
                + "so that it cannot hide a new one")
        XCTAssertEqual(report.findings[1].severity, .info)
    }

    func testDisableThisInObjectiveC() throws {
        let objC = """
            #import <UIKit/UIKit.h>

            void install(void) {
                UIApplicationShortcutItem *item =
                    [[UIApplicationShortcutItem alloc] initWithType:@"compose" localizedTitle:@"New Message" localizedSubtitle:nil
                                                               icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"compse"] /* quickglyph:disable:this icon-file-unresolved */
                                                           userInfo:nil];
                [UIApplication sharedApplication].shortcutItems = @[item];
            }
            """
        var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
        tree["App/Sources/AppDelegate.m"] = .text(objC)
        let (report, relative) = try check(tree)
        // The imageset's own finding has no comment form: only a baseline (or the configuration) hides it.
        XCTAssertEqual(
            lines(report, relative), ["App no-xcode-project", "App/Assets.xcassets/compose.imageset unused-glyph"])
        XCTAssertEqual(report.suppressed, 1)
    }

    /// Two rules in one plist comment: the one with a finding on the next line hides it, the other is unused.
    func testPlistCommentWithTwoRules() throws {
        let (report, relative) = try check([
            "App/Info.plist": Self.plist(before: "<!-- quickglyph:disable:next icon-type-unknown faint -->")
        ])
        XCTAssertEqual(
            lines(report, relative),
            ["App no-custom-icon", "App no-xcode-project", "App/Info.plist:12:4 suppression-unused"])
        XCTAssertEqual(
            report.findings[2].message,
            "quickglyph:disable:next faint hides nothing: no faint finding on the next line (line 13); remove it, "
                + "so that it cannot hide a new one")
    }

    func testPlistWithoutACommentFindsTheIconType() throws {
        let (report, relative) = try check(["App/Info.plist": Self.plist()])
        XCTAssertEqual(
            lines(report, relative),
            ["App no-custom-icon", "App no-xcode-project", "App/Info.plist:12:4 icon-type-unknown"])
    }

    func testPlistDisableThis() throws {
        let (report, relative) = try check([
            "App/Info.plist": Self.plist(after: " <!-- quickglyph:disable:this icon-type-unknown -->")
        ])
        // The finding is on line 12, the comment on line 8: it hides nothing there.
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-custom-icon", "App no-xcode-project", "App/Info.plist:8:45 suppression-unused",
                "App/Info.plist:12:4 icon-type-unknown",
            ])
    }

    func testUnknownRuleIDIsAWarningWithTheNearestID() throws {
        let (report, relative) = try check(swiftApp(comment: "// quickglyph:disable:next icon-file-unresolvd"))
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Sources/Shortcuts.swift:8:62 suppression-invalid",
                "App/Sources/Shortcuts.swift:9:41 icon-file-unresolved",
            ])
        XCTAssertEqual(report.findings[1].severity, .warning)
        XCTAssertEqual(
            report.findings[1].message,
            "'icon-file-unresolvd' is no rule id (did you mean 'icon-file-unresolved'?); the comment hides nothing "
                + "for it"
        )
    }

    func testADirectiveNeitherNextNorThis() throws {
        let (report, relative) = try check(swiftApp(comment: "// quickglyph:disable:previous icon-file-unresolved"))
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Sources/Shortcuts.swift:8:35 suppression-invalid",
                "App/Sources/Shortcuts.swift:9:41 icon-file-unresolved",
            ])
        XCTAssertEqual(
            report.findings[1].message,
            "'quickglyph:disable:previous' is no directive quickglyph knows: write quickglyph:disable:next RULE on "
                + "the line before the code, or quickglyph:disable:this RULE at the end of its line; it hides nothing")
    }

    /// The words in a string literal are no directive.
    func testTheMarkerOutsideACommentIsNoDirective() throws {
        var tree = swiftApp()
        tree["App/Sources/Text.swift"] = .text("let help = \"quickglyph:disable:next faint\"\n")
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative), ["App no-xcode-project", "App/Sources/Shortcuts.swift:8:41 icon-file-unresolved"])
    }

    /// A comment left in a source with no finding at all is still found: the check listed the file.
    func testAnUnusedCommentInAFileWithoutFindings() throws {
        var tree = swiftApp()
        tree["App/Sources/Other.swift"] = .text(
            "let a = 1\n    // quickglyph:disable:next icon-file-unresolved\nlet b = 2\n")
        let (report, relative) = try check(tree)
        XCTAssertEqual(
            lines(report, relative),
            [
                "App no-xcode-project", "App/Sources/Other.swift:2:5 suppression-unused",
                "App/Sources/Shortcuts.swift:8:41 icon-file-unresolved",
            ])
    }

    func testParseReadsEveryFormAndColumn() {
        let text = [
            "a // quickglyph:disable:this faint blurry", "<!--quickglyph:disable:next faint-->",
            "x /* quickglyph:disable */", "",
        ].joined(separator: "\n")
        let found = Suppressions.parse(Data(text.utf8), path: "f")
        XCTAssertEqual(
            found.disables.map { "\($0.at.line):\($0.at.column) \($0.form) \($0.line) \($0.rules.map(\.rawValue))" },
            ["1:3 this 1 [\"faint\", \"blurry\"]", "2:1 next 3 [\"faint\"]"])
        XCTAssertEqual(found.problems.map { "\($0.position!.line):\($0.position!.column)" }, ["3:3"])
    }

    /// Android: an XML comment in shortcuts.xml hides the shortcut's finding; a Gradle file's `//` comment that
    /// hides nothing is a note, found because the check read the file.
    func testAndroidShortcutsXMLAndGradle() throws {
        let duplicate = AndroidFixtures.shortcut(
            icon: "@drawable/ic_search", shortLabel: "@string/search_short", longLabel: "@string/search_long")
        let plain = try CheckTestSupport.check(
            AndroidFixtures.module([AndroidFixtures.shortcut(), duplicate]), test: self)
        XCTAssertEqual(
            plain.findings.map {
                "\(($0.path as NSString).lastPathComponent):\($0.position?.line ?? 0) \($0.rule.rawValue)"
            },
            ["shortcuts.xml:9 android-shortcut-id-duplicate"])
        let tree = AndroidFixtures.module(
            [
                AndroidFixtures.shortcut(), "    <!-- quickglyph:disable:next android-shortcut-id-duplicate -->",
                duplicate,
            ],
            files: [
                AndroidFixtures.gradle: .text(
                    "plugins { id 'com.android.application' }\n// quickglyph:disable:next android-label-literal\n"
                        + "android { namespace 'com.example.app' }\n")
            ])
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(
            report.findings.map {
                "\(($0.path as NSString).lastPathComponent):\($0.position.map { "\($0.line):\($0.column)" } ?? "") "
                    + $0.rule.rawValue
            },
            ["build.gradle:2:1 suppression-unused"])
        XCTAssertEqual(report.suppressed, 1)
    }
}

import QuickGlyphApple
import QuickGlyphModel
import XCTest

/// The declaration a quick action's icon names its image through, and whether only quick actions' icons name it:
/// where `check --fix` gives the copy's name (issue 42). Every doubt keeps the edit at the item.
final class IconNameDeclarationTests: XCTestCase {
    private static let shortcuts = """
        import UIKit

        let items = [
            UIApplicationShortcutItem(type: "com.example.watch", localizedTitle: "Watch", localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(templateImageName: Icon.video.rawValue),
                                      userInfo: nil),
        ]

        """
    private static let icons = "enum Icon: String {\n    case video = \"Video\"\n    case search = \"Search\"\n}\n"

    private func files(_ others: [String: String], shortcuts: String = shortcuts) -> [(path: String, bytes: [UInt8])] {
        ([("App/Shortcuts.swift", shortcuts)] + others.sorted { $0.key < $1.key }).map { ($0.0, Array($0.1.utf8)) }
    }

    /// Where the finder says the first quick action's icon is made.
    private func icon(_ text: String = shortcuts, path: String = "App/Shortcuts.swift") throws -> SourceLocation {
        let language = SourceLanguage(path: path)!
        let source = TokenizedSource(text, language: language)
        let actions =
            language == .swift
            ? SwiftQuickActionFinder.quickActions(in: source, path: path)
            : ObjCQuickActionFinder.quickActions(in: source, path: path)
        return try XCTUnwrap(actions.first?.iconDeclaredAt)
    }

    private func namedOnly(_ others: [String: String]) throws -> Bool {
        let files = files(others)
        let found = try XCTUnwrap(IconNameDeclaration.find(iconAt: try icon(), in: files))
        return found.isNamedOnly(byIconsAt: [try icon()], in: files)
    }

    func testAnEnumCasesRawValueIsFoundAndEditedThere() throws {
        let files = files(["App/Icons.swift": Self.icons])
        let found = try XCTUnwrap(IconNameDeclaration.find(iconAt: try icon(), in: files))
        XCTAssertEqual(found.form, .rawValue)
        XCTAssertEqual(found.path, "App/Icons.swift")
        XCTAssertEqual(found.position, SourcePosition(line: 2, column: 18))
        XCTAssertEqual(found.said("Video-quickaction"), "Icon.video's raw value set to \"Video-quickaction\"")
        XCTAssertTrue(found.isNamedOnly(byIconsAt: [try icon()], in: files))
        let edited = try found.edit(Array(Self.icons.utf8), to: "Video-quickaction")
        XCTAssertEqual(
            String(decoding: edited, as: UTF8.self),
            Self.icons.replacingOccurrences(of: "\"Video\"", with: "\"Video-quickaction\""))
    }

    func testAnotherCaseOfTheEnumUsedElsewhereIsNoUseOfThisOne() throws {
        XCTAssertTrue(
            try namedOnly(["App/Icons.swift": Self.icons, "App/Tabs.swift": "let t = Icon.search.rawValue\n"]))
    }

    func testAnyOtherRoadToTheRawValueKeepsTheEditAtTheItem() throws {
        let others = [
            "the case by name": "let t = Icon.video.rawValue\n",
            "an implicit member": "let t: Icon = .video\n",
            "a raw value's init": "let t = Icon(rawValue: name)\n",
            "every case": "let t = Icon.allCases\n",
            "the enum as a type": "func show(_ icon: Icon) {}\n",
            "a contextual init": "let t: Thing? = .init(rawValue: name)\n",
        ]
        for (what, tabs) in others {
            XCTAssertFalse(try namedOnly(["App/Icons.swift": Self.icons, "App/Tabs.swift": tabs]), what)
        }
        let codable = Self.icons.replacingOccurrences(of: "String {", with: "String, Codable {")
        XCTAssertFalse(try namedOnly(["App/Icons.swift": codable]), "decoded from its raw values")
        XCTAssertFalse(
            try namedOnly(["App/Icons.swift": Self.icons, "App/Icon+Codable.swift": "extension Icon: Codable {}\n"]))
        let parsing = Self.icons.replacingOccurrences(
            of: "}\n", with: "    static func named(_ s: String) -> Icon? { Self(rawValue: s) }\n}\n")
        XCTAssertFalse(try namedOnly(["App/Icons.swift": parsing]), "made from a raw value inside the enum")
    }

    func testAConstantAlsoUsedAsATitleIsUsedElsewhere() throws {
        let shortcuts = Self.shortcuts.replacingOccurrences(of: "Icon.video.rawValue", with: "kVideo")
            .replacingOccurrences(of: "localizedTitle: \"Watch\"", with: "localizedTitle: kVideo")
        let files = files(["App/Icons.swift": "let kVideo = \"Video\"\n"], shortcuts: shortcuts)
        let at = try icon(shortcuts)
        let found = try XCTUnwrap(IconNameDeclaration.find(iconAt: at, in: files))
        XCTAssertEqual(found.form, .constant)
        XCTAssertFalse(found.isNamedOnly(byIconsAt: [at], in: files))
    }

    func testAChainOfConstantsIsNotFollowed() throws {
        let shortcuts = Self.shortcuts.replacingOccurrences(of: "Icon.video.rawValue", with: "kVideo")
        let files = files(["App/Icons.swift": "let kBase = \"Video\"\nlet kVideo = kBase\n"], shortcuts: shortcuts)
        XCTAssertNil(IconNameDeclaration.find(iconAt: try icon(shortcuts), in: files))
    }

    func testAnObjectiveCDefineAnotherMacroNamesIsUsedElsewhere() throws {
        let delegate = """
            #import "Icons.h"

            NSArray *Items(void) {
                return @[[[UIApplicationShortcutItem alloc] initWithType:@"com.example.watch" localizedTitle:@"Watch"
                    localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:kVideoIcon]
                    userInfo:nil]];
            }

            """
        let header = "#define kVideoIcon @\"Video\"\n"
        let at = try icon(delegate, path: "App/AppDelegate.m")
        func files(_ header: String) -> [(path: String, bytes: [UInt8])] {
            [("App/AppDelegate.m", Array(delegate.utf8)), ("App/Icons.h", Array(header.utf8))]
        }
        let found = try XCTUnwrap(IconNameDeclaration.find(iconAt: at, in: files(header)))
        XCTAssertEqual(found.form, .macro)
        XCTAssertEqual(found.position, SourcePosition(line: 1, column: 20))
        XCTAssertTrue(found.isNamedOnly(byIconsAt: [at], in: files(header)))
        XCTAssertFalse(found.isNamedOnly(byIconsAt: [at], in: files(header + "#define kTabIcon kVideoIcon\n")))
    }
}

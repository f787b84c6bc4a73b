import Foundation
import QuickGlyphCommands
import QuickGlyphTestSupport
import XCTest

/// An app wired by `build` keeps its handoff (glyphs and `shortcuts.json`) in the repository: the items
/// file the Info.plist was built from is not a second set of quick actions. One whose items the app
/// does not declare is still listed and judged as before.
final class CheckItemsFileSourceTests: XCTestCase {
    private static let items = """
        { "items": [
          { "type": "com.example.compose", "title": "New Message", "glyph": "compose" },
          { "type": "com.example.saved", "title": "Saved", "glyph": "compose", "dynamic": true }
        ] }
        """

    func testTheItemsFileTheInfoPlistWasBuiltFromIsNotCountedAgain() throws {
        var tree = Fixtures.projectApp(items: [
            Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")
        ])
        tree["App/Design/shortcuts.json"] = .text(Self.items)
        let (report, relative) = try CheckTestSupport.checkApp(tree, test: self)
        XCTAssertEqual(report.actions.map { relative($0.declaredAt.path) }, ["App/App/Info.plist"])
        XCTAssertEqual(report.findings.filter { $0.severity != .info }.map(\.message), [])
    }

    func testAnItemsFileDeclaringATypeTheAppDoesNotIsListed() throws {
        var tree = Fixtures.projectApp(items: [
            Fixtures.plistItem("com.example.compose", "New Message", icon: "compose")
        ])
        tree["App/Design/shortcuts.json"] = .text(
            Self.items.replacingOccurrences(of: "\"dynamic\": true", with: "\"dynamic\": false"))
        let (report, relative) = try CheckTestSupport.checkApp(tree, test: self)
        XCTAssertEqual(
            report.actions.map { relative($0.declaredAt.path) },
            ["App/App/Info.plist", "App/Design/shortcuts.json", "App/Design/shortcuts.json"],
            "com.example.saved is in no Info.plist: the file is not what the app was built from")
    }
}

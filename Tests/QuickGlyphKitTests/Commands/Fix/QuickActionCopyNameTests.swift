@testable import QuickGlyphCommands
import XCTest

/// A quick action's own copy is named in the style of the imageset it copies.
final class QuickActionCopyNameTests: XCTestCase {
    func testTheCopyFollowsTheNamesStyle() {
        XCTAssertEqual(QuickActionCopyName.name(for: "ic_send"), "ic_send_quickaction")
        XCTAssertEqual(QuickActionCopyName.name(for: "icon_allnotes"), "icon_allnotes_quickaction")
        XCTAssertEqual(QuickActionCopyName.name(for: "icTab2Unselected"), "icTab2UnselectedQuickAction")
        XCTAssertEqual(QuickActionCopyName.name(for: "qrCode-button"), "qrCode-button-quickaction")
        XCTAssertEqual(QuickActionCopyName.name(for: "search"), "search-quickaction")
        XCTAssertEqual(
            QuickActionCopyName.name(for: "Search"), "Search-quickaction", "a capital first is no camel case")
        XCTAssertEqual(QuickActionCopyName.name(for: "tab bar.search"), "tab bar.search-quickaction")
    }
}

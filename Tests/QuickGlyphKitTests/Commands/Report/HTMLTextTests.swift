@testable import QuickGlyphReport
import XCTest

/// `HTMLText.breakable`: where a long path, dotted name or call may wrap in a narrow column,
/// and that a word never gets a break inside it.
final class HTMLTextTests: XCTestCase {
    func testAPathBreaksAfterEachSlashAndBeforeItsExtensionNotBeforeALineNumber() {
        XCTAssertEqual(
            HTMLText.breakable("App/Player/SceneDelegate.swift:6:10"),
            "App/<wbr>Player/<wbr>SceneDelegate<wbr>.swift:6:10")
    }

    func testACallBreaksAfterItsParenthesisAndEachLabelsColon() {
        XCTAssertEqual(
            HTMLText.breakable("SceneDelegate.windowScene(_:performActionFor:completionHandler:)"),
            "SceneDelegate<wbr>.windowScene(<wbr>_:<wbr>performActionFor:<wbr>completionHandler:<wbr>)")
    }

    func testShortWordsAndProseAreOnlyEscaped() {
        XCTAssertEqual(HTMLText.breakable("dynamic org.example.play <b>"), "dynamic org.example.play &lt;b&gt;")
        XCTAssertEqual(
            HTMLText.breakable("UIApplicationShortcutIconTypePlay"), "UIApplicationShortcutIconTypePlay",
            "one long word: no break inside it")
    }
}

import Foundation
import QuickGlyphTestSupport
import XCTest

/// A generated app delegate comparing the item's type thousands of times (issue 38): every comparison
/// read is judged once, in order, and past the handler's share (10,000) reading stops and a note says
/// where, so that what was not read makes the result unknown, never wrong. Speed is `make bench`'s.
final class CheckComparisonBoundTests: XCTestCase {
    /// `if shortcutItem.type == "com.example.compose" {…}`, then `else if … == "aN"` for N in 1...count,
    /// then the declared `com.example.late`: comparison N + 1 is on line N + 7.
    private func app(comparisons count: Int) throws -> URL {
        let root = try FileTree.temporaryFolder(self)
        var lines = [
            "import UIKit", "", "@main", "class AppDelegate: UIResponder, UIApplicationDelegate {",
            "    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,",
            "                     completionHandler: @escaping (Bool) -> Void) {",
            "        if shortcutItem.type == \"com.example.compose\" { open(0) }",
        ]
        lines += (1...count).map { "        else if shortcutItem.type == \"a\($0)\" { open(\($0)) }" }
        lines += [
            "        else if shortcutItem.type == \"com.example.late\" { open(-1) }", "        completionHandler(true)",
            "    }",
            "    func open(_ n: Int) {}", "}", "",
        ]
        try FileTree.write(
            Fixtures.codeApp(
                items: [
                    Fixtures.plistItem("com.example.compose", "New Message"),
                    Fixtures.plistItem("com.example.late", "Later"),
                ],
                sources: ["AppDelegate.swift": lines.joined(separator: "\n")]), to: root)
        return root
    }

    private func undeclared(_ number: Int) -> String {
        "App/AppDelegate.swift:\(number + 7):38: note: the handler compares the type with \"a\(number)\", which no quick action "
            + "of the app declares (declared: com.example.compose, com.example.late); correct it, or remove the branch "
            + "[handled-type-undeclared]"
    }

    /// The findings once each and in the order they always had, now that they are deduplicated in a set.
    func testEveryComparisonOfAGeneratedDelegateIsJudgedOnceInOrder() throws {
        let root = try app(comparisons: 3_000)
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasSuffix("[handled-type-undeclared]") }, (1...3_000).map(undeclared))
        XCTAssertFalse(result.stdout.contains("[handler-read-in-part]"), "3,000 comparisons are read whole")
        XCTAssertFalse(result.stdout.contains("[type-unhandled]"), "both actions are compared")
        XCTAssertEqual(lines.last, "0 errors, 1 warning, 3002 notes in 1 file")
    }

    /// Past 10,000 comparisons a handler is read no further: one note names the file and the first
    /// comparison not read, and `com.example.late`, compared after it, is not called unhandled.
    func testAHandlerPastItsShareOfComparisonsIsReadInPartAndSaysSo() throws {
        let root = try app(comparisons: 10_004)
        let result = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0, result.stdout)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Comparison 1 is com.example.compose; 2 to 10,000 are a1 to a9999; a10000 is the first not read.
        XCTAssertEqual(lines.filter { $0.hasSuffix("[handled-type-undeclared]") }, (1...9_999).map(undeclared))
        XCTAssertEqual(
            lines.filter { $0.hasSuffix("[handler-read-in-part]") },
            [
                "App/AppDelegate.swift:10007:38: note: a handler compares the quick action's type more than 10,000 times; check "
                    + "read the first 10,000 and stopped here, so the types compared from here on are unknown: the handler is taken "
                    + "to handle any type, no quick action is called unhandled and no type compared past here is judged "
                    + "[handler-read-in-part]"
            ])
        XCTAssertFalse(result.stdout.contains("[type-unhandled]"), result.stdout.suffix(2_000).description)
        // The inventory says so too (wrapped to the terminal's width: compared word by word).
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            words.contains(
                "handled in App/AppDelegate.swift:5:10; not followed: the comparisons of the type from "
                    + "App/AppDelegate.swift:10007:38 on, past the first 10,000, not read"),
            String(result.stdout.prefix(2_000)))
    }
}

@testable import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// The same finding reached twice is kept once, where it was first reached: the order check always
/// printed, now found in a set rather than by comparing each finding with every one kept (issue 38).
final class AuditorUniqueTests: XCTestCase {
    func testTheSameFindingReachedTwiceIsKeptOnceWhereFirstReached() {
        let a = Finding(
            rule: .handledTypeUndeclared, severity: .info, path: "App/AppDelegate.swift", message: "a",
            position: SourcePosition(line: 9, column: 38))
        let b = Finding(
            rule: .handledTypeUndeclared, severity: .info, path: "App/AppDelegate.swift", message: "b",
            position: SourcePosition(line: 8, column: 38))
        var moved = a
        moved.position = SourcePosition(line: 9, column: 39)
        var edited = b
        edited.edit = .removeItemKey(item: 0, key: "UIApplicationShortcutItemIconFile")
        let c = Finding(rule: .noXcodeProject, severity: .info, path: "App", message: "c")
        // Equal findings only are one: another column, or the same finding with an edit, stay apart.
        XCTAssertEqual(Auditor.unique([a, b, a, moved, c, edited, b, c, a, edited]), [a, b, moved, c, edited])
        XCTAssertEqual(Auditor.unique([]), [])
    }

    /// Thousands of distinct findings keep their order, each once.
    func testManyFindingsKeepTheirOrder() {
        let findings = (0..<5_000).map {
            Finding(
                rule: .handledTypeUndeclared, severity: .info, path: "A.swift", message: "a\($0 % 2_500)",
                position: SourcePosition(line: $0 % 2_500 + 1, column: 1))
        }
        XCTAssertEqual(Auditor.unique(findings), Array(findings.prefix(2_500)))
    }
}

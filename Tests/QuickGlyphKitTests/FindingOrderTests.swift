import XCTest
@testable import QuickGlyphKit

final class FindingOrderTests: XCTestCase {
    func testFindingsSortByPathThenPositionThenSeverityThenRule() {
        func finding(_ path: String, _ line: Int?, _ column: Int?, _ severity: Severity, _ rule: String) -> Finding {
            Finding(rule: rule, severity: severity, path: path, message: "m",
                    position: line.map { SourcePosition(line: $0, column: column ?? 1) })
        }
        let expected = [
            finding("A.png", nil, nil, .error, "b"),
            finding("a.json", 2, 5, .warning, "z"),
            finding("a.json", 3, 18, .warning, "title-emoji"),
            finding("a.json", 3, 48, .error, "icon-type-unknown"),
            finding("a.json", 3, 48, .warning, "a"),
            finding("a.json", 3, 48, .warning, "b"),
        ]
        XCTAssertEqual(expected.reversed().sorted(by: Finding.precedes), expected)
        XCTAssertEqual(CheckReport(findings: expected.reversed(), filesChecked: 2).findings, expected)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

final class FindingOrderTests: XCTestCase {
    func testFindingsSortByPathThenPositionThenSeverityThenRule() {
        func finding(
            _ path: String, _ line: Int?, _ column: Int?, _ severity: Severity, _ rule: DiagnosticID
        ) -> Finding {
            Finding(
                rule: rule, severity: severity, path: path, message: "m",
                position: line.map { SourcePosition(line: $0, column: column ?? 1) })
        }
        let expected = [
            finding("A.png", nil, nil, .error, .blurry),
            finding("a.json", 2, 5, .warning, .writeFailed),
            finding("a.json", 3, 18, .warning, .titleEmoji),
            finding("a.json", 3, 48, .error, .iconTypeUnknown),
            finding("a.json", 3, 48, .warning, .alphaOpaque),
            finding("a.json", 3, 48, .warning, .blurry),
        ]
        XCTAssertEqual(expected.reversed().sorted(by: Finding.precedes), expected)
        XCTAssertEqual(CheckReport(findings: expected.reversed(), filesChecked: 2).findings, expected)
    }
}

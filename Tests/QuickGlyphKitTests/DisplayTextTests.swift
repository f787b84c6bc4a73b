import Foundation
import QuickGlyphCore
import XCTest

/// A finding is one line and cannot send terminal codes, whatever a name holds.
final class DisplayTextTests: XCTestCase {
    func testControlCharactersAreEscapedWhenAFindingIsPrinted() {
        let finding = Finding(ToolDiagnostics.invalidName, path: "glyphs/a\nb\u{1B}[31m.svg",
                              message: "the name \"x\ty\u{7F}\" is bad\r")
        XCTAssertEqual(finding.diagnosticLine,
                       #"glyphs/a\nb\u{1B}[31m.svg: error: the name "x\ty\u{7F}" is bad\r [invalid-name]"#)
        XCTAssertEqual(DisplayText.escapingControls("café ✓"), "café ✓")
        XCTAssertEqual(DisplayText.escapingControls("a\u{2028}b\u{9B}"), #"a\u{2028}b\u{9B}"#)
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// What holds across the rules' examples. Each rule's examples run in its own generated
/// class (`GeneratedRuleTests.swift`, from `scripts/generate-rule-tests.py`), so one
/// rule's test runs alone: `swift test --filter FaintRule`.
final class RuleExampleTests: XCTestCase {
    func testEveryRegisteredRuleHasExamplesAndItsOwnTestClass() {
        XCTAssertEqual(ExampledRules.withoutExamples, [], "rules with no examples in Tests/QuickGlyphTestSupport/RuleExamples")
        let registered = (RuleRegistry.imageRules.map { String(describing: $0) } + RuleRegistry.treeRules.map { String(describing: $0) }).sorted()
        XCTAssertEqual(GeneratedRuleTests.rules, registered, "run scripts/generate-rule-tests.py")
    }

    func testEveryIDIsDescribedExactlyOnceAndKebabCase() {
        let described = RuleRegistry.allDiagnostics.map(\.id)
        XCTAssertEqual(Set(described).count, described.count, "an id described twice: \(described)")
        XCTAssertEqual(Set(described), Set(DiagnosticID.allCases), "every id the tool can print is described")
        for id in DiagnosticID.allCases {
            XCTAssertNotNil(id.rawValue.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "\(id) is not kebab-case")
        }
    }

    /// The rule examples' own good fixtures pass every image rule: no rule fires on a plain, correct glyph.
    func testGoodDiscPassesEveryImageRule() {
        for scale in 1...3 {
            let subject = Fixtures.disc(path: "disc.png", size: 35 * scale, scale: scale)
            XCTAssertEqual(RuleRegistry.validate(subject, context: RuleContext()).map(\.diagnosticLine), [])
        }
    }
}

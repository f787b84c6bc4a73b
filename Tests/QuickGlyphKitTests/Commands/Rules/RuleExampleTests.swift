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
        XCTAssertEqual(
            ExampledRules.withoutExamples, [], "rules with no examples in Tests/QuickGlyphTestSupport/RuleExamples")
        let registered =
            (RuleRegistry.imageRules.map { String(describing: $0) }
            + RuleRegistry.treeRules.map { String(describing: $0) }).sorted()
        XCTAssertEqual(GeneratedRuleTests.rules, registered, "run scripts/generate-rule-tests.py")
    }

    func testEveryIDIsDescribedExactlyOnceAndKebabCase() {
        let described = RuleRegistry.allDiagnostics.map(\.id)
        XCTAssertEqual(Set(described).count, described.count, "an id described twice: \(described)")
        XCTAssertEqual(Set(described), Set(DiagnosticID.allCases), "every id the tool can print is described")
        for id in DiagnosticID.allCases {
            XCTAssertNotNil(
                id.rawValue.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression),
                "\(id) is not kebab-case")
        }
    }

    /// The generated registry lists each subject's rules by the `order` each declares, one number a place,
    /// so their findings on one subject keep coming out in the same order.
    func testRegistryListsEachSubjectsRulesByTheirOrder() {
        let android = RuleRegistry.treeRules.compactMap { $0 as? any AndroidModuleRule.Type }.map { $0.order }
        let lists: [(String, [Int])] = [
            ("image", RuleRegistry.imageRules.map { $0.order }),
            ("PNG file", RuleRegistry.pngFileRules.map { $0.order }),
            ("imageset", RuleRegistry.imagesetRules.map { $0.order }),
            ("shortcuts", RuleRegistry.shortcutsRules.map { $0.order }),
            ("app", RuleRegistry.appRules.map { $0.order }),
            ("life cycle", RuleRegistry.lifeCycleRules.map { $0.order }), ("Android", android),
        ]
        for (subject, orders) in lists { XCTAssertEqual(orders, Array(1...orders.count), "the \(subject) rules") }
    }

    /// The rule examples' own good fixtures pass every image rule: no rule fires on a plain, correct glyph.
    func testGoodDiscPassesEveryImageRule() {
        for scale in 1...3 {
            let subject = Fixtures.disc(path: "disc.png", size: 35 * scale, scale: scale)
            XCTAssertEqual(RuleRegistry.validate(subject, context: RuleContext()).map(\.diagnosticLine), [])
        }
    }
}

import Foundation
import QuickGlyphCore
import QuickGlyphEncode
import QuickGlyphItems
import QuickGlyphKit
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules
import QuickGlyphTestSupport
import XCTest

/// Every rule's own examples: the triggering ones must produce a finding of that rule,
/// the others none. Adding a rule with examples adds its test.
final class RuleExampleTests: XCTestCase {
    func testImageRuleExamples() {
        for rule in RuleRegistry.imageRules {
            let id = rule.description.id
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
            for example in rule.triggeringExamples {
                let findings = rule.init().validate(example.subject(), context: RuleContext())
                XCTAssertTrue(findings.contains { $0.rule == id }, "\(id) missed its example \"\(example.name)\"")
            }
            for example in rule.nonTriggeringExamples {
                let findings = rule.init().validate(example.subject(), context: RuleContext())
                XCTAssertEqual(findings.filter { $0.rule == id }.map(\.message), [], "\(id) fired on \"\(example.name)\"")
            }
        }
    }

    func testTreeRuleExamples() throws {
        for rule in RuleRegistry.treeRules {
            let id = rule.description.id
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
            for example in rule.triggeringExamples {
                let report = try CheckTestSupport.check(example.files(), test: self)
                XCTAssertTrue(report.findings.contains { $0.rule == id }, "\(id) missed its example \"\(example.name)\": \(report.findings.map(\.diagnosticLine))")
            }
            for example in rule.nonTriggeringExamples {
                let report = try CheckTestSupport.check(example.files(), test: self)
                XCTAssertEqual(report.findings.filter { $0.rule == id }.map(\.diagnosticLine), [], "\(id) fired on \"\(example.name)\"")
            }
        }
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

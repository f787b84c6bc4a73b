import Foundation
import QuickGlyphAudit
import QuickGlyphCore
import QuickGlyphEncode
import QuickGlyphItems
import QuickGlyphRaster
import QuickGlyphRender
import QuickGlyphRules
import QuickGlyphTestSupport
import XCTest

/// Every rule's own examples: each triggering one must produce findings of that rule
/// exactly where it declares (as many, at the same pixels, lines and files), the
/// others none. Adding a rule with examples adds its test.
final class RuleExampleTests: XCTestCase {
    func testImageRuleExamples() {
        for rule in RuleRegistry.imageRules {
            let id = rule.description.id
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
            for example in rule.triggeringExamples {
                let findings = rule.init().validate(example.subject(), context: RuleContext())
                assertLocations(findings.filter { $0.rule == id }.map(ExampleLocation.init(image:)), example.locations,
                                "\(id) on \"\(example.name)\"")
            }
            for example in rule.nonTriggeringExamples {
                XCTAssertEqual(example.locations, [], "\(id): \"\(example.name)\" does not trigger, so it has no location")
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
                let folder = try CheckTestSupport.temporaryFolder(self)
                let tree = example.files()
                try CheckTestSupport.write(tree, to: folder)
                let findings = try Auditor().check(paths: CheckTestSupport.paths(of: tree, in: folder)).findings.filter { $0.rule == id }
                assertLocations(findings.map { ExampleLocation(tree: $0, root: folder.path) }, example.locations,
                                "\(id) on \"\(example.name)\": \(findings.map(\.diagnosticLine))")
            }
            for example in rule.nonTriggeringExamples {
                XCTAssertEqual(example.locations, [], "\(id): \"\(example.name)\" does not trigger, so it has no location")
                let report = try CheckTestSupport.check(example.files(), test: self)
                XCTAssertEqual(report.findings.filter { $0.rule == id }.map(\.diagnosticLine), [], "\(id) fired on \"\(example.name)\"")
            }
        }
    }

    /// The same locations as many times each; an example that declares none could never fail, so it fails.
    private func assertLocations(_ found: [ExampleLocation], _ declared: [ExampleLocation], _ what: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(declared.isEmpty, "\(what) declares no location", file: file, line: line)
        let order = { (a: ExampleLocation, b: ExampleLocation) in a.description < b.description }
        XCTAssertEqual(found.sorted(by: order), declared.sorted(by: order), what, file: file, line: line)
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

private extension ExampleLocation {
    /// Image findings name a pixel or nothing: the image is the only file.
    init(image finding: Finding) {
        self = finding.pixel.map { .pixel(x: $0.x, y: $0.y) } ?? .image
    }

    /// Tree findings name a file under `root`, and in it a line, a pixel or nothing.
    init(tree finding: Finding, root: String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let path = finding.path.hasPrefix(prefix) ? String(finding.path.dropFirst(prefix.count)) : finding.path
        if let position = finding.position {
            self = .line(path, position.line, column: position.column)
        } else if let pixel = finding.pixel {
            self = .filePixel(path, x: pixel.x, y: pixel.y)
        } else {
            self = .file(path)
        }
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// Runs one rule's own examples: each triggering one must produce findings of that rule
/// exactly where it declares (as many, at the same pixels, lines and files), the others
/// none. Each rule's generated test class calls it, so `swift test --filter NameRule`
/// runs one rule alone.
enum RuleExampleVerifier {
    static func verifyTriggering(_ rule: any ImageRuleExamples.Type, file: StaticString = #filePath, line: UInt = #line)
    {
        let id = rule.description.id
        XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(id) has no triggering example", file: file, line: line)
        for example in rule.triggeringExamples {
            let findings = rule.init().validate(example.subject(), context: RuleContext())
            assertLocations(
                findings.filter { $0.rule == id }.map(ExampleLocation.init(image:)), example.locations,
                "\(id) on \"\(example.name)\"", file: file, line: line)
        }
    }

    static func verifyNonTriggering(
        _ rule: any ImageRuleExamples.Type, file: StaticString = #filePath, line: UInt = #line
    ) {
        let id = rule.description.id
        XCTAssertFalse(
            rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example", file: file, line: line)
        for example in rule.nonTriggeringExamples {
            XCTAssertEqual(
                example.locations, [], "\(id): \"\(example.name)\" does not trigger, so it has no location", file: file,
                line: line)
            let findings = rule.init().validate(example.subject(), context: RuleContext())
            XCTAssertEqual(
                findings.filter { $0.rule == id }.map(\.message), [], "\(id) fired on \"\(example.name)\"", file: file,
                line: line)
        }
    }

    static func verifyTriggering(
        _ rule: any TreeRuleExamples.Type, in test: XCTestCase,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let id = rule.description.id
        XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(id) has no triggering example", file: file, line: line)
        for example in rule.triggeringExamples {
            let folder = try CheckTestSupport.temporaryFolder(test)
            let tree = example.files()
            try CheckTestSupport.write(tree, to: folder)
            let findings = try Auditor().check(paths: CheckTestSupport.paths(of: tree, in: folder)).findings.filter {
                $0.rule == id
            }
            assertLocations(
                findings.map { ExampleLocation(tree: $0, root: folder.path) }, example.locations,
                "\(id) on \"\(example.name)\": \(findings.map(\.diagnosticLine))", file: file, line: line)
            // `check --fix` makes a finding's edit only for a rule that declares one: an edit from any other is lost.
            if case .plistEdit = rule.description.repair {
            } else {
                XCTAssertEqual(
                    findings.filter { $0.edit != nil }.map(\.diagnosticLine), [],
                    "\(id) gives an edit but declares no .plistEdit repair", file: file, line: line)
            }
        }
    }

    static func verifyNonTriggering(
        _ rule: any TreeRuleExamples.Type, in test: XCTestCase,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let id = rule.description.id
        XCTAssertFalse(
            rule.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example", file: file, line: line)
        for example in rule.nonTriggeringExamples {
            XCTAssertEqual(
                example.locations, [], "\(id): \"\(example.name)\" does not trigger, so it has no location", file: file,
                line: line)
            let report = try CheckTestSupport.check(example.files(), test: test)
            XCTAssertEqual(
                report.findings.filter { $0.rule == id }.map(\.diagnosticLine), [],
                "\(id) fired on \"\(example.name)\"",
                file: file, line: line)
        }
    }

    /// The same locations as many times each; an example that declares none could never fail, so it fails.
    private static func assertLocations(
        _ found: [ExampleLocation], _ declared: [ExampleLocation], _ what: String,
        file: StaticString, line: UInt
    ) {
        XCTAssertFalse(declared.isEmpty, "\(what) declares no location", file: file, line: line)
        let order = { (a: ExampleLocation, b: ExampleLocation) in a.description < b.description }
        XCTAssertEqual(found.sorted(by: order), declared.sorted(by: order), what, file: file, line: line)
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

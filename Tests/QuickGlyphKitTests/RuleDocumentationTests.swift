import Foundation
import QuickGlyphKit
import XCTest

/// docs/rules.md is generated from the rules; this fails when it is out of date.
final class RuleDocumentationTests: XCTestCase {
    func testRulesDocumentIsUpToDate() throws {
        var examples: [String: String] = [:]
        for rule in RuleRegistry.imageRules {
            let id = rule.description.id
            examples[id] = rule.triggeringExamples.lazy.flatMap { rule.init().validate($0.subject(), context: RuleContext()) }
                .first { $0.rule == id }?.diagnosticLine
        }
        for rule in RuleRegistry.treeRules {
            let id = rule.description.id
            guard let example = rule.triggeringExamples.first else { continue }
            let folder = try CheckTestSupport.temporaryFolder(self)
            try CheckTestSupport.write(example.files(), to: folder)
            let report = try Auditor().check(paths: [folder.path])
            // Temporary folders differ on each run: show paths relative to the example's root.
            examples[id] = report.findings.first { $0.rule == id }.map { finding in
                finding.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "")
            }
        }
        let expected = RuleDocumentation.markdown(examples: examples)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        if ProcessInfo.processInfo.environment["QUICKGLYPH_UPDATE_DOCS"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let actual = try? String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "docs/rules.md is out of date: run QUICKGLYPH_UPDATE_DOCS=1 swift test --filter RuleDocumentation")
    }
}

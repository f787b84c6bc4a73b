import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// docs/rules.md is generated from the rules; this fails when it is out of date.
final class RuleDocumentationTests: XCTestCase {
    func testRulesDocumentIsUpToDate() throws {
        var examples: [DiagnosticID: String] = [:]
        for rule in ExampledRules.imageRules {
            let id = rule.description.id
            examples[id] =
                rule.triggeringExamples.lazy.flatMap { rule.init().validate($0.subject(), context: RuleContext()) }
                .first { $0.rule == id }?.diagnosticLine
        }
        for rule in ExampledRules.treeRules {
            let id = rule.description.id
            guard let example = rule.triggeringExamples.first else { continue }
            let folder = try CheckTestSupport.temporaryFolder(self)
            let tree = example.files()
            try CheckTestSupport.write(tree, to: folder)
            let report = try Auditor().check(paths: CheckTestSupport.paths(of: tree, in: folder))
            // Temporary folders differ on each run: show paths relative to the example's root.
            examples[id] = report.findings.first { $0.rule == id }.map { finding in
                finding.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "")
            }
        }
        let expected = RuleDocumentation.markdown(examples: examples)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        // The document's own variable, the one docs/rules.md tells its readers to set.
        GoldenFile(url: url, updateVariable: "QUICKGLYPH_UPDATE_DOCS").assertMatches(expected)
    }
}

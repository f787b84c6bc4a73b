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

/// docs/rules.md is generated from the rules; this fails when it is out of date.
final class RuleDocumentationTests: XCTestCase {
    func testRulesDocumentIsUpToDate() throws {
        var examples: [DiagnosticID: String] = [:]
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
        let actual = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        // The first line that differs, not two whole documents.
        let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
        let common = min(expectedLines.count, actualLines.count)
        let firstDifference = (0..<common).first { expectedLines[$0] != actualLines[$0] }
        if let line = firstDifference ?? (expectedLines.count == actualLines.count ? nil : common) {
            XCTFail("docs/rules.md is out of date at line \(line + 1): expected \"\(expectedLines[safe: line] ?? "")\", found \"\(actualLines[safe: line] ?? "")\"; "
                    + "run QUICKGLYPH_UPDATE_DOCS=1 swift test --filter RuleDocumentation")
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

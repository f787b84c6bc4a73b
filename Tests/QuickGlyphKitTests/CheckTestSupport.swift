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

/// Checks file trees written to a fresh temporary folder per test.
enum CheckTestSupport {
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        try FileTree.temporaryFolder(test, prefix: "quickglyph-check")
    }

    static func write(_ tree: [String: ExampleFile], to folder: URL) throws {
        try FileTree.write(tree, to: folder)
    }

    static func write(_ tree: [String: Data], to folder: URL) throws {
        try FileTree.write(tree.mapValues(ExampleFile.bytes), to: folder)
    }

    static func check(_ tree: [String: Data], test: XCTestCase, context: RuleContext = RuleContext()) throws -> CheckReport {
        try check(tree.mapValues(ExampleFile.bytes), test: test, context: context)
    }

    /// Writes `tree` into its own folder and checks what it holds, each top-level
    /// entry named as a user would name it: `check App`, `check Assets.xcassets`,
    /// `check Info.plist`.
    static func check(_ tree: [String: ExampleFile], test: XCTestCase, context: RuleContext = RuleContext()) throws -> CheckReport {
        let folder = try temporaryFolder(test)
        try write(tree, to: folder)
        return try Auditor(context: context).check(paths: paths(of: tree, in: folder))
    }

    /// The tree's top-level entries, as paths below `folder`.
    static func paths(of tree: [String: ExampleFile], in folder: URL) -> [String] {
        Set(tree.keys.map { String($0.split(separator: "/")[0]) }).sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The temporary folder a report's paths start with, up to and including its slash.
    static func rootPrefix(_ report: CheckReport) throws -> String {
        let path = try XCTUnwrap(report.findings.first?.path)
        guard let range = path.range(of: #"quickglyph-check-[0-9A-F-]+/"#, options: .regularExpression) else { return "" }
        return String(path[..<range.upperBound])
    }
}

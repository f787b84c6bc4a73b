import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
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

    static func check(
        _ tree: [String: Data], test: XCTestCase, context: RuleContext = RuleContext()
    ) throws -> CheckReport {
        try check(tree.mapValues(ExampleFile.bytes), test: test, context: context)
    }

    /// Writes `tree` into its own folder and checks what it holds, each top-level
    /// entry named as a user would name it: `check App`, `check Assets.xcassets`,
    /// `check Info.plist`.
    static func check(
        _ tree: [String: ExampleFile], test: XCTestCase, context: RuleContext = RuleContext()
    ) throws -> CheckReport {
        let folder = try temporaryFolder(test)
        try write(tree, to: folder)
        return try Auditor(context: context).check(paths: paths(of: tree, in: folder))
    }

    /// Writes `tree` (paths start with `App/`), checks `App` and returns the report
    /// with a function that makes its paths relative to the folder holding `App`.
    static func checkApp(_ tree: [String: ExampleFile], test: XCTestCase) throws -> (CheckReport, (String) -> String) {
        let folder = try temporaryFolder(test)
        try write(tree, to: folder)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("App").path])
        let prefix = folder.path + "/"
        return (report, { $0.replacingOccurrences(of: prefix, with: "") })
    }

    /// `path:line:col rule` for each finding, paths made relative by `relative`.
    static func lines(_ report: CheckReport, _ relative: (String) -> String) -> [String] {
        report.findings.map {
            "\(relative($0.path))\($0.position.map { ":\($0.line):\($0.column)" } ?? "") \($0.rule.rawValue)"
        }
    }

    /// The tree's top-level entries, as paths below `folder`.
    static func paths(of tree: [String: ExampleFile], in folder: URL) -> [String] {
        Set(tree.keys.map { String($0.split(separator: "/")[0]) }).sorted().map {
            folder.appendingPathComponent($0).path
        }
    }

    /// The temporary folder a report's paths start with, up to and including its slash.
    static func rootPrefix(_ report: CheckReport) throws -> String {
        let path = try XCTUnwrap(report.findings.first?.path)
        guard let range = path.range(of: #"quickglyph-check-[0-9A-F-]+/"#, options: .regularExpression) else {
            return ""
        }
        return String(path[..<range.upperBound])
    }
}

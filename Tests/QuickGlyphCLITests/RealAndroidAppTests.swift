import Foundation
import XCTest

/// `check` on seven synthetic Android modules of our own (Tests/QuickGlyphKitTests/Fixtures/android-apps,
/// each named for the patterns it stresses, with a README listing them and a golden checked by hand): every
/// Android finding, by rule, file, line and column, is the one `expected-findings.json` lists, and no other.
final class RealAndroidAppTests: XCTestCase {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../QuickGlyphKitTests/Fixtures/android-apps").standardizedFileURL

    /// One finding as the ground truth spells it: `note` is the JSON report's `info`.
    struct Located: Hashable, Comparable, CustomStringConvertible {
        var rule: String, severity: String, file: String, line: Int, column: Int
        static func < (a: Located, b: Located) -> Bool {
            (a.file, a.line, a.column, a.rule) < (b.file, b.line, b.column, b.rule)
        }
        var description: String { "\(file):\(line):\(column): \(severity) [\(rule)]" }
    }

    private func expected(_ app: String) throws -> [Located] {
        let data = try Data(contentsOf: Self.apps.appendingPathComponent(app + "/expected-findings.json"))
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try list.map {
            Located(
                rule: try XCTUnwrap($0["id"] as? String),
                severity: ($0["severity"] as? String).map { $0 == "note" ? "info" : $0 } ?? "",
                file: try XCTUnwrap($0["file"] as? String), line: try XCTUnwrap($0["line"] as? Int),
                column: try XCTUnwrap($0["column"] as? Int))
        }.sorted()
    }

    /// The Android findings of `check APP --format json`, paths relative to the app, and the exit status.
    private func found(_ app: String) throws -> (status: Int32, findings: [Located], messages: [String]) {
        let result = try CLIRunner.run(["check", app, "--format", "json"], in: Self.apps)
        let root = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        let android = findings.filter { ($0["rule"] as? String)?.hasPrefix("android-") == true }
        let located = android.map { finding -> Located in
            let path = finding["path"] as? String ?? ""
            let relative = path.hasPrefix(app + "/") ? String(path.dropFirst(app.count + 1)) : path
            return Located(
                rule: finding["rule"] as? String ?? "", severity: finding["severity"] as? String ?? "", file: relative,
                line: finding["line"] as? Int ?? 0, column: finding["column"] as? Int ?? 0)
        }
        return (result.status, located.sorted(), android.compactMap { $0["message"] as? String })
    }

    private func assertMatchesGroundTruth(
        _ app: String, status: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (exit, findings, messages) = try found(app)
        let truth = try expected(app)
        let missing = Set(truth).subtracting(findings).sorted(), extra = Set(findings).subtracting(truth).sorted()
        XCTAssertEqual(
            findings, truth, "\(app): missing \(missing), not in the ground truth \(extra)", file: file, line: line)
        XCTAssertEqual(exit, status, "\(app): exit status", file: file, line: line)
        for message in messages { XCTAssertFalse(message.isEmpty, file: file, line: line) }
    }

    func testADuplicateIDLongLabelsAndNineShortcuts() throws {
        try assertMatchesGroundTruth("duplicate-id-nine-shortcuts-layer-list-long-labels", status: 1)
    }

    func testAGroovyDebugSuffixAndBitmapIcons() throws {
        try assertMatchesGroundTruth("groovy-suffix-bitmap-icons-long-labels", status: 0)
    }

    func testAKotlinDSLSuffixAdaptiveWebPIconsAndLongTranslations() throws {
        try assertMatchesGroundTruth("kotlin-dsl-suffix-adaptive-webp-long-translations", status: 0)
    }

    func testAdaptiveIconsWithNightColoursAndAStringsFileNotNamedStringsAreClean() throws {
        try assertMatchesGroundTruth("clean-adaptive-night-colours-strings-file-not-named-strings", status: 0)
    }

    func testVectorIconsInV25OnlyAndLongShortLabelsBesideAnEmptyV24File() throws {
        try assertMatchesGroundTruth("vector-icons-v25-short-labels-empty-v24", status: 0)
    }

    func testDoctypeStringsASharedIconAndTheNamespaceAsApplicationID() throws {
        try assertMatchesGroundTruth("doctype-strings-shared-icon-namespace-id", status: 0)
    }

    func testADebugSourceSetsOwnShortcutsGiveNoSuffixNote() throws {
        try assertMatchesGroundTruth("debug-source-set-overrides-suffix-png-foregrounds", status: 0)
    }
}

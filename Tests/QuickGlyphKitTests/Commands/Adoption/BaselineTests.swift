import Foundation
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check --write-baseline FILE`, then `check --baseline FILE`: only the findings it does not record.
final class BaselineTests: XCTestCase {
    /// An app with three findings: the folder's no-xcode-project note, a Swift icon-file-unresolved and a plist
    /// icon-type-unknown.
    private func app(swiftLead: String = "", moreSwift: String? = nil) -> [String: ExampleFile] {
        var tree = Fixtures.imageset("compose", catalog: "App/Assets.xcassets")
        tree["App/Sources/Shortcuts.swift"] = .text(swiftLead + SuppressionTests.swiftSource())
        tree["App/Info.plist"] = SuppressionTests.plist()
        if let moreSwift { tree["App/Sources/More.swift"] = .text(moreSwift) }
        return tree
    }

    /// Checks `tree` in a fresh folder (a clone of its own) with `adoption`.
    private func check(_ tree: [String: ExampleFile], _ adoption: Adoption) throws -> CheckReport {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        var auditor = Auditor()
        auditor.adoption = adoption
        return try auditor.check(paths: [folder.appendingPathComponent("App").path])
    }

    private func writtenBaseline() throws -> String {
        let file = try CheckTestSupport.temporaryFolder(self).appendingPathComponent("baseline.json").path
        let report = try check(app(), Adoption(recordsBaseline: true))
        XCTAssertEqual(try Baseline.write(report, to: file), 3)
        return file
    }

    func testWrittenBaselineIsSortedRelativeAndStable() throws {
        let file = try writtenBaseline()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"findings\" : [\n"), text)
        XCTAssertTrue(text.hasSuffix("  \"quickglyph-baseline\" : 1\n}\n"), text)
        XCTAssertTrue(text.contains(#""path" : "Info.plist""#), text)
        XCTAssertTrue(text.contains(#""line" : "<key>UIApplicationShortcutItemIconType</key>""#), text)
        XCTAssertTrue(
            text.contains(
                #""line" : "icon: UIApplicationShortcutIcon(templateImageName: \"compse\"), userInfo: nil),""#), text)
        XCTAssertFalse(text.contains(FileManager.default.temporaryDirectory.path), "no clone's own path: \(text)")
        // The same findings from another clone write the same bytes.
        let again = try CheckTestSupport.temporaryFolder(self).appendingPathComponent("baseline.json").path
        _ = try Baseline.write(try check(app(), Adoption(recordsBaseline: true)), to: again)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: again)), try Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// Read in another clone, it hides exactly what it recorded.
    func testBaselineHidesExactlyWhatItRecorded() throws {
        let file = try writtenBaseline()
        let report = try check(app(), Adoption(baseline: file))
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.baselineHidden, 3)
        XCTAssertEqual(report.summary, "0 errors, 0 warnings, 0 notes in 6 files (3 hidden by the baseline)")
    }

    /// Lines added above the findings move their numbers, not their text: still hidden.
    func testAnEditAboveKeepsTheFindingHidden() throws {
        let file = try writtenBaseline()
        let report = try check(app(swiftLead: "// A comment\n// and another\n\n"), Adoption(baseline: file))
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.baselineHidden, 3)
    }

    func testANewFindingShows() throws {
        let file = try writtenBaseline()
        let more = """
            import UIKit
            let extra = UIApplicationShortcutItem(type: "x", localizedTitle: "X", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(templateImageName: "compos"), userInfo: nil)

            """
        let report = try check(app(moreSwift: more), Adoption(baseline: file))
        XCTAssertEqual(
            report.findings.map { "\($0.rule.rawValue) \(($0.path as NSString).lastPathComponent)" },
            [
                "icon-file-unresolved More.swift"
            ])
        XCTAssertEqual(report.baselineHidden, 3)
    }

    /// Entries are a multiset: two recorded hide two findings like them, a third shows.
    func testEntriesAreCounted() {
        let finding = Finding(
            rule: .faint, severity: .warning, path: "/r/a.swift", message: "m",
            position: SourcePosition(line: 3, column: 1))
        let entry = BaselineEntry(rule: "faint", path: "a.swift", line: "let x = 1", message: "m")
        let filtered = Baseline.filter(
            [finding, finding, finding], entries: [entry, entry, entry], counts: [entry.key: 2])
        XCTAssertEqual(filtered.kept.count, 1)
        XCTAssertEqual(filtered.hidden, 2)
    }

    // MARK: Forged files

    private func refusal(_ contents: String?, make: ((String) throws -> Void)? = nil) throws -> String {
        let file = try CheckTestSupport.temporaryFolder(self).appendingPathComponent("baseline.json").path
        if let contents { try Data(contents.utf8).write(to: URL(fileURLWithPath: file)) }
        try make?(file)
        do {
            _ = try check(app(), Adoption(baseline: file))
            XCTFail("a forged baseline was read")
            return ""
        } catch let error as CheckError {
            return error.description.replacingOccurrences(of: file, with: "FILE")
        }
    }

    func testMalformedJSON() throws {
        XCTAssertEqual(
            try refusal("{\"findings\": [", make: nil),
            "FILE: cannot read the baseline: it is not JSON: the file ends before everything opened is closed: ]} is "
                + "missing here at line 1, column 15")
    }

    func testNotABaseline() throws {
        XCTAssertEqual(
            try refusal(#"{"findings": []}"#),
            "FILE: cannot read the baseline: it is not a baseline quickglyph wrote: its object has no "
                + "\"quickglyph-baseline\": 1")
    }

    func testWrongTypes() throws {
        XCTAssertEqual(
            try refusal(#"{"quickglyph-baseline": 1, "findings": {}}"#),
            "FILE: cannot read the baseline: \"findings\" is an object, not an array of findings")
        XCTAssertEqual(
            try refusal(#"{"quickglyph-baseline": 1, "findings": [{"rule": "faint", "path": 3, "message": "m"}]}"#),
            "FILE: cannot read the baseline: findings[0].path is a number, not a string")
        XCTAssertEqual(
            try refusal(#"{"quickglyph-baseline": 1, "findings": [{"rule": "faint", "path": "a"}]}"#),
            "FILE: cannot read the baseline: findings[0].message is missing, not a string")
    }

    func testALinkIsNotFollowed() throws {
        let target = try writtenBaseline()
        let message = try refusal(nil) { file in
            try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
        }
        XCTAssertEqual(
            message, "FILE: cannot read the baseline: it is a symbolic link, not a regular file; it was not opened")
    }

    func testAFIFOIsNotOpened() throws {
        let message = try refusal(nil) { file in XCTAssertEqual(mkfifo(file, 0o644), 0) }
        XCTAssertEqual(
            message,
            "FILE: cannot read the baseline: it is a FIFO, socket or device, not a regular file; it was not opened")
    }

    /// Past 64 MB it is refused by its size, unread (a sparse file: no 64 MB written).
    func testAHugeFileIsRefusedUnread() throws {
        let message = try refusal("") { file in
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
            try handle.truncate(atOffset: 64_000_001)
            try handle.close()
        }
        XCTAssertEqual(
            message,
            "FILE: cannot read the baseline: it is 64.1 MB, more than the 64 MB quickglyph reads of a baseline; "
                + "it was not read")
    }

    func testAMissingFile() throws {
        XCTAssertEqual(try refusal(nil), "FILE: cannot read the baseline: it does not exist")
    }

    /// --write-baseline replaces a baseline, never another file.
    func testWritingReplacesOnlyABaseline() throws {
        let file = try writtenBaseline()
        let report = try check(app(swiftLead: "\n"), Adoption(recordsBaseline: true))
        XCTAssertEqual(try Baseline.write(report, to: file), 3)
        let other = try CheckTestSupport.temporaryFolder(self).appendingPathComponent("Package.swift").path
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: other))
        XCTAssertThrowsError(try Baseline.write(report, to: other)) { error in
            XCTAssertEqual(
                (error as? CheckError)?.description,
                "\(other): cannot write the baseline: a file quickglyph did not make is there, and it is not a "
                    + "baseline "
                    + "quickglyph wrote; it is left as it is: name another path, or move the file away")
        }
        XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), "// swift-tools-version:5.9\n")
    }
}

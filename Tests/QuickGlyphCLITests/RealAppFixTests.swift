import Foundation
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// `check --fix` on copies of the real-app corpus (Tests/QuickGlyphKitTests/Fixtures/apps, each
/// app's licence and ground truth beside it): every mechanical finding of the first check is
/// repaired or said to be left with its reason, the check of the result is clean of the repaired
/// ones, a second run changes nothing, and no file outside the repaired imagesets, the new copies
/// and the edited lines differs.
final class RealAppFixTests: XCTestCase {
    private static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("QuickGlyphKitTests/Fixtures/apps")

    /// The rules a repair answers.
    private static let mechanical = FixableDiagnostics.imageset.union(FixableDiagnostics.edited).map(\.rawValue)

    /// What each app's copy gets, checked by hand: the subjects repaired, and how many findings are left with a reason.
    private static let expected: [(app: String, repaired: [String], left: Int)] = [
        (
            "mutable-items-two-catalogs",
            [
                "App/iOS/Icons.xcassets/Quick Actions/qa_new_list.imageset",
                "App/iOS/Icons.xcassets/Quick Actions/qa_private_list.imageset",
                "App/iOS/Icons.xcassets/Quick Actions/qa_scan_code.imageset",
            ], 0
        ),
        (
            "plist-icons-nested-pdf-long-translations",
            [
                "Tidepool/Assets.xcassets/Glyphs/24pt/Lock-24.imageset",
                "Tidepool/Assets.xcassets/PasteNote.imageset", "Tidepool/Assets.xcassets/Sync-16.imageset",
            ], 0
        ),
        (
            "seven-targets-shared-catalog",
            ["Veil/Assets.xcassets/Locked.imageset", "Veil/Assets.xcassets/Unlocked.imageset"], 0
        ),
        // Four glyphs made by one helper from literals: each redrawn where it is.
        (
            "helper-made-items-two-catalogs",
            [
                "Relay/Common.xcassets/lines.imageset", "Relay/Common.xcassets/paper-dart.imageset",
                "Relay/Common.xcassets/target.imageset", "Relay/Wallet/WalletArt.xcassets/scan-code.imageset",
            ], 0
        ),
        // Tab-bar icons the app's own enum also names: each quick action gets a copy, pointed at in the one function
        // that makes it.
        (
            "icon-from-enum-switch-utf16-strings",
            [
                "Pebble/Images.xcassets/Glyphs/glyph_compose.imageset",
                "Pebble/Images.xcassets/Glyphs/glyph_find.imageset",
                "Pebble/Images.xcassets/Glyphs/glyph_notes.imageset", "Pebble/Quick/QuickActionCenter.swift",
            ], 0
        ),
        // Tab-bar icons whose quick actions take their names from an enum inside a shared initializer: no one edit
        // points one action at a copy.
        ("subclass-initializer-enum-icons", [], 8),
        // Loose bundle PNGs, not imagesets.
        ("objc-isequal-loose-pngs", [], 2),
        ("sf-symbols-and-key-like-titles", [], 0),
        ("icon-from-variable-8-candidates", [], 0),
    ]

    func testEveryMechanicalFindingOfTheCorpusIsRepairedOrLeftWithAReasonAndASecondRunChangesNothing() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        for (app, repaired, leftCount) in Self.expected {
            try FileManager.default.copyItem(
                at: Self.apps.appendingPathComponent(app), to: root.appendingPathComponent(app))
            let original = try FileTree.snapshot(root.appendingPathComponent(app))
            let first = try CLIRunner.run(["check", app], in: root)
            let fix = try CLIRunner.run(["check", "--fix", app], in: root)
            XCTAssertEqual(fix.status, first.status, "\(app): exit as check's on what remains\n\(fix.stdout)")
            let lines = fix.stdout.split(separator: "\n").map(String.init)
            let subjects = lines.compactMap { line in
                line.range(of: ": fixed: ").map { String(line[..<$0.lowerBound].dropFirst(app.count + 1)) }
            }
            XCTAssertEqual(subjects, repaired, "\(app)\n\(fix.stdout)")
            let left = lines.filter { $0.contains(": not fixed [") }
            XCTAssertEqual(left.count, leftCount, "\(app)\n\(left.joined(separator: "\n"))")

            // Every mechanical finding of the first check is repaired, or left with a reason; the check after has none
            // of the repaired.
            let findings = { (output: String) in
                output.split(separator: "\n").filter { line in Self.mechanical.contains { line.hasSuffix("[\($0)]") } }
                    .map(String.init)
            }
            // What is left is printed once: a finding left is its `not fixed` line, not repeated after the summary.
            let before = findings(first.stdout),
                repeated = findings(fix.stdout.components(separatedBy: "check --fix: ").last ?? "")
            XCTAssertEqual(repeated, [], "\(app): each finding left is said once\n\(fix.stdout)")
            let after = findings(try CLIRunner.run(["check", app], in: root).stdout)
            XCTAssertEqual(
                after.count, leftCount, "\(app): only the findings left remain\n\(after.joined(separator: "\n"))")
            XCTAssertTrue(before.count >= leftCount, app)

            // Nothing outside the repaired imagesets, their copies and the edited files changed.
            let now = try FileTree.snapshot(root.appendingPathComponent(app))
            let changed = Set(original.keys).union(now.keys).filter { original[$0] != now[$0] }
            // No repository holds the copy: every file of the app replaced or removed is kept, byte for byte.
            let keptFolder = ".quickglyph-originals/"
            for path in changed where !path.hasPrefix(keptFolder) && original[path] != nil {
                XCTAssertEqual(now[keptFolder + path], original[path], "\(app): \(path) kept as it was")
            }
            for path in changed where !path.hasPrefix(keptFolder) {
                let inRepaired = repaired.contains { path == $0 || path.hasPrefix($0 + "/") }
                let inCopy = path.split(separator: "/").contains { $0.lowercased().hasSuffix("quickaction.imageset") }
                XCTAssertTrue(inRepaired || inCopy, "\(app): \(path) changed, and no repair names it")
            }
            for subject in repaired where !subject.hasSuffix(".imageset") {
                XCTAssertEqual(now[keptFolder + subject], original[subject], "\(app): \(subject) kept")
                let old = String(decoding: original[subject]!, as: UTF8.self).components(separatedBy: "\n")
                let new = String(decoding: now[subject]!, as: UTF8.self).components(separatedBy: "\n")
                XCTAssertEqual(old.count, new.count, "\(app): \(subject) keeps its lines")
                let edited = zip(old, new).filter { $0 != $1 }
                XCTAssertEqual(
                    edited.count,
                    lines.first { $0.hasPrefix(app + "/" + subject + ": fixed: ") }?.components(separatedBy: "; ")
                        .count,
                    "\(app): one line changed an edit")
                for (before, after) in edited {
                    XCTAssertTrue(after.contains("_quickaction\""), "\(app): \(before) -> \(after)")
                }
            }
            // Every PNG written is a template the size of its scale.
            for path in now.keys where changed.contains(path) && path.hasSuffix(".png") && !path.hasPrefix(keptFolder) {
                let header = try PNGImage.header(of: now[path]!)
                let scale = path.hasSuffix("@3x.png") ? 3 : path.hasSuffix("@2x.png") ? 2 : 1
                XCTAssertEqual([header.width, header.height], [35 * scale, 35 * scale], "\(app): \(path)")
            }

            let again = try CLIRunner.run(["check", "--fix", app], in: root)
            XCTAssertTrue(again.stdout.contains("check --fix: 0 repairs, 0 files changed"), "\(app)\n\(again.stdout)")
            XCTAssertEqual(
                try FileTree.snapshot(root.appendingPathComponent(app)), now, "\(app): a second --fix changes nothing")
        }
    }
}

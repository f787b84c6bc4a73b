import Foundation
import QuickGlyphTestSupport
import XCTest

/// Issue 10's whole loop on a sample app folder (Info.plist with other keys, a
/// catalog of its own, an InfoPlist.xcstrings with other strings): one build with
/// `--info-plist` and `--swift` makes only the intended changes, a second changes
/// nothing at all, the Swift compiles against the UIKit stub, and `check` of the
/// result finds nothing.
final class AppIntegrationTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    static let buildArguments = [
        "build", "Design/QuickActions", "--out", "App/QuickActions",
        "--info-plist", "App/Info.plist", "--swift", "App/QuickAction.swift",
        "--xcfilelist", "BuildPhase", "--srcroot", ".",
    ]

    func testTheSampleAppGoesFromHandoffToRunningCode() throws {
        let root = try CLIRunner.temporaryDirectory(self).appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: Self.fixture, to: root)
        let before = try FileTree.snapshot(root)

        let first = try CLIRunner.run(Self.buildArguments, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "", "the sample builds with no finding at all")
        XCTAssertEqual(
            first.stdout,
            "3 glyphs in App/QuickActions/Shortcuts.xcassets, 3 rendered, 0 unchanged, "
                + "20 files written, App/Info.plist updated\n")
        let after = try FileTree.snapshot(root)

        // Only the intended files changed: the Info.plist, the catalog of strings, and what the build adds.
        let changed = before.keys.filter { after[$0] != before[$0] }.sorted()
        XCTAssertEqual(changed, ["App/Info.plist", "App/InfoPlist.xcstrings"])
        let added = Set(after.keys).subtracting(before.keys)
        XCTAssertEqual(
            added.filter { !$0.hasPrefix("App/QuickActions/") }.sorted(),
            [
                "App/QuickAction.swift", "BuildPhase/quickglyph-inputs.xcfilelist",
                "BuildPhase/quickglyph-outputs.xcfilelist",
            ])

        // Info.plist: the old lines all there, in order, and the new ones exactly the key's.
        let plistBefore = lines(before["App/Info.plist"]!), plistAfter = lines(after["App/Info.plist"]!)
        let plistAdded = insertedLines(from: plistBefore, to: plistAfter)
        XCTAssertEqual(plistAdded.first, "\t<key>UIApplicationShortcutItems</key>")
        XCTAssertEqual(plistAdded.count, 21, plistAdded.joined(separator: "\n"))
        XCTAssertFalse(plistAdded.joined().contains("saved"), "the dynamic item is made in code, not declared")
        let plist = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: after["App/Info.plist"]!, format: nil) as? [String: Any])
        let items = try XCTUnwrap(plist["UIApplicationShortcutItems"] as? [[String: Any]])
        XCTAssertEqual(
            items.map { $0["UIApplicationShortcutItemType"] as? String },
            ["$(PRODUCT_BUNDLE_IDENTIFIER).compose", "$(PRODUCT_BUNDLE_IDENTIFIER).scan"])

        // The String Catalog: the app's own strings untouched, ours added in Xcode's order.
        let stringsAdded = insertedLines(
            from: lines(before["App/InfoPlist.xcstrings"]!), to: lines(after["App/InfoPlist.xcstrings"]!))
        XCTAssertEqual(
            stringsAdded.filter { $0.hasPrefix("    \"") },
            ["    \"New Message\" : {", "    \"QR or barcode\" : {", "    \"Saved\" : {", "    \"Scan Code\" : {"])
        let catalog = try XCTUnwrap(
            JSONSerialization.jsonObject(with: after["App/InfoPlist.xcstrings"]!) as? [String: Any])
        let strings = try XCTUnwrap(catalog["strings"] as? [String: Any])
        XCTAssertEqual(
            Set(strings.keys),
            ["CFBundleDisplayName", "NSCameraUsageDescription", "New Message", "QR or barcode", "Saved", "Scan Code"])

        // A second build changes no byte and no modification time anywhere.
        let times = try modificationTimes(root)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLIRunner.run(Self.buildArguments, in: root)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(
            second.stdout, "3 glyphs in App/QuickActions/Shortcuts.xcassets, 0 rendered, 3 unchanged, 0 files written\n"
        )
        XCTAssertEqual(try FileTree.snapshot(root), after)
        XCTAssertEqual(try modificationTimes(root), times)

        // The generated Swift compiles against the stub and recognises what iOS hands over.
        let swift = String(decoding: after["App/QuickAction.swift"]!, as: UTF8.self)
        let output = try GeneratedSwiftProgram.run(
            generated: swift,
            main: """
                import UIKit
                let item = UIApplicationShortcutItem(type: "com.example.postbox.scan", localizedTitle: "t", localizedSubtitle: nil, icon: nil)
                print(QuickAction(shortcutItem: item, bundleIdentifier: "com.example.postbox").map { "\\($0)" } ?? "nil")
                print(QuickAction.dynamicActions.map { $0.shortcutItem(bundleIdentifier: "com.example.postbox")?.type ?? "-" })
                print(QuickAction.compose.shortcutItem(bundleIdentifier: "com.example.postbox") == nil)
                """, in: try CLIRunner.temporaryDirectory(self))
        XCTAssertEqual(output, "scan\n[\"com.example.postbox.saved\"]\ntrue\n")

        // check of the app finds nothing (the one note says it has no Xcode project), and lists each action once, where
        // it is declared.
        let check = try CLIRunner.run(["check", "App"], in: root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.hasPrefix("3 quick actions (2 static, 1 dynamic):\n"), check.stdout)
        // The row fits 100 columns; where it is declared is on the line under it.
        XCTAssertTrue(
            check.stdout.contains(
                "file bookmark → App/QuickActions/Shortcuts.xcassets/bookmark.imageset\n      App/QuickAction.swift:"),
            check.stdout)
        XCTAssertTrue(check.stdout.hasSuffix("0 errors, 0 warnings, 1 note in 14 files\n"), check.stdout)
        XCTAssertEqual(check.stderr, "")
    }

    /// As a Run Script phase runs it with `ENABLE_USER_SCRIPT_SANDBOXING = YES` and the file
    /// lists: every file the build writes is one the lists declare, none goes through a
    /// temporary file (each keeps its inode), and the bytes are those of an atomic build.
    func testUnderXcodesScriptSandboxEveryWriteIsDeclaredAndInPlace() throws {
        let parent = try CLIRunner.temporaryDirectory(self)
        let atomic = parent.appendingPathComponent("Atomic"), sandboxed = parent.appendingPathComponent("Sandboxed")
        for root in [atomic, sandboxed] { try FileManager.default.copyItem(at: Self.fixture, to: root) }
        let phase = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES", "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1"]

        // The lists are made once from Terminal, then the phase runs.
        XCTAssertEqual(try CLIRunner.run(Self.buildArguments, in: atomic).status, 0)
        try FileManager.default.copyItem(
            at: atomic.appendingPathComponent("BuildPhase"), to: sandboxed.appendingPathComponent("BuildPhase"))
        let declared = try String(
            contentsOf: sandboxed.appendingPathComponent("BuildPhase/quickglyph-outputs.xcfilelist"), encoding: .utf8
        )
        .split(separator: "\n").map { $0.replacingOccurrences(of: "$(SRCROOT)/", with: "") }
        let phaseArguments = Self.buildArguments.filter { $0 != "--xcfilelist" && $0 != "BuildPhase" }
        let before = try FileTree.snapshot(sandboxed)
        let first = try CLIRunner.run(phaseArguments, in: sandboxed, environment: phase)
        XCTAssertEqual(first.status, 0, first.stderr)
        let after = try FileTree.snapshot(sandboxed)
        let written = after.keys.filter { before[$0] != after[$0] }.sorted()
        XCTAssertEqual(written.filter { !declared.contains($0) }, [], "written but not declared")
        XCTAssertEqual(
            after["App/QuickActions/.quickglyph-journal"], Data(), "kept, empty: a declared output must exist")
        XCTAssertEqual(after["App/QuickActions/.quickglyph-xcode-journal"], Data(), "the Info.plist's journal too")
        var reference = try FileTree.snapshot(atomic)
        reference["App/QuickActions/.quickglyph-journal"] = Data()
        reference["App/QuickActions/.quickglyph-xcode-journal"] = Data()
        XCTAssertEqual(after, reference, "the same bytes as an atomic build")

        // A change rewrites files in place: the same inodes, new bytes.
        let items = sandboxed.appendingPathComponent("Design/QuickActions/shortcuts.json")
        try Data(
            String(decoding: Data(contentsOf: items), as: UTF8.self).replacingOccurrences(of: "Scan Code", with: "Scan")
                .utf8
        ).write(to: items)
        let changed = [
            "App/Info.plist", "App/InfoPlist.xcstrings", "App/QuickActions/manifest.json",
            "App/QuickActions/ShortcutItems.plist",
        ]
        let inodes = try changed.map { try inode(sandboxed.appendingPathComponent($0)) }
        let second = try CLIRunner.run(phaseArguments, in: sandboxed, environment: phase)
        XCTAssertEqual(second.status, 0, second.stderr)
        let last = try FileTree.snapshot(sandboxed)
        for path in changed { XCTAssertNotEqual(last[path], after[path], "\(path) changed") }
        XCTAssertEqual(try changed.map { try inode(sandboxed.appendingPathComponent($0)) }, inodes, "written in place")
        XCTAssertEqual(
            last.keys.filter { $0.contains(".quickglyph-") && !$0.hasSuffix("-journal") }, [],
            "no temporary file left")
        let rewritten = last.keys.filter { last[$0] != after[$0] && $0 != "Design/QuickActions/shortcuts.json" }
        XCTAssertEqual(rewritten.filter { !declared.contains($0) }.sorted(), [], "written but not declared")
    }

    /// The app's files are replaced, not rewritten, but each keeps the mode its owner gave it.
    func testTheAppsFilesKeepTheirModes() throws {
        let root = try CLIRunner.temporaryDirectory(self).appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: Self.fixture, to: root)
        func mode(_ path: String) throws -> Int {
            try XCTUnwrap(
                FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.posixPermissions]
                    as? Int)
        }
        func setMode(_ value: Int, _ path: String) throws {
            try FileManager.default.setAttributes(
                [.posixPermissions: value], ofItemAtPath: root.appendingPathComponent(path).path)
        }
        try setMode(0o640, "App/Info.plist")
        try setMode(0o600, "App/InfoPlist.xcstrings")
        XCTAssertEqual(try CLIRunner.run(Self.buildArguments, in: root).status, 0)
        try setMode(0o600, "App/QuickAction.swift")
        try setMode(0o600, "BuildPhase/quickglyph-outputs.xcfilelist")
        // Every one of them changes with a renamed item.
        let items = root.appendingPathComponent("Design/QuickActions/shortcuts.json")
        try Data(
            String(decoding: Data(contentsOf: items), as: UTF8.self).replacingOccurrences(of: "Scan Code", with: "Scan")
                .utf8
        ).write(to: items)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Design/QuickActions/bookmark.svg"))
        try Data(
            String(decoding: Data(contentsOf: items), as: UTF8.self).replacingOccurrences(
                of: "\"glyph\": \"bookmark\"", with: "\"symbol\": \"bookmark\""
            ).utf8
        ).write(to: items)
        let second = try CLIRunner.run(Self.buildArguments, in: root)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("App/Info.plist updated"), second.stdout)
        XCTAssertEqual(
            try [
                mode("App/Info.plist"), mode("App/InfoPlist.xcstrings"), mode("App/QuickAction.swift"),
                mode("BuildPhase/quickglyph-outputs.xcfilelist"),
            ], [0o640, 0o600, 0o600, 0o600])
    }

    private func inode(_ url: URL) throws -> UInt64 {
        try XCTUnwrap(
            (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    private func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    }

    /// The lines of `new` that are not in `old`, given that `old` is a subsequence of `new`
    /// (the test fails otherwise: an old line went missing or moved).
    private func insertedLines(
        from old: [String], to new: [String], file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        var inserted: [String] = []
        var next = 0
        for text in new {
            if next < old.count, old[next] == text { next += 1 } else { inserted.append(text) }
        }
        XCTAssertEqual(next, old.count, "a line of the original is missing or moved", file: file, line: line)
        return inserted
    }

    private func modificationTimes(_ root: URL) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for relative in try FileTree.snapshot(root).keys {
            times[relative] =
                try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(relative).path)[
                    .modificationDate] as? Date
        }
        return times
    }
}

import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// The build's `--swift` step: written from a good items file only, once, never
/// over a file that is not a generated one, and never with a type it cannot match.
final class SwiftOutputTests: XCTestCase {
    private static let items = #"""
        {
          "items": [
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).search", "title": "Search", "systemIcon": "search" },
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).add", "title": "Add", "systemIcon": "add", "dynamic": true }
          ]
        }
        """#

    private func workspace(items: String = SwiftOutputTests.items) throws -> (Workspace, BuildConfiguration, URL) {
        let workspace = try Workspace(self)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        let swift = workspace.root.appendingPathComponent("App/QuickAction.swift")
        configuration.generateSwift(at: swift.path)
        return (workspace, configuration, swift)
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    func testWrittenOnceThenLeftAloneUntilTheItemsChange() throws {
        let (workspace, configuration, swift) = try workspace()
        let first = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(first.findings, [])
        XCTAssertEqual(first.appOutputs, [swift.path])
        XCTAssertTrue(first.writtenFiles.contains(swift.path), "\(first.writtenFiles)")
        let written = try String(contentsOf: swift, encoding: .utf8)
        let expected = SwiftSourceGenerator(
            items: ItemsFile.parse(Data(Self.items.utf8)).items,
            itemsPath: workspace.glyphs.appendingPathComponent("shortcuts.json").path
        ).source()
        XCTAssertEqual(written, expected)
        XCTAssertTrue(written.contains("    static let dynamicActions: [QuickAction] = [.add]\n"))

        // Back-dated, so that a rewrite within the same second would still show.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: swift.path)
        let second = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(second.findings, [])
        XCTAssertEqual(second.appOutputs, [swift.path])
        XCTAssertFalse(second.writtenFiles.contains(swift.path))
        XCTAssertEqual(try modificationDate(swift), past)

        try workspace.add(
            "shortcuts.json", Self.items.replacingOccurrences(of: #""title": "Add""#, with: #""title": "New""#))
        let third = try BuildPipeline(configuration: configuration).run()
        XCTAssertTrue(third.writtenFiles.contains(swift.path))
        XCTAssertTrue(try String(contentsOf: swift, encoding: .utf8).contains(#"QuickAction.localized("New")"#))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: swift.deletingLastPathComponent().path),
            ["QuickAction.swift"],
            "no temporary file left beside it")
    }

    func testDynamicItemsAreInTheSwiftButNotInThePlist() throws {
        let (workspace, configuration, swift) = try workspace()
        _ = try BuildPipeline(configuration: configuration).run()
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: workspace.file("ShortcutItems.plist")), format: nil)
        let declared = try XCTUnwrap((plist as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
        XCTAssertEqual(
            declared.map { $0["UIApplicationShortcutItemType"] as? String }, ["$(PRODUCT_BUNDLE_IDENTIFIER).search"])
        let source = try String(contentsOf: swift, encoding: .utf8)
        XCTAssertTrue(source.contains("    /// \"Add\"; system icon .add; dynamic: made in code\n    case add\n"))
    }

    func testTheEnumNameIsTheConfiguredOne() throws {
        var (_, configuration, swift) = try workspace()
        configuration.generateSwift(at: swift.path, typeName: "HomeAction")
        _ = try BuildPipeline(configuration: configuration).run()
        let written = try String(contentsOf: swift, encoding: .utf8)
        XCTAssertTrue(written.contains("\nenum HomeAction: CaseIterable, Hashable, Sendable {\n"))
        XCTAssertFalse(written.contains("QuickAction"))
    }

    func testAFileThatIsNotGeneratedIsNeverReplaced() throws {
        let (_, configuration, swift) = try workspace()
        try FileManager.default.createDirectory(
            at: swift.deletingLastPathComponent(), withIntermediateDirectories: true)
        let own = Data("import UIKit\n\nclass AppDelegate {}\n".utf8)
        try own.write(to: swift)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.writeFailed])
        XCTAssertEqual(report.findings.first?.path, swift.path)
        XCTAssertEqual(
            report.findings.first?.message,
            "cannot write the generated Swift: a file quickglyph did not generate is there (its first line is not "
                + "\"// Generated by quickglyph from …\"); it is left as it is. Name another --swift file, or move it away"
        )
        XCTAssertEqual(try Data(contentsOf: swift), own)
        XCTAssertFalse(report.writtenFiles.contains(swift.path))
        XCTAssertEqual(report.appOutputs, [swift.path])
    }

    func testAFolderInTheWayIsReported() throws {
        let (_, configuration, swift) = try workspace()
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(
            report.findings.map(\.message),
            [
                "cannot write the generated Swift: a folder is there, not a file quickglyph generated; it is left as it is"
            ])
    }

    func testABuildSettingOtherThanTheBundleIdentifierIsRefusedWhereItIsWritten() throws {
        let items = Self.items.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER).add", with: "$(APP_PREFIX).add")
        let (workspace, configuration, swift) = try workspace(items: items)
        let report = try BuildPipeline(configuration: configuration).run()
        let itemsPath = workspace.glyphs.appendingPathComponent("shortcuts.json").path
        XCTAssertEqual(
            report.findings,
            [
                Finding(
                    ToolDiagnostics.typeSettingUnsupported, path: itemsPath,
                    message:
                        "items[1].type uses \"$(APP_PREFIX)\", whose value the app cannot know at run time, so \(swift.path) was not "
                        + "written: only $(PRODUCT_BUNDLE_IDENTIFIER) is expanded in generated code; write the value itself in the type",
                    position: SourcePosition(line: 4, column: 7))
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: swift.path))
        XCTAssertEqual(report.appOutputs, [swift.path])
    }

    func testNothingIsGeneratedFromItemsWithAnError() throws {
        let items = Self.items.replacingOccurrences(of: #""systemIcon": "add""#, with: #""systemIcon": "addd""#)
        let (_, configuration, swift) = try workspace(items: items)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.iconTypeUnknown])
        XCTAssertFalse(FileManager.default.fileExists(atPath: swift.path))
        XCTAssertEqual(report.appOutputs, [swift.path], "still the build phase's output")
    }
}

import Foundation
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// The build's `--objc` step: the header and its `.m` written as a pair from a good items
/// file only, once, never over or through something that is not a generated file (a link, a
/// FIFO, a file of the user's at either path leaves both as they were), and never naming a
/// glyph that did not build.
final class ObjCOutputTests: XCTestCase {
    private static let items = #"""
        {
          "items": [
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "Compose", "glyph": "compose" },
            { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).add", "title": "Add", "systemIcon": "add", "dynamic": true }
          ]
        }
        """#

    private func workspace(items: String = ObjCOutputTests.items) throws -> (Workspace, BuildConfiguration, URL, URL) {
        let workspace = try Workspace(self)
        try workspace.add("compose.svg", SampleSVG.square)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        let header = workspace.root.appendingPathComponent("App/QuickActions.h")
        configuration.generateObjC(at: header.path)
        return (workspace, configuration, header, workspace.root.appendingPathComponent("App/QuickActions.m"))
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    func testBothFilesAreWrittenOnceThenLeftAloneUntilTheItemsChange() throws {
        let (workspace, configuration, header, implementation) = try workspace()
        let first = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(first.findings, [])
        XCTAssertEqual(first.appOutputs, [header.path, implementation.path])
        XCTAssertTrue(first.writtenFiles.contains(header.path), "\(first.writtenFiles)")
        XCTAssertTrue(first.writtenFiles.contains(implementation.path), "\(first.writtenFiles)")
        let expected = ObjCSourceGenerator(
            items: ItemsFile.parse(Data(Self.items.utf8)).items, headerName: "QuickActions.h",
            itemsPath: workspace.glyphs.appendingPathComponent("shortcuts.json").path)
        XCTAssertEqual(try String(contentsOf: header, encoding: .utf8), expected.header())
        XCTAssertEqual(try String(contentsOf: implementation, encoding: .utf8), expected.implementation())
        XCTAssertTrue(expected.implementation().contains("#import \"QuickActions.h\"\n"))
        XCTAssertTrue(expected.implementation().contains("    return @[QuickActionsAdd];\n"))

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for url in [header, implementation] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        }
        let second = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(second.findings, [])
        XCTAssertEqual(second.appOutputs, [header.path, implementation.path])
        XCTAssertFalse(second.writtenFiles.contains(header.path))
        XCTAssertFalse(second.writtenFiles.contains(implementation.path))
        XCTAssertEqual(try modificationDate(header), past)
        XCTAssertEqual(try modificationDate(implementation), past)

        // User info is the .m's alone: the header, which files of the app import, keeps its time.
        try workspace.add(
            "shortcuts.json",
            Self.items.replacingOccurrences(
                of: #""dynamic": true"#,
                with: #""dynamic": true, "userInfo": { "n": 1 }"#))
        let third = try BuildPipeline(configuration: configuration).run()
        XCTAssertFalse(third.writtenFiles.contains(header.path))
        XCTAssertTrue(third.writtenFiles.contains(implementation.path))
        XCTAssertEqual(try modificationDate(header), past)
        XCTAssertTrue(try String(contentsOf: implementation, encoding: .utf8).contains(#"return @{@"n": @(1LL)};"#))
        // A title is in the header's comments too: both are written.
        try workspace.add(
            "shortcuts.json", Self.items.replacingOccurrences(of: #""title": "Add""#, with: #""title": "New""#))
        let fourth = try BuildPipeline(configuration: configuration).run()
        XCTAssertTrue(fourth.writtenFiles.contains(header.path))
        XCTAssertTrue(fourth.writtenFiles.contains(implementation.path))
        XCTAssertTrue(
            try String(contentsOf: implementation, encoding: .utf8).contains(#"QuickActionsLocalized(@"New")"#))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: header.deletingLastPathComponent().path).sorted(),
            ["QuickActions.h", "QuickActions.m"], "no temporary file left beside them")
    }

    func testTheClassNameIsTheConfiguredOne() throws {
        var (_, configuration, header, implementation) = try workspace()
        configuration.generateObjC(at: header.path, className: "HomeActions")
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        XCTAssertTrue(try String(contentsOf: header, encoding: .utf8).contains("\n@interface HomeActions : NSObject\n"))
        XCTAssertTrue(
            try String(contentsOf: implementation, encoding: .utf8).contains("NSString *const HomeActionsCompose = "))
    }

    /// What is in the way at either path is left as it is, and so is the other file: a header
    /// without its .m, or a .m of the app's beside a new header, would not build.
    func testSomethingInTheWayAtEitherPathLeavesBoth() throws {
        let cases: [(name: String, make: (URL) throws -> Void, message: (String) -> String)] = [
            (
                "a file of the user's", { url in try Data("#import <Foundation/Foundation.h>\n".utf8).write(to: url) },
                { path in
                    "cannot write the generated Objective-C: a file quickglyph did not generate is at \(path) (its first line is not "
                        + "\"// Generated by quickglyph from …\"); it is left as it is, and so is the other file of the pair. Name "
                        + "another --objc header, or move it away"
                }
            ),
            (
                "a symbolic link",
                { url in
                    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "Elsewhere.txt")
                },
                { path in
                    "cannot write the generated Objective-C: a symbolic link is at \(path), not a file quickglyph generated; it is "
                        + "left as it is, and so is the other file of the pair"
                }
            ),
            (
                "a FIFO", { url in XCTAssertEqual(mkfifo(url.path, 0o644), 0) },
                { path in
                    "cannot write the generated Objective-C: a FIFO, socket or device is at \(path), not a file quickglyph generated; it is left as "
                        + "it is, and so is the other file of the pair"
                }
            ),
        ]
        for (name, make, message) in cases {
            for blocked in ["h", "m"] {
                let (_, configuration, header, implementation) = try workspace()
                let folder = header.deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let target = blocked == "h" ? header : implementation
                try make(target)
                let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                let report = try BuildPipeline(configuration: configuration).run()
                XCTAssertEqual(report.findings.map(\.rule), [.writeFailed], "\(name) at .\(blocked)")
                XCTAssertEqual(report.findings.first?.path, header.path, "\(name) at .\(blocked)")
                XCTAssertEqual(report.findings.first?.message, message(target.path), "\(name) at .\(blocked)")
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before,
                    "\(name) at .\(blocked): nothing written beside it")
                XCTAssertFalse(
                    report.writtenFiles.contains(header.path) || report.writtenFiles.contains(implementation.path))
                XCTAssertEqual(report.appOutputs, [header.path, implementation.path])
            }
        }
    }

    /// A generated header beside a user's own .m: the header is not rewritten either, though it is ours.
    func testAnEarlierHeaderIsNotRewrittenWhileTheImplementationIsNotOurs() throws {
        let (workspace, configuration, header, implementation) = try workspace()
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        let own = Data("// the app's own\n".utf8)
        try own.write(to: implementation)
        let oldHeader = try Data(contentsOf: header)
        try workspace.add(
            "shortcuts.json", Self.items.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER).add", with: "x.plus"))
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.writeFailed])
        XCTAssertEqual(try Data(contentsOf: header), oldHeader)
        XCTAssertEqual(try Data(contentsOf: implementation), own)
    }

    func testABuildSettingOtherThanTheBundleIdentifierIsRefusedWhereItIsWritten() throws {
        let items = Self.items.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER).add", with: "$(APP_PREFIX).add")
        let (workspace, configuration, header, implementation) = try workspace(items: items)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(
            report.findings,
            [
                Finding(
                    ToolDiagnostics.typeSettingUnsupported,
                    path: workspace.glyphs.appendingPathComponent("shortcuts.json").path,
                    message:
                        "items[1].type uses \"$(APP_PREFIX)\", whose value the app cannot know at run time, so \(header.path) and "
                        + "\(implementation.path) were not written: only $(PRODUCT_BUNDLE_IDENTIFIER) is expanded in generated code; "
                        + "write the value itself in the type",
                    position: SourcePosition(line: 4, column: 7))
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: header.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: implementation.path))
        XCTAssertEqual(report.appOutputs, [header.path, implementation.path])
    }

    func testNothingIsGeneratedFromItemsWithAnError() throws {
        let items = Self.items.replacingOccurrences(of: #""systemIcon": "add""#, with: #""systemIcon": "addd""#)
        let (_, configuration, header, implementation) = try workspace(items: items)
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.findings.map(\.rule), [.iconTypeUnknown])
        XCTAssertFalse(FileManager.default.fileExists(atPath: header.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: implementation.path))
        XCTAssertEqual(report.appOutputs, [header.path, implementation.path], "still the build phase's outputs")
    }

    /// An item whose glyph did not build and has no imageset: both files keep the last good
    /// build's actions, and the app-files-kept warning names them; fixed, they are written.
    func testAGlyphThatDidNotBuildLeavesBothFilesAsTheyWere() throws {
        let (workspace, configuration, header, implementation) = try workspace()
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        let goodHeader = try Data(contentsOf: header)
        let goodImplementation = try Data(contentsOf: implementation)

        try workspace.add("flag.svg", SampleSVG.twoColours)
        try workspace.add(
            "shortcuts.json",
            Self.items.replacingOccurrences(
                of: #"{ "type": "$(PRODUCT_BUNDLE_IDENTIFIER).add""#,
                with:
                    #"{ "type": "x.flag", "title": "Flag", "glyph": "flag" }, { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).add""#
            ))
        let report = try BuildPipeline(configuration: configuration).run()
        XCTAssertEqual(report.failed, ["flag"])
        let kept = try XCTUnwrap(report.findings.first { $0.rule == .appFilesKept })
        XCTAssertTrue(
            kept.message.hasSuffix(
                "these keep the last good build's quick actions: "
                    + "\(workspace.output.relativePath)/ShortcutItems.plist, \(header.path), "
                    + "\(implementation.path); fix the glyph and build again"), kept.message)
        XCTAssertEqual(try Data(contentsOf: header), goodHeader)
        XCTAssertEqual(try Data(contentsOf: implementation), goodImplementation)
        XCTAssertFalse(String(decoding: goodImplementation, as: UTF8.self).contains("flag"))

        try workspace.add("flag.svg", SampleSVG.square)
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        XCTAssertTrue(
            try String(contentsOf: implementation, encoding: .utf8).contains(#"iconWithTemplateImageName:@"flag""#))
        XCTAssertTrue(try String(contentsOf: header, encoding: .utf8).contains("NSString *const QuickActionsFlag;"))
    }

    /// Both files are in the Xcode file lists' outputs, and their folder among the app's folders.
    func testBothAreListedAndTheirFolderIsAnAppFolder() throws {
        var (workspace, configuration, header, _) = try workspace()
        configuration.fileListFolder = workspace.root.appendingPathComponent("lists")
        configuration.sourceRoot = workspace.root
        XCTAssertEqual(try BuildPipeline(configuration: configuration).run().findings, [])
        let outputs = try String(
            contentsOf: workspace.root.appendingPathComponent("lists/\(XcodeFileLists.outputsFilename)"),
            encoding: .utf8)
        XCTAssertTrue(outputs.contains("$(SRCROOT)/App/QuickActions.h\n"), outputs)
        XCTAssertTrue(outputs.contains("$(SRCROOT)/App/QuickActions.m\n"), outputs)
        XCTAssertTrue(
            configuration.appFolders.contains { $0.url.path == header.deletingLastPathComponent().path },
            "\(configuration.appFolders)")
    }
}

import Foundation
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphModel
import XCTest

/// `--recursive`: a handoff as designers hand it off, glyphs in sub-folders, each named by its base name.
final class RecursiveHandoffTests: XCTestCase {
    private func add(_ workspace: Workspace, _ relative: String, _ text: String = SampleSVG.square) throws {
        let url = workspace.glyphs.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func build(_ workspace: Workspace, recursive: Bool, output: URL? = nil) throws -> BuildReport {
        var configuration = workspace.configuration()
        configuration.recursive = recursive
        if let output { configuration.outputDirectory = output }
        return try BuildPipeline(configuration: configuration).run()
    }

    private func lines(_ report: BuildReport, _ workspace: Workspace) -> [String] {
        report.findings.map {
            "\($0.rule.rawValue) \($0.path.replacingOccurrences(of: workspace.glyphs.path, with: "G")): \($0.message)"
        }
    }

    func testSubFoldersAreReadAndEachGlyphIsNamedByItsBaseName() throws {
        let workspace = try Workspace(self)
        try add(workspace, "top.svg")
        try add(workspace, "Actions/compose.svg")
        try add(workspace, "Actions/Editing/trash.svg")
        let report = try build(workspace, recursive: true)
        XCTAssertEqual(report.findings.map(\.message), [])
        XCTAssertEqual(report.rendered.sorted(), ["compose", "top", "trash"])
        let manifest = try XCTUnwrap(Manifest.read(from: workspace.file(Manifest.filename)))
        XCTAssertEqual(manifest.glyphs["trash"]?.source.path, workspace.glyphs.path + "/Actions/Editing/trash.svg")
        XCTAssertEqual(manifest.glyphs["trash"]?.imageset, "Shortcuts.xcassets/trash.imageset")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: workspace.file("Shortcuts.xcassets/compose.imageset/compose@2x.png").path))
    }

    func testWithoutTheOptionASubFolderIsNamedAndNotRead() throws {
        let workspace = try Workspace(self)
        try add(workspace, "top.svg")
        try add(workspace, "Actions/compose.svg")
        let report = try build(workspace, recursive: false)
        XCTAssertEqual(report.rendered, ["top"])
        XCTAssertEqual(
            lines(report, workspace),
            [
                "file-skipped G/Actions: a folder: only the files directly in the glyph folder are built (.svg, .pdf, .png), "
                    + "not sub-folders; pass --recursive to read its glyphs too, or move them up"
            ])
    }

    func testOneNameInTwoFoldersIsADuplicateNamingBothPaths() throws {
        let workspace = try Workspace(self)
        try add(workspace, "Actions/compose.svg")
        try add(workspace, "Old/Compose.svg")
        try add(workspace, "share.svg")
        let report = try build(workspace, recursive: true)
        XCTAssertEqual(report.rendered, ["share"])
        let glyphs = workspace.glyphs.path
        XCTAssertEqual(
            lines(report, workspace),
            [
                "duplicate-name G/Actions/compose.svg: has the same base name as \(glyphs)/Old/Compose.svg: each icon-file name must come "
                    + "from one file; remove or rename one",
                "duplicate-name G/Old/Compose.svg: has the same base name as \(glyphs)/Actions/compose.svg: each icon-file name must come "
                    + "from one file; remove or rename one",
            ])
        XCTAssertEqual(report.findings.map(\.severity), [.error, .error])
    }

    /// The output folder inside the handoff would otherwise be read back as glyphs on the second build.
    func testTheOutputFolderInsideTheHandoffIsNotRead() throws {
        let workspace = try Workspace(self)
        try add(workspace, "Actions/compose.svg")
        let output = workspace.glyphs.appendingPathComponent("Build/out")
        let first = try build(workspace, recursive: true, output: output)
        XCTAssertEqual(first.rendered, ["compose"])
        let second = try build(workspace, recursive: true, output: output)
        XCTAssertEqual(second.findings.map(\.message), [])
        XCTAssertEqual(second.rendered, [])
        XCTAssertEqual(second.skipped, ["compose"])
    }

    func testCatalogsHiddenFoldersAndLinkedFoldersAreNotRead() throws {
        let workspace = try Workspace(self)
        try add(workspace, "Actions/compose.svg")
        try add(workspace, ".cache/ghost.svg")
        try add(workspace, "Old.xcassets/old.imageset/old.svg")
        let outside = workspace.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(SampleSVG.square.utf8).write(to: outside.appendingPathComponent("far.svg"))
        try FileManager.default.createSymbolicLink(
            at: workspace.glyphs.appendingPathComponent("Linked"), withDestinationURL: outside)
        let report = try build(workspace, recursive: true)
        XCTAssertEqual(report.rendered, ["compose"])
        XCTAssertEqual(
            lines(report, workspace),
            [
                "file-skipped G/Linked: a link to a folder, which --recursive does not follow (it could lead outside the handoff, or back "
                    + "into it); name the real folder as the glyph folder, or copy its glyphs in",
                "file-skipped G/Old.xcassets: an asset catalog or a bundle: its images are built outputs, not glyph sources, so --recursive "
                    + "does not read it",
            ])
        XCTAssertEqual(report.findings.map(\.severity), [.info, .info])
    }

    /// The Run Script phase reruns when a glyph is added to any folder read: each is an input.
    func testEveryFolderReadIsAFileListInput() throws {
        let workspace = try Workspace(self)
        try add(workspace, "Actions/compose.svg")
        var configuration = workspace.configuration()
        configuration.recursive = true
        configuration.fileListFolder = workspace.root.appendingPathComponent("lists")
        configuration.sourceRoot = workspace.root
        _ = try BuildPipeline(configuration: configuration).run()
        let inputs = try String(
            contentsOf: workspace.root.appendingPathComponent("lists/quickglyph-inputs.xcfilelist"), encoding: .utf8)
        XCTAssertEqual(
            inputs.split(separator: "\n").map(String.init),
            [
                "$(SRCROOT)/glyphs", "$(SRCROOT)/glyphs/Actions", "$(SRCROOT)/glyphs/Actions/compose.svg",
            ])
    }

    /// A FIFO in a sub-folder, named like a glyph (and like a scale set's file), is named, never opened: the build does
    /// not block.
    func testAFIFOInASubFolderIsNamedNotRead() throws {
        let workspace = try Workspace(self)
        try add(workspace, "Actions/compose.svg")
        for name in ["Actions/pipe.svg", "Actions/star@2x.png"] {
            XCTAssertEqual(mkfifo(workspace.glyphs.appendingPathComponent(name).path, 0o644), 0)
        }
        let report = try build(workspace, recursive: true)
        XCTAssertEqual(report.rendered, ["compose"])
        XCTAssertEqual(report.failed.sorted(), ["pipe", "star"])
        XCTAssertEqual(
            lines(report, workspace),
            [
                "unreadable G/Actions/pipe.svg: cannot read the file: not a regular file",
                "unreadable G/Actions/star@2x.png: cannot read the file: not a regular file",
            ])
    }
}

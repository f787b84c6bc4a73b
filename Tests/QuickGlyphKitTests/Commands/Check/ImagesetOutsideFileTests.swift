import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphTestSupport
import XCTest

/// An imageset's Contents.json names files of its own folder; `check` never opens
/// a file elsewhere, whether a filename is a path or a file of the folder is a
/// link leading out. Each outside file here is a PNG that would be a finding of
/// its own (the wrong size) if it were judged, or a glyph if it were read.
final class ImagesetOutsideFileTests: XCTestCase {
    private let catalog = #"{"info" : {"author" : "xcode", "version" : 1}}"#

    /// A 48 px disc: wrong-size at any scale of the 35 pt canvas.
    private var wrongSizePNG: Data { Fixtures.pngData(Fixtures.disc(path: "", size: 48, scale: 1)) }

    func testAFilenameLeadingUpOutOfTheImagesetIsReportedAtItsLineAndNotRead() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        let contents = Fixtures.imagesetContents("compose", scales: [1, 2, 3])
            .replacingOccurrences(of: "\"compose@3x.png\"", with: "\"../../outside.png\"")
        var tree = Fixtures.imageset("compose", contents: contents, files: ["compose.png", "compose@2x.png"])
        tree["outside.png"] = .bytes(wrongSizePNG)
        try CheckTestSupport.write(tree, to: root)

        let report = try Auditor().check(paths: [root.appendingPathComponent("Assets.xcassets").path])
        let contentsPath = root.appendingPathComponent("Assets.xcassets/compose.imageset/Contents.json").path
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine),
            [
                "\(contentsPath):14:7: error: images[2].filename \"../../outside.png\" points outside the imageset; Xcode only takes "
                    + "files inside compose.imageset: move the file into the folder and name it alone [file-outside-imageset]"
            ])
        // Contents.json and the two files of the folder: outside.png was neither read nor judged.
        XCTAssertEqual(report.filesChecked, 3)
    }

    /// The same outside file in the slot, inside the folder: what judging it gives, so the test above could fail.
    func testTheSameFileInsideTheImagesetIsJudged() throws {
        var tree = Fixtures.imageset("compose", files: ["compose.png", "compose@2x.png"])
        tree["Assets.xcassets/compose.imageset/compose@3x.png"] = .bytes(wrongSizePNG)
        let report = try CheckTestSupport.check(tree, test: self)
        XCTAssertEqual(report.findings.map(\.rule), [.wrongSize])
        XCTAssertEqual(report.filesChecked, 4)
    }

    func testALinkInTheImagesetLeadingOutIsReportedAndNotFollowed() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        var tree = Fixtures.imageset("compose", files: ["compose.png", "compose@2x.png"])
        tree["elsewhere/compose@3x.png"] = .bytes(wrongSizePNG)
        try CheckTestSupport.write(tree, to: root)
        let target = root.appendingPathComponent("elsewhere/compose@3x.png")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Assets.xcassets/compose.imageset/compose@3x.png").path,
            withDestinationPath: "../../elsewhere/compose@3x.png")

        let report = try Auditor().check(paths: [root.appendingPathComponent("Assets.xcassets").path])
        let contentsPath = root.appendingPathComponent("Assets.xcassets/compose.imageset/Contents.json").path
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine),
            [
                "\(contentsPath):14:7: error: images[2].filename \"compose@3x.png\" is a symbolic link to "
                    + "\(target.resolvingSymlinksInPath().path), outside compose.imageset; check does not follow it and the image "
                    + "is not judged: copy the file itself into the folder [file-outside-imageset]"
            ])
        XCTAssertEqual(report.filesChecked, 3)
    }

    /// A FIFO named like an image is never opened: reading it would block `check` until someone writes to it.
    func testAFIFOInTheImagesetIsNotRead() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(Fixtures.imageset("compose", files: ["compose.png", "compose@2x.png"]), to: root)
        XCTAssertEqual(
            mkfifo(root.appendingPathComponent("Assets.xcassets/compose.imageset/compose@3x.png").path, 0o644), 0)
        // On another thread, so a regression fails the test instead of hanging the suite.
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        let catalog = root.appendingPathComponent("Assets.xcassets").path
        Thread {
            result.report = try? Auditor().check(paths: [catalog])
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "check blocked on the FIFO")
        XCTAssertEqual(result.report?.filesChecked, 3, "Contents.json and the two files: the FIFO is not read")
    }

    private final class ResultBox: @unchecked Sendable {
        var report: CheckReport?
    }

    /// A link that stays in the folder is read as the file it leads to.
    func testALinkToAFileOfTheSameImagesetIsRead() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        var tree = Fixtures.imageset("compose", files: ["compose.png", "compose@2x.png"])
        tree["Assets.xcassets/compose.imageset/.drawn@3x.png"] = .bytes(wrongSizePNG)
        try CheckTestSupport.write(tree, to: root)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Assets.xcassets/compose.imageset/compose@3x.png").path,
            withDestinationPath: ".drawn@3x.png")
        let report = try Auditor().check(paths: [root.appendingPathComponent("Assets.xcassets").path])
        XCTAssertEqual(
            report.findings.map(\.rule), [.wrongSize], report.findings.map(\.diagnosticLine).joined(separator: "\n"))
    }

    func testAContentsFileLinkedFromOutsideIsNotRead() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        var tree = Fixtures.imageset("compose").filter { !$0.key.hasSuffix(".imageset/Contents.json") }
        tree["elsewhere/Contents.json"] = .text(Fixtures.imagesetContents("compose", scales: [1, 2, 3]))
        try CheckTestSupport.write(tree, to: root)
        let target = root.appendingPathComponent("elsewhere/Contents.json")
        let contentsPath = root.appendingPathComponent("Assets.xcassets/compose.imageset/Contents.json").path
        try FileManager.default.createSymbolicLink(atPath: contentsPath, withDestinationPath: target.path)

        let report = try Auditor().check(paths: [root.appendingPathComponent("Assets.xcassets").path])
        XCTAssertEqual(
            report.findings.map(\.diagnosticLine),
            [
                "\(contentsPath): error: Contents.json is a symbolic link to \(target.resolvingSymlinksInPath().path), outside the "
                    + "imageset, which check does not read; Xcode cannot load the imageset \"compose\": fix the file or re-create "
                    + "the imageset [contents-invalid]"
            ])
    }

    /// An imageset no quick action shows is only looked at for unused-glyph, from its
    /// PNGs' headers: a filename leading out must not make the header of a file elsewhere count.
    func testAnUnshownImagesetDoesNotReadAFileOutsideIt() throws {
        let root = try CheckTestSupport.temporaryFolder(self)
        let outside = root.appendingPathComponent("outside/archive@3x.png")
        var tree = Fixtures.app(
            items: [
                Fixtures.plistItem("com.example.search", "Search", iconType: "UIApplicationShortcutIconTypeSearch")
            ],
            glyphs: [])
        tree["App/Assets.xcassets/Contents.json"] = .text(catalog)
        tree["App/Assets.xcassets/archive.imageset/Contents.json"] = .text(
            Fixtures.imagesetContents("archive", scales: [3])
                .replacingOccurrences(of: "\"archive@3x.png\"", with: "\"../../../outside/archive@3x.png\""))
        tree["App/Assets.xcassets/inbox.imageset/Contents.json"] = .text(
            Fixtures.imagesetContents("inbox", scales: [3])
                .replacingOccurrences(of: "\"inbox@3x.png\"", with: "\"\(outside.path)\""))
        // A glyph of the right size: read, it would make both imagesets unused glyphs.
        tree["outside/archive@3x.png"] = .bytes(Fixtures.pngData(Fixtures.disc(path: "", size: 105, scale: 3)))
        try CheckTestSupport.write(tree, to: root)

        let report = try Auditor().check(paths: [root.appendingPathComponent("App").path])
        XCTAssertEqual(
            report.findings.map(\.rule), [.noCustomIcon, .noXcodeProject],
            report.findings.map(\.diagnosticLine).joined(separator: "\n"))
    }
}

import Foundation
import QuickGlyphTestSupport
import XCTest

/// Every file a build touches outside `--out` (the Info.plist, the translations
/// beside it, `--swift`, `--xcfilelist`, `--report`, `--preview`) is tried as an
/// attacker and a clumsy user would: a hand-edited manifest, a linked folder, a
/// full disk under Xcode's sandbox, an option pointed at the build's own files.
final class AppFileGuardTests: XCTestCase {
    private let square = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##
    /// One static item translated into German and French.
    private let translatedItems = """
        { "items": [ { "type": "compose", "title": "New Message", "glyph": "compose",
                       "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Nouveau message" } } } ] }

        """

    private func project() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try write(square, root, "glyphs/compose.svg")
        try write(translatedItems, root, "glyphs/shortcuts.json")
        try write(XcodeInfoPlist.withoutItems, root, "App/Info.plist")
        return root
    }

    private func write(_ text: String, _ root: URL, _ path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    private func read(_ root: URL, _ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    // MARK: 1. A manifest is input from a repository

    func testAManifestEntryOutsideThePlistsFolderIsNeitherEditedNorKept() throws {
        let root = try project()
        let first = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        // A file elsewhere that holds the very key the build writes, as a crafted manifest would aim at.
        let victim = "/* not the app's */\n\"New Message\" = \"keep me\";\n\"Other\" = \"x\";\n"
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Victim/de.lproj"), withIntermediateDirectories: true)
        try write(victim, root, "Victim/de.lproj/InfoPlist.strings")
        let outside = root.appendingPathComponent("Victim/de.lproj/InfoPlist.strings").path
        let manifestURL = root.appendingPathComponent("output/manifest.json")
        var manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var strings = try XCTUnwrap(manifest["strings"] as? [String: Any])
        strings["App/../Victim/de.lproj/InfoPlist.strings"] = ["New Message": ["de"]]
        strings[outside] = ["New Message": ["de"]]
        manifest["strings"] = strings
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(to: manifestURL)
        // Nothing of ours is left to write, so only the crafted entries could make this build touch a file.
        try write(#"{ "items": [ { "type": "compose", "title": "New Message", "glyph": "compose" } ] }"#, root, "glyphs/shortcuts.json")

        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "Victim/de.lproj/InfoPlist.strings"), as: UTF8.self), victim)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(warnings.count, 2, result.stderr)
        let tail = " among the strings files an earlier build wrote, but it is not a translations file beside App/Info.plist; "
            + "it is not touched and no longer recorded [manifest-unreadable]"
        // In path order: the absolute one (shortened in the message) first.
        XCTAssertTrue(warnings.first?.hasPrefix("output/manifest.json: warning: the manifest names \"/") == true, result.stderr)
        XCTAssertTrue(warnings.first?.hasSuffix(tail) == true, result.stderr)
        XCTAssertEqual(warnings.last, "output/manifest.json: warning: the manifest names \"App/../Victim/de.lproj/InfoPlist.strings\"" + tail)
        let after = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        XCTAssertNil(after["strings"], "the crafted entries are dropped, and nothing else is the build's")
    }

    // MARK: 2. No write through a link anywhere on the way

    func testALinkedLprojFolderIsNotWrittenThrough() throws {
        let root = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
        let foreign = "\"Other\" = \"x\";\n"
        try write(foreign, root, "Elsewhere/InfoPlist.strings")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/de.lproj").path,
                                                   withDestinationPath: "../Elsewhere")
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "Elsewhere/InfoPlist.strings"), as: UTF8.self), foreign)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Elsewhere").path),
                       ["InfoPlist.strings"])
        XCTAssertTrue(result.stderr.contains("App/de.lproj/InfoPlist.strings: error: \(root.path)/App/de.lproj is a symbolic link, "
                                             + "which quickglyph does not write through; name the real path"), result.stderr)
        // The other language, in a real folder, is written.
        XCTAssertTrue(try String(decoding: read(root, "App/fr.lproj/InfoPlist.strings"), as: UTF8.self).contains("Nouveau message"))
    }

    func testALinkedFolderAboveTheGeneratedSwiftIsRefused() throws {
        let root = try project()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources").path, withDestinationPath: "Real")
        let result = try CLIRunner.run(["build", "--swift", "Sources/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Real").path), [])
        XCTAssertTrue(result.stderr.contains("Sources/QuickAction.swift: error: cannot write the generated Swift: "
                                             + "\(root.path)/Sources is a symbolic link"), result.stderr)
    }

    func testAnInfoPlistInALinkedFolderIsNotMergedThrough() throws {
        let root = try project()
        try FileManager.default.moveItem(at: root.appendingPathComponent("App"), to: root.appendingPathComponent("RealApp"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App").path, withDestinationPath: "RealApp")
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "App/Info.plist: error: quick actions not merged: \(root.path)/App is a symbolic link, which "
                           + "quickglyph does not write through; name the real path; the file was left as it is [info-plist-not-merged]\n"
                           + "App/InfoPlist.xcstrings: error: \(root.path)/App is a symbolic link, which quickglyph does not write "
                           + "through; name the real path; left untouched, so the items' translations are not written into it "
                           + "[strings-not-merged]\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("RealApp").path), ["Info.plist"])
        XCTAssertEqual(String(decoding: try read(root, "RealApp/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
        // Named by its real path, the same plist merges.
        let real = try CLIRunner.run(["build", "--info-plist", "RealApp/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(real.status, 0, real.stderr)
    }

    func testALinkOutsideTheProjectIsTheUsersOwnSetUp() throws {
        let root = try project()
        // As macOS's /tmp or a CI runner's temporary folder: a link the user chose, not one the repository holds.
        let elsewhere = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: elsewhere.appendingPathComponent("link").path, withDestinationPath: "real")
        let report = elsewhere.appendingPathComponent("link/report.html").path
        let result = try CLIRunner.run(["build", "--quiet", "--report", report], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("real/report.html").path))
        // The same link inside the project is refused.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: elsewhere.appendingPathComponent("real").path)
        let inside = try CLIRunner.run(["build", "--quiet", "--report", "link/report.html"], in: root)
        XCTAssertEqual(inside.status, 2, inside.stderr)
        XCTAssertTrue(inside.stderr.contains("\(root.path)/link is a symbolic link, which quickglyph does not write through"), inside.stderr)
    }

    // MARK: 3. A full disk in place keeps the old bytes

    /// The build in place under a file-size limit: a write fails part-way, as on a full disk.
    private func buildUnderLimit(kilobytes: Int, _ arguments: [String], in root: URL) throws -> CLIRunner.Result {
        try CLIRunner.runUnderFileSizeLimit(kilobytes: kilobytes, arguments, in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
    }

    /// The Xcode plist with other keys added until it holds at least `bytes`.
    private func paddedInfoPlist(atLeast bytes: Int) -> String {
        var plist = XcodeInfoPlist.withoutItems
        var count = 0
        while plist.utf8.count < bytes {
            plist = plist.replacingOccurrences(of: "</dict>\n</plist>",
                                               with: "\t<key>Padding\(count)</key>\n\t<string>xxxxxxxxxx</string>\n</dict>\n</plist>")
            count += 1
        }
        return plist
    }

    func testAFullDiskInPlacePutsTheInfoPlistBack() throws {
        let root = try project()
        // Other keys up to just under 16 KiB: the file fits under the limit, the merged one does not.
        let original = paddedInfoPlist(atLeast: 16_300)
        try write(original, root, "App/Info.plist")
        XCTAssertLessThan(try read(root, "App/Info.plist").count, 16_384)
        let inode = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("App/Info.plist").path)[.systemFileNumber]

        let result = try buildUnderLimit(kilobytes: 16, ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), original)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("App/Info.plist").path)[.systemFileNumber] as? Int,
                       inode as? Int, "written in place, and put back in place")
        XCTAssertEqual(result.stderr, "App/Info.plist: error: quick actions not merged: it cannot be written: the file is too large; "
                           + "its original bytes were put back; the file was left as it is [info-plist-not-merged]\n")

        // With room again, the same build merges.
        let again = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root,
                                      environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self).contains("UIApplicationShortcutItems"))
    }

    func testAFullDiskInPlacePutsTheGeneratedSwiftAndTheCatalogBack() throws {
        let root = try project()
        let first = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--swift", "App/QuickAction.swift", "--quiet"],
                                      in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let swift = try read(root, "App/QuickAction.swift")
        let catalog = try read(root, "App/InfoPlist.xcstrings")
        // Eighty more items, each translated: both files grow past the limit, which the current ones fit under
        // (the generated Swift, with its SwiftUI classes, is the larger of the two at first).
        let items = (0..<80).map {
            #"{ "type": "t\#($0)", "title": "Title number \#($0) of many", "symbol": "star", "dynamic": true, "#
                + #""localizations": { "de": { "title": "Titel Nummer \#($0) von vielen" } } }"#
        }.joined(separator: ", ")
        try write(#"{ "items": [ { "type": "compose", "title": "New Message", "glyph": "compose" }, \#(items) ] }"#, root,
                  "glyphs/shortcuts.json")
        let limit = (max(swift.count, catalog.count) + 1023) / 1024
        let result = try buildUnderLimit(kilobytes: limit, ["build", "--info-plist", "App/Info.plist", "--swift", "App/QuickAction.swift",
                                                            "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try read(root, "App/QuickAction.swift"), swift)
        XCTAssertEqual(try read(root, "App/InfoPlist.xcstrings"), catalog)
        XCTAssertTrue(result.stderr.contains("App/QuickAction.swift: error: cannot write the generated Swift: it cannot be written: "
                                             + "the file is too large; its original bytes were put back"), result.stderr)
        XCTAssertTrue(result.stderr.contains("App/InfoPlist.xcstrings: error: cannot write it: it cannot be written: the file is too large; "
                                             + "its original bytes were put back; the items' translations are not in it"), result.stderr)
    }

    func testAWriteThatCannotBePutBackSaysTheFileIsDamagedAndExitsNonZero() throws {
        let root = try project()
        // Larger than the limit already (written before it applies): neither the edit nor the original fits again.
        let original = paddedInfoPlist(atLeast: 20_000)
        try write(original, root, "App/Info.plist")
        let result = try buildUnderLimit(kilobytes: 16, ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        // Never "left as it is" about a file that changed: the message says what happened and where the original is.
        XCTAssertEqual(result.stderr, "App/Info.plist: error: quick actions not merged: writing it failed part-way (the file is too "
                           + "large) and its original bytes could not be put back: the file is damaged; restore it from version "
                           + "control (git checkout -- Info.plist, run where it lives) [info-plist-not-merged]\n")
        XCTAssertNotEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), original)
    }

    func testAKilledWritesTemporaryFileBesideThePlistIsRemovedByTheNextWrite() throws {
        let root = try project()
        let uuid = UUID().uuidString
        let stale = root.appendingPathComponent("App/.quickglyph-\(uuid)")
        let fresh = root.appendingPathComponent("App/.quickglyph-\(UUID().uuidString)")
        let notOurs = root.appendingPathComponent("App/.quickglyph-notes")
        for file in [stale, fresh, notOurs] { try Data("half".utf8).write(to: file) }
        // Older than a build writing the same folder now could have made it.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: notOurs.path)
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.path), "perhaps another build's, writing now")
        XCTAssertTrue(FileManager.default.fileExists(atPath: notOurs.path), "not a name quickglyph makes")
    }

    // MARK: 4. --report and --preview replace only what quickglyph made

    func testTheReportAndThePreviewNeverReplaceAFileTheyDidNotMake() throws {
        let root = try project()
        let first = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let targets = ["glyphs/shortcuts.json", "glyphs/compose.svg", "App/Info.plist", "output/manifest.json",
                       "output/Shortcuts.xcassets/Contents.json"]
        let before = try targets.map { try read(root, $0) }
        for target in targets {
            let report = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet", "--report", target], in: root)
            XCTAssertEqual(report.status, 2, "\(target): \(report.stderr)")
            XCTAssertTrue(report.stderr.hasPrefix("quickglyph build: error: could not write the HTML report to \(target): "), report.stderr)
            let preview = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet", "--preview", target], in: root)
            XCTAssertEqual(preview.status, 1, "\(target): \(preview.stderr)")
            XCTAssertTrue(preview.stderr.hasPrefix("\(target): error: cannot write the preview: "), preview.stderr)
        }
        XCTAssertEqual(try targets.map { try read(root, $0) }, before)
        let refused = try CLIRunner.run(["build", "--quiet", "--report", "glyphs/shortcuts.json"], in: root)
        XCTAssertEqual(refused.stderr, "quickglyph build: error: could not write the HTML report to glyphs/shortcuts.json: it is one of "
                           + "this build's own inputs (the items file, or a file in the glyph folder, which the next build would read "
                           + "as a glyph); name another path\n")
        let inside = try CLIRunner.run(["build", "--quiet", "--report", "output/manifest.json"], in: root)
        XCTAssertEqual(inside.stderr, "quickglyph build: error: could not write the HTML report to output/manifest.json: it is inside "
                           + "the output folder output, whose files are the build's own; name a path outside it\n")
        let plist = try CLIRunner.run(["build", "--quiet", "--report", "App/Info.plist"], in: root)
        XCTAssertEqual(plist.stderr, "quickglyph build: error: could not write the HTML report to App/Info.plist: a file quickglyph did "
                           + "not make is there, and it is not an HTML report quickglyph wrote; it is left as it is: name another path, "
                           + "or move the file away\n")

        // What they made themselves they replace.
        for _ in 0..<2 {
            let made = try CLIRunner.run(["build", "--quiet", "--report", "report.html", "--preview", "preview.png"], in: root)
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        XCTAssertTrue(String(decoding: try read(root, "report.html"), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(Array(try read(root, "preview.png").prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testAnInputIsKnownByItsIdentityNotItsSpelling() throws {
        let root = try project()
        try FileManager.default.moveItem(at: root.appendingPathComponent("glyphs/shortcuts.json"), to: root.appendingPathComponent("items.json"))
        XCTAssertEqual(link(root.appendingPathComponent("items.json").path, root.appendingPathComponent("App/QuickAction.swift").path), 0)
        let items = try read(root, "items.json")
        // A hard link to the items file, where --swift and --report point.
        let swift = try CLIRunner.run(["build", "--items", "items.json", "--swift", "App/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(swift.status, 1, swift.stderr)
        XCTAssertTrue(swift.stderr.contains("App/QuickAction.swift: error: cannot write the generated Swift: it is one of this build's "
                                            + "own inputs"), swift.stderr)
        let report = try CLIRunner.run(["build", "--items", "items.json", "--report", "./App/../App/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(report.stderr.contains("it is one of this build's own inputs"), report.stderr)
        XCTAssertEqual(try read(root, "items.json"), items)
    }

    func testCheckWritesItsReportOnlyOverAReportOfItsOwn() throws {
        let root = try project()
        let refused = try CLIRunner.run(["check", "App", "--report", "App/Info.plist"], in: root)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.hasSuffix("could not write the HTML report to App/Info.plist: a file quickglyph did not make is "
                                               + "there, and it is not an HTML report quickglyph wrote; it is left as it is: name "
                                               + "another path, or move the file away\n"), refused.stderr)
        XCTAssertEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
        for _ in 0..<2 {
            let made = try CLIRunner.run(["check", "App", "--report", "check.html"], in: root)
            XCTAssertNotEqual(made.status, 2, made.stderr)
        }
        XCTAssertTrue(String(decoding: try read(root, "check.html"), as: UTF8.self).contains("<meta name=\"generator\" content=\"quickglyph\">"))
    }

    func testTheReportAndThePreviewRefuseFIFOsAndDevices() throws {
        let root = try project()
        XCTAssertEqual(mkfifo(root.appendingPathComponent("pipe").path, 0o644), 0)
        var targets = ["pipe"]
        // A device of the test's own, never the system's /dev/null: a regression would replace that with a
        // regular file for the whole machine. Making one takes root (CI is root); elsewhere the FIFO is tried alone.
        if mknod(root.appendingPathComponent("device").path, S_IFCHR | 0o666, 0) == 0 { targets.append("device") }
        for target in targets {
            let report = try CLIRunner.run(["build", "--quiet", "--report", target], in: root)
            XCTAssertEqual(report.status, 2, report.stderr)
            XCTAssertTrue(report.stderr.contains("could not write the HTML report to \(target): it is a FIFO, socket or device, "
                                                 + "not a regular file"), report.stderr)
            let preview = try CLIRunner.run(["build", "--quiet", "--preview", target], in: root)
            XCTAssertEqual(preview.status, 1, preview.stderr)
            XCTAssertTrue(preview.stderr.contains("\(target): error: cannot write the preview: it is a FIFO, socket or device"), preview.stderr)
        }
        for (target, kind) in zip(targets, [S_IFIFO, S_IFCHR]) {
            var status = stat()
            XCTAssertEqual(lstat(root.appendingPathComponent(target).path, &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, kind, target)
        }
    }

    // MARK: 6. Every output is declared

    func testTheFileListsDeclareTheReportAndThePreview() throws {
        let root = try project()
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--xcfilelist", "Lists", "--srcroot", ".",
                                        "--report", "Reports/build.html", "--preview", "Docs/menu.png", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let outputs = String(decoding: try read(root, "Lists/quickglyph-outputs.xcfilelist"), as: UTF8.self).split(separator: "\n")
        XCTAssertTrue(outputs.contains("$(SRCROOT)/Reports/build.html"), "\(outputs)")
        XCTAssertTrue(outputs.contains("$(SRCROOT)/Docs/menu.png"), "\(outputs)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Reports/build.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Docs/menu.png").path))
    }
}

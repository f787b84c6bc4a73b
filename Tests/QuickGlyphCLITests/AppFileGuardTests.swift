import Foundation
import QuickGlyphTestSupport
import XCTest

/// Every file a build touches outside `--out` (the Info.plist, the translations
/// beside it, `--swift`, `--xcfilelist`, `--report`, `--preview`) is tried as an
/// attacker and a clumsy user would: a hand-edited manifest, a linked folder, a
/// full disk under Xcode's sandbox, an option pointed at the build's own files.
final class AppFileGuardTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##
    /// One static item translated into German and French.
    private let translatedItems = """
        { "items": [ { "type": "compose", "title": "New Message", "glyph": "compose",
                       "localizations": { "de": { "title": "Neue Nachricht" }, "fr": { "title": "Nouveau message" } } } ] }

        """

    private func project() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
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
        let first = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        // A file elsewhere that holds the very key the build writes, as a crafted manifest would aim at.
        let victim = "/* not the app's */\n\"New Message\" = \"keep me\";\n\"Other\" = \"x\";\n"
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Victim/de.lproj"), withIntermediateDirectories: true)
        try write(victim, root, "Victim/de.lproj/InfoPlist.strings")
        let outside = root.appendingPathComponent("Victim/de.lproj/InfoPlist.strings").path
        let manifestURL = root.appendingPathComponent("output/manifest.json")
        var manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var strings = try XCTUnwrap(manifest["strings"] as? [String: Any])
        strings["App/../Victim/de.lproj/InfoPlist.strings"] = ["New Message": ["de"]]
        strings[outside] = ["New Message": ["de"]]
        manifest["strings"] = strings
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(
            to: manifestURL)
        // Nothing of ours is left to write, so only the crafted entries could make this build touch a file.
        try write(
            #"{ "items": [ { "type": "compose", "title": "New Message", "glyph": "compose" } ] }"#, root,
            "glyphs/shortcuts.json")

        let result = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "Victim/de.lproj/InfoPlist.strings"), as: UTF8.self), victim)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(warnings.count, 2, result.stderr)
        let tail =
            " among the strings files an earlier build wrote, but it is not a translations file beside App/Info.plist; "
            + "it is not touched and no longer recorded [manifest-unreadable]"
        // In path order: the absolute one (shortened in the message) first.
        XCTAssertTrue(
            warnings.first?.hasPrefix("output/manifest.json: warning: the manifest names \"/") == true, result.stderr)
        XCTAssertTrue(warnings.first?.hasSuffix(tail) == true, result.stderr)
        XCTAssertEqual(
            warnings.last,
            "output/manifest.json: warning: the manifest names \"App/../Victim/de.lproj/InfoPlist.strings\"" + tail)
        let after = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        XCTAssertNil(after["strings"], "the crafted entries are dropped, and nothing else is the build's")
    }

    // MARK: 2. No write through a link anywhere on the way

    func testALinkedLprojFolderIsNotWrittenThrough() throws {
        let root = try project()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
        let foreign = "\"Other\" = \"x\";\n"
        try write(foreign, root, "Elsewhere/InfoPlist.strings")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/de.lproj").path,
            withDestinationPath: "../Elsewhere")
        let result = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "Elsewhere/InfoPlist.strings"), as: UTF8.self), foreign)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Elsewhere").path),
            ["InfoPlist.strings"])
        XCTAssertTrue(
            result.stderr.contains(
                "App/de.lproj/InfoPlist.strings: error: \(root.path)/App/de.lproj is a symbolic link, "
                    + "which quickglyph does not write through; name the real path"), result.stderr)
        // The other language, in a real folder, is written.
        XCTAssertTrue(
            try String(decoding: read(root, "App/fr.lproj/InfoPlist.strings"), as: UTF8.self).contains(
                "Nouveau message"))
    }

    func testALinkedFolderAboveTheGeneratedSwiftIsRefused() throws {
        let root = try project()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources").path, withDestinationPath: "Real")
        let result = try CLIRunner.run(["build", "--swift", "Sources/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Real").path), [])
        XCTAssertTrue(
            result.stderr.contains(
                "Sources/QuickAction.swift: error: cannot write the generated Swift: "
                    + "\(root.path)/Sources is a symbolic link"), result.stderr)
    }

    func testAnInfoPlistInALinkedFolderIsNotMergedThrough() throws {
        let root = try project()
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("App"), to: root.appendingPathComponent("RealApp"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App").path, withDestinationPath: "RealApp")
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "App/Info.plist: error: quick actions not merged: \(root.path)/App is a symbolic link, which "
                + "quickglyph does not write through; name the real path; the file was left as it is [info-plist-not-merged]\n"
                + "App/InfoPlist.xcstrings: error: \(root.path)/App is a symbolic link, which quickglyph does not write "
                + "through; name the real path; left untouched, so the items' translations are not written into it "
                + "[strings-not-merged]\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("RealApp").path),
            ["Info.plist"])
        XCTAssertEqual(
            String(decoding: try read(root, "RealApp/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
        // Named by its real path, the same plist merges.
        let real = try CLIRunner.run(["build", "--info-plist", "RealApp/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(real.status, 0, real.stderr)
    }

    func testALinkOutsideTheProjectIsTheUsersOwnSetUp() throws {
        let root = try project()
        // As macOS's /tmp or a CI runner's temporary folder: a link the user chose, not one the repository holds.
        let elsewhere = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: elsewhere.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: elsewhere.appendingPathComponent("link").path, withDestinationPath: "real")
        let report = elsewhere.appendingPathComponent("link/report.html").path
        let result = try CLIRunner.run(["build", "--quiet", "--report", report], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("real/report.html").path))
        // The same link inside the project is refused.
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link").path,
            withDestinationPath: elsewhere.appendingPathComponent("real").path)
        let inside = try CLIRunner.run(["build", "--quiet", "--report", "link/report.html"], in: root)
        XCTAssertEqual(inside.status, 2, inside.stderr)
        XCTAssertTrue(
            inside.stderr.contains("\(root.path)/link is a symbolic link, which quickglyph does not write through"),
            inside.stderr)
    }

    // MARK: 3. A full disk in place fails before a byte changes

    /// The build in place under a file-size limit: a write that would not fit fails, as on a full disk.
    private func buildUnderLimit(kilobytes: Int, _ arguments: [String], in root: URL) throws -> CLIRunner.Result {
        try CLIRunner.runUnderFileSizeLimit(
            kilobytes: kilobytes, arguments, in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
    }

    /// The Xcode plist with other keys added until it holds at least `bytes`.
    private func paddedInfoPlist(atLeast bytes: Int) -> String {
        var plist = XcodeInfoPlist.withoutItems
        var count = 0
        while plist.utf8.count < bytes {
            plist = plist.replacingOccurrences(
                of: "</dict>\n</plist>",
                with: "\t<key>Padding\(count)</key>\n\t<string>xxxxxxxxxx</string>\n</dict>\n</plist>")
            count += 1
        }
        return plist
    }

    private func inode(_ root: URL, _ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.systemFileNumber]
            as? Int
    }

    /// Eighty more items, each translated, and a longer title for the one static item: the Info.plist,
    /// its String Catalog and the generated Swift all grow.
    private func manyItems() -> String {
        let items = (0..<80).map {
            #"{ "type": "t\#($0)", "title": "Title number \#($0) of many", "symbol": "star", "dynamic": true, "#
                + #""localizations": { "de": { "title": "Titel Nummer \#($0) von vielen" } } }"#
        }.joined(separator: ", ")
        return
            #"{ "items": [ { "type": "compose", "title": "A new message, with a longer title", "glyph": "compose" }, \#(items) ] }"#
    }

    /// `plist` with one more key, padded to exactly `bytes`.
    private func padded(_ plist: String, to bytes: Int) -> String {
        let key = "\t<key>Padding</key>\n\t<string></string>\n"
        let room = bytes - plist.utf8.count - key.utf8.count
        precondition(room >= 0, "the plist is already longer than \(bytes) bytes")
        return plist.replacingOccurrences(
            of: "</dict>\n</plist>",
            with: key.replacingOccurrences(of: "<string>", with: "<string>" + String(repeating: "x", count: room))
                + "</dict>\n</plist>")
    }

    /// The message of a write in place that would not fit, as the build says it for `path`.
    private func noRoom(_ bytes: Int, _ reason: String) -> String {
        "there is no room for its \(bytes) bytes (\(reason)), found before a byte of it changed; make room and build again"
    }

    func testAFileSizeLimitInPlaceStopsTheInfoPlistBeforeAByteChanges() throws {
        let root = try project()
        // Other keys up to just under 16 KiB: the file fits under the limit, the merged one does not.
        let original = paddedInfoPlist(atLeast: 16_300)
        try write(original, root, "App/Info.plist")
        XCTAssertLessThan(try read(root, "App/Info.plist").count, 16_384)
        let inode = try inode(root, "App/Info.plist")

        let result = try buildUnderLimit(
            kilobytes: 16, ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), original)
        XCTAssertEqual(try self.inode(root, "App/Info.plist"), inode, "never replaced")

        // With room again, the same build merges: the size the message named.
        let again = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root,
            environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(again.status, 0, again.stderr)
        let merged = try read(root, "App/Info.plist")
        XCTAssertTrue(String(decoding: merged, as: UTF8.self).contains("UIApplicationShortcutItems"))
        XCTAssertEqual(
            result.stderr,
            "App/Info.plist: error: quick actions not merged: \(noRoom(merged.count, "the file is too large")); "
                + "the file was left as it is [info-plist-not-merged]\n")
    }

    /// Issue 26, 7a: the Info.plist, its String Catalog and the generated Swift on a disk with no room
    /// for their new bytes. On a real full disk (a tmpfs, as root) or, where none can be mounted, under
    /// a file-size limit: each is left byte for byte as it was, and the message says why and what to do.
    func testAFullDiskInPlaceLeavesTheInfoPlistTheCatalogAndTheSwiftWhole() throws {
        let root = try CLIRunner.temporaryDirectory(self)
        let disk = try SmallDisk.mount(on: root.appendingPathComponent("App"), kilobytes: 256, self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs"), withIntermediateDirectories: true)
        try write(square, root, "glyphs/compose.svg")
        try write(translatedItems, root, "glyphs/shortcuts.json")
        try write(XcodeInfoPlist.withoutItems, root, "App/Info.plist")
        let arguments = ["build", "--info-plist", "App/Info.plist", "--swift", "App/QuickAction.swift", "--quiet"]
        let inPlace = ["QUICKGLYPH_WRITE_IN_PLACE": "1"]
        let first = try CLIRunner.run(arguments, in: root, environment: inPlace)
        XCTAssertEqual(first.status, 0, first.stderr)
        // The Info.plist, the largest, a few bytes short of a whole page, so that the longer title needs
        // one more (a tmpfs, like most file systems, allocates whole pages), and limits the sizes below.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let largest = try max(read(root, "App/InfoPlist.xcstrings").count, read(root, "App/QuickAction.swift").count)
        try write(
            padded(String(decoding: read(root, "App/Info.plist"), as: UTF8.self), to: (largest / page + 2) * page - 4),
            root, "App/Info.plist")
        let names = ["App/Info.plist", "App/InfoPlist.xcstrings", "App/QuickAction.swift"]
        let before = try names.map { try read(root, $0) }
        let inodes = try names.map { try inode(root, $0) }
        try write(manyItems(), root, "glyphs/shortcuts.json")
        XCTAssertEqual(before[0].count % page, page - 4)

        let result: CLIRunner.Result
        let reason: String
        if disk {
            try SmallDisk.fill(root.appendingPathComponent("App"), leaving: 0)
            result = try CLIRunner.run(arguments, in: root, environment: inPlace)
            reason = "no space left on the device"
        } else {
            // Every file as it is fits, the Info.plist to 4 bytes.
            let limit = (before[0].count + 4) / 1024
            result = try buildUnderLimit(kilobytes: limit, arguments, in: root)
            reason = "the file is too large"
        }
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try names.map { try read(root, $0) }, before, "not a byte changed")
        XCTAssertEqual(try names.map { try inode(root, $0) }, inodes, "nor was any replaced")

        // With room, the sizes the messages name.
        if disk { try FileManager.default.removeItem(at: root.appendingPathComponent("App/.filler")) }
        let again = try CLIRunner.run(arguments, in: root, environment: inPlace)
        XCTAssertEqual(again.status, 0, again.stderr)
        let sizes = try names.map { try read(root, $0).count }
        XCTAssertTrue(
            result.stderr.contains(
                "App/Info.plist: error: quick actions not merged: \(noRoom(sizes[0], reason)); the file was "
                    + "left as it is [info-plist-not-merged]\n"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "App/InfoPlist.xcstrings: error: cannot write it: \(noRoom(sizes[1], reason)); the items' "
                    + "translations are not in it [write-failed]\n"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "App/QuickAction.swift: error: cannot write the generated Swift: \(noRoom(sizes[2], reason)) "
                    + "[write-failed]\n"), result.stderr)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(
            errors.count, disk ? 3 : 4, "on the full disk only; under the limit the manifest too: \(result.stderr)")
    }

    func testAWriteThatCannotBePutBackSaysTheFileIsDamagedAndExitsNonZero() throws {
        let root = try project()
        // Larger than the limit already (written before it applies), with thirty quick actions the merge
        // replaces by one: the edit is shorter than the file, so its room is there and it is written, but it
        // still passes the limit part-way, and the original cannot be written back under it either.
        let old = (0..<30).map {
            "\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Old \($0)</string>\n"
                + "\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>old\($0)</string>\n\t\t</dict>\n"
        }.joined()
        let original = paddedInfoPlist(atLeast: 17_000)
            .replacingOccurrences(
                of: "</dict>\n</plist>",
                with: "\t<key>UIApplicationShortcutItems</key>\n\t<array>\n\(old)\t</array>\n</dict>\n</plist>")
        try write(original, root, "App/Info.plist")
        let result = try buildUnderLimit(
            kilobytes: 16, ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        // Never "left as it is" about a file that changed: the message says what happened and where the original is.
        XCTAssertEqual(
            result.stderr,
            "App/Info.plist: error: quick actions not merged: writing it failed part-way (the file is too "
                + "large) and its original bytes could not be put back: the file is damaged; restore it from version "
                + "control (git checkout -- Info.plist, run where it lives) [info-plist-not-merged]\n")
        XCTAssertNotEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), original)
    }

    // MARK: 3b. A killed build's temporary files are removed; a live one's stay

    /// A temporary file of the exact shape a writer makes, as a build killed before its rename leaves it:
    /// the kernel released its lock with the process.
    private func leftover(
        _ root: URL, _ folder: String, name: String = ".quickglyph-" + UUID().uuidString
    ) throws -> URL {
        let url = root.appendingPathComponent(folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: url)
        return url
    }

    /// Issue 26, 7b: beside every app file the options name, written this time or not.
    func testAKilledBuildsTemporaryFilesBesideTheAppsFilesAreRemovedByTheNextNoOpBuild() throws {
        let root = try project()
        try write(
            #"{ "android": { "package": "com.example.app" }, "items": [ { "type": "compose", "title": "New Message", "#
                + #""glyph": "compose", "android": { "targetClass": "com.example.app.MainActivity" }, "#
                + #""localizations": { "de": { "title": "Neue Nachricht" } } } ] }"#, root, "glyphs/shortcuts.json")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("res"), withIntermediateDirectories: true)
        try write(AndroidManifestCommandTests.original, root, "AndroidManifest.xml")
        let arguments = [
            "build", "--info-plist", "App/Info.plist", "--strings", "lproj", "--swift", "Sources/QuickAction.swift",
            "--xcfilelist", "Lists", "--report", "Reports/build.html", "--preview", "Docs/menu.png",
            "--android", "res", "--android-manifest", "AndroidManifest.xml", "--quiet",
        ]
        let first = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let written = try FileTree.snapshot(root)

        let stale =
            try [
                "App", "App/de.lproj", "Sources", "Lists", "Reports", "Docs", ".", "res/values", "res/xml-v25",
                "res/drawable-hdpi", "res/values-de",
            ].map { try leftover(root, $0) }
            // The shape earlier versions named them.
            + [try leftover(root, "App", name: ".Info.plist.quickglyph-\(UUID().uuidString)")]
        // A live writer's, into another --out perhaps: its lock is held (here by the test).
        let live = try leftover(root, "App/de.lproj")
        let holder = open(live.path, O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX) as Int32, 0)
        // A user's file of a like name; our shape in a folder no option writes in, or one of res/ that
        // quickglyph never writes; a folder and a link of our shape.
        let kept = try [
            leftover(root, "App", name: ".quickglyph-notes"), leftover(root, "Elsewhere"), leftover(root, "res/layout"),
            leftover(root, "res"),
        ]
        let folder = root.appendingPathComponent("App/.quickglyph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = root.appendingPathComponent("Sources/.quickglyph-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "../Elsewhere/.quickglyph-notes")

        // Under Xcode's script sandbox (in place) a phase may touch only what it declares: nothing is looked at.
        let sandboxed = try CLIRunner.run(arguments, in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(sandboxed.status, 0, sandboxed.stderr)
        for url in stale { XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path) }

        let result = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Only the items' own Android label warnings: nothing about the files cleaned.
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasSuffix("[android-label-too-long]") }, [])
        for url in stale { XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), url.path) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path), "a live build's stays")
        for url in kept { XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path) }
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType, .typeDirectory)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType, .typeSymbolicLink)
        // And nothing else changed: a no-op build (but for the report, which says what this build did).
        var now = try FileTree.snapshot(root)
        for url in [live, folder, link] + kept {
            now[String(url.path.dropFirst(root.path.count + 1))] = nil
        }
        XCTAssertEqual(now.keys.sorted(), written.keys.sorted())
        for (path, data) in written where now[path] != data && path != "Reports/build.html" {
            XCTFail("\(path) changed")
        }
    }

    // MARK: 4. --report and --preview replace only what quickglyph made

    func testTheReportAndThePreviewNeverReplaceAFileTheyDidNotMake() throws {
        let root = try project()
        let first = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let targets = [
            "glyphs/shortcuts.json", "glyphs/compose.svg", "App/Info.plist", "output/manifest.json",
            "output/Shortcuts.xcassets/Contents.json",
        ]
        let before = try targets.map { try read(root, $0) }
        for target in targets {
            let report = try CLIRunner.run(
                ["build", "--info-plist", "App/Info.plist", "--quiet", "--report", target], in: root)
            XCTAssertEqual(report.status, 2, "\(target): \(report.stderr)")
            XCTAssertTrue(
                report.stderr.hasPrefix("quickglyph build: error: could not write the HTML report to \(target): "),
                report.stderr)
            let preview = try CLIRunner.run(
                ["build", "--info-plist", "App/Info.plist", "--quiet", "--preview", target], in: root)
            XCTAssertEqual(preview.status, 1, "\(target): \(preview.stderr)")
            XCTAssertTrue(preview.stderr.hasPrefix("\(target): error: cannot write the preview: "), preview.stderr)
        }
        XCTAssertEqual(try targets.map { try read(root, $0) }, before)
        let refused = try CLIRunner.run(["build", "--quiet", "--report", "glyphs/shortcuts.json"], in: root)
        XCTAssertEqual(
            refused.stderr,
            "quickglyph build: error: could not write the HTML report to glyphs/shortcuts.json: it is one of "
                + "this build's own inputs (the items file, or a file in the glyph folder, which the next build would read "
                + "as a glyph); name another path\n")
        let inside = try CLIRunner.run(["build", "--quiet", "--report", "output/manifest.json"], in: root)
        XCTAssertEqual(
            inside.stderr,
            "quickglyph build: error: could not write the HTML report to output/manifest.json: it is inside "
                + "the output folder output, whose files are the build's own; name a path outside it\n")
        let plist = try CLIRunner.run(["build", "--quiet", "--report", "App/Info.plist"], in: root)
        XCTAssertEqual(
            plist.stderr,
            "quickglyph build: error: could not write the HTML report to App/Info.plist: a file quickglyph did "
                + "not make is there, and it is not an HTML report quickglyph wrote; it is left as it is: name another path, "
                + "or move the file away\n")

        // What they made themselves they replace.
        for _ in 0..<2 {
            let made = try CLIRunner.run(
                ["build", "--quiet", "--report", "report.html", "--preview", "preview.png"], in: root)
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        XCTAssertTrue(String(decoding: try read(root, "report.html"), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(Array(try read(root, "preview.png").prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testAnInputIsKnownByItsIdentityNotItsSpelling() throws {
        let root = try project()
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("glyphs/shortcuts.json"), to: root.appendingPathComponent("items.json"))
        XCTAssertEqual(
            link(
                root.appendingPathComponent("items.json").path,
                root.appendingPathComponent("App/QuickAction.swift").path), 0)
        let items = try read(root, "items.json")
        // A hard link to the items file, where --swift and --report point.
        let swift = try CLIRunner.run(
            ["build", "--items", "items.json", "--swift", "App/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(swift.status, 1, swift.stderr)
        XCTAssertTrue(
            swift.stderr.contains(
                "App/QuickAction.swift: error: cannot write the generated Swift: it is one of this build's "
                    + "own inputs"), swift.stderr)
        let report = try CLIRunner.run(
            ["build", "--items", "items.json", "--report", "./App/../App/QuickAction.swift", "--quiet"], in: root)
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(report.stderr.contains("it is one of this build's own inputs"), report.stderr)
        XCTAssertEqual(try read(root, "items.json"), items)
    }

    func testCheckWritesItsReportOnlyOverAReportOfItsOwn() throws {
        let root = try project()
        let refused = try CLIRunner.run(["check", "App", "--report", "App/Info.plist"], in: root)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(
            refused.stderr.hasSuffix(
                "could not write the HTML report to App/Info.plist: a file quickglyph did not make is "
                    + "there, and it is not an HTML report quickglyph wrote; it is left as it is: name "
                    + "another path, or move the file away\n"), refused.stderr)
        XCTAssertEqual(String(decoding: try read(root, "App/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
        for _ in 0..<2 {
            let made = try CLIRunner.run(["check", "App", "--report", "check.html"], in: root)
            XCTAssertNotEqual(made.status, 2, made.stderr)
        }
        XCTAssertTrue(
            String(decoding: try read(root, "check.html"), as: UTF8.self).contains(
                "<meta name=\"generator\" content=\"quickglyph\">"))
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
            XCTAssertTrue(
                report.stderr.contains(
                    "could not write the HTML report to \(target): it is a FIFO, socket or device, "
                        + "not a regular file"), report.stderr)
            let preview = try CLIRunner.run(["build", "--quiet", "--preview", target], in: root)
            XCTAssertEqual(preview.status, 1, preview.stderr)
            XCTAssertTrue(
                preview.stderr.contains("\(target): error: cannot write the preview: it is a FIFO, socket or device"),
                preview.stderr)
        }
        for (target, kind) in zip(targets, [S_IFIFO, S_IFCHR]) {
            var status = stat()
            XCTAssertEqual(lstat(root.appendingPathComponent(target).path, &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, kind, target)
        }
    }

    // MARK: 5. A hard link reaches no build input and no output

    private func hardLink(_ root: URL, _ existing: String, as path: String) throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(path).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        XCTAssertEqual(
            link(root.appendingPathComponent(existing).path, root.appendingPathComponent(path).path), 0, path)
    }

    /// "it is one of this build's own inputs …", as the guard says it.
    private let buildInput =
        "it is one of this build's own inputs (the items file, or a file in the glyph folder, which the next build "
        + "would read as a glyph); name another path"

    /// Issue 26, 3: every app file the build writes, made a hard link to a file in the glyph folder (not a
    /// glyph: a copy, a note the next build still reads past), in place and by rename: refused by identity,
    /// before a byte of the glyph folder's file changes.
    func testAnAppFileThatIsAHardLinkToAFileInTheGlyphFolderIsNeverWritten() throws {
        for environment in [["QUICKGLYPH_WRITE_IN_PLACE": "1"], [:]] {
            let root = try project()
            try write(
                #"{ "android": { "package": "com.example.app" }, "items": [ { "type": "compose", "title": "New Message", "#
                    + #""glyph": "compose", "android": { "targetClass": "com.example.app.MainActivity" } } ] }"#,
                root, "glyphs/shortcuts.json")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("res/xml-v25"), withIntermediateDirectories: true)
            try write(XcodeInfoPlist.withoutItems, root, "glyphs/Info-copy.plist")
            try write(AndroidManifestCommandTests.original, root, "glyphs/AndroidManifest.xml")
            for name in ["catalog.json", "QuickAction.txt", "inputs.txt", "menu.txt", "shortcuts.xml", "report.txt"] {
                try write("the designer's \(name)\n", root, "glyphs/" + name)
            }
            try FileManager.default.removeItem(at: root.appendingPathComponent("App/Info.plist"))
            let links = [
                "App/Info.plist": "glyphs/Info-copy.plist", "App/InfoPlist.xcstrings": "glyphs/catalog.json",
                "Sources/QuickAction.swift": "glyphs/QuickAction.txt",
                "Lists/quickglyph-inputs.xcfilelist": "glyphs/inputs.txt",
                "Docs/menu.png": "glyphs/menu.txt", "res/xml-v25/shortcuts.xml": "glyphs/shortcuts.xml",
                "AndroidManifest.xml": "glyphs/AndroidManifest.xml", "Reports/build.html": "glyphs/report.txt",
            ]
            for (path, existing) in links { try hardLink(root, existing, as: path) }
            let glyphs = try FileTree.snapshot(root.appendingPathComponent("glyphs"))

            let result = try CLIRunner.run(
                [
                    "build", "--info-plist", "App/Info.plist", "--swift", "Sources/QuickAction.swift",
                    "--xcfilelist", "Lists", "--preview", "Docs/menu.png", "--android", "res",
                    "--android-manifest", "AndroidManifest.xml", "--quiet",
                ], in: root, environment: environment)
            XCTAssertEqual(result.status, 1, result.stderr)
            for line in [
                "App/Info.plist: error: quick actions not merged: \(buildInput); the file was left as it is [info-plist-not-merged]",
                "App/InfoPlist.xcstrings: error: \(buildInput); left untouched, so the items' translations are not written "
                    + "into it [strings-not-merged]",
                "Sources/QuickAction.swift: error: cannot write the generated Swift: \(buildInput) [write-failed]",
                "\(root.path)/Lists: error: cannot write the Xcode file lists: \(root.path)/Lists/quickglyph-inputs.xcfilelist: "
                    + "\(buildInput) "
                    + "[write-failed]",
                "Docs/menu.png: error: cannot write the preview: \(buildInput) [write-failed]",
                // Looked at before anything is written into res/ (whose shortcuts are they?), and refused then.
                "res/xml-v25/shortcuts.xml: error: the Android shortcuts were not written into res: quickglyph cannot "
                    + "tell whether this holds shortcuts of the app's own: \(buildInput); what an earlier build wrote there "
                    + "is kept [android-not-written]",
            ] {
                XCTAssertTrue(result.stderr.contains(line + "\n"), "\(environment): \(line)\n\(result.stderr)")
            }
            // The manifest's entry is merged once res/ has its shortcuts: the res/ name of the glyph folder's file
            // goes.
            try FileManager.default.removeItem(at: root.appendingPathComponent("res/xml-v25/shortcuts.xml"))
            let manifest = try CLIRunner.run(
                ["build", "--android", "res", "--android-manifest", "AndroidManifest.xml", "--quiet"], in: root,
                environment: environment)
            XCTAssertEqual(manifest.status, 1, manifest.stderr)
            XCTAssertEqual(
                manifest.stderr.split(separator: "\n").filter { !$0.hasSuffix("[android-label-too-long]") },
                [
                    "AndroidManifest.xml: error: the shortcuts entry was not merged: \(buildInput); the file was left "
                        + "as it is [android-manifest-not-merged]"
                ], "\(environment)")
            let report = try CLIRunner.run(
                ["build", "--report", "Reports/build.html", "--quiet"], in: root, environment: environment)
            XCTAssertEqual(report.status, 2, report.stderr)
            XCTAssertEqual(
                report.stderr,
                "quickglyph build: error: could not write the HTML report to Reports/build.html: \(buildInput)\n")
            XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent("glyphs")), glyphs, "\(environment)")
            for (path, existing) in links where path != "res/xml-v25/shortcuts.xml" {
                XCTAssertEqual(
                    try inode(root, path), try inode(root, existing), "\(environment): \(path) is still the same file")
            }
        }
    }

    /// The same below the glyph folder when `--recursive` reads it, and for a file inside `--out`.
    func testAHardLinkBelowARecursiveGlyphFolderOrIntoTheOutputFolderIsNeverWritten() throws {
        let root = try project()
        let first = try CLIRunner.run(["build", "--quiet"], in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        try hardLink(root, "output/Shortcuts.xcassets/Contents.json", as: "App/QuickAction.swift")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs/old"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("App/Info.plist"),
            to: root.appendingPathComponent("glyphs/old/Info.plist"))
        try hardLink(root, "glyphs/old/Info.plist", as: "App/Info.plist")
        let contents = try read(root, "output/Shortcuts.xcassets/Contents.json")
        for environment in [["QUICKGLYPH_WRITE_IN_PLACE": "1"], [:]] {
            let result = try CLIRunner.run(
                [
                    "build", "--recursive", "--info-plist", "App/Info.plist", "--swift", "App/QuickAction.swift",
                    "--quiet",
                ], in: root, environment: environment)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(
                result.stderr,
                "App/Info.plist: error: quick actions not merged: \(buildInput); the file was left as it is "
                    + "[info-plist-not-merged]\n"
                    + "App/QuickAction.swift: error: cannot write the generated Swift: it is inside the output folder output, "
                    + "whose files are the build's own; name a path outside it [write-failed]\n", "\(environment)")
            XCTAssertEqual(
                String(decoding: try read(root, "glyphs/old/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
            XCTAssertEqual(try read(root, "output/Shortcuts.xcassets/Contents.json"), contents)
        }
    }

    /// Under --recursive every folder below the glyph folder is read for glyphs: a file an option names there,
    /// new or not, would be read as a glyph by the next build, so it is refused as the glyph folder's own are.
    func testUnderRecursiveAFileNamedBelowTheGlyphFolderIsNeverWritten() throws {
        let root = try project()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("glyphs/sub"), withIntermediateDirectories: true)
        let before = try FileTree.snapshot(root.appendingPathComponent("glyphs"))
        let result = try CLIRunner.run(
            [
                "build", "--recursive", "--preview", "glyphs/sub/menu.png", "--swift", "glyphs/sub/QuickAction.swift",
                "--quiet",
            ], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "glyphs/sub/QuickAction.swift: error: cannot write the generated Swift: \(buildInput) [write-failed]\n"
                + "glyphs/sub/menu.png: error: cannot write the preview: \(buildInput) [write-failed]\n")
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent("glyphs")), before)
        // Without --recursive the subfolder is not the build's input: written there as anywhere.
        let flat = try CLIRunner.run(["build", "--preview", "glyphs/sub/menu.png", "--quiet"], in: root)
        XCTAssertEqual(flat.status, 0, flat.stderr)
    }

    /// In place a file changes under every name it has, and the others cannot be found from it: a file with
    /// another name (here, a backup made with `ln`) is refused. By rename only this name gets the new bytes.
    func testInPlaceAFileWithAnotherNameIsRefusedAndByRenameOnlyThisNameChanges() throws {
        let root = try project()
        try hardLink(root, "App/Info.plist", as: "Backup/Info.plist")
        let refused = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root,
            environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(
            refused.stderr,
            "App/Info.plist: error: quick actions not merged: it has 2 names (hard links), and written in "
                + "place, as under Xcode's script sandbox, it would change under the other name too, which quickglyph cannot "
                + "find to vouch for; make it a file of its own (copy it, then move the copy over it); the file was left as it "
                + "is [info-plist-not-merged]\n")
        XCTAssertEqual(
            String(decoding: try read(root, "Backup/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try inode(root, "App/Info.plist"), try inode(root, "Backup/Info.plist"))

        let renamed = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertTrue(
            String(decoding: try read(root, "App/Info.plist"), as: UTF8.self).contains("UIApplicationShortcutItems"))
        XCTAssertEqual(
            String(decoding: try read(root, "Backup/Info.plist"), as: UTF8.self), XcodeInfoPlist.withoutItems)
    }

    // MARK: 6. Every output is declared

    func testTheFileListsDeclareTheReportAndThePreview() throws {
        let root = try project()
        let result = try CLIRunner.run(
            [
                "build", "--info-plist", "App/Info.plist", "--xcfilelist", "Lists", "--srcroot", ".",
                "--report", "Reports/build.html", "--preview", "Docs/menu.png", "--quiet",
            ], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let outputs = String(decoding: try read(root, "Lists/quickglyph-outputs.xcfilelist"), as: UTF8.self).split(
            separator: "\n")
        XCTAssertTrue(outputs.contains("$(SRCROOT)/Reports/build.html"), "\(outputs)")
        XCTAssertTrue(outputs.contains("$(SRCROOT)/Docs/menu.png"), "\(outputs)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Reports/build.html").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Docs/menu.png").path))
    }
}

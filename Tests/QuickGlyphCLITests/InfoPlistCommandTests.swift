import Foundation
import QuickGlyphTestSupport
import XCTest

/// `quickglyph build --info-plist PATH`, as an Xcode build phase runs it.
final class InfoPlistCommandTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"##

    /// A glyph folder with the sample items and an app folder with an Xcode Info.plist (none when `plist` is nil).
    private func project(plist: String? = XcodeInfoPlist.withoutItems) throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(XcodeInfoPlist.sampleItemsJSON.utf8).write(to: glyphs.appendingPathComponent("shortcuts.json"))
        if let plist { try Data(plist.utf8).write(to: root.appendingPathComponent("App/Info.plist")) }
        return root
    }

    private func contents(_ root: URL) throws -> String {
        try String(decoding: Data(contentsOf: root.appendingPathComponent("App/Info.plist")), as: UTF8.self)
    }

    func testBuildMergesTheStaticItemsAndASecondRunChangesNothing() throws {
        let root = try project()
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            result.stdout,
            "1 glyph in output/Shortcuts.xcassets, 1 rendered, 0 unchanged, 8 files written, App/Info.plist updated\n")
        XCTAssertEqual(try contents(root), XcodeInfoPlist.insertedAtTheEnd, "the dynamic item is not in it")

        let plist = root.appendingPathComponent("App/Info.plist").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: plist)
        let again = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--format", "json"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(
            again.stdout.contains(#""written" : ["#) || again.stdout.contains(#""written":[]"#)
                || again.stdout.contains(#""written" : []"#),
            again.stdout)
        XCTAssertFalse(again.stdout.contains("App/Info.plist"), again.stdout)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: plist)[.modificationDate] as? Date, past)

        // New items replace the old ones in place.
        try Data(#"{ "items": [ { "type": "t", "title": "Only", "symbol": "star" } ] }"#.utf8)
            .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let changed = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--format", "json"], in: root)
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertTrue(changed.stdout.contains(#""App/Info.plist""#), changed.stdout)
        XCTAssertEqual(
            try contents(root),
            XcodeInfoPlist.head + XcodeInfoPlist.tail + """
                \t<key>UIApplicationShortcutItems</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
                \t\t\t<string>star</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>Only</string>
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>t</string>
                \t\t</dict>
                \t</array>

                """ + XcodeInfoPlist.end)
    }

    func testAPlistThatCannotBeMergedIsAnErrorAndUntouched() throws {
        func line(_ reason: String) -> String {
            "App/Info.plist: error: quick actions not merged: \(reason); the file was left as it is [info-plist-not-merged]\n"
        }
        let preprocessed = XcodeInfoPlist.withoutItems.replacingOccurrences(
            of: "\t<key>UILaunchStoryboardName</key>",
            with: "#include \"Shared.plist\"\n\t<key>UILaunchStoryboardName</key>")
        let cases = [
            (
                preprocessed,
                line(
                    "it has preprocessor lines (#if, #include…), so it is not the property list Xcode builds; "
                        + "set UIApplicationShortcutItems in it by hand from ShortcutItems.plist")
            ),
            (
                "<plist version=\"1.0\"><string>Postbox</string></plist>\n",
                line("its root is a string, not a dictionary")
            ),
            (
                String(XcodeInfoPlist.withoutItems.dropLast(10)),
                line("it is not a property list: Encountered unexpected EOF")
            ),
        ]
        for (text, expected) in cases {
            let root = try project(plist: text)
            let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(result.stderr, expected)
            XCTAssertEqual(try contents(root), text)
        }
    }

    func testALinkOrAFIFOIsNeitherFollowedNorOpened() throws {
        let root = try project()
        let plist = root.appendingPathComponent("App/Info.plist")
        try FileManager.default.moveItem(at: plist, to: root.appendingPathComponent("App/Real.plist"))
        try FileManager.default.createSymbolicLink(atPath: plist.path, withDestinationPath: "Real.plist")
        let link = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(link.status, 1)
        XCTAssertEqual(
            link.stderr,
            "App/Info.plist: error: quick actions not merged: it is a symbolic link, which quickglyph "
                + "does not follow; name the file it points to; the file was left as it is [info-plist-not-merged]\n")
        XCTAssertEqual(
            try String(decoding: Data(contentsOf: root.appendingPathComponent("App/Real.plist")), as: UTF8.self),
            XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: plist.path), "Real.plist")

        try FileManager.default.removeItem(at: plist)
        XCTAssertEqual(mkfifo(plist.path, 0o644), 0)
        // A FIFO opened for reading would block the build until someone writes to it.
        let fifo = try CLIRunner.run(["build", "--info-plist", "App/Info.plist", "--quiet"], in: root)
        XCTAssertEqual(fifo.status, 1)
        XCTAssertEqual(
            fifo.stderr,
            "App/Info.plist: error: quick actions not merged: it is not a regular file (a FIFO, a socket "
                + "or a device); the file was left as it is [info-plist-not-merged]\n")
    }

    /// In place (Xcode's script sandbox) the Info.plist is written into itself, and a kill can cut that write short,
    /// leaving the new bytes up to the cut, then the old ones, then zeros where room was claimed past the old end.
    /// Cut just before its last newline the file still parsed, and the next build left it so: bytes no clean build
    /// gives. The journal now records the write first, so the next build puts a file of that shape back as it was
    /// and ends with exactly a clean build's bytes. Where the room could not be claimed first the file was emptied
    /// before the write, and a cut before the end of what both versions share leaves nothing to rebuild the app's
    /// file from: an error naming it and the way back. A person's edit since is merged into as usual.
    func testAnInfoPlistAKilledInPlaceWriteCutShortEndsAsACleanBuildLeavesIt() throws {
        let inPlace = ["QUICKGLYPH_WRITE_IN_PLACE": "1"]
        let arguments = ["build", "--info-plist", "App/Info.plist", "--quiet"]
        // The first write of the Info.plist: creating it, or the first merge into the app's own.
        for original in [nil, XcodeInfoPlist.withoutItems] {
            let clean = try project(plist: original)
            XCTAssertEqual(try CLIRunner.run(arguments, in: clean, environment: inPlace).status, 0)
            let written = try Data(contentsOf: clean.appendingPathComponent("App/Info.plist"))
            let old = [UInt8]((original ?? "").utf8)
            let shared = zip(old, written).prefix { $0 == $1 }.count
            for cut in [0, written.count / 2, written.count - 1] {
                for claimed in [false, true] {
                    let label =
                        "\(original == nil ? "created" : "merged"), cut at \(cut) of \(written.count), claimed: \(claimed)"
                    let root = try killedWhileWriting(original: original, written: written, cut: cut, claimed: claimed)
                    let plist = root.appendingPathComponent("App/Info.plist")
                    let left = try Data(contentsOf: plist)
                    XCTAssertNotEqual(left, written, label)
                    let result = try CLIRunner.run(arguments, in: root, environment: inPlace)
                    if original != nil, !claimed, cut < shared {
                        XCTAssertEqual(result.status, 1, label)
                        XCTAssertEqual(
                            result.stderr,
                            "App/Info.plist: error: quick actions not merged: a build killed while writing "
                                + "it in place left it cut short, before even its first bytes were back, so what it held is "
                                + "not known: restore it from version control (git checkout -- Info.plist, run where it "
                                + "lives), then build again [info-plist-not-merged]\n", label)
                        XCTAssertEqual(try Data(contentsOf: plist), left, label)
                        // As the message says: the app's file back, and the build ends as a clean one.
                        try Data(original!.utf8).write(to: plist)
                        XCTAssertEqual(try CLIRunner.run(arguments, in: root, environment: inPlace).status, 0, label)
                    } else {
                        XCTAssertEqual(result.status, 0, "\(label): \(result.stderr)")
                    }
                    XCTAssertEqual(try Data(contentsOf: plist), written, label)
                    // In place the journal is a declared output, kept once it holds nothing.
                    XCTAssertEqual(
                        try? Data(contentsOf: root.appendingPathComponent("output/.quickglyph-xcode-journal")), Data(),
                        label)
                }
            }
            // A person's edit after the kill is no cut write: merged into, as any Info.plist.
            let edited = try killedWhileWriting(
                original: original, written: written, cut: written.count - 1, claimed: true)
            let theirs = XcodeInfoPlist.withoutItems.replacingOccurrences(
                of: "<string>Postbox</string>", with: "<string>Parcel</string>")
            XCTAssertNotEqual(theirs, XcodeInfoPlist.withoutItems)
            try Data(theirs.utf8).write(to: edited.appendingPathComponent("App/Info.plist"))
            XCTAssertEqual(try CLIRunner.run(arguments, in: edited, environment: inPlace).status, 0)
            XCTAssertEqual(
                try contents(edited),
                XcodeInfoPlist.insertedAtTheEnd.replacingOccurrences(
                    of: "<string>Postbox</string>",
                    with: "<string>Parcel</string>"))
        }
    }

    /// A file cut short that cannot be put back (in place, a second name makes the write refused) is an error naming
    /// it and the way back; the journal stays, so the build after the repair still knows the file.
    func testAnInfoPlistCutShortThatCannotBePutBackIsAnErrorThatSaysHowToRecover() throws {
        let inPlace = ["QUICKGLYPH_WRITE_IN_PLACE": "1"]
        let arguments = ["build", "--info-plist", "App/Info.plist", "--quiet"]
        let clean = try project()
        XCTAssertEqual(try CLIRunner.run(arguments, in: clean, environment: inPlace).status, 0)
        let written = try Data(contentsOf: clean.appendingPathComponent("App/Info.plist"))
        let root = try killedWhileWriting(
            original: XcodeInfoPlist.withoutItems, written: written, cut: written.count - 1, claimed: true)
        let plist = root.appendingPathComponent("App/Info.plist")
        let left = try Data(contentsOf: plist)
        try FileManager.default.linkItem(at: plist, to: root.appendingPathComponent("Info.plist.backup"))
        let refused = try CLIRunner.run(arguments, in: root, environment: inPlace)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.stderr,
            "App/Info.plist: error: quick actions not merged: a build killed while writing it in place left it "
                + "cut short, and it could not be put back as it was before: it has 2 names (hard links), and written in "
                + "place, as under Xcode's script sandbox, it would change under the other name too, which quickglyph "
                + "cannot find to vouch for; make it a file of its own (copy it, then move the copy over it); restore it "
                + "from version control (git checkout -- Info.plist, run where it lives), then build again "
                + "[info-plist-not-merged]\n")
        XCTAssertEqual(try Data(contentsOf: plist), left)
        XCTAssertNotEqual(
            try Data(contentsOf: root.appendingPathComponent("output/.quickglyph-xcode-journal")), Data(), "kept whole")
        // The second name gone, the next build puts it back and merges: a clean build's bytes.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Info.plist.backup"))
        XCTAssertEqual(try CLIRunner.run(arguments, in: root, environment: inPlace).status, 0)
        XCTAssertEqual(try Data(contentsOf: plist), written)
    }

    /// The journal of an in-place write holds only what changes (the middles that differ, the end both share), so it
    /// fits where the Info.plist just does; the bytes both begin with are in the file. Seen by keeping the journal,
    /// whose deletion waits for the manifest, which here cannot be written (in place, a second name refuses it).
    func testAnInPlaceWriteOfTheInfoPlistIsJournalledFirst() throws {
        let root = try journalledWrite(original: XcodeInfoPlist.withoutItems)
        XCTAssertEqual(try contents(root), XcodeInfoPlist.insertedAtTheEnd)
        let data = try Data(contentsOf: root.appendingPathComponent("output/.quickglyph-xcode-journal"))
        let journal = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Array(journal.keys), ["infoPlistWrite"], "no record: the app's own Info.plist, merged into")
        let write = try XCTUnwrap(journal["infoPlistWrite"] as? [String: Any])
        XCTAssertEqual(write["path"] as? String, "../App/Info.plist")
        XCTAssertEqual(write["created"] as? Bool, false)
        let prefix = try XCTUnwrap(write["prefix"] as? Int)
        func bytes(_ key: String) throws -> Data {
            try XCTUnwrap((write[key] as? String).flatMap { Data(base64Encoded: $0) }, key)
        }
        let old = Data(XcodeInfoPlist.withoutItems.utf8), new = Data(XcodeInfoPlist.insertedAtTheEnd.utf8)
        XCTAssertEqual(old.prefix(prefix) + (try bytes("originalMiddle")) + (try bytes("suffix")), old)
        XCTAssertEqual(old.prefix(prefix) + (try bytes("writtenMiddle")) + (try bytes("suffix")), new)
        XCTAssertEqual(try bytes("originalMiddle"), Data(), "the key is added, nothing taken out")
        XCTAssertLessThan(data.count, new.count / 2, "the journal holds the quick actions, not the file")
    }

    /// The app as a build that ran in place with --info-plist and was stopped after writing the Info.plist leaves it:
    /// the output folder complete (the Info.plist is written after the catalog), the journal of that write kept. The
    /// build is stopped there, as a kill would, by a manifest it cannot write (a second name, in place); before it a
    /// build with other items made the output folder, so that the manifest changes.
    private func journalledWrite(original: String?) throws -> URL {
        let inPlace = ["QUICKGLYPH_WRITE_IN_PLACE": "1"]
        let root = try project(plist: original)
        try Data(XcodeInfoPlist.sampleItemsJSON.replacingOccurrences(of: "New Message", with: "New").utf8)
            .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        XCTAssertEqual(try CLIRunner.run(["build", "--quiet"], in: root, environment: inPlace).status, 0)
        let link = root.appendingPathComponent("manifest.json")
        try FileManager.default.linkItem(at: root.appendingPathComponent("output/manifest.json"), to: link)
        try Data(XcodeInfoPlist.sampleItemsJSON.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let stopped = try CLIRunner.run(
            ["build", "--info-plist", "App/Info.plist", "--quiet"], in: root, environment: inPlace)
        XCTAssertEqual(stopped.status, 1)
        XCTAssertTrue(stopped.stderr.contains("manifest.json: error: "), stopped.stderr)
        try FileManager.default.removeItem(at: link)
        return root
    }

    /// The app as a build killed in the middle of writing its Info.plist in place leaves it: the journal of the write
    /// (`journalledWrite`), and the file holding `written` up to `cut`, then, when room was `claimed` before writing,
    /// the old bytes and zeros up to the longer length; unclaimed, the file was emptied first.
    private func killedWhileWriting(original: String?, written: Data, cut: Int, claimed: Bool) throws -> URL {
        let root = try journalledWrite(original: original)
        let plist = root.appendingPathComponent("App/Info.plist")
        XCTAssertEqual(try Data(contentsOf: plist), written)
        let old = [UInt8]((original ?? "").utf8)
        var left = [UInt8](written.prefix(cut))
        if claimed {
            if cut < old.count { left += old[cut...] }
            left += [UInt8](repeating: 0, count: max(old.count, written.count) - left.count)
        }
        try Data(left).write(to: plist)
        return root
    }

    func testAnItemsFileIsNeeded() throws {
        let root = try project()
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try CLIRunner.run(["build", "--info-plist", "App/Info.plist"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "quickglyph build: error: --info-plist needs an items file: --items FILE "
                    + "or GLYPHS_DIR/shortcuts.json; see 'quickglyph build --help'\n"), result.stderr)
        XCTAssertEqual(try contents(root), XcodeInfoPlist.withoutItems)
    }
}

import Foundation
import QuickGlyphTestSupport
import XCTest

/// `quickglyph build --project App.xcodeproj`, as a new user runs it on Xcode 16's App template
/// (QuickGlyphKitTests/Fixtures/xcode16-app: no Info.plist, GENERATE_INFOPLIST_FILE = YES, one
/// synchronized folder a target) with the README's sample glyphs: one command, nothing edited by hand.
final class XcodeProjectCommandTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let template = repository.appendingPathComponent("Tests/QuickGlyphKitTests/Fixtures/xcode16-app")

    private func newApp() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try FileManager.default.copyItem(at: Self.template, to: root.appendingPathComponent("Demo"))
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("glyphs"), to: root.appendingPathComponent("glyphs"))
        return root
    }

    /// The sample's items file without its static items: the next build takes back what it added.
    private func keepOnlyDynamicItems(_ root: URL) throws {
        let items = root.appendingPathComponent("glyphs/shortcuts.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: items)) as? [String: Any])
        json["items"] = (json["items"] as? [[String: Any]])?.filter { $0["dynamic"] as? Bool == true }
        try JSONSerialization.data(withJSONObject: json).write(to: items)
    }

    private func text(_ root: URL, _ path: String) throws -> String {
        try String(decoding: Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func testATemplateAppGetsItsQuickActionsFromOneCommandAndLosesThemCleanly() throws {
        let root = try newApp()
        let pbxproj = "Demo/Demo.xcodeproj/project.pbxproj"
        let original = try text(root, pbxproj)
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj",
            "--swift", "Demo/Demo/QuickAction.swift", "--quiet",
        ]
        let result = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains(": error: ") || result.stderr.contains(": warning: "), result.stderr)

        // The Info.plist holds the items and nothing else; the target names it and keeps it out of the folder's
        // members.
        let plist = try XCTUnwrap(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: root.appendingPathComponent("Demo/Demo/Info.plist")),
                format: nil) as? [String: Any])
        XCTAssertEqual(Array(plist.keys), ["UIApplicationShortcutItems"])
        XCTAssertEqual(
            (plist["UIApplicationShortcutItems"] as? [[String: Any]])?.compactMap {
                $0["UIApplicationShortcutItemIconFile"] as? String
            },
            ["compose", "scan"])
        let edited = try text(root, pbxproj)
        XCTAssertEqual(
            edited.components(separatedBy: "\t\t\t\tINFOPLIST_FILE = Demo/Info.plist;\n").count - 1, 2,
            "Debug and Release")
        // So are the build's own records in --out, inside the same folder (the README's layout): no resources.
        XCTAssertTrue(
            edited.contains(
                "\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t\tQuickActions/ShortcutItems.plist,\n"
                    + "\t\t\t\tQuickActions/manifest.json,\n\t\t\t);\n"
                    + "\t\t\ttarget = 8A3C2E6A2D4F1A9000B7C1D2 /* Demo */;\n"), edited)

        // Until the App adopts the generated delegate, iOS calls none of its handlers, and check says so where the fix
        // goes.
        let unwired = try CLIRunner.run(["check", "Demo"], in: root)
        XCTAssertEqual(unwired.status, 1, unwired.stdout)
        XCTAssertEqual(unwired.stdout.components(separatedBy: "[handler-unreachable]").count - 1, 2, unwired.stdout)
        XCTAssertTrue(
            unwired.stdout.contains("add @UIApplicationDelegateAdaptor(QuickActionAppDelegate.self) to the App"),
            unwired.stdout)
        // The one line docs/swiftui.md gives.
        let app = root.appendingPathComponent("Demo/Demo/DemoApp.swift")
        let source = try String(contentsOf: app, encoding: .utf8)
        try source.replacingOccurrences(
            of: "struct DemoApp: App {\n",
            with:
                "struct DemoApp: App {\n    @UIApplicationDelegateAdaptor(QuickActionAppDelegate.self) private var appDelegate\n"
        )
        .write(to: app, atomically: true, encoding: .utf8)
        // Adopted, but the dynamic item is never installed and the chosen action never read: one warning each, at
        // the App (issue 41, item 7).
        let adopted = try CLIRunner.run(["check", "Demo"], in: root)
        XCTAssertEqual(
            adopted.stdout.components(separatedBy: "[generated-wiring-incomplete]").count - 1, 2, adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("Demo/Demo/DemoApp.swift:"), adopted.stdout)
        // The view's lines docs/swiftui.md gives.
        try String(contentsOf: app, encoding: .utf8).replacingOccurrences(
            of: "ContentView()\n",
            with: "ContentView()\n"
                + "                .onAppear { QuickAction.installDynamicItems(in: UIApplication.shared) }\n"
                + "                .onReceive(QuickActionCenter.shared.$chosen) { action in\n"
                + "                    guard let action, QuickActionCenter.shared.markHandled() else { return }\n"
                + "                    print(action)\n"
                + "                }\n"
        )
        .write(to: app, atomically: true, encoding: .utf8)

        // check, which reads the project as Xcode does, finds the app whole: its actions, their imagesets and their
        // handlers.
        let check = try CLIRunner.run(["check", "Demo", "--format", "json"], in: root)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertFalse(check.stdout.contains("\"severity\" : \"error\""), check.stdout)
        XCTAssertFalse(check.stdout.contains("\"severity\" : \"warning\""), check.stdout)
        // The generated dynamic item is read as it shows: its title, not the expression that looks it up.
        let listed = try CLIRunner.run(["check", "Demo"], in: root)
        XCTAssertTrue(listed.stdout.contains("Demo  dynamic  \"Favorites\""), listed.stdout)
        // The wired template app is clean: the sample's every glyph is used (issue 43, item 3).
        XCTAssertTrue(listed.stdout.hasSuffix("\n0 errors, 0 warnings, 0 notes in 14 files\n"), listed.stdout)
        // Without the records' exceptions Xcode would copy them into the app, and check says so at each.
        try edited.replacingOccurrences(of: "\t\t\t\tQuickActions/ShortcutItems.plist,\n", with: "")
            .replacingOccurrences(of: "\t\t\t\tQuickActions/manifest.json,\n", with: "")
            .write(to: root.appendingPathComponent(pbxproj), atomically: true, encoding: .utf8)
        let copied = try CLIRunner.run(["check", "Demo"], in: root)
        XCTAssertEqual(copied.status, 0, copied.stdout)
        XCTAssertTrue(
            copied.stdout.contains(
                "Demo/Demo/QuickActions/manifest.json: warning: quickglyph's build record is in target Demo's "
                    + "synchronized folder \"Demo\", so Xcode copies it into the app as a resource: take it out of the "
                    + "target's members (File inspector › Target Membership), or build into a folder outside \"Demo\" "
                    + "and add only the catalog [build-record-copied]\n"), copied.stdout)
        XCTAssertEqual(copied.stdout.components(separatedBy: "[build-record-copied]").count - 1, 2, copied.stdout)
        try edited.write(to: root.appendingPathComponent(pbxproj), atomically: true, encoding: .utf8)

        // Again: nothing changes.
        let again = try CLIRunner.run(Array(arguments.dropLast()), in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasSuffix(", 0 files written\n"), again.stdout)

        // The last static item goes: the Info.plist quickglyph created and its lines in the project go with it.
        try keepOnlyDynamicItems(root)
        let emptied = try CLIRunner.run(Array(arguments.dropLast()), in: root)
        XCTAssertEqual(emptied.status, 0, emptied.stderr)
        // The summary says the file it deleted was removed, not "updated … 1 removed".
        XCTAssertTrue(
            emptied.stdout.hasSuffix(
                " unchanged, 6 files written, Demo/Demo/Info.plist removed, Demo/Demo.xcodeproj updated (target Demo)\n"
            ),
            emptied.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Demo/Demo/Info.plist").path))
        XCTAssertEqual(try text(root, pbxproj), original, "byte for byte")
    }

    /// The manifest is kept in the app's repository: a teammate's clone, in another folder, reads the same
    /// bytes, writes nothing, and still knows the Info.plist and the project lines as quickglyph's.
    func testAnotherCloneOfTheAppWritesTheSameManifestAndStillTakesItsChangesBack() throws {
        let first = try newApp()
        let pbxproj = "Demo/Demo.xcodeproj/project.pbxproj"
        let original = try text(first, pbxproj)
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        XCTAssertEqual(try CLIRunner.run(arguments, in: first).status, 0)
        let manifest = "Demo/Demo/QuickActions/manifest.json"
        let recorded = try text(first, manifest)
        XCTAssertTrue(recorded.contains("\"createdInfoPlist\" : \"../Info.plist\""), recorded)
        XCTAssertTrue(recorded.contains("\"project\" : \"../../Demo.xcodeproj\""), recorded)
        XCTAssertFalse(recorded.contains(first.path), "no path of this clone's folder in the manifest")

        let second = try CLIRunner.temporaryDirectory(self).appendingPathComponent("elsewhere/clone")
        try FileManager.default.createDirectory(
            at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: first, to: second)
        let again = try CLIRunner.run(Array(arguments.dropLast()), in: second)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasSuffix(", 0 files written\n"), again.stdout)
        XCTAssertEqual(try text(second, manifest), recorded)

        try keepOnlyDynamicItems(second)
        XCTAssertEqual(try CLIRunner.run(arguments, in: second).status, 0)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: second.appendingPathComponent("Demo/Demo/Info.plist").path))
        XCTAssertEqual(try text(second, pbxproj), original, "byte for byte")
    }

    func testTheSummarySaysWhatWasCreatedAndWhichTargetNamesIt() throws {
        let root = try newApp()
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.hasSuffix(", Demo/Demo/Info.plist created, Demo/Demo.xcodeproj updated (target Demo)\n"),
            result.stdout)
    }

    func testAKilledBuildsEditIsStillTakenBack() throws {
        let root = try newApp()
        let pbxproj = "Demo/Demo.xcodeproj/project.pbxproj"
        let original = try text(root, pbxproj)
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        XCTAssertEqual(try CLIRunner.run(arguments, in: root).status, 0)
        // As if killed after the project edit and before the manifest: the journal alone knows the edit.
        let manifest = root.appendingPathComponent("Demo/Demo/QuickActions/manifest.json")
        var record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        let xcode = try XCTUnwrap(record["xcode"])
        try JSONSerialization.data(withJSONObject: xcode).write(
            to: root.appendingPathComponent("Demo/Demo/QuickActions/.quickglyph-xcode-journal"))
        record["xcode"] = nil
        try JSONSerialization.data(withJSONObject: record).write(to: manifest)
        try Data(#"{"items":[]}"#.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try text(root, pbxproj), original)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Demo/Demo/QuickActions/.quickglyph-xcode-journal").path))
    }

    func testTargetChoiceIsAUsageErrorThatListsTheApplications() throws {
        let root = try newApp()
        let unknown = try CLIRunner.run(
            ["build", "glyphs", "--project", "Demo/Demo.xcodeproj", "--target", "Dmeo"], in: root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "quickglyph build: error: --project: Demo/Demo.xcodeproj has no target \"Dmeo\"; "
                    + "did you mean Demo? (its iOS applications: Demo); see 'quickglyph build --help'\n"),
            unknown.stderr)
        let tests = try CLIRunner.run(
            ["build", "glyphs", "--project", "Demo/Demo.xcodeproj", "--target", "DemoTests"], in: root)
        XCTAssertEqual(tests.status, 2)
        XCTAssertTrue(
            tests.stderr.contains(
                "target DemoTests is not an iOS application, which alone has Home Screen quick actions; "
                    + "its iOS applications: Demo"), tests.stderr)
        // A second application target: without --target, which one is not guessed.
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        let two = try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self)
            .replacingOccurrences(
                of: "productType = \"com.apple.product-type.bundle.unit-test\";",
                with: "productType = \"com.apple.product-type.application\";")
        try Data(two.utf8).write(to: pbxproj)
        let several = try CLIRunner.run(["build", "glyphs", "--project", "Demo/Demo.xcodeproj"], in: root)
        XCTAssertEqual(several.status, 2)
        XCTAssertTrue(
            several.stderr.hasPrefix(
                "quickglyph build: error: --project: Demo/Demo.xcodeproj has 2 iOS application targets "
                    + "(Demo, DemoTests): name one with --target; see 'quickglyph build --help'\n"), several.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("output").path), "nothing built")
    }

    func testAProjectItCannotEditIsLeftWithTheChangeToMakeByHand() throws {
        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        // Build settings on one line: readable by Xcode and Foundation, but not the layout the edit makes lines in.
        let oneLine = try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self).replacingOccurrences(
            of:
                "\t\t8A3C2E952D4F1A9200B7C1D2 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n",
            with:
                "\t\t8A3C2E952D4F1A9200B7C1D2 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {GENERATE_INFOPLIST_FILE = YES; };\n\t\t\tunused = {\n"
        )
        try Data(oneLine.utf8).write(to: pbxproj)
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet"],
            in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "Demo/Demo.xcodeproj/project.pbxproj: error: target Demo was not made to name Demo/Demo/Info.plist: "
                    + "its configuration 8A3C2E952D4F1A9200B7C1D2 is not laid out as Xcode writes it; the project was "
                    + "left as it is: in Xcode, set Info.plist File (INFOPLIST_FILE) to Demo/Info.plist in every "
                    + "configuration of target Demo (Build Settings › Packaging), and take Info.plist, "
                    + "QuickActions/manifest.json, QuickActions/ShortcutItems.plist out of the target's members in the "
                    + "Demo folder (File inspector › Target Membership) [project-not-edited]"),
            result.stderr)
        XCTAssertEqual(try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self), oneLine)
    }

    /// A project edit whose write fails is not recorded: the project is as it was, and so is the build's record of it.
    /// The write is made to fail as root can't get past: in place (Xcode's sandbox) a file with a second name (a hard
    /// link) is refused. The person then sets INFOPLIST_FILE by hand, to the very lines the build would have written;
    /// a later build without static items must leave those lines, and the Info.plist they name, alone.
    func testAProjectEditThatFailedIsNotRecordedAndAHandMadeSettingStays() throws {
        let inPlace = ["QUICKGLYPH_WRITE_IN_PLACE": "1"]
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        // The lines a build that could write would have made, from a copy of the app.
        let reference = try newApp()
        XCTAssertEqual(try CLIRunner.run(arguments, in: reference).status, 0)
        let byHand = try Data(contentsOf: reference.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj"))

        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        let original = try Data(contentsOf: pbxproj)
        let backup = root.appendingPathComponent("project.pbxproj.backup")
        try FileManager.default.linkItem(at: pbxproj, to: backup)
        let failed = try CLIRunner.run(arguments, in: root, environment: inPlace)
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(
            failed.stderr.contains(
                "Demo/Demo.xcodeproj/project.pbxproj: error: target Demo was not made to name "
                    + "Demo/Demo/Info.plist: it has 2 names (hard links), and written in place"), failed.stderr)
        XCTAssertTrue(
            failed.stderr.contains(
                "make it a file of its own (copy it, then move the copy over it); the project and the "
                    + "build's record of it are as they were [project-not-edited]"), failed.stderr)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original)
        let manifest = try text(root, "Demo/Demo/QuickActions/manifest.json")
        XCTAssertTrue(manifest.contains("\"createdInfoPlist\" : \"../Info.plist\""), manifest)
        XCTAssertFalse(manifest.contains("\"edit\""), manifest)
        XCTAssertFalse(manifest.contains("\"project\" :"), manifest)
        // In place the journal is a declared output, kept once it holds nothing.
        XCTAssertEqual(
            try Data(contentsOf: root.appendingPathComponent("Demo/Demo/QuickActions/.quickglyph-xcode-journal")),
            Data())

        // By hand, as the message says; then the last static item goes.
        try FileManager.default.removeItem(at: backup)
        try byHand.write(to: pbxproj)
        try keepOnlyDynamicItems(root)
        let later = try CLIRunner.run(arguments, in: root, environment: inPlace)
        XCTAssertEqual(later.status, 0, later.stderr)
        XCTAssertEqual(try Data(contentsOf: pbxproj), byHand, "the person's lines stay")
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: root.appendingPathComponent("Demo/Demo/Info.plist")),
            format: nil)
        XCTAssertEqual((plist as? [String: Any])?.count, 0, "the file their setting names stays, without the items")
        XCTAssertFalse(try text(root, "Demo/Demo/QuickActions/manifest.json").contains("\"xcode\""))
    }

    /// The other way round: taking the build's own lines out fails (in place, a second name), so they stay recorded as
    /// the build's, the Info.plist they name stays too, and the build after, able to write, takes both back: the
    /// project is back byte for byte.
    func testAnUndoThatFailedStaysRecordedAndIsDoneByTheNextBuild() throws {
        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        let original = try Data(contentsOf: pbxproj)
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        XCTAssertEqual(try CLIRunner.run(arguments, in: root).status, 0)
        let edited = try Data(contentsOf: pbxproj)
        try keepOnlyDynamicItems(root)
        let backup = root.appendingPathComponent("project.pbxproj.backup")
        try FileManager.default.linkItem(at: pbxproj, to: backup)
        let failed = try CLIRunner.run(arguments, in: root, environment: ["QUICKGLYPH_WRITE_IN_PLACE": "1"])
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertTrue(
            failed.stderr.contains(
                "Demo/Demo.xcodeproj/project.pbxproj: error: the build's own lines for target Demo were "
                    + "not taken out: it has 2 names (hard links)"), failed.stderr)
        XCTAssertEqual(try Data(contentsOf: pbxproj), edited)
        XCTAssertTrue(try text(root, "Demo/Demo/QuickActions/manifest.json").contains("\"edit\""), "still the build's")
        // Nor is the Info.plist those lines name removed under them: Xcode fails on a setting that names no file.
        let plist = root.appendingPathComponent("Demo/Demo/Info.plist")
        XCTAssertTrue(FileManager.default.fileExists(atPath: plist.path))
        try FileManager.default.removeItem(at: backup)
        XCTAssertEqual(try CLIRunner.run(arguments, in: root).status, 0)
        XCTAssertEqual(try Data(contentsOf: pbxproj), original, "byte for byte")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plist.path), "taken back with them")
    }

    /// The project's INFOPLIST_FILE set to `value` in both configurations of target Demo, as a pull request could set
    /// it:
    /// in project.pbxproj, or in an xcconfig (Demo/App.xcconfig) both configurations are based on.
    private func nameInfoPlist(_ value: String, in root: URL, viaXcconfig: Bool = false) throws {
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        var text = try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self)
        let reference = "8A3C2EF02D4F1A9200B7C1D2"
        for configuration in ["8A3C2E952D4F1A9200B7C1D2 /* Debug */", "8A3C2E962D4F1A9200B7C1D2 /* Release */"] {
            let head = "\t\t\(configuration) = {\n\t\t\tisa = XCBuildConfiguration;\n"
            XCTAssertTrue(text.contains(head + "\t\t\tbuildSettings = {\n"))
            text = text.replacingOccurrences(
                of: head + "\t\t\tbuildSettings = {\n",
                with: viaXcconfig
                    ? head
                        + "\t\t\tbaseConfigurationReference = \(reference) /* App.xcconfig */;\n\t\t\tbuildSettings = {\n"
                    : head + "\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = \"\(value)\";\n")
        }
        if viaXcconfig {
            let section = "/* Begin PBXFileReference section */\n"
            text = text.replacingOccurrences(
                of: section,
                with: section + "\t\t\(reference) /* App.xcconfig */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = SOURCE_ROOT; };\n")
            try Data("INFOPLIST_FILE = \(value)\n".utf8).write(to: root.appendingPathComponent("Demo/App.xcconfig"))
        }
        try Data(text.utf8).write(to: pbxproj)
    }

    /// Every file below `folder`, relative, sorted; hidden ones too.
    private func listing(_ folder: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).sorted()
    }

    /// INFOPLIST_FILE is the repository's word: naming a file outside the project's folder (`../`, or absolute) makes
    /// the build create nothing there, no folder, no Info.plist, no translations; the other outputs are written.
    func testAnInfoPlistTheProjectPutsOutsideItsFolderIsNeverCreated() throws {
        for spelling in ["../elsewhere/Info.plist", "absolute", "xcconfig"] {
            let root = try newApp()
            let elsewhere = try CLIRunner.temporaryDirectory(self).appendingPathComponent("elsewhere")
            let value =
                spelling == "absolute" ? elsewhere.appendingPathComponent("Info.plist").path : "../elsewhere/Info.plist"
            let shown = spelling == "absolute" ? value : root.appendingPathComponent("elsewhere/Info.plist").path
            try nameInfoPlist(value, in: root, viaXcconfig: spelling == "xcconfig")
            let pbxproj = try text(root, "Demo/Demo.xcodeproj/project.pbxproj")
            let before = listing(root.appendingPathComponent("Demo/Demo"))
            let result = try CLIRunner.run(
                [
                    "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj",
                    "--quiet",
                ], in: root)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(
                result.stderr,
                "\(shown): error: quick actions not merged: it does not exist, and INFOPLIST_FILE (\(value)) "
                    + "of target Demo puts it outside the project's folder Demo, where a build creates nothing: create it "
                    + "there yourself (a property list holding an empty dictionary will do) and give --info-plist \(shown), "
                    + "or make INFOPLIST_FILE name a file inside the project [info-plist-not-merged]\n", spelling)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: root.appendingPathComponent("elsewhere").path), spelling)
            XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path), spelling)
            XCTAssertEqual(try text(root, "Demo/Demo.xcodeproj/project.pbxproj"), pbxproj, spelling)
            // The other outputs are there; nothing else changed in the app's folder.
            let made = listing(root.appendingPathComponent("Demo/Demo")).filter { !before.contains($0) }
            XCTAssertTrue(made.contains("QuickActions/manifest.json"), "\(spelling): \(made)")
            XCTAssertTrue(
                made.contains("QuickActions/Shortcuts.xcassets/compose.imageset/compose@3x.png"), "\(spelling): \(made)"
            )
            XCTAssertEqual(made.filter { !$0.hasPrefix("QuickActions") }, [], spelling)
        }
    }

    /// A target that names no Info.plist gets one in its synchronized folder; a folder the project puts outside its own
    /// gets none, and the project is not made to name one there.
    func testAnInfoPlistIsNotCreatedInASynchronizedFolderOutsideTheProject() throws {
        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        let group = "\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = Demo;\n"
        let text = try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self)
        XCTAssertTrue(text.contains(group))
        let moved = text.replacingOccurrences(
            of: group, with: group.replacingOccurrences(of: "path = Demo;", with: "path = ../Outside;"))
        try Data(moved.utf8).write(to: pbxproj)
        let outside = root.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", "Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet"],
            in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "\(outside.path)/Info.plist: error: quick actions not merged: it does not exist, and the "
                + "synchronized folder \(outside.path) of target Demo puts it outside the project's folder Demo, where a "
                + "build creates nothing: create it there yourself (a property list holding an empty dictionary will do) "
                + "and give --info-plist \(outside.path)/Info.plist, or make INFOPLIST_FILE name a file inside the project "
                + "[info-plist-not-merged]\n")
        XCTAssertEqual(listing(outside), [])
        XCTAssertEqual(try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self), moved)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Demo/QuickActions/manifest.json").path))
    }

    /// An existing Info.plist the project names outside its folder is edited only when the command names it too
    /// (--info-plist, the person's word); even then no translations file is created beside it.
    func testAnExistingInfoPlistOutsideTheProjectIsMergedOnlyWhenTheCommandNamesIt() throws {
        let root = try newApp()
        try nameInfoPlist("../elsewhere/Info.plist", in: root)
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let plist = elsewhere.appendingPathComponent("Info.plist")
        try Data(XcodeInfoPlist.withoutItems.utf8).write(to: plist)
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]

        let unnamed = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(unnamed.status, 1, unnamed.stderr)
        XCTAssertEqual(
            unnamed.stderr,
            "\(plist.path): error: quick actions not merged: INFOPLIST_FILE (../elsewhere/Info.plist) of "
                + "target Demo puts it outside the project's folder Demo, and a build edits a file there only when the "
                + "command names it too: give --info-plist \(plist.path); the file was left as it is [info-plist-not-merged]\n"
        )
        XCTAssertEqual(try text(root, "elsewhere/Info.plist"), XcodeInfoPlist.withoutItems)
        XCTAssertEqual(listing(elsewhere), ["Info.plist"])

        let named = try CLIRunner.run(arguments + ["--info-plist", "elsewhere/Info.plist"], in: root)
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertEqual(
            named.stderr,
            "elsewhere/InfoPlist.xcstrings: error: it does not exist, and INFOPLIST_FILE (../elsewhere/Info.plist) "
                + "of target Demo puts the Info.plist outside the project's folder Demo, where a build creates nothing (no "
                + "folder, no file): create it there yourself; left untouched, so the items' translations are not written "
                + "into it [strings-not-merged]\n")
        let merged = try XCTUnwrap(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil) as? [String: Any])
        XCTAssertEqual((merged["UIApplicationShortcutItems"] as? [[String: Any]])?.count, 3)
        XCTAssertEqual(listing(elsewhere), ["Info.plist"])
    }

    /// A mistyped --project, or the folder that holds the project, gets the .xcodeproj folder it most likely meant.
    func testAMistypedProjectNameGetsTheXcodeprojFolderItMeant() throws {
        let root = try newApp()
        func stderr(_ project: String) throws -> String {
            let result = try CLIRunner.run(
                ["build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", project], in: root)
            XCTAssertEqual(result.status, 2, result.stderr)
            return result.stderr
        }
        XCTAssertEqual(
            try stderr("Demo/Dmeo.xcodeproj"),
            "quickglyph build: error: --project: Demo/Dmeo.xcodeproj/project.pbxproj: cannot read the Xcode project: "
                + "there is no such file; name the .xcodeproj folder (did you mean 'Demo/Demo.xcodeproj'?); "
                + "see 'quickglyph build --help'\n")
        XCTAssertTrue(
            try stderr("Demo").contains("name the .xcodeproj folder (did you mean 'Demo/Demo.xcodeproj'?)"))
        XCTAssertTrue(try stderr("Demo/Other.xcodeproj").contains("name the .xcodeproj folder; see"), "none near")
    }

    /// The project file is written through the same guard as every app file: a link there is not followed.
    func testAProjectFileThatIsALinkIsNotWrittenThrough() throws {
        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        let elsewhere = root.appendingPathComponent("elsewhere.pbxproj")
        try FileManager.default.moveItem(at: pbxproj, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: pbxproj, withDestinationURL: elsewhere)
        let before = try Data(contentsOf: elsewhere)
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj"], in: root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("project.pbxproj: cannot read the Xcode project:"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: elsewhere), before)
    }

    /// Issue 38, 3: a build killed while it replaced project.pbxproj left the whole project's bytes in a
    /// temporary file inside the .xcodeproj folder. The next build removes it, and only it: a live writer's
    /// (its lock held, here by the test), a name of another shape, a folder and a link of the shape stay.
    func testAKilledBuildsTemporaryFileInTheProjectFolderIsRemovedByTheNext() throws {
        let root = try newApp()
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        let first = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let project = root.appendingPathComponent("Demo/Demo.xcodeproj")
        let pbxproj = try Data(contentsOf: project.appendingPathComponent("project.pbxproj"))
        func plant(_ name: String) throws -> URL {
            let url = project.appendingPathComponent(name)
            try pbxproj.write(to: url)
            return url
        }
        // Both shapes: `.quickglyph-UUID`, and `.NAME.quickglyph-UUID` as earlier versions named them.
        let stale = try [
            plant(".quickglyph-\(UUID().uuidString)"), plant(".project.pbxproj.quickglyph-\(UUID().uuidString)"),
        ]
        let live = try plant(".quickglyph-\(UUID().uuidString)")
        let holder = open(live.path, O_RDONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX) as Int32, 0)
        let kept = try [
            plant(".quickglyph-notes"), plant("project.pbxproj.quickglyph-\(UUID().uuidString)"),
            plant(".project.pbxproj.quickglyph-\(UUID().uuidString).orig"),
        ]
        let folder = project.appendingPathComponent(".quickglyph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = project.appendingPathComponent(".quickglyph-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "project.pbxproj")

        let result = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        for url in stale { XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), url.lastPathComponent) }
        for url in kept + [live] { XCTAssertEqual(try Data(contentsOf: url), pbxproj, url.lastPathComponent) }
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType, .typeDirectory)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "project.pbxproj")
        XCTAssertEqual(
            try Data(contentsOf: project.appendingPathComponent("project.pbxproj")), pbxproj, "a no-op build")
    }

    func testAnInfoPlistThatDoesNotExistIsCreatedAndTheSettingNamed() throws {
        let root = try newApp()
        let result = try CLIRunner.run(["build", "glyphs", "--out", "out", "--info-plist", "App/Info.plist"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(", App/Info.plist created, "), result.stdout)
        XCTAssertTrue(
            result.stderr.contains(
                "App/Info.plist: warning: App/Info.plist did not exist, so it was created holding only the quick "
                    + "actions; Xcode reads it once the app target's INFOPLIST_FILE names it"), result.stderr)
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: root.appendingPathComponent("App/Info.plist")), format: nil)
        XCTAssertEqual((plist as? [String: Any])?.keys.sorted(), ["UIApplicationShortcutItems"])
    }

    /// The target's deployment target reaches the items' check: below iOS 13 a static item with only a symbol shows no
    /// icon.
    func testTheTargetsDeploymentTargetJudgesTheItems() throws {
        let root = try newApp()
        let pbxproj = root.appendingPathComponent("Demo/Demo.xcodeproj/project.pbxproj")
        try Data(
            try String(decoding: Data(contentsOf: pbxproj), as: UTF8.self)
                .replacingOccurrences(
                    of: "IPHONEOS_DEPLOYMENT_TARGET = 18.2;", with: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;"
                ).utf8
        ).write(to: pbxproj)
        let items = #"{ "items": [ { "type": "star", "title": "Starred", "symbol": "star.fill" } ] }"#
        try Data(items.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let arguments = [
            "build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet",
        ]
        let old = try CLIRunner.run(arguments, in: root)
        XCTAssertTrue(
            old.stderr.contains(
                "glyphs/shortcuts.json:1:52: warning: items[0] shows only the SF Symbol \"star.fill\", but target "
                    + "Demo deploys to iOS 12.0, and before iOS 13 a symbol shows no icon: add glyph or systemIcon "
                    + "beside it as the fallback"), old.stderr)
        // Without the project, no deployment target is known and nothing is said.
        let plain = try CLIRunner.run(["build", "glyphs", "--out", "out", "--quiet"], in: root)
        XCTAssertFalse(plain.stderr.contains("symbol-without-fallback"), plain.stderr)
    }

    /// The Info.plist path is a link to a file elsewhere (not there yet): not written through, nothing created there.
    func testAnInfoPlistPathThatIsALinkIsNotWrittenThrough() throws {
        let root = try newApp()
        let elsewhere = root.appendingPathComponent("elsewhere.plist")
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Demo/Demo/Info.plist"), withDestinationURL: elsewhere)
        let pbxproj = "Demo/Demo.xcodeproj/project.pbxproj"
        let original = try text(root, pbxproj)
        let result = try CLIRunner.run(
            ["build", "glyphs", "--out", "Demo/Demo/QuickActions", "--project", "Demo/Demo.xcodeproj", "--quiet"],
            in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("Demo/Demo/Info.plist: error: quick actions not merged: it is a symbolic link"),
            result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path))
        XCTAssertEqual(try text(root, pbxproj), original, "a target is not made to name a file that was not written")
    }
}

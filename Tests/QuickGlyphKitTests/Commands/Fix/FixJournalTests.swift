import Foundation
import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// A `check --fix` killed part-way: the journal it wrote before the first change lets the next
/// `--fix` finish the same changes, byte for byte what an uninterrupted fix writes, and leave a
/// file someone changed meanwhile as it is, saying so. The journal lies in the app's folder, where a
/// pull request can put one: a planted journal makes check --fix write nothing outside the folder it
/// was given, and inside it nothing check --fix would not write itself.
final class FixJournalTests: XCTestCase {
    static let svg =
        #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11"/></svg>"#

    /// An app whose one quick action shows a 24 pt SVG imageset: a repair of three changes (the PDF drawn of
    /// it, Contents.json, the SVG removed), and `extra` files beside it.
    static func imagesetApp(_ test: XCTestCase, extra: [String: ExampleFile] = [:]) throws -> URL {
        let folder = try FileTree.temporaryFolder(test)
        try FileTree.write(
            [
                "App/Info.plist": Fixtures.infoPlist(items: [
                    Fixtures.plistItem("com.example.a", "Action", icon: "glyph")
                ]),
                "App/Assets.xcassets/glyph.imageset/glyph.svg": .text(Self.svg),
                "App/Assets.xcassets/glyph.imageset/Contents.json":
                    .text(
                        "{\n  \"images\" : [\n    {\n      \"filename\" : \"glyph.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
                            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"),
            ].merging(extra) { _, added in added }, to: folder)
        return folder
    }

    private func app() throws -> URL {
        try Self.imagesetApp(
            self, extra: ["App/AppDelegate.swift": .text("import UIKit\nfunc greet() { print(\"hello\") }\n")])
    }

    private func appFolder(_ folder: URL) -> String { folder.appendingPathComponent("App").standardizedFileURL.path }

    private func journalURL(_ folder: URL) -> URL {
        URL(fileURLWithPath: appFolder(folder)).appendingPathComponent(FixJournal.filename)
    }

    /// The journal and the first `count` of its changes on disk, as a kill after them leaves them.
    private func interrupted(_ folder: URL, after count: Int) throws -> [FileChange] {
        let paths = [appFolder(folder)]
        let dry = try Fixer(auditor: Auditor(), dryRun: true).run(paths: paths)
        let planned = dry.repairs.flatMap(\.changes).filter(\.changes)
        XCTAssertEqual(planned.count, 3, "the PDF, Contents.json, the SVG removed")
        // As the fix journals them: the originals kept first (no repository holds a temporary folder).
        try FixJournal(dry.originals.copies + planned, folder: appFolder(folder)).write(
            at: journalURL(folder), files: AppFileGuard(trustedFolder: folder))
        for change in dry.originals.copies + planned.prefix(count) {
            if let after = change.after {
                try FileManager.default.createDirectory(
                    atPath: (change.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try after.write(to: URL(fileURLWithPath: change.path))
            } else {
                try FileManager.default.removeItem(atPath: change.path)
            }
        }
        return planned
    }

    /// A journal as a pull request could write it, entry by entry.
    private func plant(_ entries: [FixJournal.Change], in folder: URL) throws {
        var journal = FixJournal([], folder: appFolder(folder))
        journal.changes = entries
        try JSONEncoder().encode(journal).write(to: journalURL(folder))
    }

    func testTheNextFixFinishesAnInterruptedOneWithTheSameBytes() throws {
        let folder = try app()
        let planned = try interrupted(folder, after: 2)
        let journal = try JSONSerialization.jsonObject(with: Data(contentsOf: journalURL(folder))) as? [String: Any]
        let recorded = (journal?["changes"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        XCTAssertEqual(
            recorded?.first { !FixOriginals.isKept($0) }, "Assets.xcassets/glyph.imageset/glyph.pdf",
            "relative to the journal's folder")
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertEqual(
            outcome.finished,
            planned.dropFirst(2).map {
                "\($0.path): " + ($0.after == nil ? "removed" : "written")
                    + ", finishing an interrupted check --fix"
            })
        XCTAssertTrue(outcome.repairs.isEmpty, "finished, nothing is left to repair")
        XCTAssertNil(outcome.failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalURL(folder).path), "the journal is gone")

        let clean = try app()
        _ = try Fixer(auditor: Auditor()).run(paths: [appFolder(clean)])
        XCTAssertEqual(
            try FileTree.snapshot(folder.appendingPathComponent("App")),
            try FileTree.snapshot(clean.appendingPathComponent("App")))
    }

    func testAFileChangedSinceIsLeftAndSaid() throws {
        let folder = try app()
        let planned = try interrupted(folder, after: 0)
        let contents = planned.first { $0.path.hasSuffix("Contents.json") }!
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: contents.path))
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertTrue(
            outcome.finished.contains(
                "\(contents.path): changed since an interrupted check --fix planned it; left as it is"),
            outcome.finished.joined(separator: "\n"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: contents.path)), Data("{}\n".utf8))
    }

    func testAJournalNotOursIsNeitherReadAsOneNorRemoved() throws {
        let folder = try app()
        let journal = journalURL(folder)
        try Data("notes of mine\n".utf8).write(to: journal)
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertEqual(
            outcome.failure?.description,
            "\(journal.path): the journal an interrupted check --fix left cannot be read; "
                + "remove it and run check --fix again")
        XCTAssertTrue(outcome.repairs.isEmpty)
        XCTAssertEqual(try Data(contentsOf: journal), Data("notes of mine\n".utf8))
    }

    /// An imageset the app also uses: the copy, the Info.plist pointed at it and the icon name in code, all
    /// journalled; a kill before the first leaves them to the next fix, which makes every one (each a change
    /// the journal may ask), byte for byte what an uninterrupted fix makes.
    func testAnInterruptedCopyWithItsPlistAndCodeEditsIsFinished() throws {
        func sharedApp() throws -> URL {
            let folder = try app()
            try FileTree.write(
                [
                    "App/Shortcuts.swift": .text(
                        "import UIKit\n\nenum Icons { static let find = \"glyph\" }\n\nfunc install() {\n"
                            + "    UIApplication.shared.shortcutItems = [\n"
                            + "        UIApplicationShortcutItem(type: \"com.example.find\", localizedTitle: \"Find\", localizedSubtitle: nil,\n"
                            + "                                  icon: UIApplicationShortcutIcon(templateImageName: Icons.find), userInfo: nil),\n"
                            + "    ]\n}\n"),
                    "App/Tabs.swift": .text(
                        "import UIKit\n\nlet tab = UITabBarItem(title: \"Find\", image: UIImage(named: Icons.find), tag: 0)\n"
                    ),
                ], to: folder)
            return folder
        }
        let folder = try sharedApp()
        let dry = try Fixer(auditor: Auditor(), dryRun: true).run(paths: [appFolder(folder)])
        let planned = dry.originals.copies + dry.repairs.flatMap(\.changes).filter(\.changes)
        XCTAssertEqual(
            Set(planned.map { ($0.path as NSString).lastPathComponent }).intersection(["Info.plist", "Shortcuts.swift"])
                .count, 2,
            planned.map(\.path).joined(separator: "\n"))
        try FixJournal(planned, folder: appFolder(folder)).write(
            at: journalURL(folder), files: AppFileGuard(trustedFolder: folder))
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertEqual(outcome.finished.count, planned.count, outcome.finished.joined(separator: "\n"))
        XCTAssertTrue(
            outcome.finished.allSatisfy { $0.hasSuffix(", finishing an interrupted check --fix") },
            outcome.finished.joined(separator: "\n"))
        let clean = try sharedApp()
        _ = try Fixer(auditor: Auditor()).run(paths: [appFolder(clean)])
        XCTAssertEqual(
            try FileTree.snapshot(folder.appendingPathComponent("App")),
            try FileTree.snapshot(clean.appendingPathComponent("App")))
    }

    /// The same for a bare enum case given the copy's name as its raw value (issue 42): a kill before the first
    /// change, and the next fix makes the declaration's edit byte for byte as an uninterrupted one does.
    func testAnInterruptedRawValueGivenToAnEnumCaseIsFinished() throws {
        func enumApp() throws -> URL {
            let folder = try app()
            try FileTree.write(
                [
                    "App/Icons.swift": .text("enum Icon: String {\n    case glyph\n}\n"),
                    "App/Shortcuts.swift": .text(
                        "import UIKit\n\nlet item = UIApplicationShortcutItem(type: \"com.example.b\", "
                            + "localizedTitle: \"B\", localizedSubtitle: nil,\n"
                            + "    icon: UIApplicationShortcutIcon(templateImageName: Icon.glyph.rawValue), "
                            + "userInfo: nil)\n"
                    ),
                    "App/Tabs.swift": .text("import UIKit\n\nlet tab = UIImage(named: \"glyph\")\n"),
                ], to: folder)
            return folder
        }
        let folder = try enumApp()
        let dry = try Fixer(auditor: Auditor(), dryRun: true).run(paths: [appFolder(folder)])
        let planned = dry.originals.copies + dry.repairs.flatMap(\.changes).filter(\.changes)
        let icons = try XCTUnwrap(planned.first { $0.path.hasSuffix("/App/Icons.swift") }, "edited where declared")
        XCTAssertEqual(icons.after, Data("enum Icon: String {\n    case glyph = \"glyph-quickaction\"\n}\n".utf8))
        try FixJournal(planned, folder: appFolder(folder)).write(
            at: journalURL(folder), files: AppFileGuard(trustedFolder: folder))
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertEqual(outcome.finished.count, planned.count, outcome.finished.joined(separator: "\n"))
        let clean = try enumApp()
        _ = try Fixer(auditor: Auditor()).run(paths: [appFolder(clean)])
        XCTAssertEqual(
            try FileTree.snapshot(folder.appendingPathComponent("App")),
            try FileTree.snapshot(clean.appendingPathComponent("App")))
    }

    // MARK: - A planted journal

    /// The attack of issue 38: entries climbing out of the checked folder with `../` or naming an absolute
    /// path, to plant a script and remove a file whose bytes the attacker knows. Neither is touched; each
    /// entry is said; the journal goes, and the fix goes on with its own repairs.
    func testAJournalNamingFilesOutsideTheCheckedFolderChangesNothingThere() throws {
        let folder = try app()
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let keep = outside.appendingPathComponent("keep.txt")
        try Data("mine\n".utf8).write(to: keep)
        let script = Data("#!/bin/sh\necho planted\n".utf8)
        try plant(
            [
                FixJournal.Change(path: "../outside/planted.sh", before: nil, after: script),
                FixJournal.Change(path: "../outside/keep.txt", before: SHA256.hex(Data("mine\n".utf8)), after: nil),
                FixJournal.Change(path: outside.appendingPathComponent("absolute.sh").path, before: nil, after: script),
                FixJournal.Change(
                    path: "Assets.xcassets/../../outside/keep.txt", before: SHA256.hex(Data("mine\n".utf8)), after: nil),
            ], in: folder)
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["keep.txt"])
        XCTAssertEqual(try Data(contentsOf: keep), Data("mine\n".utf8))
        let said = "\(journalURL(folder).path): an entry for "
        XCTAssertEqual(
            outcome.finished,
            [
                said
                    + "\"../outside/planted.sh\" was not acted on: it names a file outside the folder check --fix was given",
                said
                    + "\"../outside/keep.txt\" was not acted on: it names a file outside the folder check --fix was given",
                said + DisplayText.quote(outside.path + "/absolute.sh")
                    + " was not acted on: it names a file outside the folder check --fix was given",
                said
                    + "\"Assets.xcassets/../../outside/keep.txt\" was not acted on: it names a file outside the folder check --fix was given",
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: journalURL(folder).path), "the planted journal is gone")
        XCTAssertEqual(outcome.repairs.count, 1, "the fix's own repair is still made")
    }

    /// Inside the folder, an entry may ask only what check --fix writes itself: no new script, no code
    /// or plist key of the attacker's, no file of another kind in an imageset, nothing through a link.
    func testAJournalCanAskNothingInsideTheFolderThatCheckFixWouldNotWrite() throws {
        let folder = try app()
        let app = folder.appendingPathComponent("App")
        let delegate = try Data(contentsOf: app.appendingPathComponent("AppDelegate.swift"))
        let plist = try Data(contentsOf: app.appendingPathComponent("Info.plist"))
        let contents = try Data(contentsOf: app.appendingPathComponent("Assets.xcassets/glyph.imageset/Contents.json"))
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Linked").path, withDestinationPath: elsewhere.path)
        let injected = String(decoding: delegate, as: UTF8.self).replacingOccurrences(
            of: "\"hello\")", with: "\"hello\"); runPlanted()")
        var extraKey = try XCTUnwrap(PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        extraKey["NSAllowsArbitraryLoads"] = true
        let png = Fixtures.pngData(Fixtures.disc(path: "", size: 35))
        try plant(
            [
                FixJournal.Change(path: "run.sh", before: nil, after: Data("#!/bin/sh\n".utf8)),
                FixJournal.Change(path: "AppDelegate.swift", before: SHA256.hex(delegate), after: Data(injected.utf8)),
                FixJournal.Change(
                    path: "Info.plist", before: SHA256.hex(plist),
                    after: try PropertyListSerialization.data(fromPropertyList: extraKey, format: .xml, options: 0)),
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/run.sh", before: nil, after: Data("#!/bin/sh\n".utf8)),
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/glyph@2x.png", before: nil, after: Data("#!/bin/sh\n".utf8)),
                // A PDF check --fix writes is one 35 pt template page; an SVG it only ever removes.
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/glyph.pdf", before: nil,
                    after: try PDFFixture.data("square-24pt.pdf")),
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/art.svg", before: nil, after: Data(Self.svg.utf8)),
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/Contents.json", before: SHA256.hex(contents),
                    after: Data(#"{"images":[{"filename":"../../../run.sh"}]}"#.utf8)),
                FixJournal.Change(
                    path: "Assets.xcassets/glyph.imageset/Contents.json", before: SHA256.hex(contents), after: nil),
                FixJournal.Change(path: "Linked/x.imageset/x.png", before: nil, after: png),
            ], in: folder)
        let outcome = try Fixer(auditor: Auditor()).run(paths: [appFolder(folder)])
        XCTAssertNil(outcome.failure)
        let said = "\(journalURL(folder).path): an entry for "
        XCTAssertEqual(
            outcome.finished,
            [
                said + "\"run.sh\" was not acted on: check --fix never creates or removes a file outside an imageset",
                said
                    + "\"AppDelegate.swift\" was not acted on: its new bytes change code, not only a quick action's icon name",
                said
                    + "\"Info.plist\" was not acted on: its new bytes change more of the property list than its quick actions' icons",
                said
                    + "\"Assets.xcassets/glyph.imageset/run.sh\" was not acted on: check --fix does not change such a file in an imageset",
                said + "\"Assets.xcassets/glyph.imageset/glyph@2x.png\" was not acted on: its new bytes are not a PNG",
                said
                    + "\"Assets.xcassets/glyph.imageset/glyph.pdf\" was not acted on: its new bytes are not a one-page "
                    + "35 pt PDF",
                said + "\"Assets.xcassets/glyph.imageset/art.svg\" was not acted on: check --fix only removes an "
                    + "imageset's SVG, never writes one",
                said
                    + "\"Assets.xcassets/glyph.imageset/Contents.json\" was not acted on: its new Contents.json names a file outside its imageset",
                said
                    + "\"Assets.xcassets/glyph.imageset/Contents.json\" was not acted on: check --fix never removes an imageset's Contents.json",
                said + "\"Linked/x.imageset/x.png\" was not acted on: \(app.path)/Linked is a symbolic link, "
                    + "which quickglyph does not write through; name the real path",
            ])
        XCTAssertEqual(try Data(contentsOf: app.appendingPathComponent("AppDelegate.swift")), delegate)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("run.sh").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        XCTAssertEqual(
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: app.appendingPathComponent("Info.plist")), format: nil)
                as? NSDictionary, try PropertyListSerialization.propertyList(from: plist, format: nil) as? NSDictionary)
    }

    /// The folders a fix may change: each folder given, a file's own folder, one inside another part of it;
    /// a file elsewhere has none, so preflight leaves its repair unmade.
    func testTheFoldersAFixMayChangeAreTheOnesGiven() throws {
        let folder = try app()
        let app = folder.appendingPathComponent("App").path
        try FileManager.default.createDirectory(
            atPath: folder.appendingPathComponent("Other").path, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Other/Info.plist"))
        let folders = FixFolders(paths: [
            app + "/Assets.xcassets", app, folder.appendingPathComponent("Other/Info.plist").path,
        ])
        XCTAssertEqual(folders.all.map(\.path), [app, folder.appendingPathComponent("Other").path])
        XCTAssertEqual(folders.folder(holding: app + "/Assets.xcassets/glyph.imageset/glyph.png")?.path, app)
        XCTAssertNil(folders.folder(holding: folder.appendingPathComponent("Shared/AppDelegate.swift").path))
        XCTAssertNil(folders.folder(holding: app + "/../Shared/AppDelegate.swift"))
        XCTAssertNil(folders.folder(holding: app + "Extra/x.png"), "a sibling whose name begins the same is not inside")

        let change = FileChange(
            path: folder.appendingPathComponent("Shared/AppDelegate.swift").path, before: Data("a".utf8),
            after: Data("b".utf8))
        let finding = Finding(ToolDiagnostics.writeFailed, path: change.path, message: "x")
        let (made, left) = Fixer.preflight(
            [Repair(subject: change.path, summary: "s", findings: [finding], changes: [change])], folders: folders)
        XCTAssertTrue(made.isEmpty)
        XCTAssertEqual(
            left.map(\.reason),
            [
                "\(change.path) is outside the folders check --fix was given (\(app), \(folder.path)/Other); "
                    + "run it on a folder that holds it"
            ])
    }

    // MARK: - What an entry may ask

    func testACodeEntryMayOnlyPutACopyNameWhereAnIconNameWas() {
        func edit(_ old: String, _ new: String) -> Bool {
            FixJournalAdmission.isIconNameEdit(old: Array(old.utf8), new: Array(new.utf8))
        }
        XCTAssertTrue(
            edit(
                #"let i = UIApplicationShortcutIcon(templateImageName: "Video")"#,
                #"let i = UIApplicationShortcutIcon(templateImageName: "Video-quickaction")"#))
        XCTAssertTrue(
            edit(
                #"  icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"ic_play"]];"#,
                #"  icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"ic_play_quickaction"]];"#))
        XCTAssertTrue(
            edit(
                "UIApplicationShortcutIcon(templateImageName: Icons.tab(2))",
                #"UIApplicationShortcutIcon(templateImageName: "tabTwoQuickAction")"#),
            "an expression becomes a literal")
        XCTAssertTrue(
            edit(
                "icon: [UIApplicationShortcutIcon iconWithTemplateImageName:name]",
                #"icon: [UIApplicationShortcutIcon iconWithTemplateImageName:@"videoQuickAction"]"#))

        XCTAssertFalse(
            edit(#"f(templateImageName: "Video")"#, #"f(templateImageName: "Video-quickaction"); runPlanted()"#))
        XCTAssertFalse(
            edit(#"f(templateImageName: "Video")"#, #"f(templateImageName: "Video-other")"#), "not a copy's name")
        XCTAssertFalse(edit(#"f(templateImageName: "Video")"#, #"f(templateImageName: "\(runPlanted())-quickaction")"#))
        XCTAssertFalse(
            edit(#"f(templateImageName: "Video")"#, #"f(templateImageName: "a" + runPlanted() + "b-quickaction")"#))
        XCTAssertFalse(
            edit("f(x); guard allowed else { return }", #"f(x); "a-quickaction" else { return }"#), "code taken out")
        XCTAssertFalse(edit("let a = 1 // note", #"let a = 1 "a-quickaction""#))
        // A bare enum case given the copy's name as its raw value (issue 42), and nothing else that adds one.
        XCTAssertTrue(edit("    case video", #"    case video = "video-quickaction""#))
        XCTAssertTrue(edit("    case video, search", #"    case video = "video-quickaction", search"#))
        XCTAssertFalse(edit("    case video", #"    case video = "video-other""#), "not a copy's name")
        XCTAssertFalse(edit("    var password: String", #"    var password: String = "a-quickaction""#))
        XCTAssertFalse(edit("    case video", #"    case video = "video-quickaction"; runPlanted()"#))
    }

    func testAPlistEntryMayOnlyChangeTheQuickActionsIcons() throws {
        func data(_ root: [String: Any]) throws -> Data {
            try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        }
        let item = Fixtures.plistItem(
            "com.example.a", "Action", icon: "glyph", iconType: "UIApplicationShortcutIconTypeCompose")
        let before = try data([InfoPlistKey.shortcutItems: [item], InfoPlistKey.bundleName: "Postbox"])
        var pointed = item
        pointed[InfoPlistKey.iconFile] = "glyph-quickaction"
        pointed[InfoPlistKey.iconType] = nil
        XCTAssertNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.shortcutItems: [pointed], InfoPlistKey.bundleName: "Postbox"])))
        var retitled = item
        retitled[InfoPlistKey.title] = "Pay now"
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.shortcutItems: [retitled], InfoPlistKey.bundleName: "Postbox"])))
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.shortcutItems: [item, item], InfoPlistKey.bundleName: "Postbox"])))
        XCTAssertNotNil(FixJournalAdmission.refusal(path: "Info.plist", current: before, after: nil))
        XCTAssertNotNil(
            FixJournalAdmission.refusal(path: "Info.plist", current: before, after: Data("not a plist".utf8)))
    }

    /// A key renamed to the one iOS reads, a letter or two from it, with its value the same: a fix's edit. A
    /// rename to a key of someone else's, or one that changes the value, is not.
    func testAPlistEntryMayRenameAMisspeltKeyToTheOneIOSReads() throws {
        func data(_ item: [String: Any]) throws -> Data {
            try PropertyListSerialization.data(
                fromPropertyList: [InfoPlistKey.shortcutItems: [item]], format: .xml, options: 0)
        }
        let misspelt: [String: Any] = [InfoPlistKey.type: "compose", "UIApplicationShortcutItemTittle": "New"]
        let before = try data(misspelt)
        XCTAssertNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.type: "compose", InfoPlistKey.title: "New"])))
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.type: "compose", InfoPlistKey.title: "Pay now"])),
            "the value changed")
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: before,
                after: try data([InfoPlistKey.type: "compose", "UIApplicationShortcutItemTitleX": "New"])),
            "not a key iOS reads")
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: try data([InfoPlistKey.type: "compose", "ExampleName": "New"]),
                after: try data([InfoPlistKey.type: "compose", InfoPlistKey.title: "New"])),
            "a key far from the one it became is someone else's")
        let item: [String: Any] = [InfoPlistKey.type: "compose", InfoPlistKey.title: "New"]
        func root(_ key: String, _ items: [Any]) throws -> Data {
            try PropertyListSerialization.data(
                fromPropertyList: [key: items, InfoPlistKey.bundleName: "Postbox"], format: .xml, options: 0)
        }
        XCTAssertNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: try root("UIApplicationShortcutItem", [item]),
                after: try root(InfoPlistKey.shortcutItems, [item])))
        XCTAssertNotNil(
            FixJournalAdmission.refusal(
                path: "Info.plist", current: try root("UIApplicationShortcutItem", [item]),
                after: try root(InfoPlistKey.shortcutItems, [item, item])),
            "the items changed as they were renamed")
    }
}

import Foundation
import QuickGlyphApple
import XCTest

/// The project edit that gives an app target an Info.plist file: on Xcode 16's App
/// template (Fixtures/xcode16-app, no Info.plist, one synchronized folder a target) and
/// on Ice Cubes' real project, exact lines added, read back by Foundation, and undone
/// byte for byte.
final class InfoPlistFileEditTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    private static let template = fixtures.appendingPathComponent("xcode16-app")

    private func templateProject() throws -> (data: Data, path: String, root: String) {
        let root = Self.template.path
        let path = root + "/Demo.xcodeproj"
        return (try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj")), path, root)
    }

    private func read(_ data: Data, at path: String) throws -> XcodeProject {
        try XcodeProject(pbxproj: data, projectPath: path) { _ in nil }
    }

    /// The lines `edited` has that `original` has not, in order (the edit only ever adds lines here).
    private func addedLines(_ original: Data, _ edited: Data) -> [String] {
        let before = String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
        let after = String(decoding: edited, as: UTF8.self).components(separatedBy: "\n")
        let diff = after.difference(from: before)
        return diff.insertions.compactMap { if case let .insert(_, line, _) = $0 { return line } else { return nil } }
            + diff.removals.compactMap {
                if case let .remove(_, line, _) = $0 { return "REMOVED " + line } else { return nil }
            }
    }

    /// The README's layout, `--out Demo/QuickActions` inside the folder: the build's records join the Info.plist in
    /// the one exception set, in Xcode's sorted order, are members no longer, and go again with the undo (issue 43).
    func testTheBuildsRecordsInTheFolderAreKeptOutWithTheInfoPlistAndUndoneWithIt() throws {
        let (original, path, root) = try templateProject()
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist",
                outputs: [root + "/Demo/QuickActions/manifest.json", root + "/Demo/QuickActions/ShortcutItems.plist"]))
        XCTAssertEqual(edit.exceptionEntry, "Info.plist")
        XCTAssertEqual(edit.outputEntries, ["QuickActions/manifest.json", "QuickActions/ShortcutItems.plist"])
        let set = try XCTUnwrap(edit.exceptionSet)
        XCTAssertTrue(
            String(decoding: edited, as: UTF8.self).contains(
                "\t\t\(set) /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {\n"
                    + "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n"
                    + "\t\t\t\tInfo.plist,\n\t\t\t\tQuickActions/ShortcutItems.plist,\n\t\t\t\tQuickActions/manifest.json,\n"
                    + "\t\t\t);\n"))
        let demo = try XCTUnwrap(read(edited, at: path).target(named: "Demo"))
        XCTAssertFalse(demo.contains(root + "/Demo/QuickActions/manifest.json"))
        XCTAssertFalse(demo.contains(root + "/Demo/QuickActions/ShortcutItems.plist"))
        XCTAssertTrue(demo.contains(root + "/Demo/QuickActions/Shortcuts.xcassets"), "the catalog is the app's")
        // A record of an earlier version, without outputEntries, still decodes.
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(edit)) as? [String: Any])
        json["outputEntries"] = nil
        let older = try JSONDecoder().decode(
            InfoPlistFileEdit.self, from: JSONSerialization.data(withJSONObject: json))
        XCTAssertNil(older.outputEntries)
        // The undo takes all of it out: the template byte for byte.
        XCTAssertEqual(try edit.undo(in: edited), original)
    }

    func testTemplateAppGetsTheSettingAndTheMembershipExceptionAsXcodeWritesThem() throws {
        let (original, path, root) = try templateProject()
        XCTAssertNil(
            try read(original, at: path).target(named: "Demo")?.defaultConfiguration?.infoPlistFile,
            "the template names no Info.plist")
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo",
                infoPlist: root + "/Demo/Info.plist"))
        XCTAssertEqual(edit.setting, "Demo/Info.plist")
        XCTAssertEqual(edit.configurations, ["8A3C2E952D4F1A9200B7C1D2", "8A3C2E962D4F1A9200B7C1D2"])
        XCTAssertTrue(edit.madeExceptionSet && edit.madeExceptionsList && edit.madeSection)
        let set = try XCTUnwrap(edit.exceptionSet)
        XCTAssertEqual(set.count, 24)
        XCTAssertEqual(
            addedLines(original, edited),
            [
                "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */",
                "\t\t\(set) /* PBXFileSystemSynchronizedBuildFileExceptionSet */ = {",
                "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;",
                "\t\t\tmembershipExceptions = (",
                "\t\t\t\tInfo.plist,",
                "\t\t\t);",
                "\t\t\ttarget = 8A3C2E6A2D4F1A9000B7C1D2 /* Demo */;",
                "\t\t};",
                "/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */",
                "",
                "\t\t\texceptions = (",
                "\t\t\t\t\(set) /* PBXFileSystemSynchronizedBuildFileExceptionSet */,",
                "\t\t\t);",
                "\t\t\t\tINFOPLIST_FILE = Demo/Info.plist;",
                "\t\t\t\tINFOPLIST_FILE = Demo/Info.plist;",
            ])
        let text = String(decoding: edited, as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_FILE = Demo/Info.plist;\n"
                    + "\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n"), "in Xcode's sorted place"
        )
        XCTAssertTrue(text.contains("\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\texceptions = (\n"))

        // Read back as Xcode (and check) would: the target names the file, which is no longer a member.
        let demo = try XCTUnwrap(read(edited, at: path).target(named: "Demo"))
        XCTAssertEqual(
            demo.configurations.map(\.infoPlistFile), [root + "/Demo/Info.plist", root + "/Demo/Info.plist"])
        XCTAssertEqual(
            demo.synchronizedFolders, [XcodeSynchronizedFolder(path: root + "/Demo", exceptions: ["Info.plist"])])
        XCTAssertFalse(demo.contains(root + "/Demo/Info.plist"))
        XCTAssertTrue(demo.contains(root + "/Demo/DemoApp.swift"))
        let tests = try XCTUnwrap(read(edited, at: path).target(named: "DemoTests"))
        XCTAssertNil(tests.defaultConfiguration?.infoPlistFile, "no other target changes")

        // The same input, the same bytes; done already, nothing to do.
        XCTAssertEqual(
            try InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist")?.pbxproj,
            edited)
        XCTAssertNil(
            try InfoPlistFileEdit.adding(
                to: edited, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist"))
        // And back, byte for byte.
        XCTAssertEqual(try edit.undo(in: edited), original)
    }

    func testAFileOutsideTheSynchronizedFolderNeedsOnlyTheSetting() throws {
        let (original, path, root) = try templateProject()
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo",
                infoPlist: root + "/Config/App Info.plist"))
        XCTAssertNil(edit.exceptionSet)
        XCTAssertEqual(
            addedLines(original, edited),
            Array(repeating: "\t\t\t\tINFOPLIST_FILE = \"Config/App Info.plist\";", count: 2),
            "a path with a space is quoted")
        XCTAssertEqual(
            try read(edited, at: path).target(named: "Demo")?.defaultConfiguration?.infoPlistFile,
            root + "/Config/App Info.plist")
        XCTAssertEqual(try edit.undo(in: edited), original)
    }

    /// Xcode 16.0 wrote a synchronized folder on one line; the list goes inside that line.
    func testAOneLineFolderGetsTheListOnItsLine() throws {
        let (original, path, root) = try templateProject()
        let multi =
            "\t\t8A3C2E6D2D4F1A9000B7C1D2 /* Demo */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = Demo;\n"
            + "\t\t\tsourceTree = \"<group>\";\n\t\t};"
        let one =
            "\t\t8A3C2E6D2D4F1A9000B7C1D2 /* Demo */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; "
            + "explicitFolders = (); path = Demo; sourceTree = \"<group>\"; };"
        let text = String(decoding: original, as: UTF8.self)
        XCTAssertTrue(text.contains(multi))
        let oneLine = Data(text.replacingOccurrences(of: multi, with: one).utf8)
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: oneLine, projectPath: path, target: "Demo",
                infoPlist: root + "/Demo/Info.plist"))
        let set = try XCTUnwrap(edit.exceptionSet)
        XCTAssertTrue(
            String(decoding: edited, as: UTF8.self).contains(
                "= {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(set) /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); "
                    + "explicitFileTypes = {}; "))
        XCTAssertEqual(
            try read(edited, at: path).target(named: "Demo")?.synchronizedFolders.first?.exceptions, ["Info.plist"])
        XCTAssertEqual(try edit.undo(in: edited), oneLine)
    }

    func testAnExistingExceptionSetOfTheTargetGetsTheEntryInSortedOrder() throws {
        let (original, path, root) = try templateProject()
        // The target has a set already (a file kept out by hand): the entry joins it, sorted.
        let first = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist"))
        let withSet = Data(
            String(decoding: first.pbxproj, as: UTF8.self).components(separatedBy: "\n")
                .filter { !$0.contains("INFOPLIST_FILE = ") }.joined(separator: "\n")
                .replacingOccurrences(of: "\t\t\t\tInfo.plist,\n", with: "\t\t\t\tAlpha.txt,\n\t\t\t\tZulu.txt,\n").utf8
        )
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: withSet, projectPath: path, target: "Demo",
                infoPlist: root + "/Demo/Info.plist"))
        XCTAssertFalse(edit.madeExceptionSet)
        XCTAssertEqual(edit.exceptionSet, first.edit.exceptionSet)
        XCTAssertTrue(
            String(decoding: edited, as: UTF8.self).contains(
                "\t\t\t\tAlpha.txt,\n\t\t\t\tInfo.plist,\n\t\t\t\tZulu.txt,\n"))
        XCTAssertEqual(try edit.undo(in: edited), withSet)
    }

    func testUndoLeavesWhatOthersChangedSinceAndTakesOutOnlyItsLines() throws {
        let (original, path, root) = try templateProject()
        let (edited, edit) = try XCTUnwrap(
            InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Demo",
                infoPlist: root + "/Demo/Info.plist"))
        // Someone changed the version meanwhile.
        let changed = Data(
            String(decoding: edited, as: UTF8.self).replacingOccurrences(
                of: "MARKETING_VERSION = 1.0;", with: "MARKETING_VERSION = 2.0;"
            ).utf8)
        let undone = try edit.undo(in: changed)
        XCTAssertEqual(
            String(decoding: undone, as: UTF8.self),
            String(decoding: original, as: UTF8.self).replacingOccurrences(
                of: "MARKETING_VERSION = 1.0;", with: "MARKETING_VERSION = 2.0;"))
    }

    func testRefusalsSayTheChangeToMakeByHand() throws {
        let (original, path, root) = try templateProject()
        XCTAssertThrowsError(
            try InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Nope", infoPlist: root + "/Demo/Info.plist")
        ) {
            XCTAssertEqual(($0 as? InfoPlistFileEditRefusal)?.reason, "it has no target named Nope")
        }
        // Debug names another Info.plist already.
        let other = Data(
            String(decoding: original, as: UTF8.self).replacingOccurrences(
                of: "\t\t\t\tCURRENT_PROJECT_VERSION = 1;\n\t\t\t\tDEVELOPMENT_ASSET_PATHS",
                with:
                    "\t\t\t\tCURRENT_PROJECT_VERSION = 1;\n\t\t\t\tINFOPLIST_FILE = Other.plist;\n\t\t\t\tDEVELOPMENT_ASSET_PATHS"
            ).utf8)
        XCTAssertThrowsError(
            try InfoPlistFileEdit.adding(
                to: other, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist")
        ) {
            let refusal = $0 as? InfoPlistFileEditRefusal
            XCTAssertEqual(
                refusal?.reason, "its configuration Debug of target Demo names another Info.plist, Other.plist")
            XCTAssertEqual(
                refusal?.byHand,
                "in Xcode, set Info.plist File (INFOPLIST_FILE) to Demo/Info.plist in every configuration of "
                    + "target Demo (Build Settings › Packaging), and take Info.plist out of the target's members in the Demo folder "
                    + "(File inspector › Target Membership)")
        }
        // With the build's records in the folder, the change by hand takes them out too.
        XCTAssertThrowsError(
            try InfoPlistFileEdit.adding(
                to: other, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist",
                outputs: [root + "/Demo/QuickActions/manifest.json"])
        ) {
            XCTAssertTrue(
                ($0 as? InfoPlistFileEditRefusal)?.byHand.hasSuffix(
                    ", and take Info.plist, QuickActions/manifest.json out of the target's members in the Demo folder "
                        + "(File inspector › Target Membership)") ?? false, "\($0)")
        }
        // Build settings on one line: not Xcode's layout, so not edited as text.
        let oneLine = Data(
            String(decoding: original, as: UTF8.self).replacingOccurrences(
                of:
                    "\t\t8A3C2E952D4F1A9200B7C1D2 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n",
                with:
                    "\t\t8A3C2E952D4F1A9200B7C1D2 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {SDKROOT = iphoneos; };\n\t\t\tunused = {\n"
            ).utf8)
        XCTAssertThrowsError(
            try InfoPlistFileEdit.adding(
                to: oneLine, projectPath: path, target: "Demo", infoPlist: root + "/Demo/Info.plist")
        ) {
            XCTAssertEqual(
                ($0 as? InfoPlistFileEditRefusal)?.reason,
                "its configuration 8A3C2E952D4F1A9200B7C1D2 is not laid out as Xcode writes it")
        }
    }

    /// Cove (Fixtures/xcodeproj/synchronized-folders-generated-plists): its app names its Info.plist already, which
    /// Xcode keeps out of the folder: nothing to do. Another Info.plist for it is refused, naming the one it has.
    func testSynchronizedFoldersProjectThatNamesItsInfoPlist() throws {
        let root = Self.fixtures.appendingPathComponent("xcodeproj/synchronized-folders-generated-plists").path
        let path = root + "/Cove.xcodeproj"
        let original = try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj"))
        XCTAssertNil(
            try InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Cove",
                infoPlist: root + "/Cove/Info.plist"))
        XCTAssertThrowsError(
            try InfoPlistFileEdit.adding(
                to: original, projectPath: path, target: "Cove",
                infoPlist: root + "/CoveIntents/Info.plist")
        ) {
            XCTAssertEqual(
                ($0 as? InfoPlistFileEditRefusal)?.reason,
                "its configuration Debug of target Cove names another Info.plist, Cove/Info.plist")
        }
    }
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import QuickGlyphReport
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// `check` of an Android module: each finding's exact message and place, a healthy module's silence,
/// and files a repository can plant (links, FIFOs, huge or broken XML).
final class AndroidCheckTests: XCTestCase {
    typealias F = AndroidFixtures
    let shortcuts = "app/src/main/res/xml-v25/shortcuts.xml"

    /// The diagnostic lines of `check app`, paths below the temporary folder.
    private func lines(_ tree: [String: ExampleFile]) throws -> [String] {
        try check(tree).lines
    }

    private func check(
        _ tree: [String: ExampleFile], path: String = "app"
    ) throws -> (report: CheckReport, lines: [String], folder: URL) {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        let report = try Auditor().check(paths: [folder.appendingPathComponent(path).path])
        return (
            report, report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            folder
        )
    }

    func testAHealthyModuleHasNoFindingAndIsCounted() throws {
        let (report, lines, _) = try check(F.healthy())
        XCTAssertEqual(lines, [])
        XCTAssertEqual(report.androidShortcuts?.declared, 2)
        XCTAssertEqual(report.summary, "0 errors, 0 warnings, 0 notes in 5 files")
    }

    /// check lists each module's shortcuts as it lists iOS's quick actions (issue 41, item 8): id, the label a device
    /// in the default language shows, icon, what it opens, and where it is declared; the same in the JSON.
    func testCheckListsEachShortcutWithItsLabelIconAndTarget() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let tree = F.module([
            F.shortcut(),
            F.shortcut(
                id: "search", icon: "@drawable/ic_search", shortLabel: "Search", longLabel: "@string/search_long",
                intent: "        <intent android:action=\"com.example.app.SEARCH\"\n            />"),
        ])
        try CheckTestSupport.write(tree, to: folder)
        // Relative paths, as a person types them, so the table's paths are the ones asserted.
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let report = try Auditor().check(paths: ["app"])
        XCTAssertEqual(
            report.textLayout.preamble,
            [
                """
                2 Android shortcuts in 1 module (1 dropped by Android's parser):
                  compose           "Compose"  @drawable/ic_compose  .ComposeActivity
                      app/src/main/res/xml-v25/shortcuts.xml:3:5
                  search (dropped)  "Search"   @drawable/ic_search   action com.example.app.SEARCH
                      app/src/main/res/xml-v25/shortcuts.xml:9:5
                """, "",
            ])
        let listed = try XCTUnwrap(report.jsonObject["androidShortcuts"] as? [[String: Any]])
        XCTAssertEqual(listed.count, 2)
        XCTAssertEqual(listed[0]["id"] as? String, "compose")
        XCTAssertEqual(listed[0]["label"] as? String, "Compose")
        XCTAssertEqual(listed[0]["icon"] as? String, "@drawable/ic_compose")
        XCTAssertEqual(listed[0]["target"] as? String, ".ComposeActivity")
        XCTAssertEqual(listed[0]["kept"] as? Bool, true)
        XCTAssertEqual(listed[0]["module"] as? String, "app")
        XCTAssertEqual(
            (listed[0]["declaredAt"] as? [String: Any])?["path"] as? String, "app/src/main/res/xml-v25/shortcuts.xml")
        XCTAssertEqual((listed[0]["declaredAt"] as? [String: Any])?["line"] as? Int, 3)
        XCTAssertEqual(listed[1]["kept"] as? Bool, false)
        XCTAssertEqual(listed[1]["target"] as? String, "action com.example.app.SEARCH")
    }

    /// The warning's words, for a bare VIEW (the launcher named in full as the fix) and a targetClass alone.
    func testAnIntentNamingNoActivitySaysWhatToAdd() throws {
        let tree = F.module([
            F.shortcut(intent: "        <intent android:action=\"android.intent.action.VIEW\"\n            />"),
            F.shortcut(
                id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                longLabel: "@string/search_long",
                intent: "        <intent android:action=\"android.intent.action.VIEW\"\n"
                    + "            android:targetClass=\"com.example.app.SearchActivity\"/>"),
        ])
        XCTAssertEqual(
            try lines(tree),
            [
                "app/src/main/res/xml-v25/shortcuts.xml:5:9: warning: the intent of the shortcut \"compose\" names no "
                    + "activity (no android:targetPackage and targetClass) and no data, and no activity of "
                    + "src/main/AndroidManifest.xml declares an intent filter for its action \"android.intent.action.VIEW\": "
                    + "Android starts whatever app handles that action, usually none (\"App isn't installed\"); add "
                    + "android:targetPackage=\"com.example.app\" android:targetClass=\"com.example.app.MainActivity\" "
                    + "[android-intent-unresolved]",
                "app/src/main/res/xml-v25/shortcuts.xml:11:9: warning: the intent of the shortcut \"search\" names "
                    + "android:targetClass \"com.example.app.SearchActivity\" but no android:targetPackage, and Android sets "
                    + "an activity only from the two together, and no activity of src/main/AndroidManifest.xml declares an "
                    + "intent filter for its action \"android.intent.action.VIEW\": Android starts whatever app handles "
                    + "that action, usually none (\"App isn't installed\"); add android:targetPackage=\"com.example.app\" "
                    + "[android-intent-unresolved]",
            ])
    }

    func testUnreadableManifestIsOneFindingAtTheParsersPosition() throws {
        let broken = F.manifestXML().replacingOccurrences(of: "</activity>", with: "</activty>")
        XCTAssertEqual(
            try lines(F.module([F.shortcut()], files: [F.manifest: .text(broken)])),
            [
                "app/src/main/AndroidManifest.xml:10:19: error: the manifest cannot be read (a closing tag does not match the element it closes): "
                    + "Android's build stops on it too; fix the XML so its shortcuts can be checked [android-shortcuts-unreadable]"
            ])
    }

    func testShortcutsMissing() throws {
        XCTAssertEqual(
            try lines(F.module([F.shortcut()], files: [F.manifest: .text(F.manifestXML(resource: "@xml/quick"))])),
            [
                "app/src/main/AndroidManifest.xml:9:13: error: the launcher activity \".MainActivity\" names @xml/quick for its shortcuts, but no "
                    + "res/xml*/quick.xml exists in this module: Android shows none of them; add res/xml-v25/quick.xml or correct the name "
                    + "[android-shortcuts-missing]"
            ])
    }

    func testShortcutIDMissing() throws {
        XCTAssertEqual(
            try lines(F.module([F.shortcut(id: nil), F.shortcut(id: "@string/compose_id")])),
            [
                "\(shortcuts):3:5: error: this shortcut has no android:shortcutId: Android's parser rejects it and it never appears; add a literal, "
                    + "unique android:shortcutId [android-shortcut-id-missing]",
                "\(shortcuts):9:5: error: android:shortcutId is \"@string/compose_id\", a resource reference: Android's parser requires a literal "
                    + "id and rejects the shortcut; write the id itself [android-shortcut-id-missing]",
            ])
    }

    func testShortcutIDDuplicateNamesTheFirstsLine() throws {
        XCTAssertEqual(
            try lines(F.module([F.shortcut(), F.shortcut(icon: "@drawable/ic_search")])),
            [
                "\(shortcuts):9:5: error: this shortcut has the id \"compose\" of the shortcut at line 3: Android keeps that one and skips this; "
                    + "give each shortcut its own id [android-shortcut-id-duplicate]"
            ])
    }

    func testLabelLiteral() throws {
        XCTAssertEqual(
            try lines(
                F.module([
                    F.shortcut(shortLabel: nil),
                    F.shortcut(id: "search", shortLabel: "Search", longLabel: "Search all"),
                ])),
            [
                "\(shortcuts):3:5: error: the shortcut \"compose\" has no android:shortcutShortLabel, which Android requires: it drops the whole "
                    + "shortcut; add android:shortcutShortLabel=\"@string/NAME\" [android-label-literal]",
                "\(shortcuts):9:5: error: android:shortcutLongLabel of the shortcut \"search\" is \"Search all\", not a @string/ reference: Android "
                    + "reads only a string resource there, so the long label is lost; put the text in res/values/strings.xml and write @string/NAME "
                    + "[android-label-literal]",
                "\(shortcuts):9:5: error: android:shortcutShortLabel of the shortcut \"search\" is \"Search\", not a @string/ reference: Android "
                    + "reads it as no label and drops the whole shortcut; put the text in res/values/strings.xml and write @string/NAME "
                    + "[android-label-literal]",
            ])
    }

    func testLabelMissingString() throws {
        let tree = F.module(
            [F.shortcut(shortLabel: "@string/compose_label", longLabel: "@string/compose_german")],
            files: [
                "app/src/main/res/values-de/strings.xml": .text(
                    F.stringsXML([("compose_german", "Nachricht schreiben")]))
            ])
        XCTAssertEqual(
            try lines(tree),
            [
                "\(shortcuts):3:5: error: android:shortcutLongLabel of the shortcut \"compose\" names @string/compose_german, which only values-de/ "
                    + "define, not values/: on a device whose language has no folder the label cannot be resolved; add a default to "
                    + "res/values/strings.xml [android-label-missing-string]",
                "\(shortcuts):3:5: error: android:shortcutShortLabel of the shortcut \"compose\" names @string/compose_label, which no res/values*/ "
                    + "file of this module defines: unless a library module does, the build fails to link; add <string name=\"compose_label\"> to "
                    + "res/values/strings.xml [android-label-missing-string]",
            ])
    }

    func testIntentStringReference() throws {
        let intent = F.intent.replacingOccurrences(of: "\"com.example.app\"", with: "\"@string/package_name\"")
        XCTAssertEqual(
            try lines(F.module([F.shortcut(intent: intent)])),
            [
                "\(shortcuts):5:9: error: android:targetPackage of an intent of the shortcut \"compose\" is \"@string/package_name\": Android reads a "
                    + "shortcut's intent with the system's resources, not the app's, so it takes this text literally and the shortcut opens nothing; "
                    + "write the value itself [android-intent-string-reference]"
            ])
    }

    func testIntentNoAction() throws {
        let intent = F.intent.replacingOccurrences(of: "android:action=\"android.intent.action.VIEW\" ", with: "")
        XCTAssertEqual(
            try lines(
                F.module([
                    F.shortcut(intent: intent), F.shortcut(id: "search", icon: "@drawable/ic_search", intent: "\n"),
                ])),
            [
                "\(shortcuts):5:9: error: an intent of the shortcut \"compose\" has no android:action: Android rejects the shortcut as invalid; add "
                    + "android:action=\"android.intent.action.VIEW\" (or the action the activity handles) [android-intent-no-action]",
                "\(shortcuts):9:5: error: the shortcut \"search\" is enabled but has no <intent>: Android rejects it as invalid; add <intent "
                    + "android:action=\"android.intent.action.VIEW\" android:targetPackage=… android:targetClass=…/> [android-intent-no-action]",
            ])
    }

    /// The German label is counted after Android's unescaping: `\'` is one character, and so is the `<xliff:g>`'s text.
    func testLabelTooLongInANamedLocale() throws {
        let german =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
            + "    <string name=\"compose_short\">Neu\\'e <xliff:g id=\"n\">Post</xliff:g>  x</string>\n</resources>\n"
        XCTAssertEqual(
            try lines(F.module([F.shortcut()], files: ["app/src/main/res/values-de/strings.xml": .text(german)])),
            [
                "app/src/main/res/values-de/strings.xml:3:5: warning: \"Neu'e Post x\" is 12 characters in values-de, the short label of the "
                    + "shortcut \"compose\" (src/main/res/xml-v25/shortcuts.xml:3:5): launchers cut short labels past 10; shorten it "
                    + "[android-label-too-long]"
            ])
    }

    func testLabelPlaceholder() throws {
        XCTAssertEqual(
            try lines(
                F.module([F.shortcut()], strings: [("compose_short", "Compose"), ("compose_long", "Write to %1$s")])),
            [
                "app/src/main/res/values/strings.xml:4:5: warning: \"Write to %1$s\" holds the placeholder %1$s, and is the long label of the "
                    + "shortcut \"compose\" (src/main/res/xml-v25/shortcuts.xml:3:5): nothing fills it in, so the launcher shows it as written; "
                    + "write the words out [android-label-placeholder]"
            ])
    }

    /// A string whose whole value is `@string/other` is that other string, as aapt compiles it (issue 41): the label is
    /// measured as the text it names, per folder (the German alias names the German string), through a chain; a
    /// cycle is no text, so no finding; and check lists the label's text, not the reference.
    func testALabelThatIsAnAliasIsJudgedAsTheStringItNames() throws {
        let tree = F.module(
            [
                F.shortcut(),
                F.shortcut(
                    id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                    longLabel: "@string/search_long"),
            ],
            strings: [
                ("compose_short", "@string/fork_button"), ("compose_long", "@string/fork_long"),
                ("fork_button", "Fork"), ("fork_long", "@string/fork_longer"),
                ("fork_longer", "Fork this contact into a new one"),
                ("search_short", "@string/loop"), ("search_long", "Search in %s"), ("loop", "@string/search_short"),
            ],
            files: [
                "app/src/main/res/values-de/strings.xml": .text(
                    F.stringsXML([("compose_short", "@string/fork_button"), ("fork_button", "Kontakt gabeln")]))
            ])
        let (report, lines, _) = try check(tree)
        XCTAssertEqual(
            lines,
            [
                "app/src/main/res/values-de/strings.xml:4:5: warning: \"Kontakt gabeln\" is 14 characters in "
                    + "values-de, the short label of the shortcut \"compose\" "
                    + "(src/main/res/xml-v25/shortcuts.xml:3:5): launchers cut short labels past 10; shorten it "
                    + "[android-label-too-long]",
                "app/src/main/res/values/strings.xml:7:5: warning: \"Fork this contact into a new one\" is 32 "
                    + "characters in values (the default), the long label of the shortcut \"compose\" "
                    + "(src/main/res/xml-v25/shortcuts.xml:3:5): launchers cut long labels past 25; shorten it "
                    + "[android-label-too-long]",
                "app/src/main/res/values/strings.xml:9:5: warning: \"Search in %s\" holds the placeholder %s, and is "
                    + "the long label of the shortcut \"search\" (src/main/res/xml-v25/shortcuts.xml:9:5): nothing "
                    + "fills it in, so the launcher shows it as written; write the words out "
                    + "[android-label-placeholder]",
            ])
        let listed = try XCTUnwrap(report.jsonObject["androidShortcuts"] as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["label"] as? String }, ["Fork", "@string/search_short"])
    }

    /// An alias to a string nothing defines is missing, as aapt fails to link it; so is one whose string only a
    /// language folder defines.
    func testALabelAliasOfAMissingStringIsMissing() throws {
        let tree = F.module(
            [F.shortcut()],
            strings: [("compose_short", "@string/gone"), ("compose_long", "@string/german_only")],
            files: [
                "app/src/main/res/values-de/strings.xml": .text(F.stringsXML([("german_only", "Nachricht schreiben")]))
            ])
        XCTAssertEqual(
            try lines(tree),
            [
                "\(shortcuts):3:5: error: android:shortcutLongLabel of the shortcut \"compose\" names "
                    + "@string/compose_long, an alias of @string/german_only, which only values-de/ define, not "
                    + "values/: on a device whose language has no folder the label cannot be resolved; add a default "
                    + "to res/values/strings.xml [android-label-missing-string]",
                "\(shortcuts):3:5: error: android:shortcutShortLabel of the shortcut \"compose\" names "
                    + "@string/compose_short, an alias of @string/gone, which no res/values*/ file of this module "
                    + "defines: unless a library module does, the build fails to link; add <string name=\"gone\"> to "
                    + "res/values/strings.xml [android-label-missing-string]",
            ])
    }

    func testTooManyShortcuts() throws {
        XCTAssertEqual(
            try lines(F.module((1...6).map { F.shortcut(id: "compose\($0)") })),
            [
                "\(shortcuts):27:5: warning: 6 shortcuts are declared; Google advises 4, and launchers show fewer than Android accepts (dynamic "
                    + "shortcuts first), so \"compose5\", \"compose6\" may never appear: keep the four most useful [android-too-many-shortcuts]"
            ])
    }

    func testIconNotAdaptive() throws {
        let vector = "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\" android:width=\"24dp\"/>\n"
        let tree = F.module(
            [F.shortcut(icon: "@drawable/ic_add")],
            files: F.pngIcon([
                ("drawable-mdpi", 48), ("drawable-hdpi", 72),
                ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144), ("drawable-xxxhdpi", 192),
            ]).merging([
                "app/src/main/res/drawable-v24/ic_add.xml": .text(vector)
            ]) { $1 })
        XCTAssertEqual(
            try lines(tree),
            [
                "\(shortcuts):3:5: warning: android:icon of the shortcut \"compose\" is @drawable/ic_add, which is only drawable-hdpi/ic_add.png, "
                    + "drawable-mdpi/ic_add.png, drawable-v24/ic_add.xml (a <vector>), drawable-xhdpi/ic_add.png, drawable-xxhdpi/ic_add.png, "
                    + "drawable-xxxhdpi/ic_add.png, no <adaptive-icon>: on Android 8 and later the launcher shrinks it into a white circle; add "
                    + "res/drawable-anydpi-v26/ic_add.xml, an <adaptive-icon> with background and foreground layers [android-icon-not-adaptive]"
            ])
    }

    func testIconDensityMissingNamesTheFilesAndSizes() throws {
        let tree = F.module(
            [F.shortcut(icon: "@mipmap/ic_add")],
            files: F.pngIcon([("mipmap-mdpi", 48), ("mipmap-hdpi", 72), ("mipmap-xxhdpi", 144)])
                .merging(["app/src/main/res/mipmap-anydpi-v26/ic_add.xml": .text(F.adaptiveIcon)]) { $1 })
        XCTAssertEqual(
            try lines(tree),
            [
                "\(shortcuts):3:5: warning: @mipmap/ic_add, the icon of the shortcut \"compose\", has PNGs for mdpi, hdpi, xxhdpi but none for "
                    + "xhdpi, xxxhdpi: Android scales another density's to those screens, blurry when scaled up; add mipmap-xhdpi/ic_add.png "
                    + "(96×96 px), mipmap-xxxhdpi/ic_add.png (192×192 px) [android-icon-density-missing]"
            ])
    }

    func testIconSizesDisagreeNamesBothFiles() throws {
        let tree = F.module(
            [F.shortcut(icon: "@drawable/ic_add")],
            files: F.pngIcon([
                ("drawable-mdpi", 48), ("drawable-hdpi", 96),
                ("drawable-xhdpi", 96), ("drawable-xxhdpi", 144), ("drawable-xxxhdpi", 192),
            ])
            .merging(["app/src/main/res/drawable-anydpi-v26/ic_add.xml": .text(F.adaptiveIcon)]) { $1 })
        XCTAssertEqual(
            try lines(tree),
            [
                "\(shortcuts):3:5: warning: @drawable/ic_add, the icon of the shortcut \"compose\": drawable-hdpi/ic_add.png is 96×96 px and "
                    + "drawable-xxxhdpi/ic_add.png 192×192 px, not in the 1:1.5:2:3:4 ratio of the densities: Android shows each at its density, "
                    + "so the icon changes size from one phone to the next; make drawable-hdpi/ic_add.png 72×72 px [android-icon-sizes-disagree]"
            ])
    }

    func testIconMissing() throws {
        XCTAssertEqual(
            try lines(F.module([F.shortcut(icon: "@drawable/ic_add")])),
            [
                "\(shortcuts):3:5: error: android:icon of the shortcut \"compose\" names @drawable/ic_add, which no res/drawable*/ folder of this "
                    + "module holds: unless a library module does, the build fails to link; add the icon or correct the name [android-icon-missing]"
            ])
    }

    func testTargetPackageVariantFromAKotlinScript() throws {
        let gradle = """
            android {
                namespace = "com.example.app"
                defaultConfig {
                    applicationId = "com.example.app"
                }
                buildTypes {
                    getByName("debug") {
                        applicationIdSuffix = ".debug" // a second install beside the release
                    }
                }
            }

            """
        XCTAssertEqual(
            try lines(F.module([F.shortcut()], files: ["app/build.gradle.kts": .text(gradle)])),
            [
                "\(shortcuts):5:9: note: android:targetPackage of the shortcut \"compose\" is \"com.example.app\", the base application id, but "
                    + "build.gradle.kts adds an applicationIdSuffix for debug (\".debug\", line 8): installed under that id, the variant's shortcuts "
                    + "name an app that is not there and open nothing; give the variant its own shortcuts XML (src/VARIANT/res/xml-v25/) with its id "
                    + "[android-target-package-variant]"
            ])
    }

    // MARK: - Files a repository can plant

    func testAManifestThatIsAFIFOIsNamedNotOpened() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        var tree = F.healthy()
        tree[F.manifest] = nil
        try CheckTestSupport.write(tree, to: folder)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(F.manifest).path, 0o644), 0)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("app").path])
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "app/src/main/AndroidManifest.xml: error: the manifest cannot be read (it is a FIFO, socket or device, not a regular file; it was "
                    + "not opened): make it a regular file of the module so its shortcuts can be checked [android-shortcuts-unreadable]"
            ])
    }

    func testAManifestThatIsALinkIsNamedNotFollowed() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        var tree = F.healthy()
        tree[F.manifest] = nil
        tree["elsewhere/AndroidManifest.xml"] = .text(F.manifestXML())
        try CheckTestSupport.write(tree, to: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(F.manifest).path,
            withDestinationPath: folder.appendingPathComponent("elsewhere/AndroidManifest.xml").path)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("app").path])
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "app/src/main/AndroidManifest.xml: error: the manifest cannot be read (it is a symbolic link, not a regular file; it was not "
                    + "opened): make it a regular file of the module so its shortcuts can be checked [android-shortcuts-unreadable]"
            ])
        XCTAssertNil(
            report.androidShortcuts.map { $0.declared > 0 ? $0 : nil } ?? nil, "no shortcut was read through the link")
    }

    /// A `res/` that is a link to another module's resources is not listed through.
    func testAResFolderThatIsALinkIsNotListed() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        var tree = F.healthy()
        for path in tree.keys where path.hasPrefix("app/src/main/res/") {
            tree["other/" + path.dropFirst("app/src/main/".count)] = tree[path]
            tree[path] = nil
        }
        try CheckTestSupport.write(tree, to: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("app/src/main/res").path,
            withDestinationPath: folder.appendingPathComponent("other/res").path)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("app").path])
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "app/src/main/AndroidManifest.xml:9:13: error: the launcher activity \".MainActivity\" names @xml/shortcuts for its shortcuts, but "
                    + "no res/xml*/shortcuts.xml exists in this module: Android shows none of them; add res/xml-v25/shortcuts.xml or correct the "
                    + "name [android-shortcuts-missing]"
            ])
    }

    func testANamedManifestIsRefusedWithTheFolderToCheck() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(F.healthy(), to: folder)
        XCTAssertThrowsError(try Auditor().check(paths: [folder.appendingPathComponent(F.manifest).path])) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "check the module's folder (the one holding build.gradle and src/main/, or AndroidManifest.xml "
                        + "and res/)"), "\(error)")
        }
    }

    /// A well-formed manifest of 13 MB (60,000 `<meta-data>` lines): refused for its size, in words, never read, so
    /// never called malformed where libxml2 gives up at 10,000,000 bytes.
    func testAHugeManifestIsRefusedForItsSize() throws {
        let huge = AndroidCheckTests.paddedManifest(F.manifestXML(), lines: 60_000)
        XCTAssertEqual(huge.utf8.count, 13_020_641)
        XCTAssertEqual(
            try lines(F.module([F.shortcut()], files: [F.manifest: .text(huge)])),
            [
                "app/src/main/AndroidManifest.xml: error: the manifest is 13.1 MB, more than the 8 MB quickglyph reads of an "
                    + "AndroidManifest.xml, so it was not read and its shortcuts cannot be checked [android-shortcuts-unreadable]"
            ])
        // Within the limit it is read as any other.
        let within = AndroidCheckTests.paddedManifest(F.manifestXML(), lines: 36_000)
        XCTAssertLessThanOrEqual(within.utf8.count, FileSizeLimit.androidManifest.bytes)
        XCTAssertEqual(try lines(F.module([F.shortcut()], files: [F.manifest: .text(within)])), [])
    }

    /// `manifest` with `lines` `<meta-data>` lines of 217 bytes each before `</application>`: well-formed, and as large
    /// as asked.
    static func paddedManifest(_ manifest: String, lines: Int) -> String {
        let value = String(repeating: "x", count: 150)
        // Five digits each (10000…): every line the same length.
        let padding = (0..<lines).map {
            "        <meta-data android:name=\"padding.\($0 + 10_000)\" android:value=\"\(value)\"/>\n"
        }.joined()
        return manifest.replacingOccurrences(of: "    </application>", with: padding + "    </application>")
    }

    /// Other files are held to their own limits, each said as such.
    func testAHugeGradleFileOrResourceIsRefusedForItsSize() throws {
        let strings = "<resources>\n" + String(repeating: "<!-- padding -->\n", count: 240_000) + "</resources>\n"
        let gradle = "android {\n" + String(repeating: "// padding\n", count: 100_000) + "}\n"
        XCTAssertEqual(
            try lines(
                F.healthy().merging(["app/src/main/res/values-fr/strings.xml": .text(strings), F.gradle: .text(gradle)])
                { $1 }),
            [
                "app/build.gradle: error: the Gradle file is 1.2 MB, more than the 1 MB quickglyph reads of a Gradle file, so it was not "
                    + "read and its shortcuts cannot be checked [android-shortcuts-unreadable]",
                "app/src/main/res/values-fr/strings.xml: error: this resource file is 4.1 MB, more than the 4 MB quickglyph reads of an "
                    + "Android resource file, so it was not read and its shortcuts cannot be checked [android-shortcuts-unreadable]",
            ])
    }

    func testXMLTheCrashingParserMustNotSeeIsOneFinding() throws {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<shortcuts/>\n"
        XCTAssertEqual(
            try lines(F.module([], files: [shortcuts: .text(utf7)])),
            [
                "\(shortcuts): error: this shortcuts file cannot be read (it declares the encoding \"UTF-7\"; only UTF-8 is read): Android's build "
                    + "stops on it too; fix the XML so its shortcuts can be checked [android-shortcuts-unreadable]"
            ])
    }

    /// A broken strings file is named as what it is, at the point after the closing tag libxml2 stopped at.
    func testABrokenStringsFileIsAResourceFileNotRead() throws {
        let broken = "<resources>\n    <string name=\"compose_short\">Compose</strin>\n</resources>\n"
        XCTAssertEqual(
            try lines(F.healthy().merging(["app/src/main/res/values-fr/strings.xml": .text(broken)]) { $1 }),
            [
                "app/src/main/res/values-fr/strings.xml:2:49: error: this resource file cannot be read (a closing tag does not match the element "
                    + "it closes): Android's build stops on it too; fix the XML so its shortcuts can be checked [android-shortcuts-unreadable]"
            ])
    }

    // MARK: - Reading

    /// libxml2 reports a start tag at its `>` (the `/` of `/>`), counting characters: the position given is the `<`, in
    /// bytes.
    func testElementsAreAtTheirOpeningBracketInBytes() throws {
        let text = "<?xml version=\"1.0\"?>\r\n<a x=\"é>\">é<b/>\n  <c\n     d=\"1\"\n  >\t<d/></c></a>"
        let root = try AndroidXMLDocument.parse(Data(text.utf8), path: "x.xml")
        XCTAssertEqual(root.position, SourcePosition(line: 2, column: 1))
        let b = try XCTUnwrap(root.children.first)
        XCTAssertEqual(b.name, "b")
        XCTAssertEqual(b.position, SourcePosition(line: 2, column: 14), "after two two-byte é")
        let c = root.children[1]
        XCTAssertEqual(c.position, SourcePosition(line: 3, column: 3), "a tag over three lines")
        XCTAssertEqual(c.children.first?.position, SourcePosition(line: 5, column: 5))
    }

    /// Nesting past any real resource is refused in words, at the element that went too deep, before libxml2's own
    /// limit.
    func testDeepNestingIsRefused() {
        let text = String(repeating: "<a>", count: 130) + String(repeating: "</a>", count: 130)
        XCTAssertThrowsError(try AndroidXMLDocument.parse(Data(text.utf8), path: "deep.xml")) { error in
            XCTAssertEqual(
                error as? AndroidAppError,
                AndroidAppError(
                    path: "deep.xml", position: SourcePosition(line: 1, column: 385),
                    reason: "its elements nest deeper than the 128 levels quickglyph reads",
                    kind: .pastLimit))
        }
    }

    /// A file of one long line of many elements is read in linear time, and refused past the element limit.
    func testManyElementsOnOneLine() throws {
        let many = "<r>" + String(repeating: "<é/>", count: 90_000) + "</r>"
        let root = try AndroidXMLDocument.parse(Data(many.utf8), path: "many.xml")
        XCTAssertEqual(root.children.last?.position, SourcePosition(line: 1, column: 4 + 89_999 * 5))
        let tooMany = "<r>" + String(repeating: "<a/>", count: 100_000) + "</r>"
        XCTAssertThrowsError(try AndroidXMLDocument.parse(Data(tooMany.utf8), path: "many.xml")) { error in
            XCTAssertEqual(
                (error as? AndroidAppError)?.reason,
                "it holds more than the 100,000 elements quickglyph reads of an Android XML file")
            XCTAssertEqual((error as? AndroidAppError)?.kind, .pastLimit)
        }
    }

    func testStringsDecodeAsAndroidCompilesThem() {
        XCTAssertEqual(AndroidStringResource.decode("  Don\\'t  \n  stop\\n\\\"now\\\" "), "Don't stop\n\"now\"")
        XCTAssertEqual(AndroidStringResource.decode("\"  kept  spaces \" \\u00e9"), "  kept  spaces  é")
        XCTAssertEqual(
            AndroidStringResource(
                name: "a", value: "Save 20% now", folder: .init(name: "values"), path: "",
                position: .init(line: 1, column: 1)
            ).placeholder, nil)
        XCTAssertEqual(
            AndroidStringResource(
                name: "a", value: "Hi %s!", folder: .init(name: "values"), path: "", position: .init(line: 1, column: 1)
            ).placeholder, "%s")
    }

    func testLocaleQualifiers() {
        XCTAssertEqual(
            [
                "values", "values-de", "values-pt-rBR", "values-b+sr+Latn", "values-night", "values-mcc310-es-rUS",
                "values-car",
            ]
            .map { AndroidResourceFolder(name: $0).locale }, [nil, "de", "pt-rBR", "b+sr+Latn", nil, "es-rUS", nil])
        XCTAssertEqual(
            ["values", "values-v21", "values-v26", "values-de"].map {
                AndroidResourceFolder(name: $0).isDefaultForShortcuts
            },
            [true, true, false, false])
    }

    /// `xml-v25/` outranks `xml/` on every device with shortcuts: only the file a device reads is judged.
    func testTheShortcutsFileADevicePicksIsJudged() throws {
        let older = F.shortcutsXML([F.shortcut(id: nil)])
        let (report, lines, _) = try check(
            F.healthy().merging(["app/src/main/res/xml/shortcuts.xml": .text(older)]) { $1 })
        XCTAssertEqual(lines, [])
        XCTAssertEqual(report.androidShortcuts?.declared, 2)
    }

    /// A repository with an iOS app and an Android module gets both checks, from the folder that holds them.
    func testARepositoryWithBothPlatformsGetsBothChecks() throws {
        var tree: [String: ExampleFile] = [:]
        for (path, file) in F.module([F.shortcut(icon: "@drawable/ic_add")]) { tree["repo/android/" + path] = file }
        tree["repo/ios/Info.plist"] = Fixtures.infoPlist(
            items: (1...5).map {
                Fixtures.plistItem("com.example.\($0)", "Action \($0)", iconType: "UIApplicationShortcutIconTypeAdd")
            })
        let (report, _, _) = try check(tree, path: "repo")
        // The iOS folder's own notes (system icons only, no Xcode project) beside each platform's finding.
        XCTAssertEqual(
            report.findings.map(\.rule), [.noCustomIcon, .noXcodeProject, .androidIconMissing, .tooManyItems])
        XCTAssertEqual(report.androidShortcuts?.declared, 1)
        XCTAssertTrue(report.textLayout.preamble.joined().contains("1 Android shortcut in 1 module:"))
    }

    // MARK: - Reports

    /// Every format carries the Android finding's file, line and column.
    func testReportsCarryTheFindingsLocation() throws {
        let (report, _, folder) = try check(F.module([F.shortcut(icon: "@drawable/ic_add")]))
        let path = folder.appendingPathComponent(shortcuts).path
        let xcode = XcodeReporter().render(report)
        XCTAssertTrue(
            (xcode.standardOutput + xcode.standardError).contains("\(path):3:5: error: android:icon of the shortcut"),
            xcode.standardOutput)

        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).standardOutput.utf8))
                as? [String: Any])
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["rule"] as? String, "android-icon-missing")
        XCTAssertEqual(finding["path"] as? String, path)
        XCTAssertEqual(finding["line"] as? Int, 3)
        XCTAssertEqual(finding["column"] as? Int, 5)

        let sarif = SARIFReporter(paths: ReportPaths(base: folder.path, currentDirectory: "/")).document(report)
        let result = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "android-icon-missing")
        let location = try XCTUnwrap(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, shortcuts)
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 3)
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 5)
    }
}

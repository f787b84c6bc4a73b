import Foundation
import QuickGlyphAndroid
import QuickGlyphCommands
import QuickGlyphModel
import QuickGlyphSystem
import QuickGlyphTestSupport
import XCTest

/// Labels and icons of library modules (issue 44): `check` reads a Gradle build's settings and dependencies as the
/// Android Gradle plugin does, merges each variant's resources in its order, and judges them; what it cannot read is
/// one note, never a missing string. On the four builds of Fixtures/android-builds (each in its README) and on trees
/// a repository can plant.
final class AndroidLibraryModuleTests: XCTestCase {
    typealias F = AndroidFixtures
    static let builds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/android-builds").standardizedFileURL

    /// The diagnostic lines of `check PATH` (below the fixtures' folder, or `folder`), paths from that folder.
    private func lines(_ path: String, in folder: URL = builds) throws -> [String] {
        try report(path, in: folder).findings.map {
            $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "")
        }
    }

    private func report(_ path: String, in folder: URL = builds) throws -> CheckReport {
        try Auditor().check(paths: [folder.appendingPathComponent(path).path])
    }

    private func written(_ tree: [String: ExampleFile]) throws -> URL {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(tree, to: folder)
        return folder
    }

    func testLabelsAndAnIconOfALibraryModuleAreFoundAndJudged() throws {
        let build = "two-module-groovy-labels-in-library"
        XCTAssertEqual(
            try lines(build),
            [
                build + "/ui/i18n/src/main/res/values-de/strings.xml:5:5: warning: \"Durchsuchen\" is 11 characters in "
                    + "values-de, the short label of the shortcut \"search\" (src/main/res/xml/shortcuts.xml:8:5): "
                    + "launchers cut short labels past 10; shorten it [android-label-too-long]"
            ])
        let listed = try XCTUnwrap(report(build).androidShortcuts)
        XCTAssertEqual(
            listed.shortcuts.map(\.label), ["New note", "Search"], "the library's text, as a device shows it")
        XCTAssertEqual(
            try report(build).textLayout.preamble.first?.components(separatedBy: "\n").first,
            "2 Android shortcuts in 1 module:")
    }

    /// `check app` of the same build: the settings file is above the folder checked, so the library is not read and
    /// nothing is called missing; one note says why and what to check instead.
    func testCheckingTheAppFolderAloneLeavesTheLibraryToOneNote() throws {
        let build = "two-module-groovy-labels-in-library"
        XCTAssertEqual(
            try lines(build + "/app"),
            [
                build + "/app/build.gradle:14:1: note: @string/shortcut_new_short, @string/shortcut_new_long, "
                    + "@string/shortcut_search_short, @string/shortcut_search_long, @drawable/ic_shortcut_search are "
                    + "defined in no module read; they may be in :ui:i18n, which was not read: no settings.gradle was "
                    + "found from the module's folder up to the folder checked; check the build's root folder, the one "
                    + "holding settings.gradle, to have it read [android-dependency-unread]"
            ])
    }

    /// Kotlin DSL, type-safe accessors through three levels, a relocated module: a module's string hides the ones of
    /// the modules below it in the same folder, and the app's hides them all; a library's `values-fr` still shows.
    func testAThreeLevelChainMergesInThePluginsOrder() throws {
        let build = "three-level-chain-kotlin-dsl"
        XCTAssertEqual(
            try lines(build),
            [
                build + "/libraries/strings/src/main/res/values-fr/strings.xml:3:5: warning: \"Rédiger un message\" is "
                    + "18 characters in values-fr, the short label of the shortcut \"compose\" "
                    + "(src/main/res/xml/shortcuts.xml:8:5): launchers cut short labels past 10; shorten it "
                    + "[android-label-too-long]"
            ])
        let module = try XCTUnwrap(
            AndroidModuleSearch.modules(in: Self.builds.appendingPathComponent(build).path).first.map {
                AndroidModuleReader.read($0, within: Self.builds.appendingPathComponent(build).path)
            })
        XCTAssertEqual(
            module.defaultResources.sources.map { $0.library ?? "app" }, ["app", ":feature:home", ":core:strings"])
        XCTAssertEqual(
            module.defaultResources.sources.last?.res,
            Self.builds.appendingPathComponent(build).path + "/libraries/strings/src/main/res")
        XCTAssertEqual(
            try XCTUnwrap(report(build).androidShortcuts).shortcuts.map(\.label), ["Inbox", "Compose"])
    }

    /// A flavour merges its own library: each variant is judged, and a finding true of some says which.
    func testAFlavourWhoseLibraryDiffersIsJudgedPerVariant() throws {
        let build = "flavour-library-differs-groovy"
        let missing = { (attribute: String, name: String) in
            build + "/app/src/main/res/xml/shortcuts.xml:8:5: error: in the paidDebug and paidRelease variants, "
                + "android:\(attribute) of the shortcut \"upgrade\" names @string/\(name), which no res/values*/ file "
                + "of this module or the library module it merges (:brand-paid) defines: the build fails to link; "
                + "add <string name=\"\(name)\"> to res/values/strings.xml [android-label-missing-string]"
        }
        XCTAssertEqual(
            try lines(build),
            [
                missing("shortcutLongLabel", "upgrade_long"), missing("shortcutShortLabel", "upgrade_short"),
                build + "/brand-paid/src/main/res/values/strings.xml:3:5: warning: \"Scan it now\" is 11 characters in "
                    + "values (the default), the short label of the shortcut \"scan\" "
                    + "(src/main/res/xml/shortcuts.xml:3:5): launchers cut short labels past 10; shorten it "
                    + "[android-label-too-long]",
            ])
    }

    /// A module the settings place outside the build's folder is never read, even when it is there: one note.
    func testAModuleIncludedFromOutsideTheRootIsANoteAndIsNotRead() throws {
        let build = "module-outside-root"
        let note =
            build + "/app/build.gradle:10:1: note: @string/share_short is defined in no module read; it may be in "
            + ":shared, which was not read: its folder ../shared-strings is outside the folder checked; check a folder "
            + "that holds both the app and it, to have it read [android-dependency-unread]"
        XCTAssertEqual(try lines(build), [note])
        // The same build beside a real ../shared-strings that defines the label: still not read.
        let folder = try CheckTestSupport.temporaryFolder(self)
        try FileManager.default.copyItem(
            at: Self.builds.appendingPathComponent(build), to: folder.appendingPathComponent(build))
        try CheckTestSupport.write(F.libraryStrings("shared-strings", [("share_short", "Share")]), to: folder)
        XCTAssertEqual(try lines(build, in: folder), [note])
        let root = folder.appendingPathComponent(build).path
        let module = try XCTUnwrap(
            AndroidModuleSearch.modules(in: root).first.map { AndroidModuleReader.read($0, within: root) })
        XCTAssertEqual(module.filesRead.filter { $0.contains("shared-strings") }, [])
        XCTAssertEqual(module.filesRead.count, 6, "\(module.filesRead)")
    }

    /// With no dependency at all, a label defined nowhere is the error it always was; with a published library the
    /// app merges, it is a note naming the libraries.
    func testAPublishedLibraryMakesAnUndefinedLabelANote() throws {
        let module = F.module([F.shortcut(shortLabel: "@string/brand_short")])
        let plain = try written(
            module.merging([F.gradle: .text("android {\n    namespace 'com.example.app'\n}\n")]) { $1 })
        XCTAssertEqual(
            try lines("app", in: plain),
            [
                "app/src/main/res/xml-v25/shortcuts.xml:3:5: error: android:shortcutShortLabel of the shortcut "
                    + "\"compose\" names @string/brand_short, which no res/values*/ file of this module defines: the "
                    + "build fails to link; add <string name=\"brand_short\"> to res/values/strings.xml "
                    + "[android-label-missing-string]"
            ])
        let published = try written(
            module.merging([
                F.gradle: .text(
                    "dependencies {\n    implementation(libs.brand.strings)\n    implementation 'com.example:x:1'\n}\n")
            ]) { $1 })
        XCTAssertEqual(
            try lines("app", in: published),
            [
                "app/build.gradle:2:1: note: @string/brand_short is defined in no module read; of the published "
                    + "libraries the app merges (libs.brand.strings, com.example:x:1), one may define it, or the build "
                    + "fails to link: check cannot tell [android-dependency-unread]"
            ])
    }

    /// A library only the debug build type merges: its label is missing in release.
    func testADebugOnlyLibraryLeavesReleaseWithoutTheLabel() throws {
        let folder = try written(
            F.build(
                F.module([F.shortcut(shortLabel: "@string/debug_short")]),
                settings: "include ':app', ':debug-strings'\n",
                appGradle: "dependencies {\n    debugImplementation project(':debug-strings')\n}\n",
                libraries: F.libraryStrings("debug-strings", [("debug_short", "Debug")])))
        XCTAssertEqual(
            try lines("build", in: folder),
            [
                "build/app/src/main/res/xml-v25/shortcuts.xml:3:5: error: in the release variant, "
                    + "android:shortcutShortLabel of the shortcut \"compose\" names @string/debug_short, which no "
                    + "res/values*/ file of this module defines: the build fails to link; add <string "
                    + "name=\"debug_short\"> to res/values/strings.xml [android-label-missing-string]"
            ])
    }

    /// The app's own source set of a build type is merged over `main` in that variant, and judged.
    func testAnAppSourceSetOfABuildTypeIsMergedOverMain() throws {
        let folder = try written(
            F.module(
                [F.shortcut()],
                files: [
                    F.gradle: .text("android {\n    namespace 'com.example.app'\n}\n"),
                    "app/src/debug/res/values/strings.xml": .text(F.stringsXML([("compose_short", "Compose (debug)")])),
                ]))
        XCTAssertEqual(
            try lines("app", in: folder),
            [
                "app/src/debug/res/values/strings.xml:3:5: warning: \"Compose (debug)\" is 15 characters in values "
                    + "(the default), the short label of the shortcut \"compose\" "
                    + "(src/main/res/xml-v25/shortcuts.xml:3:5): launchers cut short labels past 10; shorten it "
                    + "[android-label-too-long]"
            ])
    }

    /// An intent's action declared only by a library module's activity: the merged manifest has it. Declared
    /// nowhere, with every module read, it is the warning it would be in a single module.
    func testALibraryManifestDeclaresTheIntentsAction() throws {
        let intent = "        <intent android:action=\"com.example.app.COMPOSE\"\n            />"
        let libraryManifest = { (action: String) in
            """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name="com.example.compose.ComposeActivity" android:exported="false">
                        <intent-filter>
                            <action android:name="\(action)"/>
                            <category android:name="android.intent.category.DEFAULT"/>
                        </intent-filter>
                    </activity>
                </application>
            </manifest>

            """
        }
        for (action, expected) in [("com.example.app.COMPOSE", 0), ("com.example.app.OTHER", 1)] {
            let folder = try written(
                F.build(
                    F.module([F.shortcut(intent: intent)]), settings: "include ':app', ':compose'\n",
                    appGradle: "dependencies {\n    implementation project(':compose')\n}\n",
                    libraries: ["compose/src/main/AndroidManifest.xml": .text(libraryManifest(action))]))
            XCTAssertEqual(
                try report("build", in: folder).findings.filter { $0.rule == .androidIntentUnresolved }.count, expected,
                action)
        }
    }

    /// What a repository can plant: a library folder that is a link (to a folder holding the label), a Gradle file or
    /// settings file that is a FIFO, a cycle of modules. Nothing is followed or opened, nothing hangs; the label is
    /// left to a note.
    func testLinksFIFOsAndCyclesAreNeverFollowed() throws {
        let tree = F.build(
            F.module([F.shortcut(shortLabel: "@string/open_short")]), settings: "include ':app', ':i18n', ':loop'\n",
            appGradle: "dependencies {\n    implementation project(':i18n')\n    implementation project(':loop')\n}\n",
            libraries: F.libraryStrings("elsewhere", [("open_short", "Open")]).merging([
                "loop/build.gradle": .text("dependencies {\n    api project(':loop')\n    api project(':app')\n}\n")
            ]) { $1 })
        let folder = try written(tree)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("build/i18n").path,
            withDestinationPath: folder.appendingPathComponent("build/elsewhere").path)
        XCTAssertEqual(
            try lines("build", in: folder),
            [
                "build/app/build.gradle:2:1: note: @string/open_short is defined in no module read; it may be in "
                    + ":i18n, which was not read: its folder i18n is a symbolic link; check cannot judge what it "
                    + "defines [android-dependency-unread]"
            ])

        let fifo = try written(
            F.build(
                F.module([F.shortcut(shortLabel: "@string/open_short")]), settings: "include ':app', ':i18n'\n",
                appGradle: "dependencies {\n    implementation project(':i18n')\n}\n",
                libraries: F.libraryStrings("i18n", [("open_short", "Open")])))
        XCTAssertEqual(mkfifo(fifo.appendingPathComponent("build/i18n/build.gradle").path, 0o644), 0)
        XCTAssertEqual(
            try lines("build", in: fifo),
            [
                "build/app/build.gradle:2:1: note: @string/open_short is defined in no module read; it may be in "
                    + ":i18n, which was not read: its build.gradle was not read: it is a FIFO, socket or device, not a "
                    + "regular file; it was not opened; check cannot judge what it defines [android-dependency-unread]"
            ])

        try FileManager.default.removeItem(at: fifo.appendingPathComponent("build/i18n/build.gradle"))
        try FileManager.default.removeItem(at: fifo.appendingPathComponent("build/settings.gradle"))
        XCTAssertEqual(mkfifo(fifo.appendingPathComponent("build/settings.gradle").path, 0o644), 0)
        let unread = try report("build", in: fifo).findings.map(\.rule)
        XCTAssertTrue(unread.contains(.androidShortcutsUnreadable), "the settings FIFO is named, not opened")
        XCTAssertFalse(unread.contains(.androidLabelMissingString))
    }

    /// A convention plugin (buildSrc's `setupApp()`) adds `:core` where no Gradle file of the app says it: a library
    /// the settings include is where a label defined nowhere else is found, and judged; it never stands in for a
    /// string defined elsewhere, and an application module is never taken for a library.
    func testALibraryAConventionPluginAddsIsFoundForLabelsDefinedNowhereElse() throws {
        let library = "plugins {\n    id 'com.android.library'\n}\n"
        let folder = try written(
            F.build(
                F.module(
                    [
                        F.shortcut(shortLabel: "@string/toggle_short"),
                        F.shortcut(id: "wear", shortLabel: "@string/wear"),
                    ],
                    strings: F.defaultStrings + [("compose_de_only", "x")]),
                settings: "include ':app', ':core', ':wear'\n",
                appGradle:
                    "plugins {\n    id 'app.convention'\n}\n\ndependencies {\n    implementation libs.core.ktx\n}\n",
                libraries: F.libraryStrings("core", [("toggle_short", "Toggle it now"), ("compose_long", "x")])
                    .merging(F.libraryStrings("core", [("compose_short", "Verfassen neu")], folder: "values-de")) { $1 }
                    .merging(F.libraryStrings("wear", [("wear", "Wear")])) { $1 }
                    .merging([
                        "core/build.gradle": .text(library),
                        "wear/build.gradle": .text("plugins {\n    id 'com.android.application'\n}\n"),
                    ]) { $1 }))
        XCTAssertEqual(
            try lines("build", in: folder),
            [
                "build/app/build.gradle:6:1: note: @string/wear is defined in no module read; of the published "
                    + "libraries the app merges (libs.core.ktx), one may define it, or the build fails to link: check "
                    + "cannot tell [android-dependency-unread]",
                "build/core/src/main/res/values/strings.xml:3:5: warning: \"Toggle it now\" is 13 characters in values "
                    + "(the default), the short label of the shortcut \"compose\" (src/main/res/xml-v25/shortcuts.xml:3:5): "
                    + "launchers cut short labels past 10; shorten it [android-label-too-long]",
            ])
    }
}

/// A build type's or flavour's own shortcuts file (`src/wasabi/res/xml-v25/shortcuts.xml`) ships instead of main's in
/// that variant: it is judged like main's, and the list still shows main's shortcuts.
final class AndroidVariantShortcutsFileTests: XCTestCase {
    typealias F = AndroidFixtures

    func testAFlavoursOwnShortcutsFileIsJudgedAndMainsIsListed() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        let variantFile = "app/src/wasabi/res/xml-v25/shortcuts.xml"
        try CheckTestSupport.write(
            F.healthy().merging([
                variantFile: .text(F.shortcutsXML([F.shortcut(icon: "@drawable/ic_wasabi", shortLabel: "Wasabi")])),
                "app/src/wasabi/res/drawable/ic_wasabi.xml": .text(
                    "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n"),
            ]) { $1 }, to: folder)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("app").path])
        XCTAssertEqual(
            report.findings.map {
                "\($0.rule.rawValue) \($0.path.replacingOccurrences(of: folder.path + "/", with: ""))"
            },
            ["android-label-literal " + variantFile, "android-icon-not-adaptive " + variantFile])
        XCTAssertEqual(report.androidShortcuts?.declared, 2, "main's two, the variant's standing in for them")
        XCTAssertEqual(report.androidShortcuts?.shortcuts.map(\.id), ["compose", "search"])
    }

    /// A label main's file and a variant's own both name is one finding, at the first that names it.
    func testAStringBothFilesNameIsOneFinding() throws {
        let folder = try CheckTestSupport.temporaryFolder(self)
        try CheckTestSupport.write(
            F.module(
                [F.shortcut()], strings: [("compose_short", "Compose now"), ("compose_long", "Compose a message")],
                files: ["app/src/debug/res/xml-v25/shortcuts.xml": .text(F.shortcutsXML([F.shortcut()]))]),
            to: folder)
        let report = try Auditor().check(paths: [folder.appendingPathComponent("app").path])
        XCTAssertEqual(
            report.findings.map { $0.diagnosticLine.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "app/src/main/res/values/strings.xml:3:5: warning: \"Compose now\" is 11 characters in values (the "
                    + "default), the short label of the shortcut \"compose\" (src/main/res/xml-v25/shortcuts.xml:3:5): "
                    + "launchers cut short labels past 10; shorten it [android-label-too-long]"
            ])
    }
}

import Foundation
import QuickGlyphGlyphs
import QuickGlyphTestSupport
import XCTest

/// `quickglyph build --android RES_DIR`: the res/ folder it writes, compiled by
/// Debian's aapt against the Android framework's resources, as a Gradle build would.
final class AndroidCommandTests: XCTestCase {
    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##
    private let items = #"""
        { "android": { "package": "com.example.app" },
          "items": [
            { "type": "com.example.app.compose", "title": "Don't @ me", "glyph": "compose",
              "localizations": { "de": { "title": "Neu" }, "pt-BR": { "title": "Nova" }, "sr-Latn": { "title": "Novo" } },
              "android": { "targetClass": "com.example.app.MainActivity", "data": "example://compose?a=1&b=2",
                           "categories": ["android.shortcut.conversation"] } },
            { "type": "search", "title": "?Search", "systemIcon": "search",
              "android": { "action": "android.intent.action.SEARCH" } },
            { "type": "recent", "title": "Recent", "glyph": "compose", "dynamic": true }
          ] }
        """#
    private let appStrings = "<resources>\n    <string name=\"app_name\">Example</string>\n</resources>\n"
    private var note: String { manifestNote + Self.iconNote }
    private let manifestNote =
        "app/src/main/AndroidManifest.xml: note: add <meta-data android:name=\"android.app.shortcuts\" "
        + "android:resource=\"@xml/shortcuts\"/> inside the launcher activity (the one with MAIN and LAUNCHER) of "
        + "app/src/main/AndroidManifest.xml, or Android does not read the shortcuts [android-manifest-entry]\n"
    /// The search item's system icon is iOS's: its Android shortcut has none, and the build says so.
    private static let iconNote =
        "glyphs/shortcuts.json:7:5: note: items[1] (search): its icon, the system icon \"search\", is iOS's "
        + "own, so its Android shortcut has none; give the item a \"glyph\" to draw one [android-icon-none]\n"
    private let res = "app/src/main/res"

    /// A glyph folder with the items, and an app module whose res/ has the app's own strings.xml.
    private func project() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        let glyphs = root.appendingPathComponent("glyphs")
        try FileManager.default.createDirectory(at: glyphs, withIntermediateDirectories: true)
        try Data(square.utf8).write(to: glyphs.appendingPathComponent("compose.svg"))
        try Data(items.utf8).write(to: glyphs.appendingPathComponent("shortcuts.json"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(res + "/values"), withIntermediateDirectories: true)
        try Data(appStrings.utf8).write(to: root.appendingPathComponent(res + "/values/strings.xml"))
        return root
    }

    /// Without --quiet, which prints problems only: the notes these tests read are printed too.
    private func build(_ root: URL, _ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(["build", "glyphs", "--android", res] + extra, in: root)
    }

    /// Every file below the folder, relative to it, sorted.
    private func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                found.append(path)
            }
        }
        return found.sorted()
    }

    private static let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    func testBuildWritesEveryResourceAndKeepsTheAppsOwn() throws {
        let root = try project()
        let result = try build(root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, note)
        let icons = Self.densities.flatMap {
            ["drawable-\($0)/quickglyph_compose.png", "drawable-\($0)/quickglyph_compose_foreground.png"]
        }
        XCTAssertEqual(
            files(in: root.appendingPathComponent(res)),
            ([
                "drawable-anydpi-v26/quickglyph_compose.xml", "raw/quickglyph_keep.xml",
                "values-b+sr+Latn/quickglyph_shortcuts.xml",
                "values-de/quickglyph_shortcuts.xml", "values-pt-rBR/quickglyph_shortcuts.xml",
                "values/quickglyph_colors.xml",
                "values/quickglyph_shortcuts.xml", "values/strings.xml", "xml-v25/shortcuts.xml",
            ] + icons).sorted())
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/values/strings.xml"), encoding: .utf8),
            appStrings)
        XCTAssertEqual(
            try String(
                contentsOf: root.appendingPathComponent(res + "/values/quickglyph_shortcuts.xml"), encoding: .utf8),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <resources>
                <string name="quickglyph_shortcut_com_example_app_compose_long">Don\\'t @ me</string>
                <string name="quickglyph_shortcut_com_example_app_compose_short">Don\\'t @ me</string>
                <string name="quickglyph_shortcut_search_long">\\?Search</string>
                <string name="quickglyph_shortcut_search_short">\\?Search</string>
            </resources>

            """)
        XCTAssertEqual(
            try String(
                contentsOf: root.appendingPathComponent(res + "/drawable-anydpi-v26/quickglyph_compose.xml"),
                encoding: .utf8),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                <background android:drawable="@color/quickglyph_shortcut_background" />
                <foreground android:drawable="@drawable/quickglyph_compose_foreground" />
            </adaptive-icon>

            """)
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/raw/quickglyph_keep.xml"), encoding: .utf8),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <resources xmlns:tools="http://schemas.android.com/tools"
                tools:keep="@drawable/quickglyph_compose,@drawable/quickglyph_compose_foreground" />

            """)

        // A second build writes nothing: the same bytes are left as they are.
        let again = try CLIRunner.run(["build", "glyphs", "--android", res, "--format", "json"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains(res + "/"), again.stdout)
    }

    /// Under --fit auto a set drawn past the HIG box is scaled down by one factor on iOS; the Android icon
    /// is the iOS canvas, so it is scaled the same, not drawn as the artboard is.
    func testTheAndroidGlyphIsFittedAsTheIOSGlyphIs() throws {
        let root = try project()
        let full =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><circle cx="17.5" cy="17.5" r="17.5"/></svg>"##
        try Data(full.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        func inkWidths(_ fit: String) throws -> (iOS: Int, android: Int) {
            let result = try build(root, ["--fit", fit])
            XCTAssertEqual(result.status, 0, result.stderr)
            let iOS = try PNGImage(
                data: Data(
                    contentsOf: root.appendingPathComponent(
                        "output/Shortcuts.xcassets/compose.imageset/compose@3x.png"))
            ).raster
            let android = try PNGImage(
                data: Data(
                    contentsOf: root.appendingPathComponent(
                        res + "/drawable-xxxhdpi/quickglyph_compose_foreground.png"))
            ).raster
            return (
                try XCTUnwrap(iOS.alphaMask.inkBounds(threshold: 127)).width,
                try XCTUnwrap(android.alphaMask.inkBounds(threshold: 127)).width
            )
        }
        let viewbox = try inkWidths("viewbox"), auto = try inkWidths("auto")
        // viewbox: the whole canvas, 105 px of 105 on iOS, 176 px (44 dp at xxxhdpi) on Android.
        XCTAssertEqual(viewbox.iOS, 105)
        XCTAssertEqual(viewbox.android, 176)
        // auto: scaled into the HIG's 27 pt box, 81 px of 105; Android the same share of its 176 px.
        XCTAssertEqual(auto.iOS, 81)
        XCTAssertEqual(Double(auto.android), 176.0 * 81 / 105, accuracy: 1.5)
    }

    func testTheIconsHaveAndroidsSizesAndTheGlyphSitsInsideTheSafeZone() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        for (index, density) in Self.densities.enumerated() {
            let factor = [1.0, 1.5, 2, 3, 4][index]
            let foreground = try PNGImage(
                data: Data(
                    contentsOf: root.appendingPathComponent(
                        res + "/drawable-\(density)/quickglyph_compose_foreground.png"))
            ).raster
            XCTAssertEqual(foreground.width, Int(108 * factor), density)
            XCTAssertEqual(foreground.height, Int(108 * factor), density)
            // The glyph's canvas is the middle 44 dp; the square is 27 of its 35 units.
            let ink = try XCTUnwrap(foreground.alphaMask.inkBounds(threshold: 127), density)
            let centre = 54 * factor, safeRadius = 33 * factor
            for (x, y) in [(ink.x, ink.y), (ink.x + ink.width, ink.y + ink.height)] {
                XCTAssertLessThan(
                    hypot(Double(x) - centre, Double(y) - centre), safeRadius,
                    "\(density): ink outside the 66 dp safe zone")
            }
            XCTAssertEqual(Double(ink.width), (44 * factor * 27 / 35).rounded(), accuracy: 1, density)
            XCTAssertEqual(
                foreground.straightColor(x: Int(centre), y: Int(centre)), RGB(red: 0x5F, green: 0x63, blue: 0x68),
                density)
            XCTAssertEqual(foreground.alpha(x: 0, y: 0), 0, density)

            let legacy = try PNGImage(
                data: Data(
                    contentsOf: root.appendingPathComponent(
                        res + "/drawable-\(density)/quickglyph_compose.png"))
            ).raster
            XCTAssertEqual(legacy.width, Int(48 * factor), density)
            let middle = Int(24 * factor)
            // Just inside the 44 dp circle's top edge, above the glyph: the circle's own colour, opaque.
            let insideEdge = Int(2 * factor) + 1
            XCTAssertEqual(
                legacy.straightColor(x: middle, y: insideEdge), RGB(red: 0xF5, green: 0xF5, blue: 0xF5), density)
            XCTAssertEqual(legacy.alpha(x: middle, y: insideEdge), 255, density)
            // Outside the circle (the corner, and the 2 dp margin above it): transparent.
            XCTAssertEqual(legacy.alpha(x: 0, y: 0), 0, density)
            XCTAssertEqual(legacy.alpha(x: middle, y: Int(2 * factor) - 1), 0, density)
            XCTAssertEqual(legacy.straightColor(x: middle, y: middle), RGB(red: 0x5F, green: 0x63, blue: 0x68), density)
            // The 24 dp glyph box: the square covers 27/35 of it, centred; the glyph is what is darker than the circle.
            let dark = (0..<legacy.width).filter { x in (legacy.straightColor(x: x, y: middle)?.red ?? 255) < 0xC0 }
            XCTAssertEqual(Double(dark.count), 24 * factor * 27 / 35, accuracy: 1.5, density)
            XCTAssertEqual(Double(dark.first! + dark.last!) / 2, 24 * factor - 0.5, accuracy: 1, "\(density): centred")
        }
    }

    func testAaptCompilesTheResourcesAndResolvesTheShortcuts() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let apk = try Aapt.compile(res: root.appendingPathComponent(res), in: root)
        let tree = try Aapt.run(["dump", "xmltree", apk.path, "res/xml-v25/shortcuts.xml"])
        let resources = try Aapt.run(["dump", "--values", "resources", apk.path])
        let ids = Aapt.resourceIDs(resources)
        let strings = Aapt.strings(resources)

        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:shortcutId"),
            [
                #""com.example.app.compose" (Raw: "com.example.app.compose")"#, #""search" (Raw: "search")"#,
            ], "the dynamic item is left out")
        let shortLabels = Aapt.attributes(tree, named: "android:shortcutShortLabel")
        let longLabels = Aapt.attributes(tree, named: "android:shortcutLongLabel")
        XCTAssertEqual(
            shortLabels,
            [
                "@" + (ids["string/quickglyph_shortcut_com_example_app_compose_short"] ?? "?"),
                "@" + (ids["string/quickglyph_shortcut_search_short"] ?? "?"),
            ])
        XCTAssertEqual(
            longLabels,
            [
                "@" + (ids["string/quickglyph_shortcut_com_example_app_compose_long"] ?? "?"),
                "@" + (ids["string/quickglyph_shortcut_search_long"] ?? "?"),
            ])
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:icon"), ["@" + (ids["drawable/quickglyph_compose"] ?? "?")])
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:action"),
            [
                #""android.intent.action.VIEW" (Raw: "android.intent.action.VIEW")"#,
                #""android.intent.action.SEARCH" (Raw: "android.intent.action.SEARCH")"#,
            ])
        XCTAssertEqual(Aapt.attributes(tree, named: "android:targetPackage").count, 2)
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:targetClass"),
            [#""com.example.app.MainActivity" (Raw: "com.example.app.MainActivity")"#])
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:data"),
            [#""example://compose?a=1&b=2" (Raw: "example://compose?a=1&b=2")"#])
        XCTAssertEqual(
            Aapt.attributes(tree, named: "android:name"),
            [#""android.shortcut.conversation" (Raw: "android.shortcut.conversation")"#])

        let compose = "string/quickglyph_shortcut_com_example_app_compose_short"
        XCTAssertEqual(strings["(default)"]?[compose], "Don't @ me")
        XCTAssertEqual(strings["(default)"]?["string/quickglyph_shortcut_search_short"], "?Search")
        XCTAssertEqual(
            strings["(default)"]?["string/app_name"], "Example", "the app's own strings compile beside quickglyph's")
        XCTAssertEqual(strings["de"]?[compose], "Neu")
        XCTAssertEqual(strings["pt-rBR"]?[compose], "Nova")
        XCTAssertEqual(strings["b+sr+Latn"]?[compose], "Novo")
        XCTAssertEqual(
            strings["de"]?["string/quickglyph_shortcut_search_short"], nil, "untranslated: the default is used")
        XCTAssertNotNil(ids["drawable/quickglyph_compose_foreground"])
        XCTAssertNotNil(ids["color/quickglyph_shortcut_background"])
    }

    func testWhatAGoneItemOrGlyphLeftIsRemovedAndNothingElse() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let other = root.appendingPathComponent(res + "/drawable-mdpi/app_icon.png")
        try Data("the app's".utf8).write(to: other)
        try Data(
            #"{ "android": { "package": "com.example.app" }, "items": [ { "type": "search", "title": "Search", "symbol": "magnifyingglass" } ] }"#
                .utf8
        )
        .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try build(root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            files(in: root.appendingPathComponent(res)),
            [
                "drawable-mdpi/app_icon.png", "values/quickglyph_shortcuts.xml", "values/strings.xml",
                "xml-v25/shortcuts.xml",
            ])
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/values/strings.xml"), encoding: .utf8),
            appStrings)
        // The folders only quickglyph's files were in go with them; the one holding the app's icon stays.
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(res).path)
            .sorted()
        XCTAssertEqual(folders, ["drawable-mdpi", "values", "xml-v25"])
        let manifest = try String(contentsOf: root.appendingPathComponent("output/manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#""path" : "values/quickglyph_shortcuts.xml""#), manifest)
        XCTAssertFalse(manifest.contains("quickglyph_compose"), manifest)
    }

    /// A full disk part-way through res/: every file is whole, the old bytes or the new, none half-written,
    /// no temporary file left behind; the next build with room finishes the job.
    func testAFullDiskLeavesEveryFileWholeAndTheNextBuildFinishes() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let folder = root.appendingPathComponent(res)
        let before = try Dictionary(
            uniqueKeysWithValues: files(in: folder).map {
                ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
            })
        // Another glyph: every icon changes, the largest (xxxhdpi, several KiB) past the limit.
        let star =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><circle cx="17.5" cy="17.5" r="13"/></svg>"##
        try Data(star.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        let limited = try CLIRunner.runUnderFileSizeLimit(
            kilobytes: 2, ["build", "glyphs", "--android", res, "--quiet"], in: root)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        XCTAssertTrue(
            limited.stderr.contains(
                "app/src/main/res/drawable-xxxhdpi/quickglyph_compose_foreground.png: error: cannot write it: "),
            limited.stderr)
        XCTAssertEqual(files(in: folder), before.keys.sorted(), "no temporary file left, nothing removed")
        var replaced = 0
        for (path, old) in before {
            let now = try Data(contentsOf: folder.appendingPathComponent(path))
            if now != old {
                replaced += 1
                XCTAssertLessThanOrEqual(now.count, 2048, "\(path) was written whole under the limit")
                if path.hasSuffix(".png") { XCTAssertNotNil(try? PNGImage(data: now), "\(path) is a whole PNG") }
            }
        }
        XCTAssertGreaterThan(replaced, 0, "the small icons fit and were replaced")
        let again = try build(root)
        XCTAssertEqual(again.status, 0, again.stderr)
        let fresh = try project()
        try Data(star.utf8).write(to: fresh.appendingPathComponent("glyphs/compose.svg"))
        XCTAssertEqual(try build(fresh).status, 0)
        for path in files(in: fresh.appendingPathComponent(res)) {
            XCTAssertEqual(
                try Data(contentsOf: folder.appendingPathComponent(path)),
                try Data(contentsOf: fresh.appendingPathComponent(res).appendingPathComponent(path)), path)
        }
    }

    /// A build with nothing changed draws and writes nothing, and still says what it said; a file gone
    /// from res/ since, or a changed glyph, makes it draw again.
    func testANoOpBuildRepeatsItsFindingsAndAGoneFileIsWrittenAgain() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let icon = root.appendingPathComponent(res + "/drawable-hdpi/quickglyph_compose.png")
        let bytes = try Data(contentsOf: icon)
        let again = try CLIRunner.run(["build", "glyphs", "--android", res], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, note)
        XCTAssertTrue(again.stdout.hasSuffix(", 0 files written\n"), again.stdout)
        let manifest = try Data(contentsOf: root.appendingPathComponent("output/manifest.json"))
        XCTAssertTrue(String(decoding: manifest, as: UTF8.self).contains(#""inputs" : ""#))

        try FileManager.default.removeItem(at: icon)
        let repaired = try CLIRunner.run(["build", "glyphs", "--android", res], in: root)
        XCTAssertEqual(repaired.status, 0, repaired.stderr)
        XCTAssertEqual(try Data(contentsOf: icon), bytes)
        XCTAssertTrue(repaired.stdout.hasSuffix(", 1 file written\n"), repaired.stdout)
    }

    /// A linked xml folder is neither written through nor looked into (it could hold shortcuts of the app's own):
    /// nothing is written into res/. AndroidOwnShortcutsCommandTests has the other hostile shapes.
    func testALinkedFolderIsNotWrittenThrough() throws {
        let root = try project()
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(res + "/xml-v25").path,
            withDestinationPath: "../../../../elsewhere")
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "app/src/main/res/xml-v25: error: the Android shortcuts were not written into app/src/main/res: "
                + "quickglyph cannot tell whether this holds shortcuts of the app's own: it is a symbolic link, which "
                + "quickglyph does not follow; what an earlier build wrote there is kept [android-not-written]\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        XCTAssertEqual(files(in: root.appendingPathComponent(res)), ["values/strings.xml"])
    }

    func testTheUsersOwnShortcutsFileIsRefusedNamedAndUntouched() throws {
        let root = try project()
        let own = root.appendingPathComponent(res + "/xml-v25/shortcuts.xml")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        let theirs = "<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n"
        try Data(theirs.utf8).write(to: own)
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "app/src/main/res/xml-v25/shortcuts.xml: error: the Android shortcuts were not written into "
                + "app/src/main/res: this file holds shortcuts quickglyph has no record of writing, and a device reads "
                + "only the shortcuts.xml of the xml folder that best matches it, so it and quickglyph's "
                + "app/src/main/res/xml-v25/shortcuts.xml would hide one another; merge its shortcuts by hand into "
                + "glyphs/shortcuts.json and remove the file (or just remove it, if the items replace them); what an "
                + "earlier build wrote there is kept [android-not-written]\n")
        XCTAssertEqual(try String(contentsOf: own, encoding: .utf8), theirs)
        // Nothing else is written either: the labels and icons would be quickglyph's files for shortcuts that are not.
        XCTAssertEqual(files(in: root.appendingPathComponent(res)), ["values/strings.xml", "xml-v25/shortcuts.xml"])
        // Not claimed by the manifest either: the next build refuses it again, and deletes it never.
        let manifest = try String(contentsOf: root.appendingPathComponent("output/manifest.json"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("xml-v25"), manifest)
        try Data(#"{ "items": [] }"#.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        XCTAssertEqual(try build(root).status, 1)
        XCTAssertEqual(try String(contentsOf: own, encoding: .utf8), theirs)
    }

    func testAFIFOInPlaceOfATargetIsNotOpened() throws {
        let root = try project()
        let target = root.appendingPathComponent(res + "/values/quickglyph_shortcuts.xml")
        XCTAssertEqual(mkfifo(target.path, 0o644), 0)
        // Opened for reading, a FIFO would block the build until someone writes to it.
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            manifestNote + "app/src/main/res/values/quickglyph_shortcuts.xml: error: cannot write it: it is a "
                + "FIFO, socket or device, not a regular file; it is left alone: remove it or name another path [write-failed]\n"
                + Self.iconNote)
        XCTAssertEqual(FileManager.default.fileExists(atPath: target.path), true)
        XCTAssertNotEqual(
            try FileManager.default.attributesOfItem(atPath: target.path)[.type] as? FileAttributeType, .typeRegular)
    }

    /// A link (dangling or not), a FIFO and a device where quickglyph's own files go in res/, a linked folder and a
    /// FIFO where a folder of them goes: none is opened or followed, each is an error naming it, left exactly as
    /// it is, and every other file is written.
    func testALinkAFIFOAndADeviceWhereAResourceGoesAreRefusedNamingEach() throws {
        let roomy = try project()
        XCTAssertEqual(try build(roomy).status, 0)
        let written = try FileTree.snapshot(roomy.appendingPathComponent(res))

        let root = try project()
        let elsewhere = root.appendingPathComponent("elsewhere.png")
        try Data("theirs".utf8).write(to: elsewhere)
        let targets = [
            "drawable-hdpi/quickglyph_compose.png", "drawable-mdpi/quickglyph_compose.png",
            "values/quickglyph_colors.xml", "drawable-xhdpi/quickglyph_compose.png",
        ]
        for target in targets {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(res + "/" + target).deletingLastPathComponent(),
                withIntermediateDirectories: true)
        }
        let path = { (target: String) in root.appendingPathComponent(self.res + "/" + target).path }
        try FileManager.default.createSymbolicLink(atPath: path(targets[0]), withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(atPath: path(targets[1]), withDestinationPath: "../nowhere.png")
        XCTAssertEqual(mkfifo(path(targets[2]), 0o644), 0)
        // A character device as /dev/null is one (major 1, minor 3; Linux's old encoding): only root may make one, as
        // CI runs the tests.
        let device = mknod(path(targets[3]), S_IFCHR | 0o644, dev_t(1 << 8 | 3)) == 0
        if !device {
            try FileManager.default.removeItem(atPath: root.appendingPathComponent(res + "/drawable-xhdpi").path)
        }
        // And where a folder of them goes: a link to a folder elsewhere, a FIFO.
        let folders = ["drawable-xxhdpi", "drawable-xxxhdpi"]
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("theirs"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path(folders[0]), withDestinationPath: "../../../../theirs")
        XCTAssertEqual(mkfifo(path(folders[1]), 0o644), 0)

        let result = try CLIRunner.run(["build", "glyphs", "--android", res, "--quiet"], in: root, killedAfter: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        let link = "it is a symbolic link, not a regular file; it is left alone: remove it or name another path"
        let special =
            "it is a FIFO, socket or device, not a regular file; it is left alone: remove it or name another path"
        let inFolders = ["quickglyph_compose.png", "quickglyph_compose_foreground.png"].flatMap { name in
            [
                (
                    folders[0] + "/" + name,
                    "\(res)/\(folders[0]) is a symbolic link, which quickglyph does not write through; name the real path"
                ),
                (folders[1] + "/" + name, "\(res)/\(folders[1]) is not a folder"),
            ]
        }
        let expected =
            [(targets[0], link), (targets[1], link), (targets[2], special)] + (device ? [(targets[3], special)] : [])
            + inFolders
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        XCTAssertEqual(
            errors.sorted(), expected.map { "\(res)/\($0.0): error: cannot write it: \($0.1) [write-failed]" }.sorted(),
            result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path(targets[0])), elsewhere.path)
        XCTAssertEqual(try Data(contentsOf: elsewhere), Data("theirs".utf8), "not written through")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path(targets[1])), "../nowhere.png")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(res + "/drawable-hdpi/nowhere.png").path)
        )
        var status = stat()
        XCTAssertEqual(lstat(path(targets[2]), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        if device {
            XCTAssertEqual(lstat(path(targets[3]), &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("theirs").path), [])
        XCTAssertEqual(lstat(path(folders[1]), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        // Every other file as a build with nothing in the way writes it (read once the FIFOs and the device are gone).
        let refused = device ? targets : Array(targets.prefix(3))
        for target in refused + folders { try FileManager.default.removeItem(atPath: path(target)) }
        XCTAssertEqual(
            try FileTree.snapshot(root.appendingPathComponent(res)),
            written.filter { file in !refused.contains(file.key) && !folders.contains { file.key.hasPrefix($0 + "/") } }
        )
    }

    // MARK: Issue 38, 11: a full disk under res/

    /// A glyph of 400 small dots: its Android foreground at xxxhdpi is the build's largest file by far.
    private static let dots: String = {
        var state: UInt32 = 38
        func next() -> Double {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Double(state >> 8) / Double(1 << 24)
        }
        let circles = (0..<400).map { _ in
            "<circle cx=\"\(Int(200 + 3100 * next()))e-2\" cy=\"\(Int(200 + 3100 * next()))e-2\" r=\"\(Int(20 + 70 * next()))e-2\"/>"
        }
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35">"# + circles.joined() + "</svg>"
    }()

    /// Under a file-size limit (a full disk's EFBIG for ENOSPC) that only res/'s largest files pass: each is
    /// an error naming it, the others are written, no temporary file is left, and the next build with room
    /// makes res/ exactly what a build with room makes. By rename and in place (Xcode's sandbox).
    func testAFileSizeLimitUnderResNamesEachFileAndTheNextBuildFinishes() throws {
        for inPlace in [false, true] {
            let environment = inPlace ? ["QUICKGLYPH_WRITE_IN_PLACE": "1"] : [:]
            let arguments = ["build", "glyphs", "--android", res, "--quiet"]
            let roomy = try project()
            try Data(Self.dots.utf8).write(to: roomy.appendingPathComponent("glyphs/compose.svg"))
            XCTAssertEqual(try CLIRunner.run(arguments, in: roomy, environment: environment).status, 0)
            let written = try FileTree.snapshot(roomy.appendingPathComponent(res))
            // Room for every file in the output folder (the manifest the largest) and a KiB more.
            let outputs = try FileTree.snapshot(roomy.appendingPathComponent("output"))
            let kilobytes = (outputs.values.map(\.count).max()! + 1023) / 1024 + 1
            let tooLarge = written.filter { $0.value.count > kilobytes * 1024 }
            XCTAssertFalse(tooLarge.isEmpty, "no res/ file is larger than \(kilobytes) KiB")

            let root = try project()
            try Data(Self.dots.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
            let limited = try CLIRunner.runUnderFileSizeLimit(
                kilobytes: kilobytes, arguments, in: root, environment: environment)
            XCTAssertEqual(limited.status, 1, limited.stderr)
            let errors = limited.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
            let reason = { (bytes: Int) in
                inPlace
                    ? "there is no room for its \(bytes) bytes (the file is too large), found before a byte of it changed; make "
                        + "room and build again" : "it cannot be written: the file is too large"
            }
            XCTAssertEqual(
                errors.sorted(),
                tooLarge.keys.sorted().map {
                    "\(res)/\($0): error: cannot write it: "
                        + "\(reason(tooLarge[$0]!.count)) [write-failed]"
                }, "in place: \(inPlace)")
            XCTAssertEqual(
                try FileTree.snapshot(root.appendingPathComponent(res)), written.filter { tooLarge[$0.key] == nil },
                "the app's own strings.xml and the files that fit as with room; no temporary file")

            let again = try CLIRunner.run(arguments, in: root, environment: environment)
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(res)), written, "in place: \(inPlace)")
        }
    }

    /// A glyph drawn whose iOS images cannot be written into --out (a full disk there, or, here, a file in the
    /// way) still has its Android icons: they are made from what was drawn, not from the files that failed, and
    /// the one error is the one write that failed, never "the glyph could not be drawn".
    func testAGlyphWhoseIOSImagesCannotBeWrittenStillGetsItsAndroidIcons() throws {
        let roomy = try project()
        XCTAssertEqual(try build(roomy).status, 0)
        let written = try FileTree.snapshot(roomy.appendingPathComponent(res))

        let root = try project()
        let inTheWay = root.appendingPathComponent("output/Shortcuts.xcassets/compose.imageset/compose@2x.png")
        try FileManager.default.createDirectory(
            at: inTheWay.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: inTheWay)
        let result = try CLIRunner.run(["build", "glyphs", "--android", res, "--quiet"], in: root)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "glyphs/compose.svg: error: cannot write its output: Shortcuts.xcassets/compose.imageset/compose@2x.png "
                + "is in the way and was not made by quickglyph; it is left as it is. Move it away, or build into another "
                + "--out folder [write-failed]\n")
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(res)), written)
        XCTAssertEqual(try Data(contentsOf: inTheWay), Data("mine".utf8))

        // Moved away: the next build writes the iOS images, and res/ stays as it is.
        try FileManager.default.removeItem(at: inTheWay)
        let again = try CLIRunner.run(["build", "glyphs", "--android", res, "--quiet"], in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(res)), written)
    }

    /// Under a limit the larger iOS and Android images both pass: every error names the file that did not fit
    /// (the iOS one on its glyph's line, as a glyph's errors are), the Android icons that fit are written all the
    /// same, and the next build with room finishes both.
    func testEachImageWithNoRoomIsNamedIOSAndAndroidAlike() throws {
        let arguments = ["build", "glyphs", "--android", res, "--quiet"]
        let roomy = try project()
        try Data(Self.dots.utf8).write(to: roomy.appendingPathComponent("glyphs/compose.svg"))
        XCTAssertEqual(try CLIRunner.run(arguments, in: roomy).status, 0)
        let written = try FileTree.snapshot(roomy.appendingPathComponent(res))
        let imageset = "Shortcuts.xcassets/compose.imageset/"
        let ios = try ["compose.png", "compose@2x.png", "compose@3x.png"].map {
            (imageset + $0, try Data(contentsOf: roomy.appendingPathComponent("output/" + imageset + $0)).count)
        }
        let limit = 4096
        let tooLarge = written.filter { $0.value.count > limit }.keys.sorted()
        let firstIOS = try XCTUnwrap(ios.first { $0.1 > limit }?.0, "\(ios)")
        XCTAssertFalse(tooLarge.isEmpty)
        XCTAssertTrue(written.contains { $0.key.hasSuffix(".png") && $0.value.count <= limit }, "an icon that fits")

        let root = try project()
        try Data(Self.dots.utf8).write(to: root.appendingPathComponent("glyphs/compose.svg"))
        let limited = try CLIRunner.runUnderFileSizeLimit(kilobytes: limit / 1024, arguments, in: root)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        let errors = limited.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        XCTAssertEqual(
            errors.sorted(),
            (tooLarge.map {
                "\(res)/\($0): error: cannot write it: it cannot be written: the file is too large "
                    + "[write-failed]"
            }
                + [
                    "glyphs/compose.svg: error: cannot write its output \(firstIOS): the file is too large "
                        + "[write-failed]"
                ]).sorted(), limited.stderr)
        XCTAssertEqual(
            try FileTree.snapshot(root.appendingPathComponent(res)), written.filter { !tooLarge.contains($0.key) })

        let again = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(res)), written)
        for (file, bytes) in ios {
            XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("output/" + file)).count, bytes, file)
        }
    }

    /// The journal each file of res/ is recorded in before it is written can be what the disk has no room
    /// for: the error names it (the file that did not fit) beside the file not written, never "the file could
    /// not be written" alone, and a line cut short does not cost the next build its record.
    func testAFullJournalIsNamedAndTheNextBuildFinishes() throws {
        // Thirty languages: more files in res/ than a journal of 4 KiB has lines for, each file smaller than that.
        let languages = [
            "de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "sk", "hu", "ro", "bg", "el",
            "tr", "ru", "uk", "he", "ar", "ja", "ko", "th", "vi", "id", "ms", "hi", "ca", "hr", "sl",
        ]
        let localizations = languages.map { "\"\($0)\": { \"title\": \"Neu \($0)\" }" }.joined(separator: ", ")
        let manyLanguages =
            #"{ "android": { "package": "com.example.app" }, "items": [ { "type": "compose", "#
            + #""title": "New", "glyph": "compose", "localizations": { \#(localizations) }, "#
            + #""android": { "targetClass": "com.example.app.MainActivity" } } ] }"#
        let arguments = ["build", "glyphs", "--android", res, "--quiet"]
        let roomy = try project()
        try Data(manyLanguages.utf8).write(to: roomy.appendingPathComponent("glyphs/shortcuts.json"))
        let first = try CLIRunner.run(arguments, in: roomy)
        XCTAssertEqual(first.status, 0, first.stderr)
        let written = try FileTree.snapshot(roomy.appendingPathComponent(res))
        XCTAssertGreaterThan(written.count, 40)
        XCTAssertLessThan(written.values.map(\.count).max()!, 4096)

        let root = try project()
        try Data(manyLanguages.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let limited = try CLIRunner.runUnderFileSizeLimit(kilobytes: 4, arguments, in: root)
        XCTAssertEqual(limited.status, 1, limited.stderr)
        let journal =
            "output/.quickglyph-android-journal, where each file is recorded before it is written, cannot be written: "
            + "the file is too large"
        let errors = limited.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        let unrecorded = errors.filter {
            $0.hasPrefix(res + "/") && $0.hasSuffix(": error: cannot write it: \(journal) [write-failed]")
        }
        XCTAssertFalse(unrecorded.isEmpty, limited.stderr)
        XCTAssertFalse(limited.stderr.contains("could not be written"), limited.stderr)
        // The others are the output folder's files too large for the limit too: the manifest, the translations.
        let others = errors.filter { !unrecorded.contains($0) }.map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(
            others, [root.path + "/output/InfoPlist.xcstrings", root.path + "/output/manifest.json"], limited.stderr)
        for line in unrecorded {
            let file = String(line.prefix { $0 != ":" })
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path),
                "not written unrecorded: \(file)")
        }

        let again = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileTree.snapshot(root.appendingPathComponent(res)), written)
    }

    /// An iOS type `$(PRODUCT_BUNDLE_IDENTIFIER).compose` is the shortcut `compose`; a build setting anywhere else
    /// stops the output.
    func testATypeWithABuildSettingElsewhereWritesNothing() throws {
        let root = try project()
        let reduced =
            #"{ "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New", "glyph": "compose", "#
            + #""android": { "data": "example://compose" } } ] }"#
        try Data(reduced.utf8).write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let written = try build(root)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stderr, manifestNote)
        let shortcuts = try String(
            contentsOf: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml"), encoding: .utf8)
        XCTAssertTrue(shortcuts.contains(#"android:shortcutId="compose""#), shortcuts)

        try Data(#"{ "items": [ { "type": "com.$(TEAM).compose", "title": "New", "glyph": "compose" } ] }"#.utf8)
            .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "glyphs/shortcuts.json: error: items[0].type \"com.$(TEAM).compose\" holds a "
                + "build setting, which Android cannot expand: its shortcutId is read as written, and only a leading "
                + "\"$(SETTING).\" is taken off it, so the Android resources were not written; give the item "
                + "\"android\": {\"id\": …}, its shortcut's id on Android [android-not-written]\n")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml"), encoding: .utf8),
            shortcuts,
            "what the earlier build wrote is kept")
    }

    func testAnItemsFileIsNeeded() throws {
        let root = try project()
        try FileManager.default.removeItem(at: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try build(root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "quickglyph build: error: --android needs an items file: give --items FILE, "
                    + "or put shortcuts.json in glyphs; see 'quickglyph build --help'\n"), result.stderr)
    }
}

/// Debian's aapt, run on a module's res/ with the framework's resources.
enum Aapt {
    static var framework: String {
        ProcessInfo.processInfo.environment["QUICKGLYPH_ANDROID_FRAMEWORK"]
            ?? "/usr/share/android-framework-res/framework-res.apk"
    }

    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <uses-sdk android:minSdkVersion="25" android:targetSdkVersion="29" />
            <application android:label="@string/app_name">
                <activity android:name=".MainActivity">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                    <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts" />
                </activity>
            </application>
        </manifest>

        """

    /// `aapt package`: the APK's path; fails the test with aapt's words when it does not compile.
    static func compile(res: URL, in folder: URL) throws -> URL {
        let manifestURL = folder.appendingPathComponent("AndroidManifest.xml")
        try Data(manifest.utf8).write(to: manifestURL)
        let apk = folder.appendingPathComponent("out.apk")
        _ = try run(["package", "-f", "-M", manifestURL.path, "-S", res.path, "-I", framework, "-F", apk.path])
        return apk
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String]) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard FileManager.default.isReadableFile(atPath: framework),
            let aapt = path.map({ $0 + "/aapt" }).first(where: FileManager.default.isExecutableFile)
        else {
            throw Failure(
                description: "aapt or \(framework) is missing: build --android's output is compiled by aapt against "
                    + "the Android framework's resources; on Debian `make test-deps` installs both (aapt, "
                    + "android-framework-res), elsewhere put the SDK's aapt on PATH and name its android.jar in "
                    + "QUICKGLYPH_ANDROID_FRAMEWORK")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: aapt)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "aapt \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                    + String(decoding: stderr, as: UTF8.self))
        }
        return String(decoding: stdout, as: UTF8.self)
    }

    /// The values of one attribute in `dump xmltree`'s lines (`A: android:icon(0x01010002)=@0x7f020000`), in order.
    static func attributes(_ tree: String, named name: String) -> [String] {
        tree.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("A: \(name)("), let equals = trimmed.firstIndex(of: "=") else { return nil }
            return String(trimmed[trimmed.index(after: equals)...])
        }
    }

    /// `dump resources`' ids by `type/name` (`string/app_name`: `0x7f060004`).
    static func resourceIDs(_ dump: String) -> [String: String] {
        var ids: [String: String] = [:]
        for line in dump.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 4, words[0] == "spec", words[1] == "resource",
                let colon = words[3].firstIndex(of: ":")
            else { continue }
            ids[String(words[3][words[3].index(after: colon)...].dropLast(words[3].hasSuffix(":") ? 1 : 0))] = String(
                words[2])
        }
        return ids
    }

    /// `dump --values resources`' strings by configuration (`(default)`, `de`, `pt-rBR`), then `string/name`.
    static func strings(_ dump: String) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        var config = ""
        var pending: String?
        for line in dump.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("config ") {
                config = String(trimmed.dropFirst("config ".count).dropLast())
            } else if trimmed.hasPrefix("resource "), let name = trimmed.split(separator: " ").dropFirst(2).first,
                let colon = name.firstIndex(of: ":")
            {
                pending = String(name[name.index(after: colon)...].dropLast())
            } else if let key = pending, trimmed.hasPrefix("(string8) \"") || trimmed.hasPrefix("(string16) \"") {
                let value = trimmed.drop { $0 != "\"" }.dropFirst().dropLast()
                result[config, default: [:]][key] = String(value)
                pending = nil
            }
        }
        return result
    }
}

extension AndroidCommandTests {
    /// A manifest comes from the repository: one edited to claim the app's own strings.xml gets it neither replaced nor
    /// removed.
    func testAManifestClaimingTheAppsOwnFileIsNotBelieved() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let manifestURL = root.appendingPathComponent("output/manifest.json")
        var manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var android = try XCTUnwrap(manifest["android"] as? [String: Any])
        var files = try XCTUnwrap(android["files"] as? [[String: Any]])
        let strings = try Data(contentsOf: root.appendingPathComponent(res + "/values/strings.xml"))
        files.append([
            "path": "values/strings.xml", "bytes": strings.count,
            "sha256": try XCTUnwrap(Self.sha256(strings)),
        ])
        android["files"] = files
        manifest["android"] = android
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: manifestURL)

        let result = try build(root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            note + "output/manifest.json: warning: the manifest names \"values/strings.xml\" among the files "
                + "an earlier build wrote into the Android res/ folder, but quickglyph writes no file of that name; it is not "
                + "touched and no longer recorded [manifest-unreadable]\n")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/values/strings.xml"), encoding: .utf8),
            appStrings)
        XCTAssertFalse(try String(contentsOf: manifestURL, encoding: .utf8).contains(#""values/strings.xml""#))
    }

    private static func sha256(_ data: Data) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quickglyph-sha-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["shasum", "-a", "256", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init)
    }
}

extension AndroidCommandTests {
    /// An items file with an error writes nothing into res/ and keeps what an earlier build wrote there, still
    /// recorded.
    func testAnItemsFileWithErrorsKeepsWhatWasWritten() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let before = files(in: root.appendingPathComponent(res))
        try Data(
            #"{ "android": { "package": "example" }, "items": [ { "type": "t", "title": "T", "symbol": "star" } ] }"#
                .utf8
        )
        .write(to: root.appendingPathComponent("glyphs/shortcuts.json"))
        let result = try build(root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(
                "glyphs/shortcuts.json: error: the Android shortcuts were not written into "
                    + "app/src/main/res: the items file has errors; what an earlier build wrote "
                    + "there is kept [android-not-written]\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains(#"android.package: must be the app's application id"#), result.stderr)
        XCTAssertEqual(files(in: root.appendingPathComponent(res)), before)
        let manifest = try String(contentsOf: root.appendingPathComponent("output/manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#""path" : "xml-v25/shortcuts.xml""#), manifest)
    }

    /// Files written into one res/ folder are that folder's: building into another leaves them, and stops recording
    /// them.
    func testAnotherResFolderLeavesTheFirstAlone() throws {
        let root = try project()
        XCTAssertEqual(try build(root).status, 0)
        let first = files(in: root.appendingPathComponent(res))
        let result = try CLIRunner.run(["build", "glyphs", "--android", "other/res", "--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(files(in: root.appendingPathComponent(res)), first)
        XCTAssertEqual(files(in: root.appendingPathComponent("other/res")), first.filter { $0 != "values/strings.xml" })
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("output/manifest.json")))
                as? [String: Any])
        let android = try XCTUnwrap(manifest["android"] as? [String: Any])
        XCTAssertEqual(
            android["folder"] as? String, "../other/res", "relative to the output folder, as every path of the app's")
    }
}

extension AndroidCommandTests {
    /// Inside the glyph folder a recursive build would read the PNGs as glyphs; the output folder is the manifest's.
    func testResInsideTheGlyphOrOutputFolderIsRefused() throws {
        let root = try project()
        let glyphs = try CLIRunner.run(["build", "glyphs", "--android", "glyphs/res", "--quiet"], in: root)
        XCTAssertEqual(glyphs.status, 1)
        XCTAssertEqual(
            glyphs.stderr,
            "glyphs/res: error: the Android shortcuts were not written: glyphs/res is inside the glyph "
                + "folder glyphs; name the app module's own res/ folder [android-not-written]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("glyphs/res").path))
        let output = try CLIRunner.run(["build", "glyphs", "--android", "./output/../output/res", "--quiet"], in: root)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(
            output.stderr,
            "./output/../output/res: error: the Android shortcuts were not written: ./output/../output/res "
                + "is inside the output folder output; name the app module's own res/ folder [android-not-written]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("output/res").path))
    }
}

extension AndroidCommandTests {
    /// The journal is a file a pull request can change, as the manifest is: a line naming the app's own
    /// files (with their real hashes and sizes) does not make them quickglyph's, so nothing of the app's is removed.
    func testAJournalNamingTheAppsOwnFilesIsNotBelieved() throws {
        let root = try project()
        let filePaths = "<paths>\n    <files-path name=\"shared\" path=\".\"/>\n</paths>\n"
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(res + "/xml"), withIntermediateDirectories: true)
        try Data(filePaths.utf8).write(to: root.appendingPathComponent(res + "/xml/file_paths.xml"))
        XCTAssertEqual(try build(root).status, 0)
        var lines = ""
        for name in ["values/strings.xml", "xml/file_paths.xml"] {
            let data = try Data(contentsOf: root.appendingPathComponent(res + "/" + name))
            lines += "\(try XCTUnwrap(Self.sha256(data))) \(data.count) \(name)\n"
        }
        try Data(lines.utf8).write(to: root.appendingPathComponent("output/.quickglyph-android-journal"))

        let result = try CLIRunner.run(["build", "glyphs", "--android", res], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        for name in ["values/strings.xml", "xml/file_paths.xml"] {
            XCTAssertTrue(
                result.stderr.contains(
                    "output/.quickglyph-android-journal: warning: the journal names \"\(name)\" among the "
                        + "files a killed build was writing into the Android res/ folder, but quickglyph "
                        + "writes no file of that name; it is not touched [manifest-unreadable]\n"),
                result.stderr)
        }
        XCTAssertEqual(
            result.stdout,
            "1 glyph in output/Shortcuts.xcassets, 0 rendered, 1 unchanged, 0 files written, 0 errors, 2 warnings\n")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/values/strings.xml"), encoding: .utf8),
            appStrings)
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(res + "/xml/file_paths.xml"), encoding: .utf8), filePaths
        )
    }
}

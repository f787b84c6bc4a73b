import Foundation
import QuickGlyphAndroid
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// The Android files as written: aapt's escapes, Android's locale folders, the shortcuts document, the icons' pixels.
final class AndroidResourceDocumentsTests: XCTestCase {
    func testLabelsAreEscapedAsAaptReadsThem() {
        XCTAssertEqual(AndroidText.escaped("Don't"), #"Don\'t"#)
        XCTAssertEqual(AndroidText.escaped(#"Say "hi" \ now"#), #"Say \"hi\" \\ now"#)
        XCTAssertEqual(AndroidText.escaped("@home"), #"\@home"#)
        XCTAssertEqual(AndroidText.escaped("?help"), #"\?help"#)
        XCTAssertEqual(AndroidText.escaped("a@b?c"), "a@b?c", "only a leading @ or ? is a reference")
        XCTAssertEqual(AndroidText.escaped("Tom & <Jerry>"), "Tom &amp; &lt;Jerry&gt;")
        XCTAssertEqual(AndroidText.escaped(" a  b "), #"\u0020a \u0020b\u0020"#, "aapt would collapse these spaces")
        XCTAssertEqual(AndroidText.escaped("one\ntwo\tthree"), #"one\ntwo\tthree"#)
        XCTAssertEqual(AndroidText.escaped("Grüße 🎉"), "Grüße 🎉")
    }

    func testLanguagesGetAndroidsFolderNames() {
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: nil), "values")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "de"), "values-de")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "pt-BR"), "values-pt-rBR")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "sr-Latn"), "values-b+sr+Latn")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "zh-Hans"), "values-b+zh+Hans")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "es-419"), "values-b+es+419")
        XCTAssertEqual(AndroidLocaleQualifier.valuesFolder(language: "fil"), "values-fil")
    }

    func testResourceNamesHoldOnlyWhatAndroidAllows() {
        XCTAssertEqual(AndroidResourceName.drawable(glyph: "Compose-New.2"), "quickglyph_compose_new_2")
        XCTAssertEqual(
            AndroidResourceName.shortLabel(id: "com.example.app.compose"),
            "quickglyph_shortcut_com_example_app_compose_short")
    }

    func testTheShortcutsDocumentIsExact() {
        let shortcut = AndroidShortcut(
            id: "@odd\"id", shortLabel: "s", longLabel: "l", icon: "quickglyph_x", action: "A.B",
            targetPackage: "com.example", targetClass: "com.example.Main", data: "x://y?a=1&b='2'",
            categories: ["c.d"])
        XCTAssertEqual(
            String(decoding: AndroidResourceDocuments.shortcuts([shortcut]), as: UTF8.self),
            #"""
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
                <shortcut
                    android:shortcutId="\@odd\&quot;id"
                    android:enabled="true"
                    android:icon="@drawable/quickglyph_x"
                    android:shortcutShortLabel="@string/s"
                    android:shortcutLongLabel="@string/l">
                    <intent
                        android:action="A.B"
                        android:targetPackage="com.example"
                        android:targetClass="com.example.Main"
                        android:data="x://y?a=1&amp;b=\'2\'" />
                    <categories android:name="c.d" />
                </shortcut>
            </shortcuts>

            """#)
    }

    func testAPercentLabelIsNotAFormat() {
        XCTAssertEqual(
            String(decoding: AndroidResourceDocuments.strings(["b": "100%", "a": "A"]), as: UTF8.self),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <resources>
                <string name="a">A</string>
                <string name="b" formatted="false">100%</string>
            </resources>

            """)
    }

    /// A leading `$(SETTING).` is taken off the id (AndroidShortcutIDTests); a setting anywhere else cannot be.
    func testNamesThatBecomeOneResourceAndBuildSettingsElsewhereStopTheOutput() throws {
        let items = [
            QuickAction(type: "a.b", title: "1", icon: .symbol("star")),
            QuickAction(type: "a-b", title: "2", icon: .symbol("star")),
            QuickAction(type: "com.$(TEAM).c", title: "3", icon: .symbol("star")),
            QuickAction(type: "$(X)", title: "4", icon: .symbol("star"), isDynamic: true),
        ]
        let set = try AndroidResourceSet(items: items, package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(set.files, [:])
        XCTAssertEqual(
            set.problems,
            [
                .unresolvedType(index: 2, type: "com.$(TEAM).c"),
                .clashingNames(first: "a.b", second: "a-b", resource: "quickglyph_shortcut_a_b_short"),
            ], "the dynamic item is not Android's")
    }

    func testAGlyphNotDrawnLeavesItsShortcutWithoutAnIcon() throws {
        var item = QuickAction(type: "t", title: "T", icon: .file("gone"))
        item.android = AndroidIntentSettings(data: "example://t")
        let set = try AndroidResourceSet(items: [item], package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(set.problems, [.glyphNotDrawn(index: 0, glyph: "gone")])
        XCTAssertEqual(set.files.keys.sorted(), ["values/quickglyph_shortcuts.xml", "xml-v25/shortcuts.xml"])
        XCTAssertFalse(String(decoding: set.files["xml-v25/shortcuts.xml"]!, as: UTF8.self).contains("android:icon"))
    }

    func testAnIOSIconOrNoneIsNamedAndWritesNoIcon() throws {
        let intent = AndroidIntentSettings(data: "example://t")
        var items = [
            QuickAction(type: "s", title: "S", icon: .system(.search)),
            QuickAction(type: "y", title: "Y", icon: .symbol("star.fill")),
        ]
        for index in items.indices { items[index].android = intent }
        let set = try AndroidResourceSet(items: items, package: nil, masks: [:], encoder: RGBAPNGEncoder())
        XCTAssertEqual(
            set.problems.map(\AndroidResourceProblem.description),
            [
                "items[0] (s): its icon, the system icon \"search\", is iOS's own, so its Android shortcut has none; give the item a \"glyph\" to draw one",
                "items[1] (y): its icon, the SF Symbol \"star.fill\", is iOS's own, so its Android shortcut has none; give the item a \"glyph\" to draw one",
            ])
        XCTAssertFalse(set.problems.contains(where: \AndroidResourceProblem.stopsTheOutput))
        XCTAssertFalse(String(decoding: set.files["xml-v25/shortcuts.xml"]!, as: UTF8.self).contains("android:icon"))
    }

    /// The res/ folders a build cleans of killed builds' temporary files are every folder the set writes in.
    func testEveryFolderTheSetWritesInIsOneItSaysItWritesIn() throws {
        var item = QuickAction(type: "t", title: "T", icon: .file("g"))
        item.android = AndroidIntentSettings(targetClass: "com.example.Main")
        item.titles = ["de": "D", "pt-BR": "P"]
        let mask = AlphaMask(width: 35, height: 35, values: [UInt8](repeating: 255, count: 35 * 35))
        let set = try AndroidResourceSet(
            items: [item], package: "com.example", masks: ["g": mask], encoder: RGBAPNGEncoder())
        let folders = Set(set.files.keys.map { String($0.prefix { $0 != "/" }) })
        XCTAssertEqual(
            folders,
            [
                "drawable-anydpi-v26", "drawable-hdpi", "drawable-mdpi", "drawable-xhdpi", "drawable-xxhdpi",
                "drawable-xxxhdpi", "raw", "values", "values-de", "values-pt-rBR", "xml-v25",
            ])
        for folder in folders { XCTAssertTrue(AndroidResourceSet.writesIn(folder: folder), folder) }
        for folder in ["layout", "mipmap-hdpi", "menu", "font", "anim", "color-night", "valuesx"] {
            XCTAssertFalse(AndroidResourceSet.writesIn(folder: folder), folder)
        }
    }

    func testTheIconsPixels() {
        // A glyph that fills its whole canvas: every edge of the glyph box is visible.
        let mask = AlphaMask(width: 280, height: 280, values: [UInt8](repeating: 255, count: 280 * 280))
        let painter = AndroidIconPainter()
        let foreground = painter.foreground(mask, density: .xxxhdpi)
        XCTAssertEqual(foreground.width, 432)
        // The 44 dp box is 176 px, from 128 to 303.
        XCTAssertEqual(foreground.alphaMask.inkBounds(), PixelRect(x: 128, y: 128, width: 176, height: 176))
        XCTAssertEqual(foreground.straightColor(x: 216, y: 216), AndroidIconPainter.defaultGlyphColor)
        XCTAssertEqual(foreground.alpha(x: 128, y: 128), 255)

        let legacy = painter.legacy(mask, density: .mdpi)
        XCTAssertEqual(legacy.width, 48)
        XCTAssertEqual(legacy.alpha(x: 0, y: 0), 0)
        // The circle, 44 px across at mdpi, from 2 to 46: its topmost row is partly covered, the next fully.
        XCTAssertEqual(legacy.alpha(x: 24, y: 1), 0)
        XCTAssertEqual(legacy.alpha(x: 24, y: 3), 255)
        XCTAssertEqual(legacy.straightColor(x: 24, y: 3), AndroidIconPainter.defaultCircleColor)
        // The glyph box, 24 px, from 12 to 35.
        XCTAssertEqual(legacy.straightColor(x: 11, y: 24), AndroidIconPainter.defaultCircleColor)
        XCTAssertEqual(legacy.straightColor(x: 12, y: 24), AndroidIconPainter.defaultGlyphColor)
        XCTAssertEqual(legacy.straightColor(x: 35, y: 24), AndroidIconPainter.defaultGlyphColor)
        XCTAssertEqual(legacy.straightColor(x: 36, y: 24), AndroidIconPainter.defaultCircleColor)
    }

    /// The bare default intent (no action, class or data) is written, and named: Android has nothing to start.
    func testABareIntentIsWrittenAndNamed() throws {
        let aimed = { (settings: AndroidIntentSettings?) -> QuickAction in
            var item = QuickAction(type: "t", title: "T", icon: .file("g"))
            item.android = settings
            return item
        }
        let mask = AlphaMask(width: 35, height: 35, values: [UInt8](repeating: 255, count: 35 * 35))
        let bare = try AndroidResourceSet(
            items: [aimed(nil)], package: "com.example", masks: ["g": mask], encoder: RGBAPNGEncoder())
        XCTAssertEqual(bare.problems, [.intentUnresolved(index: 0, type: "t")])
        XCTAssertFalse(bare.files.isEmpty, "written all the same")
        XCTAssertEqual(
            bare.problems[0].description,
            "items[0] (t): the Android shortcut's intent has no action, targetClass or data, so Android starts whatever "
                + "activity of the package handles a bare VIEW, usually none (\"App isn't installed\"); give the build "
                + "--android-manifest (its launcher activity is then every shortcut's), or add \"android\": {\"targetClass\": "
                + "\"com.example.app.MainActivity\"} to the item or the items file's root, or the data its deep link handles"
        )
        for settings in [
            AndroidIntentSettings(targetClass: "com.example.Main"), AndroidIntentSettings(data: "x://y"),
            AndroidIntentSettings(action: "android.intent.action.SEARCH"),
        ] {
            let set = try AndroidResourceSet(
                items: [aimed(settings)], package: "com.example", masks: ["g": mask], encoder: RGBAPNGEncoder())
            XCTAssertEqual(set.problems, [], "\(settings)")
        }
    }
}

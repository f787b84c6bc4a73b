import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// A small Android module for the Android rules' examples, laid out as Gradle lays one out
/// (`app/build.gradle`, `app/src/main/…`), every line of it fixed so an example can say
/// where its rule fires:
/// - the manifest's `<meta-data>` naming `@xml/shortcuts` is at 9:13;
/// - in `res/xml-v25/shortcuts.xml` the first `<shortcut>` is at 3:5, the next six lines
///   further down each (`shortcut(…)` writes six lines), its `<intent>` two lines below it at column 9;
/// - in `res/values/strings.xml` the strings start at 3:5, one a line.
package enum AndroidFixtures {
    package static let root = "app"
    package static let manifest = "app/src/main/AndroidManifest.xml"
    package static let shortcutsFile = "app/src/main/res/xml-v25/shortcuts.xml"
    package static let strings = "app/src/main/res/values/strings.xml"
    package static let gradle = "app/build.gradle"

    /// The strings every example's shortcuts use, in `values/`.
    package static let defaultStrings: [(String, String)] = [
        ("compose_short", "Compose"), ("compose_long", "Compose a message"),
        ("search_short", "Search"), ("search_long", "Search messages"),
    ]

    package static let intent = """
                <intent android:action="android.intent.action.VIEW" android:targetPackage="com.example.app"
                    android:targetClass="com.example.app.ComposeActivity"/>
        """

    /// Six lines: the tag with id, enabled and icon; the labels; the intent's two lines; the categories; the close.
    package static func shortcut(
        id: String? = "compose", enabled: Bool = true, icon: String? = "@drawable/ic_compose",
        shortLabel: String? = "@string/compose_short", longLabel: String? = "@string/compose_long",
        intent: String = AndroidFixtures.intent
    ) -> String {
        let first = [
            id.map { "android:shortcutId=\"\($0)\"" }, "android:enabled=\"\(enabled)\"",
            icon.map { "android:icon=\"\($0)\"" },
        ]
        let labels = [
            shortLabel.map { "android:shortcutShortLabel=\"\($0)\"" },
            longLabel.map { "android:shortcutLongLabel=\"\($0)\"" },
        ]
        return """
                <shortcut \(first.compactMap { $0 }.joined(separator: " "))
                    \(labels.compactMap { $0 }.joined(separator: " "))>
            \(intent)
                    <categories android:name="android.shortcut.conversation"/>
                </shortcut>
            """
    }

    package static func shortcutsXML(_ shortcuts: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
            + shortcuts.map { $0 + "\n" }.joined() + "</shortcuts>\n"
    }

    package static func stringsXML(_ strings: [(String, String)]) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
            + strings.map { "    <string name=\"\($0.0)\">\($0.1)</string>\n" }.joined() + "</resources>\n"
    }

    package static func manifestXML(resource: String = "@xml/shortcuts") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <application android:label="@string/app_name" android:icon="@mipmap/ic_launcher">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN"/>
                        <category android:name="android.intent.category.LAUNCHER"/>
                    </intent-filter>
                    <meta-data android:name="android.app.shortcuts" android:resource="\(resource)"/>
                </activity>
            </application>
        </manifest>

        """
    }

    package static let adaptiveIcon = """
        <?xml version="1.0" encoding="utf-8"?>
        <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
            <background android:drawable="@color/shortcut_background"/>
            <foreground android:drawable="@drawable/ic_compose_foreground"/>
        </adaptive-icon>

        """

    /// The module: its manifest, the shortcuts, the default strings, an adaptive icon for
    /// `ic_compose` and `ic_search`; `files` adds to it or replaces.
    package static func module(
        _ shortcuts: [String], strings: [(String, String)] = defaultStrings,
        files: [String: ExampleFile] = [:]
    ) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = [
            manifest: .text(manifestXML()),
            shortcutsFile: .text(shortcutsXML(shortcuts)),
            AndroidFixtures.strings: .text(stringsXML(strings)),
            "app/src/main/res/drawable-anydpi-v26/ic_compose.xml": .text(adaptiveIcon),
            "app/src/main/res/drawable-anydpi-v26/ic_search.xml": .text(adaptiveIcon),
        ]
        tree.merge(files) { $1 }
        return tree
    }

    /// A healthy module of two shortcuts.
    package static func healthy() -> [String: ExampleFile] {
        module([
            shortcut(),
            shortcut(
                id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                longLabel: "@string/search_long"),
        ])
    }

    /// `ic_add` as PNGs of these sizes, by density folder (`drawable-hdpi`).
    package static func pngIcon(_ sizes: [(String, Int)], name: String = "ic_add") -> [String: ExampleFile] {
        Dictionary(
            uniqueKeysWithValues: sizes.map { folder, size in
                (
                    "app/src/main/res/\(folder)/\(name).png",
                    ExampleFile.pngHeaderOnly(width: UInt32(size), height: UInt32(size))
                )
            })
    }

    /// The folder a Gradle build's examples live in: `check` is given it, so its settings file is read.
    package static let buildRoot = "build"

    /// `module` (a tree of `app/…`) inside a Gradle build at `build/`, whose `settings.gradle` is `settings` and whose
    /// app module's `build.gradle` is `appGradle`; `libraries` are more files, by their path below `build/`.
    package static func build(
        _ module: [String: ExampleFile], settings: String, appGradle: String,
        libraries: [String: ExampleFile] = [:]
    ) -> [String: ExampleFile] {
        var tree: [String: ExampleFile] = [:]
        for (path, file) in module { tree[buildRoot + "/" + path] = file }
        tree[buildRoot + "/settings.gradle"] = .text(settings)
        tree[buildRoot + "/" + gradle] = .text(appGradle)
        for (path, file) in libraries { tree[buildRoot + "/" + path] = file }
        return tree
    }

    /// A library module's `values*/strings.xml` (`folder` is `values`, `values-de`), under `build/LIBRARY/`.
    package static func libraryStrings(
        _ library: String, _ strings: [(String, String)], folder: String = "values"
    ) -> [String: ExampleFile] {
        [library + "/src/main/res/" + folder + "/strings.xml": .text(stringsXML(strings))]
    }
}

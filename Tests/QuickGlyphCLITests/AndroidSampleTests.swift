import Foundation
import XCTest

/// The README's Android section on the repository's sample handoff: `build glyphs --android RES
/// --android-manifest MANIFEST` writes every shortcut (the iOS types `$(PRODUCT_BUNDLE_IDENTIFIER).NAME` become
/// the ids `NAME`, each intent opens the manifest's launcher), aapt packages the module, and `check` of it
/// finds nothing: what the build writes is what the check asks for.
final class AndroidSampleTests: XCTestCase {
    private let res = "app/src/main/res"
    private let manifestPath = "app/src/main/AndroidManifest.xml"
    /// An app module as Android Studio's template makes one, before quickglyph: no shortcuts, a relative launcher name.
    private let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <uses-sdk android:minSdkVersion="25" android:targetSdkVersion="29" />
            <application android:label="@string/app_name">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>

        """

    private func module() throws -> URL {
        let root = try CLIRunner.temporaryDirectory(self)
        try SampleHandoff.copy(into: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(res + "/values"), withIntermediateDirectories: true)
        try Data("<resources>\n    <string name=\"app_name\">Example</string>\n</resources>\n".utf8)
            .write(to: root.appendingPathComponent(res + "/values/strings.xml"))
        try Data(manifest.utf8).write(to: root.appendingPathComponent(manifestPath))
        try Data("android {\n    defaultConfig {\n        applicationId \"com.example.app\"\n    }\n}\n".utf8)
            .write(to: root.appendingPathComponent("app/build.gradle"))
        return root
    }

    func testTheSampleBuildsForAndroidPackagesWithAaptAndChecksClean() throws {
        let root = try module()
        // Not --quiet, which prints problems only: the note below is one of the notes.
        let build = try CLIRunner.run(
            ["build", "glyphs", "--out", "output", "--android", res, "--android-manifest", manifestPath],
            in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        // Only what no items file can change: the system icon has no Android image. No label, intent or id finding.
        XCTAssertEqual(
            build.stderr.split(separator: "\n").filter { $0.contains("[android-") },
            [
                "glyphs/shortcuts.json:23:5: note: items[2] ($(PRODUCT_BUNDLE_IDENTIFIER).search): its icon, the system icon \"search\", "
                    + "is iOS's own, so its Android shortcut has none; give the item a \"glyph\" to draw one [android-icon-none]"
            ])
        let shortcuts = try String(
            contentsOf: root.appendingPathComponent(res + "/xml-v25/shortcuts.xml"), encoding: .utf8)
        XCTAssertTrue(
            shortcuts.contains(
                """
                        android:shortcutId="compose"
                        android:enabled="true"
                        android:icon="@drawable/quickglyph_compose"
                        android:shortcutShortLabel="@string/quickglyph_shortcut_compose_short"
                        android:shortcutLongLabel="@string/quickglyph_shortcut_compose_long">
                        <intent
                            android:action="compose"
                            android:targetPackage="com.example.app"
                            android:targetClass="com.example.app.MainActivity" />
                """), shortcuts)
        XCTAssertEqual(
            try String(
                contentsOf: root.appendingPathComponent(res + "/values-fr/quickglyph_shortcuts.xml"), encoding: .utf8),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Written by quickglyph; the next build replaces it. -->
            <resources>
                <string name="quickglyph_shortcut_compose_long">Nouveau message</string>
                <string name="quickglyph_shortcut_compose_short">Message</string>
                <string name="quickglyph_shortcut_scan_long">Scanner un code</string>
                <string name="quickglyph_shortcut_scan_short">Scanner</string>
                <string name="quickglyph_shortcut_search_long">Rechercher</string>
                <string name="quickglyph_shortcut_search_short">Rechercher</string>
            </resources>

            """)

        // aapt packages the merged manifest with res/, and the launcher's entry names the shortcuts it compiled.
        let apk = root.appendingPathComponent("out.apk")
        _ = try Aapt.run([
            "package", "-f", "-M", root.appendingPathComponent(manifestPath).path, "-S",
            root.appendingPathComponent(res).path,
            "-I", Aapt.framework, "-F", apk.path,
        ])
        let ids = Aapt.resourceIDs(try Aapt.run(["dump", "resources", apk.path]))
        let tree = try Aapt.run(["dump", "xmltree", apk.path, "AndroidManifest.xml"])
        XCTAssertEqual(Aapt.attributes(tree, named: "android:resource"), ["@" + (ids["xml/shortcuts"] ?? "?")])
        let compiled = try Aapt.run(["dump", "xmltree", apk.path, "res/xml-v25/shortcuts.xml"])
        XCTAssertEqual(
            Aapt.attributes(compiled, named: "android:shortcutId"),
            [
                #""compose" (Raw: "compose")"#, #""scan" (Raw: "scan")"#,
                #""search" (Raw: "search")"#,
            ])

        let check = try CLIRunner.run(["check", "app", "--format", "json"], in: root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any], check.stderr)
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" }, [], "no finding over the module")
    }
}

import Foundation
import QuickGlyphAndroid
@testable import QuickGlyphApple
@testable import QuickGlyphCommands
import QuickGlyphGlyphs
import QuickGlyphModel
import XCTest

/// The intent a shortcut gets when its item names no activity: the launcher activity of `--android-manifest`
/// (or the root's `android.targetClass`), its class in full, with the shortcut's id as the action.
final class AndroidDefaultIntentTests: XCTestCase {
    private func manifest(package: String? = "com.example.app", launcher: String = ".MainActivity") -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"\(package.map { " package=\"\($0)\"" } ?? "")>
            <application>
                <activity android:name=".SettingsActivity" />
                <activity android:name="\(launcher)">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
            </application>
        </manifest>

        """
    }

    private func target(_ text: String, namespace: String? = nil) -> AndroidLauncherTarget? {
        AndroidLauncherTarget(manifest: Data(text.utf8), namespace: namespace)
    }

    func testTheLaunchersClassIsNamedInFull() {
        XCTAssertEqual(
            target(manifest()),
            AndroidLauncherTarget(className: "com.example.app.MainActivity", manifestPackage: "com.example.app"))
        XCTAssertEqual(
            target(manifest(launcher: "MainActivity"))?.className, "com.example.app.MainActivity",
            "no dot: relative too")
        XCTAssertEqual(
            target(manifest(launcher: "org.other.Launch"))?.className, "org.other.Launch", "qualified: as written")
        // No package attribute (AGP 7.3+ keeps the namespace in Gradle): the caller's package expands it.
        XCTAssertEqual(
            target(manifest(package: nil), namespace: "com.example.ns"),
            AndroidLauncherTarget(className: "com.example.ns.MainActivity", manifestPackage: nil))
        XCTAssertNil(target(manifest(package: nil)), "relative, and nothing to expand it with")
        XCTAssertEqual(target(manifest(package: nil, launcher: "org.other.Launch"))?.className, "org.other.Launch")
        XCTAssertNil(
            target("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application/></manifest>"),
            "no launcher")
        XCTAssertNil(target("not xml"))
    }

    private let mask = AlphaMask(width: 35, height: 35, values: [UInt8](repeating: 255, count: 35 * 35))

    private func intents(
        _ items: [QuickAction], package: String?, launcher: String?
    ) throws -> (String, [AndroidResourceProblem]) {
        let set = try AndroidResourceSet(
            items: items, package: package, launcher: launcher, masks: ["g": mask], encoder: RGBAPNGEncoder())
        let document = String(decoding: try XCTUnwrap(set.files[AndroidResourceSet.shortcutsPath]), as: UTF8.self)
        // Only the intents: the rest of the document is AndroidResourceDocumentsTests'.
        let intents = document.components(separatedBy: "<intent\n").dropFirst().map {
            "<intent\n" + $0.components(separatedBy: " />")[0] + " />"
        }
        return (intents.joined(separator: "\n"), set.problems)
    }

    private func item(_ type: String, _ android: AndroidIntentSettings? = nil) -> QuickAction {
        var item = QuickAction(type: type, title: "T", icon: .file("g"))
        item.android = android
        return item
    }

    func testAnItemNamingNoActivityOpensTheLauncherWithItsIdAsTheAction() throws {
        let items = [
            item("$(PRODUCT_BUNDLE_IDENTIFIER).compose"),
            item("$(PRODUCT_BUNDLE_IDENTIFIER).scan", AndroidIntentSettings(action: "com.example.app.SCAN")),
            item(
                "$(PRODUCT_BUNDLE_IDENTIFIER).share",
                AndroidIntentSettings(targetClass: "com.example.app.ShareActivity")),
            item("$(PRODUCT_BUNDLE_IDENTIFIER).open", AndroidIntentSettings(data: "example://open")),
        ]
        let (written, problems) = try intents(
            items, package: "com.example.app", launcher: "com.example.app.MainActivity")
        XCTAssertEqual(
            written,
            """
            <intent
                        android:action="compose"
                        android:targetPackage="com.example.app"
                        android:targetClass="com.example.app.MainActivity" />
            <intent
                        android:action="com.example.app.SCAN"
                        android:targetPackage="com.example.app"
                        android:targetClass="com.example.app.MainActivity" />
            <intent
                        android:action="android.intent.action.VIEW"
                        android:targetPackage="com.example.app"
                        android:targetClass="com.example.app.ShareActivity" />
            <intent
                        android:action="android.intent.action.VIEW"
                        android:targetPackage="com.example.app"
                        android:data="example://open" />
            """)
        XCTAssertEqual(problems, [], "no intent is left without an activity")
    }

    func testWithoutAPackageOrALauncherTheIntentIsTheBareDefaultAndNamed() throws {
        for (package, launcher) in [(nil, "com.example.app.MainActivity"), ("com.example.app", nil)]
            as [(String?, String?)]
        {
            let (written, problems) = try intents([item("compose")], package: package, launcher: launcher)
            XCTAssertFalse(written.contains("targetClass"), written)
            XCTAssertTrue(written.contains("android:action=\"android.intent.action.VIEW\""), written)
            XCTAssertEqual(problems, [.intentUnresolved(index: 0, type: "compose")])
        }
    }

    func testTheRootsTargetClassIsReadAndNeedsAQualifiedName() {
        let parsed = ItemsFile.parse(
            Data(
                #"""
                { "android": { "package": "com.example.app", "targetClass": "com.example.app.MainActivity" },
                  "items": [ { "type": "a", "title": "A", "glyph": "a" } ] }
                """#.utf8))
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(parsed.androidTargetClass, "com.example.app.MainActivity")
        XCTAssertEqual(
            ItemsFile.parse(
                Data(
                    #"{ "android": { "package": "com.example.app", "targetClass": ".MainActivity" }, "items": [] }"#
                        .utf8)
            )
            .errors.map(\.description),
            [
                #"android.targetClass: must be a fully qualified class name such as "com.example.app.MainActivity" "#
                    + #"(found ".MainActivity"); Android does not expand a leading "." here"#
            ])
        XCTAssertEqual(
            ItemsFile.parse(Data(#"{ "android": { "targetClass": "com.example.app.Main" }, "items": [] }"#.utf8)).errors
                .map(\.description),
            [
                #"android: must be an object with "package" and optionally "targetClass", as {"package": "com.example.app", "#
                    + #""targetClass": "com.example.app.MainActivity"} (found an object without "package")"#
            ])
    }

    private let square =
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35"><rect x="4" y="4" width="27" height="27"/></svg>"##

    private func build(items: String, manifest: String?, gradle: String? = nil) throws -> (BuildReport, String) {
        let workspace = try Workspace(self)
        try workspace.add("g.svg", square)
        try workspace.add("shortcuts.json", items)
        var configuration = workspace.configuration(items: "shortcuts.json")
        let res = workspace.root.appendingPathComponent("app/src/main/res")
        configuration.writeAndroid(into: res.path)
        if let manifest {
            let url = workspace.root.appendingPathComponent("app/src/main/AndroidManifest.xml")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: url)
            configuration.mergeAndroidManifest(at: url.path)
            if let gradle {
                try Data(gradle.utf8).write(to: workspace.root.appendingPathComponent("app/build.gradle.kts"))
            }
        }
        let report = try BuildPipeline(configuration: configuration).run()
        return (
            report,
            (try? String(contentsOf: res.appendingPathComponent(AndroidResourceSet.shortcutsPath), encoding: .utf8))
                ?? ""
        )
    }

    /// The build reads the launcher from `--android-manifest`: its package gives the intents' targetPackage when the
    /// items file's root has none; the root's targetClass, when given, is the default instead.
    func testTheBuildTakesTheDefaultFromTheManifestOrTheRoot() throws {
        let plain =
            #"{ "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New", "glyph": "g" } ] }"#
        let (report, written) = try build(items: plain, manifest: manifest())
        XCTAssertEqual(report.findings.map(\.rule), [], report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(
            written.contains(
                """
                            android:action="compose"
                            android:targetPackage="com.example.app"
                            android:targetClass="com.example.app.MainActivity" />
                """), written)

        let rooted =
            #"{ "android": { "package": "com.example.id", "targetClass": "com.example.app.HomeActivity" }, "#
            + #""items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New", "glyph": "g" } ] }"#
        let (second, fromRoot) = try build(items: rooted, manifest: manifest())
        XCTAssertEqual(second.findings.map(\.rule), [])
        XCTAssertTrue(fromRoot.contains(#"android:targetPackage="com.example.id""#), fromRoot)
        XCTAssertTrue(fromRoot.contains(#"android:targetClass="com.example.app.HomeActivity""#), fromRoot)

        // Without --android-manifest or a root targetClass: written, with the warning that nothing is aimed.
        let (third, bare) = try build(items: plain, manifest: nil)
        XCTAssertEqual(third.findings.map(\.rule), [.androidIntentUnresolved, .androidManifestEntry])
        XCTAssertFalse(bare.contains("targetClass"), bare)
    }

    /// AGP 7.3+: no `package` in the manifest; the module's Gradle file names the classes' package and the application
    /// id.
    func testWithoutAManifestPackageTheGradleFileGivesTheNamespaceAndTheApplicationId() throws {
        let gradle = """
            plugins { id("com.android.application") }
            android {
                namespace = "com.example.ns"
                defaultConfig {
                    applicationId = "com.example.shipped"
                }
            }

            """
        XCTAssertEqual(AndroidGradleFile(path: "build.gradle.kts", text: gradle).namespace, "com.example.ns")
        XCTAssertNil(
            AndroidGradleFile(path: "build.gradle", text: "namespace 'x.y'\n").namespace, "only inside android { }")
        let plain =
            #"{ "items": [ { "type": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "title": "New", "glyph": "g" } ] }"#
        let (report, written) = try build(items: plain, manifest: manifest(package: nil), gradle: gradle)
        XCTAssertEqual(report.findings.map(\.rule), [], report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(
            written.contains(
                """
                            android:action="compose"
                            android:targetPackage="com.example.shipped"
                            android:targetClass="com.example.ns.MainActivity" />
                """), written)
        // Neither a package attribute nor a Gradle file: nothing to name the class in full with, so no default.
        let (bare, _) = try build(items: plain, manifest: manifest(package: nil))
        XCTAssertEqual(bare.findings.map(\.rule), [.androidIntentUnresolved])
        // The message says what was looked for, not to give the --android-manifest that was given (issue 41, 8).
        let message = try XCTUnwrap(bare.findings.first?.message)
        XCTAssertTrue(
            message.hasPrefix("items[0] ($(PRODUCT_BUNDLE_IDENTIFIER).compose): the Android shortcut's intent"), message
        )
        XCTAssertTrue(
            message.contains(
                "app/src/main/AndroidManifest.xml names its launcher activity \".MainActivity\" relative to a package, "
                    + "but it has no package attribute and there is no build.gradle(.kts) beside it to read a namespace "
                    + "from (looked for "), message)
        XCTAssertTrue(
            message.hasSuffix(
                "app/build.gradle); add the namespace to the module's android block, or give the items file's root "
                    + "\"android\" object a targetClass"), message)
        XCTAssertEqual(bare.findings.first?.position?.line, 1, "at the item")
        let (noNamespace, _) = try build(
            items: plain, manifest: manifest(package: nil), gradle: "android {\n    compileSdk 34\n}\n")
        let said = try XCTUnwrap(noNamespace.findings.first?.message)
        XCTAssertTrue(
            said.contains(
                "but it has no package attribute and there is no namespace in "), said)
        XCTAssertTrue(
            said.contains(
                "app/build.gradle.kts (looked for namespace \"…\" or namespace = \"…\" in its android block); add the "
                    + "namespace"), said)
    }
}

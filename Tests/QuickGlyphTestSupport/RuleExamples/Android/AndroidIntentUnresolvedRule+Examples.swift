import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIntentUnresolvedRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIntentUnresolvedRule: TreeRuleExamples {
    /// An intent of the fixture's two lines, with these attributes on its first.
    static func intent(_ attributes: String) -> String {
        "        <intent \(attributes)\n            android:action=\"com.example.app.COMPOSE\"/>"
    }

    /// The fixture's manifest with a second activity whose filter declares `action`.
    static func manifest(declaring action: String) -> String {
        AndroidFixtures.manifestXML().replacingOccurrences(
            of: "    </application>",
            with: """
                        <activity android:name=".ComposeActivity" android:exported="false">
                            <intent-filter>
                                <action android:name="\(action)"/>
                                <category android:name="android.intent.category.DEFAULT"/>
                            </intent-filter>
                        </activity>
                    </application>
                """)
    }

    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a bare VIEW, and a targetClass without its targetPackage",
            at: .line(AndroidFixtures.shortcutsFile, 5, column: 9),
            .line(AndroidFixtures.shortcutsFile, 11, column: 9)
        ) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(
                    intent: "        <intent android:action=\"android.intent.action.VIEW\"\n            />"),
                AndroidFixtures.shortcut(
                    id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                    longLabel: "@string/search_long",
                    intent: intent("android:targetClass=\"com.example.app.ComposeActivity\"")),
            ])
        },
        TreeExample(
            "an action only another action's filter would take",
            at: .line(AndroidFixtures.shortcutsFile, 5, column: 9)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(intent: intent(""))],
                files: [AndroidFixtures.manifest: .text(manifest(declaring: "com.example.app.SEARCH"))])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("an action an activity's filter declares") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(intent: intent(""))],
                files: [AndroidFixtures.manifest: .text(manifest(declaring: "com.example.app.COMPOSE"))])
        },
        TreeExample("an intent with data, left to its deep link's filter") {
            AndroidFixtures.module([AndroidFixtures.shortcut(intent: intent("android:data=\"example://compose\""))])
        },
        TreeExample("a module depending on another, whose manifest merges in") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(intent: intent(""))],
                files: [
                    AndroidFixtures.gradle: .text(
                        "android {\n    namespace \"com.example.app\"\n}\ndependencies {\n"
                            + "    implementation project(':compose')\n}\n")
                ])
        },
        TreeExample("a disabled shortcut") {
            AndroidFixtures.module([AndroidFixtures.shortcut(enabled: false, intent: intent(""))])
        },
    ]
}

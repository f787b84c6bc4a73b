import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidLabelMissingStringRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidLabelMissingStringRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a label in no file, and one only in German", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5),
            .line(AndroidFixtures.shortcutsFile, 3, column: 5)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(shortLabel: "@string/compose_label", longLabel: "@string/compose_german")],
                files: [
                    "app/src/main/res/values-de/strings.xml": .text(
                        AndroidFixtures.stringsXML([("compose_german", "Nachricht schreiben")]))
                ])
        },
        TreeExample(
            "a label only a debug-only library defines, in release",
            at: .line(AndroidFixtures.buildRoot + "/" + AndroidFixtures.shortcutsFile, 3, column: 5)
        ) {
            AndroidFixtures.build(
                AndroidFixtures.module(
                    [AndroidFixtures.shortcut(shortLabel: "@string/debug_short")]),
                settings: "include ':app', ':debug-strings'\n",
                appGradle: "dependencies {\n    debugImplementation project(':debug-strings')\n}\n",
                libraries: AndroidFixtures.libraryStrings("debug-strings", [("debug_short", "Debug")]))
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("a label whose string is an alias of a defined one") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                strings: [
                    ("compose_short", "@string/fork_contact"), ("compose_long", "Compose a message"),
                    ("fork_contact", "Fork"),
                ])
        },
        TreeExample("a label a library module of the build defines") {
            AndroidFixtures.build(
                AndroidFixtures.module([AndroidFixtures.shortcut(shortLabel: "@string/open_short")]),
                settings: "include ':app', ':ui:i18n'\n",
                appGradle: "dependencies {\n    implementation project(':ui:i18n')\n}\n",
                libraries: AndroidFixtures.libraryStrings("ui/i18n", [("open_short", "Open")]))
        },
        TreeExample("a label a module not read may define (a note of android-dependency-unread)") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(shortLabel: "@string/open_short")],
                files: [AndroidFixtures.gradle: .text("dependencies {\n    implementation project(':ui:i18n')\n}\n")])
        },
    ]
}

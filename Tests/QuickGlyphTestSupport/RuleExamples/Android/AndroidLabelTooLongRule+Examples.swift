import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidLabelTooLongRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidLabelTooLongRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a German short label of 13 characters", at: .line("app/src/main/res/values-de/strings.xml", 3, column: 5)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    "app/src/main/res/values-de/strings.xml": .text(
                        AndroidFixtures.stringsXML([("compose_short", "Verfassen neu")]))
                ])
        },
        TreeExample(
            "a library module's German label, where the app's own default hides the library's",
            at: .line(AndroidFixtures.buildRoot + "/ui/i18n/src/main/res/values-de/strings.xml", 3, column: 5)
        ) {
            AndroidFixtures.build(
                AndroidFixtures.module(
                    [AndroidFixtures.shortcut(shortLabel: "@string/open_short")],
                    strings: AndroidFixtures.defaultStrings + [("open_short", "Open")]),
                settings: "include ':app', ':ui:i18n'\n",
                appGradle: "dependencies {\n    implementation project(':ui:i18n')\n}\n",
                libraries: AndroidFixtures.libraryStrings("ui/i18n", [("open_short", "Open it all now")])
                    .merging(
                        AndroidFixtures.libraryStrings(
                            "ui/i18n", [("open_short", "Alles öffnen!")], folder: "values-de")
                    ) { $1 })
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        // aapt compiles a string whose value is `@string/other` as that other string: its text is measured.
        TreeExample("a short label that is an alias of a short string") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                strings: [
                    ("compose_short", "@string/fork_contact"), ("compose_long", "Compose a message"),
                    ("fork_contact", "Fork"),
                ])
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidDependencyUnreadRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidDependencyUnreadRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a label of a module no settings file in the folder checked names",
            at: .line(AndroidFixtures.gradle, 2, column: 1)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(shortLabel: "@string/open_short")],
                files: [AndroidFixtures.gradle: .text("dependencies {\n    implementation project(':ui:i18n')\n}\n")])
        },
        TreeExample(
            "an icon only a published library could hold", at: .line(AndroidFixtures.gradle, 3, column: 1)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut(icon: "@drawable/ic_brand")],
                files: [
                    AndroidFixtures.gradle: .text(
                        "dependencies {\n    testImplementation 'junit:junit:4.13.2'\n"
                            + "    implementation 'com.example:brand-icons:2.1'\n}\n")
                ])
        },
        TreeExample(
            "a module the settings relocate out of the folder checked",
            at: .line(AndroidFixtures.buildRoot + "/" + AndroidFixtures.gradle, 2, column: 1)
        ) {
            AndroidFixtures.build(
                AndroidFixtures.module([AndroidFixtures.shortcut(shortLabel: "@string/open_short")]),
                settings: "include ':app', ':i18n'\nproject(':i18n').projectDir = file('../i18n')\n",
                appGradle: "dependencies {\n    implementation project(':i18n')\n}\n")
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("published libraries, every label and icon defined in the app") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    AndroidFixtures.gradle: .text("dependencies {\n    implementation 'androidx.core:core:1.13.1'\n}\n")
                ])
        },
        TreeExample("a label of a library module the settings include") {
            AndroidFixtures.build(
                AndroidFixtures.module([AndroidFixtures.shortcut(shortLabel: "@string/open_short")]),
                settings: "include ':app', ':ui:i18n'\n",
                appGradle:
                    "dependencies {\n    implementation(projects.ui.i18n)\n    implementation 'androidx.core:core:1.13.1'\n}\n",
                libraries: AndroidFixtures.libraryStrings("ui/i18n", [("open_short", "Open")]))
        },
    ]
}

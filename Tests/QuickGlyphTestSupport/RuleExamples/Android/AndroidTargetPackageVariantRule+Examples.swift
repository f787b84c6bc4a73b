import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidTargetPackageVariantRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidTargetPackageVariantRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a debug suffix", at: .line(AndroidFixtures.shortcutsFile, 5, column: 9)) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    AndroidFixtures.gradle: .text(
                        """
                        android {
                            defaultConfig {
                                applicationId "com.example.app"
                            }
                            buildTypes {
                                debug {
                                    applicationIdSuffix ".debug"
                                }
                            }
                        }

                        """)
                ])
        },
        // The namespace is the application id when none is written; `initWith debug` copies debug's suffix, and
        // debug ships its own file, so only the copy is named.
        TreeExample(
            "a namespace as the id, and a build type made initWith debug",
            at: .line(AndroidFixtures.shortcutsFile, 5, column: 9)
        ) {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    AndroidFixtures.manifest: .text(
                        AndroidFixtures.manifestXML().replacingOccurrences(of: " package=\"com.example.app\"", with: "")
                    ),
                    "app/src/debug/res/xml-v25/shortcuts.xml": .text(
                        AndroidFixtures.shortcutsXML([
                            AndroidFixtures.shortcut(
                                intent: AndroidFixtures.intent.replacingOccurrences(
                                    of: "targetPackage=\"com.example.app\"",
                                    with: "targetPackage=\"com.example.app.debug\""))
                        ])),
                    AndroidFixtures.gradle: .text(
                        """
                        android {
                            namespace "com.example.app"
                            buildTypes {
                                debug {
                                    applicationIdSuffix ".debug"
                                }
                                screenshots {
                                    initWith debug
                                }
                            }
                        }

                        """),
                ])
        },
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("no suffix") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    AndroidFixtures.gradle: .text(
                        "android {\n    defaultConfig {\n        applicationId \"com.example.app\"\n    }\n}\n")
                ])
        },
        TreeExample("a debug suffix whose source set has its own shortcuts file") {
            AndroidFixtures.module(
                [AndroidFixtures.shortcut()],
                files: [
                    AndroidFixtures.gradle: .text(
                        "android {\n    defaultConfig {\n        applicationId \"com.example.app\"\n    }\n"
                            + "    buildTypes {\n        debug {\n            applicationIdSuffix \".debug\"\n        }\n    }\n}\n"
                    ),
                    AndroidFixtures.shortcutsFile.replacingOccurrences(of: "/src/main/", with: "/src/debug/"):
                        .text(
                            AndroidFixtures.shortcutsXML([AndroidFixtures.shortcut()]).replacingOccurrences(
                                of: "\"com.example.app\"", with: "\"com.example.app.debug\"")),
                ])
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// PlistNotReadRule's own examples: the images or file trees it must and must not find fault with.
extension PlistNotReadRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("a preprocessed plist that does not parse", at: .file("Info.plist")) {
            [
                "Info.plist": .text(
                    "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n#if PRO\n<key>UIApplicationShortcutItems</key>\n"
                        + "<array><dict><key>UIApplicationShortcutItemType</key>\n#else\n</dict></array>\n#endif\n</dict>\n</plist>\n"
                )
            ]
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a preprocessed plist that parses with its lines set aside") {
            [
                "Info.plist": .text(
                    "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n#ifdef DEBUG\n<key>Debug</key><true/>\n#endif\n"
                        + "<key>UIApplicationShortcutItems</key>\n<array/>\n</dict>\n</plist>\n")
            ]
        },
        TreeExample("a broken plist without directives (shortcuts-invalid's)") {
            ["Info.plist": .text("<plist><dict><key>a</key>")]
        },
    ]
}

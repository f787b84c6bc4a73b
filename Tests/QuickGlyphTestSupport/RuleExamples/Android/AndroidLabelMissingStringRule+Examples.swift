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
        }
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
    ]
}

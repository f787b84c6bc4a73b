import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidShortcutIDMissingRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidShortcutIDMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "no id, then a @string id", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5),
            .line(AndroidFixtures.shortcutsFile, 9, column: 5)
        ) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(id: nil), AndroidFixtures.shortcut(id: "@string/compose_id"),
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}

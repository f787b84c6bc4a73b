import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidShortcutIDDuplicateRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidShortcutIDDuplicateRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("one id twice", at: .line(AndroidFixtures.shortcutsFile, 9, column: 5)) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(),
                AndroidFixtures.shortcut(
                    icon: "@drawable/ic_search", shortLabel: "@string/search_short", longLabel: "@string/search_long"),
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidLabelLiteralRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidLabelLiteralRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "a literal short label, then a literal long label", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5),
            .line(AndroidFixtures.shortcutsFile, 9, column: 5)
        ) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(shortLabel: "Compose"),
                AndroidFixtures.shortcut(
                    id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                    longLabel: "Search messages"),
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}

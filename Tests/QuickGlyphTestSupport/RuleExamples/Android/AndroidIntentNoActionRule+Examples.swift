import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIntentNoActionRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIntentNoActionRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample(
            "an intent without action, and a shortcut without intent",
            at: .line(AndroidFixtures.shortcutsFile, 5, column: 9),
            .line(AndroidFixtures.shortcutsFile, 9, column: 5)
        ) {
            AndroidFixtures.module([
                AndroidFixtures.shortcut(
                    intent: AndroidFixtures.intent.replacingOccurrences(
                        of: "android:action=\"android.intent.action.VIEW\" ", with: "")),
                AndroidFixtures.shortcut(
                    id: "search", icon: "@drawable/ic_search", shortLabel: "@string/search_short",
                    longLabel: "@string/search_long", intent: "\n"),
            ])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() },
        TreeExample("a disabled shortcut without intent") {
            AndroidFixtures.module([AndroidFixtures.shortcut(enabled: false, intent: "\n")])
        },
    ]
}

import Foundation
import QuickGlyphAndroid
import QuickGlyphApple
import QuickGlyphGlyphs
import QuickGlyphModel

/// AndroidIconMissingRule's own examples: the images or file trees it must and must not find fault with.
extension AndroidIconMissingRule: TreeRuleExamples {
    package static let triggeringExamples: [TreeExample] = [
        TreeExample("an icon that is not there", at: .line(AndroidFixtures.shortcutsFile, 3, column: 5)) {
            AndroidFixtures.module([AndroidFixtures.shortcut(icon: "@drawable/ic_add")])
        }
    ]
    package static let nonTriggeringExamples: [TreeExample] = [
        TreeExample("a healthy module") { AndroidFixtures.healthy() }
    ]
}
